// The cart journey, in Arabic and English: products added in the catalog (from a search listing and
// from product pages) → the cart shows offers from several sellers → choose another seller → a
// seller lacking an item names it and suggests replacements → pickup makes delivery exactly 0.00 →
// reload keeps the guest cart → proceed creates a checkout.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import path from 'node:path';
import { area, expect, openStore, sar, test } from '../src/fixtures';
import { LANGUAGES, STORE_URL, repoRoot, type Language } from '../src/store';

interface Product {
  id: string;
  slug: string;
  name: string;
  arName: string;
  maxOrder: number | null;
  sellerCount: number;
}

/** Two products most sellers carry and one only one or two sellers have (so others lack it). */
async function pickProducts(request: APIRequestContext): Promise<{ common: [Product, Product]; rare: Product }> {
  const response = await request.post(`${STORE_URL}/graphql`, {
    headers: { 'content-type': 'application/json', 'x-api-key': 'storefront-public-key' },
    data: { query: '{ productsBySearch(first: 100) { edges { node { id slug name arName maxOrder sellerCount } } } }' },
  });
  const nodes: Product[] = (await response.json()).data.productsBySearch.edges.map((e: { node: Product }) => e.node);
  const common = nodes.filter((p) => p.sellerCount >= 4 && (p.maxOrder ?? 50) >= 4);
  const rare = nodes.find((p) => p.sellerCount >= 1 && p.sellerCount <= 2);
  expect(common.length).toBeGreaterThan(2);
  expect(rare).toBeTruthy();
  return { common: [common[0]!, common[1]!], rare: rare! };
}

const TEXT = {
  en: {
    add: (name: string) => `Add ${name} to cart`,
    quantityOf: (name: string) => `Quantity of ${name}`,
    increase: 'Increase quantity',
    removeIt: 'Remove it',
    shippingMethod: 'How do you want it?',
    offersTitle: 'Choose a seller',
    delivery: 'Delivery',
    pickup: 'Pickup',
    proceed: 'Proceed to checkout',
    empty: 'Your cart is empty',
    replacementsFor: (name: string) => `Replacements for ${name}`,
    digit: (n: number) => String(n),
  },
  ar: {
    add: (name: string) => `أضف ${name} إلى السلة`,
    quantityOf: (name: string) => `كمية ${name}`,
    increase: 'زيادة الكمية',
    removeIt: 'إزالته',
    shippingMethod: 'طريقة الاستلام',
    offersTitle: 'اختر المتجر',
    delivery: 'توصيل',
    pickup: 'استلام من المتجر',
    proceed: 'المتابعة للدفع',
    empty: 'سلتك فارغة',
    replacementsFor: (name: string) => `بدائل لـ ${name}`,
    digit: (n: number) => String.fromCharCode(0x0660 + n),
  },
} as const;

const nameIn = (product: Product, language: Language) => (language === 'en' ? product.name : product.arName || product.name);
const catalog = (page: Page) => area(page, 'mf-catalog');

/** Presses the add-to-cart fragment's add button, then its + until the quantity is reached. */
async function addWithQuantity(page: Page, scope: Locator, product: Product, quantity: number, language: Language) {
  const t = TEXT[language];
  const name = nameIn(product, language);
  await scope.getByRole('button', { name: t.add(name) }).click();
  const stepper = scope.getByRole('group', { name: t.quantityOf(name) });
  for (let count = 2; count <= quantity; count += 1) {
    await stepper.getByRole('button', { name: t.increase }).click();
    await expect(stepper).toContainText(t.digit(count));
  }
}

/** Fills the cart the way a shopper does: one product from a search listing, two from their pages. */
async function fillCartFromCatalog(page: Page, products: { common: [Product, Product]; rare: Product }, language: Language) {
  const [listed, second] = products.common;
  await openStore(page, `/search-products?searchKeyword=${encodeURIComponent(nameIn(listed, language))}`, language);
  await addWithQuantity(page, catalog(page).locator(`[data-product-slug="${listed.slug}"]`), listed, 4, language);

  for (const [product, quantity] of [
    [second, 4],
    [products.rare, 1],
  ] as const) {
    await page.goto(`${STORE_URL}/product/${product.slug}`);
    await expect(catalog(page).getByRole('heading', { level: 1 })).toHaveText(nameIn(product, language));
    await addWithQuantity(page, catalog(page), product, quantity, language);
  }
  await expect(page.getByTestId('cart-badge').first()).toHaveText(/^(3|٣)$/);
}

const shots = path.join(repoRoot, 'var', 'cart-screens');

