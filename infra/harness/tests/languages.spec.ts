// Arabic is right-to-left with styles flipped; English is left-to-right; switching language keeps
// the page and changes the text of the shell and of every mounted remote area and fragment.
import type { Page } from '@playwright/test';
import { area, expect, expectedDir, openStore, test } from '../src/fixtures';
import { LANGUAGES, STORE_URL, type Language } from '../src/store';

const TEXT = {
  ar: {
    toggle: 'التبديل إلى الإنجليزية',
    home: 'الرئيسية',
    hero: 'بقالة طازجة من المتاجر القريبة منك',
    categories: 'تسوّق حسب القسم',
    cart: 'سلة التسوق',
    addToCart: /^أضف .+ إلى السلة$/,
    recommendations: 'قد يعجبك أيضًا',
    railNext: 'التالي',
    picker: 'عنوان التوصيل',
    district: 'الحي في الرياض',
  },
  en: {
    toggle: 'Switch to Arabic',
    home: 'Home',
    hero: 'Fresh groceries from stores near you',
    categories: 'Shop by category',
    cart: 'Your cart',
    addToCart: /^Add .+ to cart$/,
    recommendations: 'You may also like',
    railNext: 'Next',
    picker: 'Delivery address',
    district: 'District in Riyadh',
  },
} as const;

const arabicLetters = /[\u0600-\u06FF]/;

async function switchLanguage(page: Page, from: Language, to: Language) {
  await page.getByRole('button', { name: TEXT[from].toggle }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
  await expect(page.locator('html')).toHaveAttribute('dir', expectedDir(to));
}

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

test('switching language on the home page changes the shell and the catalog', async ({ page }) => {
  await openStore(page, '/', 'ar');
  const catalog = area(page, 'mf-catalog');
  await expect(catalog.getByRole('heading', { level: 1 })).toHaveText(TEXT.ar.hero);
  await expect(catalog.getByRole('region', { name: TEXT.ar.categories })).toBeVisible();
  const firstCard = catalog.getByTestId('product-card').first();
  await expect(firstCard).toHaveAttribute('aria-label', arabicLetters);

  await switchLanguage(page, 'ar', 'en');
  await expect(page).toHaveURL(`${STORE_URL}/`);
  await expect(catalog.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.hero);
  await expect(catalog.getByRole('region', { name: TEXT.en.categories })).toBeVisible();
  // product names come from the API in the new language too
  await expect(firstCard).not.toHaveAttribute('aria-label', arabicLetters);
  await expect(page.getByRole('link', { name: TEXT.en.home, exact: true }).first()).toBeAttached();
});

test('switching language on the cart page changes the cart, the catalog’s rail in it, keeps the path and scrolls to the top', async ({ page }) => {
  // A product in the cart, added on the home page, so the cart page shows its lines and the
  // catalog's recommendations rail.
  await openStore(page, '/', 'ar');
  const firstCard = area(page, 'mf-catalog').getByTestId('product-card').first();
  await firstCard.getByRole('button', { name: TEXT.ar.addToCart }).click();
  await expect(firstCard.getByRole('group')).toBeVisible();

  await page.goto(`${STORE_URL}/cart`);
  const cart = area(page, 'mf-cart');
  await expect(cart.getByRole('heading', { level: 1 })).toContainText(TEXT.ar.cart);
  // the rail loads as the shopper comes near it, below the offers
  await cart.locator('[data-tour="cart-recommendations"]').scrollIntoViewIfNeeded();
  const rail = cart.getByRole('region', { name: TEXT.ar.recommendations });
  await expect(rail.getByTestId('product-card').first()).toBeVisible();
  await expect(rail.getByRole('button', { name: TEXT.ar.railNext })).toBeAttached();
  await expect(rail.getByTestId('product-card').first()).toHaveAttribute('aria-label', arabicLetters);

  await page.evaluate(() => window.scrollTo(0, 400));
  await switchLanguage(page, 'ar', 'en');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cart.getByRole('heading', { level: 1 })).toContainText(TEXT.en.cart);
  const railInEnglish = cart.getByRole('region', { name: TEXT.en.recommendations });
  // the rail is the catalog's fragment: its own labels and its product names follow the language
  await expect(railInEnglish.getByRole('button', { name: TEXT.en.railNext })).toBeAttached();
  await expect(railInEnglish.getByRole('button', { name: TEXT.ar.railNext })).toHaveCount(0);
  await expect(railInEnglish.getByTestId('product-card').first()).not.toHaveAttribute('aria-label', arabicLetters);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const cookies = await page.context().cookies();
  const locale = cookies.find((cookie) => cookie.name === 'locale');
  expect(locale?.value).toBe('en');
  // Seven days, give or take the test's own run time.
  expect((locale?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 120);

  await switchLanguage(page, 'en', 'ar');
  await expect(cart.getByRole('heading', { level: 1 })).toContainText(TEXT.ar.cart);
  await expect(cart.getByRole('region', { name: TEXT.ar.recommendations }).getByRole('button', { name: TEXT.ar.railNext })).toBeAttached();
});

test('the account’s address picker in the header follows the language', async ({ page }) => {
  await openStore(page, '/faqs', 'ar');
  const chip = page.getByTestId('address-chip').locator('visible=true');
  await chip.click();
  const picker = page.getByRole('dialog', { name: TEXT.ar.picker });
  await expect(picker).toBeVisible();
  await expect(picker.getByLabel(TEXT.ar.district)).toBeVisible();
  await picker.getByRole('button', { name: 'إغلاق' }).click();
  await expect(picker).toBeHidden();

  // The picker is modal, so a shopper closes it to reach the toggle; the fragment is already loaded
  // and must come back in the new language.
  await switchLanguage(page, 'ar', 'en');
  await expect(page).toHaveURL(/\/faqs$/);
  await chip.click();
  const pickerInEnglish = page.getByRole('dialog', { name: TEXT.en.picker });
  await expect(pickerInEnglish).toBeVisible();
  await expect(pickerInEnglish.getByLabel(TEXT.en.district)).toBeVisible();
  await expect(pickerInEnglish.getByText(TEXT.ar.district)).toHaveCount(0);
});

test('a language prefix in the URL selects the language and is dropped from the path', async ({ page }) => {
  await page.goto('/en/cart');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(`${STORE_URL}/cart`);
  await expect(area(page, 'mf-cart').getByRole('heading', { level: 1 })).toHaveText('Your cart');
});
