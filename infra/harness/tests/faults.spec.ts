// A remote that is down, stalled or broken shows a translated fallback in its own area while the
// shell and the other remotes keep working. Faults are injected at the browser's network layer.
import { expect, test, type Page } from '@playwright/test';
import { area, openStore } from '../src/fixtures';
import { REMOTE_ORIGINS } from '../src/store';

const cartOrigin = REMOTE_ORIGINS['mf-cart'];

async function expectCartFallbackAndOthersWorking(page: Page, title: string, catalogHeading: RegExp) {
  const fallback = area(page, 'mf-cart').getByRole('alert');
  await expect(fallback).toBeVisible({ timeout: 25_000 });
  await expect(fallback.getByRole('heading')).toHaveText(title);
  await expect(page.getByRole('banner')).toBeVisible();
  // The rest of the store: navigate to the catalog remote.
  await page.getByRole('link', { name: catalogHeading }).first().click();
  await expect(area(page, 'mf-catalog').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(area(page, 'mf-cart')).toBeEmpty();
}

test('a remote whose origin refuses connections', async ({ page }) => {
  await page.route(`${cartOrigin}/**`, (route) => route.abort('connectionrefused'));
  await openStore(page, '/cart', 'en');
  await expectCartFallbackAndOthersWorking(page, 'This part of the store is not available right now', /^Home$/);
});

test('a remote whose manifest stalls for 30 seconds', async ({ page }) => {
  await page.route(`${cartOrigin}/**/mf-manifest.json`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    await route.abort('timedout').catch(() => undefined);
  });
  await openStore(page, '/cart', 'ar');
  await expectCartFallbackAndOthersWorking(page, 'هذا الجزء من المتجر غير متاح حالياً', /^الرئيسية$/);
});

test('a remote serving broken JavaScript', async ({ page }) => {
  await page.route(`${cartOrigin}/**/remoteEntry.js`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: 'var mf_cart = {; this is not javascript' }),
  );
  await openStore(page, '/cart', 'en');
  await expectCartFallbackAndOthersWorking(page, 'This part of the store is not available right now', /^Home$/);
});
