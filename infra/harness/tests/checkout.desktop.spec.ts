// Checkout journeys on the desktop viewport (the phone ones are in checkout.phone.spec.ts): a new mada
// card through 3-D Secure to a placed order, with no card number sent to the store and the payment
// page's script inventory checked; a declined card; a guest sent to sign in and back; a checkout
// remote whose served files differ from its release, refused while the rest of the store works.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { area, expect, openStore, test } from '../src/fixtures';
import {
  CARDS,
  PASSWORD,
  WORDS,
  cartArea,
  checkoutArea,
  commonProducts,
  fillCard,
  fillServerCart,
  placedOrder,
  proceedFromCart,
  recordRequests,
  registerShopper,
  reportTiming,
  scriptInventory,
  setDeliveryAddress,
  throughAddressAndReview,
  uniqueEmail,
} from '../src/checkout';
import { REMOTE_ORIGINS, STORE_URL, repoRoot } from '../src/store';

const shots = path.join(repoRoot, 'var', 'checkout-screens');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `checkout-${name}.png`), fullPage: true });

test('(a, g) ar: a new mada card is saved through 3-D Secure and pays; the order is placed, the cart emptied, and no card number reaches the store', async ({ page }) => {
  test.setTimeout(150_000);
  const language = 'ar';
  const words = WORDS[language];
  await registerShopper(page, language, 'mada');
  await setDeliveryAddress(page);
  await fillServerCart(page);
  const requests = recordRequests(page);

  await proceedFromCart(page, language, 'delivery');
  const checkout = checkoutArea(page);
  await expect(checkout.getByTestId('chosen-address')).toContainText('Al Olaya, Riyadh');
  await shot(page, 'address-ar-desktop');
  await throughAddressAndReview(page, language);
  await shot(page, 'review-ar-desktop');
  await checkout.getByRole('link', { name: words.toPayment }).click();
  await expect(checkout.getByRole('group', { name: words.payWith })).toBeVisible();
  await checkout.getByRole('button', { name: words.toCard }).click();
  await expect(page).toHaveURL(/\/checkout\/moyasar-payment$/);

  // the payment page's script inventory, from a full load of it: the store's origin and the remotes'
  // origins, nothing else (the provider is called with fetch, never loaded as a script)
  const allowed = new Set<string>([STORE_URL, ...Object.values(REMOTE_ORIGINS)]);
  const inventory = await scriptInventory(page, '/checkout/moyasar-payment', (p) => expect(checkoutArea(p).getByRole('textbox', { name: words.number })).toBeVisible());
  console.log(`script-inventory /checkout/moyasar-payment (${inventory.scripts.length} scripts, ${inventory.inline} inline):\n${inventory.scripts.map((s) => `  ${s.origin}${s.path}`).join('\n')}`);
  expect(inventory.scripts.length).toBeGreaterThan(0);
  expect(inventory.scripts.filter((s) => !allowed.has(s.origin)), 'scripts from an origin the store does not name').toEqual([]);
  // the checkout's own code came from its own origin
  expect(inventory.scripts.some((s) => s.origin === REMOTE_ORIGINS['mf-checkout'] && s.path.endsWith('/remoteEntry.js'))).toBe(true);

  await fillCard(page, language, CARDS.madaApproved, { save: true });
  await expect(checkout.getByTestId('card-brand').getByRole('img')).toHaveAttribute('data-brand', 'mada');
  await shot(page, 'card-form-ar-desktop');
  const pressed = Date.now();
  await checkout.getByRole('button', { name: words.pay }).click();

  // the bank's page (the provider's own origin): approve
  await expect(page).toHaveURL(/\/v1\/transaction_auths\/[^/]+\/form/);
  await page.getByRole('button', { name: words.approve }).click();

  // back on the store: the 3 s wait, the payment, the server's verification, the order
  await expect(page).toHaveURL(/\/checkout\/order-placed$/, { timeout: 30_000 });
  await expect(checkout.getByRole('heading', { level: 1, name: words.placed })).toBeVisible();
  await expect(checkout.getByRole('status').filter({ hasText: words.thanks })).toBeVisible();
  await expect(checkout.getByTestId('order-number')).toHaveText(/\S+/);
  reportTiming('new-card-3ds-saved', pressed);
  await shot(page, 'order-placed-ar-desktop');

  const order = await placedOrder(page);
  expect(order.status.statusCode).toBe('placed');
  expect(order.payment.lastFour).toBe('1010');
  // the cart service emptied the server cart; the checkout's cookies are gone
  await expect.poll(async () => ((await (await page.request.get(`${STORE_URL}/api/cart`)).json()) as { cart: { cartItem: unknown[] } }).cart.cartItem.length).toBe(0);
  await expect(page.getByTestId('cart-badge').first()).toHaveText(/^(0|٠)?$/);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('checkout_dts');
  // the card was saved for next time
  const cards = await page.request.post(`${STORE_URL}/graphql`, {
    headers: { 'content-type': 'application/json', 'x-api-key': 'storefront-public-key', origin: STORE_URL },
    data: { query: '{ getUserCards { lastFour cardType default } }' },
  });
  expect((await cards.json()).data.getUserCards).toEqual([{ lastFour: '1010', cardType: 'mada', default: true }]);

  // (g) the number went to the provider only
  const ours = [STORE_URL, ...Object.values(REMOTE_ORIGINS)];
  const forms = [CARDS.madaApproved, CARDS.madaApproved.replace(/(\d{4})(?=\d)/g, '$1 '), CARDS.madaApproved.replace(/(\d{4})(?=\d)/g, '$1+'), CARDS.madaApproved.replace(/(\d{4})(?=\d)/g, '$1%20')];
  const carrying = requests.filter((r) => forms.some((form) => r.url.includes(form) || r.body.includes(form)));
  expect(carrying.length, 'the tokens call carried it').toBeGreaterThan(0);
  expect(carrying.filter((r) => ours.some((origin) => r.url.startsWith(origin))).map((r) => r.url)).toEqual([]);
  expect(carrying.every((r) => r.url.endsWith('/v1/tokens'))).toBe(true);
});

