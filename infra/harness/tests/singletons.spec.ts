// One React, one styled-components, one i18next, one event bus and one copy of the shared-events
// module across the shell and all four remotes — read from the running page, where each app records
// the instances it received. A second copy of shared-events would quietly reuse the first bus in a
// production build, so the bus alone cannot show it; the copy each app names (`sharedEventsCopy`) can.
import { area, expect, openStore, test } from '../src/fixtures';

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
      sharedEventsCopies: [...new Set(apps.map((app) => runtime[app]?.sharedEventsCopy))],
      missing: apps.flatMap((app) =>
        ['react', 'styled', 'i18next', 'bus', 'sharedEventsCopy'].filter((key) => !runtime[app]?.[key]).map((key) => `${app}.${key}`),
      ),
    };
  });

  expect(report.apps).toEqual(['mf-account', 'mf-cart', 'mf-catalog', 'mf-checkout', 'shell']);
  expect(report.missing).toEqual([]);
  expect(report).toMatchObject({ react: 1, styled: 1, i18next: 1, bus: 1 });
  expect(report.sharedEventsCopies).toHaveLength(1);
  expect(report.sharedEventsCopies[0]).toMatch(/^shared-events#\d+$/);
});
