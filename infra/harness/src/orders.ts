// What the account's order journeys share: a new shopper's order placed the way the browser places
// one, but without walking the checkout screens (their own journeys do): the server cart, the best
// store for it, the checkout, the payment intent, the card tokenized and paid at the payments sandbox
// with the publishable key, the order; then moved on to a status with the API's test-only mutation.
import type { Page } from '@playwright/test';
import { CARDS, fillServerCart, registerShopper, setDeliveryAddress, type Product } from './checkout';
import { expect } from './fixtures';
import { STORE_URL, type Language } from './store';

const SAME_ORIGIN = { origin: STORE_URL };
const API_KEY = 'storefront-public-key';
/** Where the shopper's address is: Al Olaya, Riyadh (setDeliveryAddress's default). */
const OLAYA = [24.6966, 46.6853];
export const DELIVERY_ADDRESS = '7650 King Fahd Road, Al Olaya, Riyadh';

/** A GraphQL operation sent with the page's session cookie, as the store's pages send it. */
async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post(`${STORE_URL}/graphql`, {
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY, ...SAME_ORIGIN },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

async function providerPost<T>(apiUrl: string, publishableKey: string, path: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${publishableKey}:`).toString('base64')}` },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path} at the payments sandbox`).toBe(201);
  return (await response.json()) as T;
}

export interface PlacedOrder {
  id: string;
  orderNumber: string;
  products: Product[];
}

/**
 * A new shopper (signed in on the page's context) with one order of two common products from the best
 * store near Al Olaya, paid by Visa. The server cart still holds the products afterwards.
 */
export async function placeOrderForNewShopper(page: Page, language: Language, label: string): Promise<PlacedOrder> {
  await registerShopper(page, language, label);
  await setDeliveryAddress(page);
  const products = await fillServerCart(page);

  const { cartSuggestions } = await gql<{ cartSuggestions: { sellerId: string; available: boolean; itemMissing: number; minOrderMet: boolean }[] }>(
    page,
    'query Best($c: [Float!]) { cartSuggestions(coordinate: $c, shippingMethod: "delivery") { sellerId available itemMissing minOrderMet } }',
    { c: OLAYA },
  );
  const store = cartSuggestions.find((s) => s.available && s.itemMissing === 0 && s.minOrderMet);
  expect(store, 'a store near Al Olaya fills the cart').toBeTruthy();
  const { getAllShippingMethods } = await gql<{ getAllShippingMethods: { edges: { node: { id: string; name: string } }[] } }>(
    page,
    '{ getAllShippingMethods { edges { node { id name } } } }',
  );
  const delivery = getAllShippingMethods.edges.find((e) => e.node.name === 'delivery')!.node.id;

  const { createCheckout } = await gql<{ createCheckout: { success: boolean; checkout: { id: string } } }>(
    page,
    'mutation Make($data: [CheckoutDataInput!]!) { createCheckout(data: $data) { success checkout { id } } }',
    { data: [{ shippingMethod: delivery, seller: store!.sellerId, coordinate: OLAYA, cartDetails: products.map((p) => ({ productId: p.id, quantity: p.quantity })) }] },
  );
  expect(createCheckout.success).toBe(true);
  const checkoutId = createCheckout.checkout.id;
  // the address step: where it goes
  const { updateCheckout } = await gql<{ updateCheckout: { success: boolean; key: string } }>(
    page,
    'mutation Where($id: ID!, $address: CheckoutAddressInput) { updateCheckout(checkoutId: $id, shippingAddress: $address) { success key } }',
    { id: checkoutId, address: { address1: DELIVERY_ADDRESS, address2: 'Office tower, 14th floor', lat: OLAYA[0], long: OLAYA[1], country: 'SA' } },
  );
  expect(updateCheckout.success, updateCheckout.key).toBe(true);

  const { createPayment: intent } = await gql<{
    createPayment: { success: boolean; payment: { id: string }; amount: number; currency: string; givenId: string; description: string; callbackUrl: string };
  }>(
    page,
    `mutation Intent($checkoutId: ID!) { createPayment(checkoutId: $checkoutId, gateway: "moyasar", returnUrl: "/checkout/verify-payment?type=tokenized") {
      success payment { id } amount currency givenId description callbackUrl } }`,
    { checkoutId },
  );
  expect(intent.success).toBe(true);

  const config = (await (await page.request.get(`${STORE_URL}/api/payment-config`)).json()) as { apiUrl: string; publishableKey: string };
  const token = await providerPost<{ id: string }>(config.apiUrl, config.publishableKey, '/tokens', {
    name: 'Sara Alqahtani', number: CARDS.visa, month: 5, year: new Date().getFullYear() + 3, cvc: '123', save_only: true, source: { manual: true },
  });
  let payment = await providerPost<{ id: string; status: string; source: { transaction_url?: string } }>(config.apiUrl, config.publishableKey, '/payments', {
    amount: intent.amount,
    currency: intent.currency,
    description: intent.description,
    callback_url: intent.callbackUrl,
    source: { type: 'token', token: token.id, manual: true },
    metadata: { given_id: intent.givenId, split_type: 'fixed' },
    given_id: intent.givenId,
  });
  if (payment.status === 'initiated' && payment.source.transaction_url) {
    // the bank's page: approved, as a shopper would
    const challenge = new URL(payment.source.transaction_url);
    const approved = await fetch(challenge, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=approve&lang=en', redirect: 'manual' });
    expect(approved.status).toBe(303);
    payment = { ...payment, status: 'paid' };
  }

  const { createOrder } = await gql<{ createOrder: { success: boolean; key: string; order: { id: string; orderNumber: string } } }>(
    page,
    'mutation Place($checkoutId: ID!, $paymentId: ID!, $pspId: String) { createOrder(checkoutId: $checkoutId, paymentId: $paymentId, pspId: $pspId) { success key order { id orderNumber } } }',
    { checkoutId, paymentId: intent.payment.id, pspId: payment.id },
  );
  expect(createOrder.success, createOrder.key).toBe(true);
  return { id: createOrder.order.id, orderNumber: createOrder.order.orderNumber, products };
}

/** Moves the shopper's order on to a status (development and test only). */
export async function advanceOrder(page: Page, orderId: string, statusCode: 'delivered' | 'out_for_delivery'): Promise<void> {
  const { advanceOrderStatusForTesting } = await gql<{ advanceOrderStatusForTesting: { success: boolean; key: string } }>(
    page,
    'mutation Advance($o: ID!, $s: String!) { advanceOrderStatusForTesting(orderId: $o, statusCode: $s) { success key } }',
    { o: orderId, s: statusCode },
  );
  expect(advanceOrderStatusForTesting.success, advanceOrderStatusForTesting.key).toBe(true);
}

/** Empties the shopper's server cart (as the order-placed page has the cart service do). */
export async function emptyServerCart(page: Page): Promise<void> {
  const cart = (await (await page.request.get(`${STORE_URL}/api/cart`)).json()) as { cart: { id: string } | null };
  expect(cart.cart).toBeTruthy();
  const response = await page.request.post(`${STORE_URL}/api/cart/empty-cart`, { headers: SAME_ORIGIN, data: { cartId: cart.cart!.id } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A small real photo: a 32×24 PNG of the brown of a dates box. */
export function photoPng(): Buffer {
  return Buffer.from('iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAIAAAAUMWhjAAAAJElEQVR42mPYUOFAU8QwasGoBaMWjFowasGoBaMWjFowNCwAABj3OD179UIwAAAAAElFTkSuQmCC', 'base64');
}