for (const language of LANGUAGES) {
  test(`${language}: a cart filled in the catalog shows ranked offers, another seller, replacements, pickup at 0.00 and hands over to checkout`, async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    const t = TEXT[language];
    const products = await pickProducts(request);
    await fillCartFromCatalog(page, products, language);

    await page.getByRole('link', { name: language === 'ar' ? /^السلة/ : /^Cart/ }).locator('visible=true').click();
    await expect(page).toHaveURL(/\/cart$/);
    const cart = area(page, 'mf-cart');
    await expect(cart.getByTestId('cart-line')).toHaveCount(3);
    for (const anchor of ['cart-intro', 'cart-recommendations', 'cart-items', 'cart-checkout']) await expect(cart.locator(`[data-tour="${anchor}"]`)).toHaveCount(1);

    // offers from several sellers with different totals, the best one preselected
    const offers = cart.getByTestId('offer');
    await expect(offers.nth(1)).toBeVisible();
    const totals = await cart.getByTestId('offer-total').allTextContents();
    expect(new Set(totals).size).toBeGreaterThan(1);
    await expect(offers.first().locator('input[name="offer"]')).toBeChecked();
    await expect(cart.locator('input[name="offer"]:checked')).toHaveCount(1);
    // every seller's offer shows its breakdown, so they can be compared
    await expect(cart.getByTestId('offer-breakdown')).toHaveCount(await offers.count());

    if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, `cart-${language}-${testInfo.project.name}.png`), fullPage: true });

    // choose another seller
    await offers.nth(1).locator('input[name="offer"]').check();
    await expect(offers.nth(1).locator('input[name="offer"]')).toBeChecked();
    await expect(offers.first().locator('input[name="offer"]')).not.toBeChecked();

    // a seller lacking an item names it and lists at least one replacement product for it
    const lacking = cart.locator('[data-testid="offer"]:has([data-testid="missing-items"])').first();
    await expect(lacking).toBeVisible();
    await expect(lacking.getByTestId('missing-items')).toContainText(nameIn(products.rare, language));
    await lacking.locator('input[name="offer"]').check();
    const replacements = lacking.getByTestId('replacements');
    await expect(replacements).toContainText(t.replacementsFor(nameIn(products.rare, language)));
    const suggested = replacements.getByRole('listitem');
    await expect(suggested.first()).toBeVisible();
    // a product row: its name and the add-to-cart control
    await expect(suggested.first()).toHaveText(/\p{L}{2,}/u);
    await expect(suggested.first().getByRole('button').first()).toBeVisible();

    // choosing REMOVE records it on that suggestion (updatedSuggestion by position) and hides the replacements
    const update = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('updateCartSuggestion'));
    await lacking.getByText(t.removeIt, { exact: true }).click();
    expect((await (await update).json()).data.updateCartSuggestion.updatedSuggestion.out_of_stock_action).toBe('REMOVE');
    await expect(replacements).toHaveCount(0);

    // pickup: every offer's delivery charge reads exactly 0.00
    const zero = sar('0.00', language);
    const shipping = cart.getByRole('group', { name: t.shippingMethod });
    const offersList = cart.getByRole('list', { name: t.offersTitle });
    const choose = async (method: string) => {
      await shipping.getByRole('radio', { name: method, exact: true }).check();
      await expect(offersList).toHaveAttribute('aria-busy', 'false');
      await expect(offers.first()).toBeVisible();
    };
    const charged = cart.getByTestId('delivery-charge').filter({ hasNotText: zero });
    await expect(charged.first()).toBeVisible();
    await choose(t.pickup);
    await expect(charged).toHaveCount(0);
    const pickupSellers = await offers.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-seller')));
    // and for the chosen offer: a seller that also picks up, chosen while it charges for delivery
    await choose(t.delivery);
    await expect(charged.first()).toBeVisible();
    const chargingSellers = await offers
      .filter({ has: page.getByTestId('delivery-charge').filter({ hasNotText: zero }) })
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-seller')));
    const seller = chargingSellers.find((id) => pickupSellers.includes(id));
    expect(seller, 'a seller that delivers for a fee and also offers pickup').toBeTruthy();
    const chosen = cart.locator(`[data-testid="offer"][data-seller="${seller}"]`);
    await chosen.locator('input[name="offer"]').check();
    await expect(chosen.getByTestId('delivery-charge')).not.toHaveText(zero);
    await choose(t.pickup);
    await expect(chosen.locator('input[name="offer"]')).toBeChecked();
    await expect(chosen.getByTestId('delivery-charge')).toHaveText(zero);

    // the stepper is the add-to-cart fragment bound to the cart service
    await cart.getByTestId('cart-line').first().getByRole('button', { name: t.increase }).click();

    // a reload keeps the guest cart
    await page.reload();
    await expect(cart.getByTestId('cart-line')).toHaveCount(3);
    await expect(cart.getByTestId('cart-line').first().getByRole('group')).toContainText(t.digit(5));

    // proceed with the best fully available offer
    await expect(offers.first().locator('input[name="offer"]')).toBeChecked();
    await cart.getByRole('button', { name: t.proceed }).click();
    await expect(page).toHaveURL(/\/checkout\/address$/);
    const checkoutCookie = (await page.context().cookies()).find((c) => c.name === 'checkout_dts');
    expect(JSON.parse(decodeURIComponent(checkoutCookie!.value))).toMatchObject({ token: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const selected = await page.evaluate(() => JSON.parse(localStorage.getItem('cart_info_dts') ?? 'null'));
    expect(selected).toMatchObject({ splitType: 'fixed', outOfStockAction: 'REPLACE' });
  });
}

test('corrupted local storage gives an empty cart and no error page', async ({ page }) => {
  for (const language of LANGUAGES) {
    await openStore(page, '/', language);
    await page.evaluate(() => {
      localStorage.setItem('cartInfo', '{"cartItems": [{"product": {"id": "x"}, "quantity": -2}, 7');
      localStorage.setItem('cartProcess', '[1,2');
    });
    await page.goto(`${STORE_URL}/cart`);
    const cart = area(page, 'mf-cart');
    await expect(cart.getByRole('heading', { name: TEXT[language].empty })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
});
