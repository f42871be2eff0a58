// Moving between routes of different remotes mounts one and unmounts the other, and an unmounted
// remote's bus subscriptions are gone.
import { expect, test, type Page } from '@playwright/test';
import { area, openStore } from '../src/fixtures';

// The cart page asks for its guided tour on a first visit; these journeys are about other things.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('website_tours', JSON.stringify({ deliveryTour: true, cartTour: true })));
});

const cartSubscribers = (page: Page) =>
  page.evaluate(() => {
    const slot = (globalThis as unknown as Record<symbol, { bus: { subscriberCount(name: string): number } }>)[Symbol.for('storefront.event-bus')];
    const bus = slot?.bus;
    return bus?.subscriberCount('cart:updated') ?? -1;
  });

test('routes of different remotes mount and unmount them; subscriptions of an unmounted remote stop', async ({ page }) => {
  await openStore(page, '/', 'ar');
  await expect(area(page, 'mf-catalog').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(area(page, 'mf-cart')).toBeEmpty();
  const frameOnly = await cartSubscribers(page);
  expect(frameOnly).toBeGreaterThan(0); // the header's cart badge

  await page.getByRole('link', { name: /السلة/ }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(area(page, 'mf-cart').getByRole('heading', { level: 1 })).toHaveText('سلة التسوق');
  await expect(area(page, 'mf-catalog')).toBeEmpty();
  expect(await cartSubscribers(page)).toBeGreaterThan(frameOnly);

  await page.goBack();
  await expect(area(page, 'mf-catalog').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(area(page, 'mf-cart')).toBeEmpty();
  await expect.poll(() => cartSubscribers(page)).toBe(frameOnly);
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
