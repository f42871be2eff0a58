// The cart journey: a guest cart (seeded in local storage under the spec's cartInfo key, as the
// catalog's pages would leave it through the add-to-cart fragment) → offers from several sellers →
// choose another seller → pickup makes delivery 0.00 → replacements for a missing item → checkout.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { area, openStore } from '../src/fixtures';
import { LANGUAGES, STORE_URL, repoRoot, type Language } from '../src/store';
import path from 'node:path';

interface Product {
  id: string;
  slug: string;
  name: string;
  arName: string;
  image: string | null;
  priceHalalas: number;
  sellingPriceHalalas: number;
  maxOrder: number | null;
  sellerCount: number;
}

async function pickProducts(request: APIRequestContext): Promise<Product[]> {
  const response = await request.post(`${STORE_URL}/graphql`, {
    headers: { 'content-type': 'application/json', 'x-api-key': 'storefront-public-key' },
    data: { query: '{ productsBySearch(first: 100) { edges { node { id slug name arName image priceHalalas sellingPriceHalalas maxOrder sellerCount } } } }' },
  });
  const nodes: Product[] = (await response.json()).data.productsBySearch.edges.map((e: { node: Product }) => e.node);
  const common = nodes.filter((p) => p.sellerCount >= 4 && (p.maxOrder ?? 50) >= 4);
  const rare = nodes.find((p) => p.sellerCount >= 1 && p.sellerCount <= 2);
  expect(common.length).toBeGreaterThan(2);
  expect(rare).toBeTruthy();
  return [common[0]!, common[1]!, rare!];
}

function cartInfo(products: Product[]) {
  const cartItems = products.map((p, i) => ({
    productId: Number(p.id),
    quantity: i === 2 ? 1 : 4,
    product: { id: Number(p.id), slug: p.slug, name: p.name, arName: p.arName, image: p.image ?? '', sellingPrice: p.sellingPriceHalalas, price: p.priceHalalas, maxOrder: p.maxOrder ?? 50, stockAvailable: true },
  }));
  return { cartItems, totalItems: cartItems.length, subtotal: cartItems.reduce((s, l) => s + l.quantity * l.product.sellingPrice, 0) };
}

async function seedGuestCart(page: Page, value: string, language: Language) {
  await openStore(page, '/', language);
  await page.evaluate((v) => {
    const tours = localStorage.getItem('website_tours');
    localStorage.clear();
    if (tours) localStorage.setItem('website_tours', tours);
    localStorage.setItem('cartInfo', v);
  }, value);
}

const TEXT = {
  en: { removeIt: 'Remove it', pickup: 'Pickup', proceed: 'Proceed to checkout', empty: 'Your cart is empty', items: 'Increase quantity' },
  ar: { removeIt: 'إزالته', pickup: 'استلام من المتجر', proceed: 'المتابعة للدفع', empty: 'سلتك فارغة', items: 'زيادة الكمية' },
} as const;

const shots = path.join(repoRoot, 'var', 'cart-screens');

test('a guest cart shows ranked offers, another seller, pickup at 0.00, replacements and hands over to checkout', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const products = await pickProducts(request);
  const tours: unknown[] = [];
  for (const language of LANGUAGES) {
    const t = TEXT[language];
    await seedGuestCart(page, JSON.stringify(cartInfo(products)), language);
    await page.goto(`${STORE_URL}/cart`);
    const cart = area(page, 'mf-cart');
    await expect(cart.getByTestId('cart-line')).toHaveCount(3);
    for (const anchor of ['cart-intro', 'cart-recommendations', 'cart-items', 'cart-checkout']) await expect(cart.locator(`[data-tour="${anchor}"]`)).toHaveCount(1);

    // offers from several sellers with different totals, the best one preselected
    // first visit: the cart page asks for the cart tour and the shell shows it; skip it
    if (language === 'ar') {
      const tour = page.locator('[data-testid="tour"][data-tour-name="cart"]');
      await expect(tour).toBeVisible();
      await tour.getByRole('button', { name: 'تخطي الجولة' }).click();
      await expect(tour).toHaveCount(0);
    }

    const offers = cart.getByTestId('offer');
    await expect(offers.nth(1)).toBeVisible();
    const totals = await cart.getByTestId('offer-total').allTextContents();
    expect(new Set(totals).size).toBeGreaterThan(1);
    await expect(offers.first().locator('input[name="offer"]')).toBeChecked();
    await expect(cart.getByTestId('offer-breakdown')).toHaveCount(1);

    // the header badge follows cart:updated
    await expect(page.getByTestId('cart-badge').first()).toContainText(/3|٣/);

    if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, `cart-${language}-${testInfo.project.name}.png`), fullPage: true });

    // choose another seller
    await offers.nth(1).locator('input[name="offer"]').check();
    await expect(offers.nth(1).getByTestId('offer-breakdown')).toBeVisible();
    await expect(offers.first().getByTestId('offer-breakdown')).toHaveCount(0);

    // a seller lacking an item names it and shows replacements
    const lacking = cart.locator('[data-testid="offer"]:has([data-testid="missing-items"])').first();
    await expect(lacking).toBeVisible();
    await lacking.locator('input[name="offer"]').check();
    await expect(lacking.getByTestId('replacements')).toBeVisible();
    // choosing REMOVE records it on that suggestion (updatedSuggestion by position) and hides the replacements
    const update = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('updateCartSuggestion'));
    await lacking.getByText(t.removeIt, { exact: true }).click();
    expect((await (await update).json()).data.updateCartSuggestion.updatedSuggestion.out_of_stock_action).toBe('REMOVE');
    await expect(lacking.getByTestId('replacements')).toHaveCount(0);

    // pickup: delivery 0.00
    await cart.getByText(t.pickup, { exact: true }).click();
    await expect(cart.getByTestId('delivery-charge').first()).toHaveText(/0\.00|٠٫٠٠/);

    // the stepper is the add-to-cart fragment bound to the cart service
    await cart.getByTestId('cart-line').first().getByRole('button', { name: t.items }).click();

    // a reload keeps the guest cart
    await page.reload();
    await expect(cart.getByTestId('cart-line')).toHaveCount(3);
    await expect(cart.getByTestId('cart-line').first().getByRole('group')).toContainText(language === 'ar' ? '٥' : '5');

    // proceed with the best fully available offer
    await expect(offers.first().locator('input[name="offer"]')).toBeChecked();
    await cart.getByRole('button', { name: t.proceed }).click();
    await expect(page).toHaveURL(/\/checkout\/address$/);
    const checkoutCookie = (await page.context().cookies()).find((c) => c.name === 'checkout_dts');
    expect(JSON.parse(decodeURIComponent(checkoutCookie!.value))).toMatchObject({ token: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const selected = await page.evaluate(() => JSON.parse(localStorage.getItem('cart_info_dts') ?? 'null'));
    expect(selected).toMatchObject({ splitType: 'fixed', outOfStockAction: 'REPLACE' });
    tours.push(language);
  }
  expect(tours).toEqual(['ar', 'en']);
});

test('corrupted local storage gives an empty cart and no error page', async ({ page }) => {
  for (const language of LANGUAGES) {
    await seedGuestCart(page, '{"cartItems": [{"product": {"id": "x"}, "quantity": -2}, 7', language);
    await page.evaluate(() => localStorage.setItem('cartProcess', '[1,2'));
    await page.goto(`${STORE_URL}/cart`);
    const cart = area(page, 'mf-cart');
    await expect(cart.getByRole('heading', { name: TEXT[language].empty })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
});
