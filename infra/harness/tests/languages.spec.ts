// Arabic is right-to-left with styles flipped; English is left-to-right; switching language keeps
// the page and changes the text of the shell and every mounted remote.
import { expect, test } from '@playwright/test';
import { area, expectedDir, openStore } from '../src/fixtures';
import { LANGUAGES, STORE_URL } from '../src/store';

// The cart page asks for its guided tour on a first visit; these journeys are about other things.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('website_tours', JSON.stringify({ deliveryTour: true, cartTour: true })));
});

for (const language of LANGUAGES) {
  test(`${language}: direction and a margin-left style follow the language`, async ({ page }) => {
    await openStore(page, '/cart', language);
    await expect(page.locator('html')).toHaveAttribute('dir', expectedDir(language));
    // The cart badge is styled `margin-left: 6px` in the source.
    const badge = page.getByTestId('cart-badge').first();
    const margins = await badge.evaluate((element) => {
      const style = getComputedStyle(element);
      return { left: style.marginLeft, right: style.marginRight };
    });
    expect(margins).toEqual(language === 'ar' ? { left: '0px', right: '6px' } : { left: '6px', right: '0px' });
    // So is the link inside the cart remote's empty state.
    const remoteLink = area(page, 'mf-cart').getByTestId('start-shopping-arrow');
    const remoteMargins = await remoteLink.evaluate((element) => {
      const style = getComputedStyle(element);
      return { left: style.marginLeft, right: style.marginRight };
    });
    expect(remoteMargins).toEqual(language === 'ar' ? { left: '0px', right: '8px' } : { left: '8px', right: '0px' });
  });
}

test('switching language keeps the path and changes the text in the shell and the mounted remote', async ({ page }) => {
  await openStore(page, '/cart', 'ar');
  await expect(area(page, 'mf-cart').getByRole('heading', { level: 1 })).toHaveText('سلة التسوق');
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.getByRole('button', { name: 'التبديل إلى الإنجليزية' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(area(page, 'mf-cart').getByRole('heading', { level: 1 })).toHaveText('Your cart');
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const cookies = await page.context().cookies();
  const locale = cookies.find((cookie) => cookie.name === 'locale');
  expect(locale?.value).toBe('en');
  // Seven days, give or take the test's own run time.
  expect((locale?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 120);

  await page.getByRole('button', { name: 'Switch to Arabic' }).click();
  await expect(area(page, 'mf-cart').getByRole('heading', { level: 1 })).toHaveText('سلة التسوق');
});

test('a language prefix in the URL selects the language and is dropped from the path', async ({ page }) => {
  await page.goto('/en/cart');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(`${STORE_URL}/cart`);
  await expect(area(page, 'mf-cart').getByRole('heading', { level: 1 })).toHaveText('Your cart');
});
