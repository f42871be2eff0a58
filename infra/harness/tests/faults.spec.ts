// A remote that is down, stalled or broken shows a translated fallback in its own area while the
// shell and the other remotes (their areas and their fragments) keep working. Faults are injected
// at the browser's network layer, so they last across page loads.
import type { Page } from '@playwright/test';
import { area, expect, openStore, test } from '../src/fixtures';
import { REMOTE_ORIGINS, STORE_URL, type Language } from '../src/store';

const cartOrigin = REMOTE_ORIGINS['mf-cart'];

const TEXT = {
  en: { fallback: 'This part of the store is not available right now', home: /^Home$/, signIn: 'Sign in', help: 'Help', picker: 'Delivery address', district: 'District in Riyadh' },
  ar: { fallback: 'هذا الجزء من المتجر غير متاح حالياً', home: /^الرئيسية$/, signIn: 'تسجيل الدخول', help: 'المساعدة', picker: 'عنوان التوصيل', district: 'الحي في الرياض' },
} as const;

async function expectCartFallbackAndOthersWorking(page: Page, language: Language) {
  const text = TEXT[language];
  const fallback = area(page, 'mf-cart').getByRole('alert');
  await expect(fallback).toBeVisible({ timeout: 25_000 });
  await expect(fallback.getByRole('heading')).toHaveText(text.fallback);
  await expect(page.getByRole('banner')).toBeVisible();

  // The catalog, reached from the frame.
  await page.getByRole('link', { name: text.home }).first().click();
  await expect(area(page, 'mf-catalog').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(area(page, 'mf-cart')).toBeEmpty();

  // Checkout and account areas, each loaded afresh while the cart is still broken: the checkout
  // remote runs and sends this guest to the account's sign-in, which brings them back afterwards.
  await page.goto(`${STORE_URL}/checkout/address`);
  await expect(page).toHaveURL(/\/authentication\/login\?redirect=\/checkout\/address$/);
  await expect(area(page, 'mf-account').getByRole('heading', { level: 1 })).toHaveText(text.signIn);
  await page.goto(`${STORE_URL}/help`);
  await expect(area(page, 'mf-account').getByRole('heading', { level: 1 })).toHaveText(text.help);

  // The account's address picker, a fragment in the shell's header.
  await page.getByTestId('address-chip').locator('visible=true').click();
  const picker = page.getByRole('dialog', { name: text.picker });
  await expect(picker).toBeVisible();
  await expect(picker.getByLabel(text.district)).toBeVisible();
}

test('a remote whose origin refuses connections', async ({ page }) => {
  await page.route(`${cartOrigin}/**`, (route) => route.abort('connectionrefused'));
  await openStore(page, '/cart', 'en');
  await expectCartFallbackAndOthersWorking(page, 'en');
});

test('a remote whose manifest stalls for 30 seconds', async ({ page }) => {
  // Each page load below meets the stall again.
  test.setTimeout(150_000);
  await page.route(`${cartOrigin}/**/mf-manifest.json`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    await route.abort('timedout').catch(() => undefined);
  });
  await openStore(page, '/cart', 'ar');
  await expectCartFallbackAndOthersWorking(page, 'ar');
});

test('a remote serving broken JavaScript', async ({ page }) => {
  await page.route(`${cartOrigin}/**/remoteEntry.js`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: 'var mf_cart = {; this is not javascript' }),
  );
  await openStore(page, '/cart', 'en');
  await expectCartFallbackAndOthersWorking(page, 'en');
});
