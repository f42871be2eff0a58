// A signed-in shopper for measuring the pages only a shopper sees (checkout, orders, addresses):
// registered through the gateway, with a delivery address in Al Olaya, one paid order of two
// well-stocked products, and a second checkout left open at the address step, its session in the
// `checkout_dts` cookie as the cart's hand-over writes it. Everything goes through the store's public
// routes and the payments sandbox with the publishable key, as a browser would; the result is the
// cookies a browser profile needs.
import { randomUUID } from 'node:crypto';
import { request } from 'playwright-core';
import { CannotRun } from './common.mjs';

const API_KEY = 'storefront-public-key';
const PASSWORD = 'Dates2025a';
/** Al Olaya, Riyadh. */
const OLAYA = [24.6966, 46.6853];
const ADDRESS = { address1: '7650 King Fahd Road, Al Olaya, Riyadh', address2: 'Office tower, 14th floor', lat: OLAYA[0], long: OLAYA[1], country: 'SA' };
const VISA = '4111111111111111';
/** Spec §9: the checkout cookie never expires on its own. */
const CHECKOUT_COOKIE_EXPIRY = 2147483647;

/** @param {string} step @param {boolean} ok @param {unknown} detail */
function must(step, ok, detail) {
  if (!ok) throw new CannotRun(`Preparing the shopper: ${step} failed (${JSON.stringify(detail).slice(0, 300)})`);
}

/**
 * @param {string} origin the store's gateway
 * @param {'ar' | 'en'} language the shopper's saved language
 * @returns {Promise<import('playwright-core').Cookie[]>}
 */
export async function preparedShopper(origin, language) {
  const http = await request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  try {
    /** @param {string} query @param {Record<string, unknown>} [variables] */
    const gql = async (query, variables = {}) => {
      const response = await http.post('/graphql', { headers: { 'x-api-key': API_KEY }, data: { query, variables } });
      const body = await response.json();
      must(query.slice(0, 40), response.ok() && !body.errors, body.errors ?? response.status());
      return body.data;
    };
    /** @param {string} path @param {Record<string, unknown>} data */
    const api = async (path, data) => {
      const response = await http.post(path, { data });
      must(path, response.ok(), await response.text());
      return response.json();
    };

    const names = language === 'ar' ? { firstName: 'سارة', lastName: 'القحطاني' } : { firstName: 'Sara', lastName: 'Alqahtani' };
    await api('/api/auth/register', { email: `bench-${randomUUID().slice(0, 12)}@example.sa`, password: PASSWORD, ...names, language: language.toUpperCase() });
    await api('/api/address/set-default', { address: ADDRESS.address1, lat: OLAYA[0], long: OLAYA[1], country: 'SA', addressType: 'SHIPPING' });

    // two well-stocked products, enough of each to clear a store's minimum order
    const listed = await gql('{ productsBySearch(first: 100) { edges { node { id maxOrder sellerCount sellingPriceHalalas } } } }');
    const products = listed.productsBySearch.edges
      .map((/** @type {{ node: any }} */ edge) => edge.node)
      .filter((/** @type {any} */ p) => p.sellerCount >= 4 && (p.maxOrder ?? 50) >= 6 && p.sellingPriceHalalas >= 1500)
      .slice(0, 2)
      .map((/** @type {any} */ p) => ({ productId: Number(p.id), quantity: Math.min(p.maxOrder ?? 50, Math.max(2, Math.ceil(7000 / p.sellingPriceHalalas))) }));
    must('choosing products', products.length === 2, products);
    await api('/api/cart/add-to-cart', { items: products });

    const { cartSuggestions } = await gql('query Best($c: [Float!]) { cartSuggestions(coordinate: $c, shippingMethod: "delivery") { sellerId available itemMissing minOrderMet } }', { c: OLAYA });
    const store = cartSuggestions.find((/** @type {any} */ s) => s.available && s.itemMissing === 0 && s.minOrderMet);
    must('finding a store for the cart', Boolean(store), cartSuggestions);
    const { getAllShippingMethods } = await gql('{ getAllShippingMethods { edges { node { id name } } } }');
    const delivery = getAllShippingMethods.edges.find((/** @type {any} */ e) => e.node.name === 'delivery').node.id;

    const openCheckout = async () => {
      const { createCheckout } = await gql('mutation Make($data: [CheckoutDataInput!]!) { createCheckout(data: $data) { success key checkout { id token } } }', {
        data: [{ shippingMethod: delivery, seller: store.sellerId, coordinate: OLAYA, cartDetails: products }],
      });
      must('createCheckout', createCheckout.success, createCheckout);
      const { updateCheckout } = await gql('mutation Where($id: ID!, $address: CheckoutAddressInput) { updateCheckout(checkoutId: $id, shippingAddress: $address) { success key } }', {
        id: createCheckout.checkout.id,
        address: ADDRESS,
      });
      must('updateCheckout', updateCheckout.success, updateCheckout);
      return createCheckout.checkout;
    };

    // one order, paid with a Visa card at the sandbox, so the order history has something to show
    const paid = await openCheckout();
    const { createPayment: intent } = await gql(
      `mutation Intent($checkoutId: ID!) { createPayment(checkoutId: $checkoutId, gateway: "moyasar", returnUrl: "/checkout/verify-payment?type=tokenized") {
        success key payment { id } amount currency givenId description callbackUrl } }`,
      { checkoutId: paid.id },
    );
    must('createPayment', intent.success, intent);
    const config = await (await http.get('/api/payment-config')).json();
    const provider = async (/** @type {string} */ path, /** @type {Record<string, unknown>} */ body) => {
      const response = await fetch(`${config.apiUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${config.publishableKey}:`).toString('base64')}` },
        body: JSON.stringify(body),
      });
      must(`the provider's ${path}`, response.status === 201, response.status);
      return response.json();
    };
    const token = await provider('/tokens', { name: 'Sara Alqahtani', number: VISA, month: 5, year: new Date().getFullYear() + 3, cvc: '123', save_only: true });
    const payment = await provider('/payments', {
      amount: intent.amount,
      currency: intent.currency,
      description: intent.description,
      callback_url: intent.callbackUrl,
      source: { type: 'token', token: token.id, manual: true },
      metadata: { given_id: intent.givenId, split_type: 'fixed' },
      given_id: intent.givenId,
    });
    const { createOrder } = await gql('mutation Place($checkoutId: ID!, $paymentId: ID!, $pspId: String) { createOrder(checkoutId: $checkoutId, paymentId: $paymentId, pspId: $pspId) { success key } }', {
      checkoutId: paid.id,
      paymentId: intent.payment.id,
      pspId: payment.id,
    });
    must('createOrder', createOrder.success, createOrder);

    // a second checkout, open at the address step, handed over the way the cart hands it over
    const open = await openCheckout();
    await api('/api/update-cookie', { cookieType: 'checkout_dts', cookieData: { token: open.token, id: open.id }, shouldEncrypt: false, exp: CHECKOUT_COOKIE_EXPIRY });
    return (await http.storageState()).cookies;
  } finally {
    await http.dispose();
  }
}
