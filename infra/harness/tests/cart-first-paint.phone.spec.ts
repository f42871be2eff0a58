// A returning guest's cart on a phone: the lines, kept in the browser, show while the GraphQL client
// (the shell's graphql-shared chunk, about 80 KB) is still on its way; the offers and the order
// summary hold their places and fill in once it arrives. Each line's total sits at its end edge.
import { area, askedAt, expect, firstSeenAt, openStore, test, watchFirstAppearance } from '../src/fixtures';
import { STORE_URL } from '../src/store';

interface Listed {
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

test('ar: the cart\'s lines show before the GraphQL client has arrived, and the offers follow it', async ({ page, request }) => {
  const response = await request.post(`${STORE_URL}/graphql`, {
    headers: { 'content-type': 'application/json', 'x-api-key': 'storefront-public-key' },
    data: { query: '{ productsBySearch(first: 100) { edges { node { id slug name arName image priceHalalas sellingPriceHalalas maxOrder sellerCount } } } }' },
  });
  const listed: Listed[] = (await response.json()).data.productsBySearch.edges.map((edge: { node: Listed }) => edge.node);
  const products = listed.filter((product) => product.sellerCount >= 4).slice(0, 2);
  expect(products).toHaveLength(2);
  const cartItems = products.map((product) => ({
    productId: Number(product.id),
    quantity: 2,
    product: {
      id: Number(product.id),
      slug: product.slug,
      name: product.name,
      arName: product.arName,
      image: product.image ?? '',
      sellingPrice: product.sellingPriceHalalas,
      price: product.priceHalalas,
      maxOrder: product.maxOrder ?? 50,
      stockAvailable: true,
    },
  }));

  await openStore(page, '/', 'ar');
  await page.evaluate((items) => {
    localStorage.setItem('cartInfo', JSON.stringify({ cartItems: items, totalItems: items.length, subtotal: 0 }));
    localStorage.setItem('website_tours', JSON.stringify({ deliveryTour: true, cartTour: true }));
  }, cartItems);

  // the GraphQL client's chunk is held until the lines have been seen (routing also bypasses the cache)
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/graphql-shared\.[0-9a-f]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });

  await watchFirstAppearance(page, '[data-testid="cart-line"]');

  await page.goto(`${STORE_URL}/cart`);
  const cart = area(page, 'mf-cart');
  const lines = cart.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText(products[0]!.arName);
  // the line's total wraps onto a line of its own on a phone, at the line's end edge (the left in Arabic)
  const row = await lines.first().boundingBox();
  const total = await lines.first().getByTestId('line-total').boundingBox();
  expect(total!.x - row!.x).toBeLessThan(20);
  await expect(cart.getByTestId('offers-pending')).toBeVisible();
  const summary = cart.getByRole('complementary', { name: 'ملخص الطلب' });
  await expect(summary.getByRole('button', { name: 'المتابعة للدفع' })).toBeDisabled();
  await expect(summary.getByRole('radio', { name: 'توصيل', exact: true })).toBeChecked();
  expect(asked, 'the offers asked for the GraphQL client while the lines showed').toBe(true);

  release();
  await expect(cart.getByTestId('offer').first()).toBeVisible();
  await expect(cart.getByTestId('offers-pending')).toHaveCount(0);
  await expect(summary.getByTestId('summary-total')).toBeVisible();
  await expect(summary.getByRole('button', { name: 'المتابعة للدفع' })).toBeEnabled();
  // the account's address book (the header's address) was asked for only once the lines had shown
  await expect(page.getByTestId('address-chip').locator('visible=true')).toBeEnabled();
  const linesAt = await firstSeenAt(page);
  expect(linesAt).toBeGreaterThan(0);
  expect(await askedAt(page, /__federation_expose_address_book_service\.[0-9a-f]+\.js$/)).toBeGreaterThan(linesAt!);
});
