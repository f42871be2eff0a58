// One React, one styled-components, one i18next, one event bus and one copy of the shared-events
// module across the shell and all four remotes — read from the running page, where each app records
// the instances it received — and one of every other shared library (react-dom, the routers, Apollo,
// graphql, rxjs, react-i18next, the design system), which each app loads when probed. A second copy of shared-events would quietly reuse the first bus in a
// production build, so the bus alone cannot show it; the copy each app names (`sharedEventsCopy`) can.
import { area, expect, openStore, test } from '../src/fixtures';

test('the shell and every remote share one instance of each singleton', async ({ page }) => {
  await openStore(page, '/', 'en');
  await expect(area(page, 'mf-catalog').getByRole('heading', { level: 1 })).toBeVisible();
  // a guest's checkout sends them to the account's sign-in: the checkout remote has run by then
  for (const [path, remote] of [
    ['/cart', 'mf-cart'],
    ['/checkout/address', 'mf-account'],
    ['/help', 'mf-account'],
  ] as const) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
    }, path);
    await expect(area(page, remote).getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect.poll(() => page.evaluate(() => 'mf-checkout' in ((window as unknown as { __STOREFRONT_RUNTIME__: object }).__STOREFRONT_RUNTIME__ ?? {}))).toBe(true);

  const report = await page.evaluate(async () => {
    const runtime = (window as unknown as { __STOREFRONT_RUNTIME__: Record<string, Record<string, unknown>> }).__STOREFRONT_RUNTIME__;
    const apps = Object.keys(runtime).sort();
    const distinct = (key: string) => new Set(apps.map((app) => runtime[app]?.[key])).size;
    // Each app imports the libraries from its own code; one identity per library means one instance.
    const probed = await Promise.all(apps.map((app) => (runtime[app]!.probe as () => Promise<Record<string, unknown>>)()));
    const libraries = Object.keys(probed[0] ?? {}).sort();
    const instancesPerLibrary = Object.fromEntries(libraries.map((library) => [library, new Set(probed.map((identities) => identities[library])).size]));
    return {
      libraries,
      instancesPerLibrary,
      emptyIdentities: apps.flatMap((app, index) => libraries.filter((library) => !probed[index]?.[library]).map((library) => `${app}.${library}`)),
      apps,
      react: distinct('react'),
      styled: distinct('styled'),
      i18next: distinct('i18next'),
      bus: distinct('bus'),
      sharedEventsCopies: [...new Set(apps.map((app) => runtime[app]?.sharedEventsCopy))],
      missing: apps.flatMap((app) =>
        ['react', 'styled', 'i18next', 'bus', 'sharedEventsCopy', 'probe'].filter((key) => !runtime[app]?.[key]).map((key) => `${app}.${key}`),
      ),
    };
  });

  expect(report.apps).toEqual(['mf-account', 'mf-cart', 'mf-catalog', 'mf-checkout', 'shell']);
  expect(report.missing).toEqual([]);
  expect(report).toMatchObject({ react: 1, styled: 1, i18next: 1, bus: 1 });
  expect(report.sharedEventsCopies).toHaveLength(1);
  expect(report.libraries).toEqual([
    '@apollo/client',
    'design-system',
    'graphql',
    'react-dom',
    'react-dom/client',
    'react-i18next',
    'react-router-dom',
    'react/jsx-runtime',
    'rxjs',
  ]);
  expect(report.emptyIdentities).toEqual([]);
  expect(report.instancesPerLibrary).toEqual(Object.fromEntries(report.libraries.map((library) => [library, 1])));
  expect(report.sharedEventsCopies[0]).toMatch(/^shared-events#\d+$/);
});