test('(b) en: a declined card shows the translated error and places no order', async ({ page }) => {
  test.setTimeout(120_000);
  const language = 'en';
  const words = WORDS[language];
  await registerShopper(page, language, 'declined');
  await setDeliveryAddress(page);
  await fillServerCart(page);
  await proceedFromCart(page, language, 'delivery');
  const checkout = checkoutArea(page);
  await throughAddressAndReview(page, language);
  await shot(page, 'review-en-desktop');
  await checkout.getByRole('link', { name: words.toPayment }).click();
  await checkout.getByRole('button', { name: words.toCard }).click();
  await fillCard(page, language, CARDS.madaDeclined);
  await shot(page, 'card-form-en-desktop');
  await checkout.getByRole('button', { name: words.pay }).click();

  await expect(page).toHaveURL(/\/v1\/transaction_auths\/[^/]+\/form/, { timeout: 20_000 });
  await page.getByRole('button', { name: words.approve }).click();
  await expect(page).toHaveURL(/\/checkout\/verify-payment\?/);
  // the provider brought the shopper back: a full page load, then the server's verification
  await expect(checkout.getByRole('heading', { level: 2, name: words.failedTitle })).toBeVisible({ timeout: 45_000 });
  await expect(checkout.getByRole('alert')).toHaveText(words.invalidCard);
  await shot(page, 'verify-failed-en-desktop');

  // no order: the cart is as it was, the checkout still open, and none of the shopper's orders exists
  const orders = await page.request.post(`${STORE_URL}/graphql`, {
    headers: { 'content-type': 'application/json', 'x-api-key': 'storefront-public-key', origin: STORE_URL },
    data: { query: '{ orders(first: 5) { totalCount } }' },
  });
  expect((await orders.json()).data.orders.totalCount).toBe(0);
  expect((await page.context().cookies()).map((c) => c.name)).toContain('checkout_dts');
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('ORD_SUCC');
  await checkout.getByRole('link', { name: 'Back to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
});

test('(f) ar: a guest who reaches checkout signs in, comes back to checkout with the cart merged, and goes on', async ({ page, request }) => {
  test.setTimeout(150_000);
  const language = 'ar';
  const words = WORDS[language];
  // an existing account, made elsewhere (its own cookie jar), with a delivery address
  const email = uniqueEmail('guest');
  const registered = await request.post(`${STORE_URL}/api/auth/register`, { headers: { origin: STORE_URL }, data: { email, password: PASSWORD, firstName: 'Reem', language: 'AR' } });
  expect(registered.status()).toBe(200);
  await request.post(`${STORE_URL}/api/address/set-default`, { headers: { origin: STORE_URL }, data: { address: 'Al Olaya, Riyadh', lat: 24.6966, long: 46.6853, country: 'SA', addressType: 'SHIPPING' } });

  // as a guest: two products into the cart from their pages, then checkout
  await openStore(page, '/', language);
  const products = await commonProducts(page);
  for (const product of products) {
    await page.goto(`${STORE_URL}/product/${product.slug}`);
    const catalog = area(page, 'mf-catalog');
    await catalog.getByRole('button', { name: `أضف ${product.arName || product.name} إلى السلة` }).click();
    const stepper = catalog.getByRole('group', { name: `كمية ${product.arName || product.name}` });
    for (let count = 2; count <= product.quantity; count += 1) {
      await stepper.getByRole('button', { name: 'زيادة الكمية' }).click();
      await expect(stepper).toContainText(String.fromCharCode(0x0660 + (count % 10)));
    }
  }
  await proceedFromCart(page, language, 'delivery');

  // the checkout sends the guest to sign in, to come back to it
  await expect(page).toHaveURL(`${STORE_URL}/authentication/login?redirect=/checkout/address`);
  await shot(page, 'guest-login-ar-desktop');
  const form = area(page, 'mf-account');
  await form.getByRole('textbox', { name: words.identifier }).fill(email);
  await form.getByLabel(words.password, { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: words.submitLogin }).click();
  await expect(page).toHaveURL(`${STORE_URL}/checkout/address`);

  // the guest's checkout was nobody's: back to the cart, now the account's (merged), and on again
  const checkout = checkoutArea(page);
  await expect(checkout.getByRole('heading', { level: 2, name: words.empty })).toBeVisible();
  await shot(page, 'empty-ar-desktop');
  await checkout.getByRole('link', { name: words.backToCart }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartArea(page).getByTestId('cart-line')).toHaveCount(2);
  await proceedFromCart(page, language, 'delivery');
  await expect(checkout.getByTestId('chosen-address')).toContainText('Al Olaya, Riyadh');
  await expect(checkout.getByRole('button', { name: words.toReview })).toBeEnabled();
});

test('(i) en: a checkout remote whose served files differ from its release is refused; header, cart and catalog go on working', async ({ page }) => {
  test.setTimeout(120_000);
  const language = 'en';
  const words = WORDS[language];
  const origin = REMOTE_ORIGINS['mf-checkout'];
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /integrity|digest/i.test(message.text())) refusals.push(message.text());
  });
  // Each file of the chain, served changed after the release was recorded (a byte more: still valid
  // JSON, still running JavaScript, so only the digests can tell): the manifest the runtime fetches,
  // the entry it loads as a script, and the chunks the entry loads.
  const tampers: { file: string; matches: (path: string) => boolean; extra: string }[] = [
    { file: 'manifest', matches: (p) => p.endsWith('/mf-manifest.json'), extra: '\n' },
    { file: 'entry', matches: (p) => p.endsWith('/remoteEntry.js'), extra: '\n// changed after release\n' },
    { file: 'chunk', matches: (p) => p.endsWith('.js') && !p.endsWith('/remoteEntry.js'), extra: '\n// changed after release\n' },
  ];
  for (const [index, tamper] of tampers.entries()) {
    let served = 0;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.route(`${origin}/**`, async (route) => {
      if (!tamper.matches(new URL(route.request().url()).pathname)) return route.continue();
      const response = await route.fetch();
      served += 1;
      await route.fulfill({ response, body: Buffer.concat([await response.body(), Buffer.from(tamper.extra)]) });
    });
    refusals.length = 0;
    await openStore(page, '/checkout/address', language);
    const fallback = checkoutArea(page).getByRole('alert');
    await expect(fallback).toBeVisible({ timeout: 25_000 });
    await expect(fallback.getByRole('heading', { level: 2 })).toHaveText(words.unavailable);
    await expect(fallback).toContainText(words.unavailableArea);
    expect(served, `the changed ${tamper.file} was served`).toBeGreaterThan(0);
    expect(refusals.length, `the ${tamper.file} was refused for its digest`).toBeGreaterThan(0);
    await expect(page.getByRole('banner')).toBeVisible();
    if (index === 0) await shot(page, 'checkout-refused-en-desktop');
  }

  // with the checkout's chunks still changed: the header, the catalog and the cart all work
  const [product] = await commonProducts(page);
  await page.goto(`${STORE_URL}/product/${product!.slug}`);
  const catalog = area(page, 'mf-catalog');
  await catalog.getByRole('button', { name: `Add ${product!.name} to cart` }).click();
  await expect(page.getByTestId('cart-badge').first()).toHaveText('1');
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartArea(page).getByTestId('cart-line')).toHaveCount(1);
  await expect(cartArea(page)).toContainText(product!.name);
  await page.goto(`${STORE_URL}/checkout/address`);
  await expect(checkoutArea(page).getByRole('alert').getByRole('heading', { level: 2 })).toHaveText(words.unavailable);
  // a chunk still on its way when the journey ends is no longer served changed, nor at all
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
