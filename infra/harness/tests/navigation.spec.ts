// Moving between routes of different remotes mounts one and unmounts the other, and an unmounted
// remote's bus subscriptions are gone.
import { expect, test, type Page } from '@playwright/test';
import { area, openStore } from '../src/fixtures';

// The cart page asks for its guided tour on a first visit; these journeys are about other things.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('website_tours', JSON.stringify({ deliveryTour: true, cartTour: true })));
});

/** Open subscriptions per event on the page's bus. */
const subscriptions = (page: Page) =>
  page.evaluate(() => {
    const slot = (globalThis as unknown as Record<symbol, { bus: { subscriberCount(name: string): number } }>)[Symbol.for('storefront.event-bus')];
    const names = ['address:changed', 'cart:updated', 'session:changed', 'language:changed', 'tour:start'];
    return Object.fromEntries(names.map((name) => [name, slot?.bus.subscriberCount(name) ?? -1]));
  });

test('routes of different remotes mount and unmount them; subscriptions of an unmounted remote stop', async ({ page }) => {
  await openStore(page, '/', 'ar');
  await expect(area(page, 'mf-catalog').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(area(page, 'mf-cart')).toBeEmpty();
  await page.waitForLoadState('networkidle');
  const onHome = await subscriptions(page);
  expect(onHome['cart:updated']).toBeGreaterThan(0); // at least the header's cart badge

  await page.getByRole('link', { name: /السلة/ }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(area(page, 'mf-cart').getByRole('heading', { level: 1 })).toHaveText('سلة التسوق');
  await expect(area(page, 'mf-catalog')).toBeEmpty();
  await page.waitForLoadState('networkidle');
  // The catalog's subscriptions went with it and the cart's came: the counts changed.
  expect(await subscriptions(page)).not.toEqual(onHome);

  await page.goBack();
  await expect(area(page, 'mf-catalog').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(area(page, 'mf-cart')).toBeEmpty();
  // Back home, every subscription the cart page made is gone again: nothing leaked.
  await expect.poll(() => subscriptions(page)).toEqual(onHome);
});

test('an unknown route shows the translated 404 and a known shell page shows its title', async ({ page }) => {
  await openStore(page, '/no-such-page', 'en');
  await expect(page.getByTestId('not-found').getByRole('heading')).toHaveText('Page not found');
  await page.getByRole('link', { name: 'FAQs' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQs');
});

test('a deep link loads the shell and the owning remote', async ({ page }) => {
  await openStore(page, '/category/dairy-eggs/milk', 'ar');
  await expect(area(page, 'mf-catalog').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
