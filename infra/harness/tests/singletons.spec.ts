// One React, one styled-components, one i18next and one event bus across the shell and all four
// remotes — read from the running page, where each app records the instances it received.
import { expect, test } from '@playwright/test';
import { area, openStore } from '../src/fixtures';

test('the shell and every remote share one instance of each singleton', async ({ page }) => {
  await openStore(page, '/', 'en');
  await expect(area(page, 'mf-catalog').getByRole('heading', { level: 1 })).toBeVisible();
  for (const [path, remote] of [
    ['/cart', 'mf-cart'],
    ['/checkout/address', 'mf-checkout'],
    ['/help', 'mf-account'],
  ] as const) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
    }, path);
    await expect(area(page, remote).getByRole('heading', { level: 1 })).toBeVisible();
  }

  const report = await page.evaluate(() => {
    const runtime = (window as unknown as { __STOREFRONT_RUNTIME__: Record<string, Record<string, unknown>> }).__STOREFRONT_RUNTIME__;
    const apps = Object.keys(runtime).sort();
    const distinct = (key: string) => new Set(apps.map((app) => runtime[app]?.[key])).size;
    return {
      apps,
      react: distinct('react'),
      styled: distinct('styled'),
      i18next: distinct('i18next'),
      bus: distinct('bus'),
      missing: apps.flatMap((app) => ['react', 'styled', 'i18next', 'bus'].filter((key) => !runtime[app]?.[key]).map((key) => `${app}.${key}`)),
    };
  });

  expect(report.apps).toEqual(['mf-account', 'mf-cart', 'mf-catalog', 'mf-checkout', 'shell']);
  expect(report.missing).toEqual([]);
  expect(report).toMatchObject({ react: 1, styled: 1, i18next: 1, bus: 1 });
});
