// Checkout reads, re-pricing, payment intents and transactions, on PGlite and on a real PostgreSQL server.
import { TEST_CARDS } from './helpers/fake-provider.js';
import {
  CHECKOUT_FIELDS, CREATE_PAYMENT, RESULT, RIYADH, describeCheckoutWorld, makeCheckout, payCheckout, premiumProduct, riyadhSeller, shippingMethodIds, shopper,
} from './helpers/checkout-flow.js';
import type { TestApi } from './helpers/test-api.js';

const ARABIC = /[\u0600-\u06FF]/;
const UPDATE = `mutation($checkoutId: ID!, $shippingAddress: CheckoutAddressInput, $billingAddress: CheckoutAddressInput, $shippingMethod: ID, $scheduleTime: String, $outOfStockAction: OutOfStockAction) {
  updateCheckout(checkoutId: $checkoutId, shippingAddress: $shippingAddress, billingAddress: $billingAddress, shippingMethod: $shippingMethod, scheduleTime: $scheduleTime, outOfStockAction: $outOfStockAction) {
    ${RESULT} checkout { ${CHECKOUT_FIELDS} } } }`;
const TRANSACTION = `mutation($paymentId: ID, $pspId: String, $pspResponse: String, $customerId: ID, $currency: String, $amount: Float) {
  createTransaction(paymentId: $paymentId, pspId: $pspId, pspResponse: $pspResponse, customerId: $customerId, currency: $currency, amount: $amount) {
    ${RESULT} transaction { id kind status pspId amount amountHalalas currency payment { id } } } }`;

/** The engine's offer for the same lines, seller, pin and method: what the checkout must be re-priced to. */
async function engineOffer(api: TestApi, sellerId: number, productId: number, quantity: number, coordinate: [number, number], shippingMethod = 'delivery') {
  const res = await api.gql(
    `query($items: [CartItemInput!], $c: [Float!], $m: String) { cartSuggestions(items: $items, coordinate: $c, shippingMethod: $m) {
      sellerId grandTotalHalalas subTotalHalalas deliveryChargeHalalas baseAmountHalalas taxAmountHalalas deliveryDistance } }`,
    { items: [{ productId: String(productId), quantity }], c: coordinate, m: shippingMethod },
  );
  return res.data.cartSuggestions.find((s: { sellerId: string }) => s.sellerId === String(sellerId));
}

async function snapshot(api: TestApi) {
  return {
    checkouts: await api.db.query('SELECT id, shipping_method_id, shipping_address, billing_address, grand_total_halalas, delivery_charge_halalas, schedule_time, out_of_stock_action FROM checkouts ORDER BY id'),
    lines: await api.db.query('SELECT checkout_id, product_id, quantity, total_selling_price_halalas FROM checkout_lines ORDER BY id'),
    payments: await api.db.query('SELECT id, status, given_id, psp_id, card_id, amount_halalas FROM payments ORDER BY id'),
    transactions: await api.db.query('SELECT id, payment_id, kind FROM transactions ORDER BY id'),
    orders: await api.db.query('SELECT id, status_id FROM orders ORDER BY id'),
    cards: await api.db.query('SELECT id, user_id, is_default, active, token FROM cards ORDER BY id'),
    stock: await api.db.query('SELECT product_id, seller_id, stock FROM offers WHERE product_id > (SELECT max(id) - 50 FROM products) ORDER BY product_id, seller_id'),
  };
}

describeCheckoutWorld('checkout and payment', (world, engine) => {
  it('answers the owner\'s checkout in the spec shape, and lists them newest first with cursors', async () => {
    const { api } = world();
    const s = await shopper(api, 'reader');
    const seller = await riyadhSeller(api);
    const product = await premiumProduct(api, seller.id, 9);
    const made = [];
    for (let i = 1; i <= 3; i += 1) made.push(await makeCheckout(api, s.auth, seller.id, [{ productId: product.id, quantity: i }]));
    const one = (await api.gql(`query($id: ID!) { getCheckoutById(id: $id) { ${CHECKOUT_FIELDS} } }`, { id: made[1]!.id }, s.auth)).data.getCheckoutById;
    expect(one).toMatchObject({
      id: made[1]!.id, token: made[1]!.token, grandTotal: made[1]!.grandTotal, splitType: 'fixed', couponAmount: 0, coupon: null, outOfStockAction: 'REPLACE',
      cart: { user: { phone: s.phone } },
      shippingMethod: { name: 'delivery', paymentMethod: [{ name: 'card', description: expect.any(String) }] },
      seller: { id: String(seller.id), name: seller.name, arName: seller.arName },
      shippingAddress: { lat: RIYADH.lat, long: RIYADH.long, country: 'SA' },
      billingAddress: null,
      lines: [{ quantity: 2, product: { name: product.name, arName: product.arName }, totalSellingPrice: 378, totalSellingPriceHalalas: 37_800 }],
      orderId: null,
    });
    expect(one.grandTotalHalalas).toBe(one.subTotalHalalas + one.deliveryChargeHalalas);
    expect(one.baseAmountHalalas + one.taxAmountHalalas).toBe(one.grandTotalHalalas);

    const page1 = (await api.gql('{ getAllCheckout(first: 2) { totalCount pageInfo { hasNextPage endCursor } edges { node { id } } } }', {}, s.auth)).data.getAllCheckout;
    expect(page1.totalCount).toBe(3);
    expect(page1.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await api.gql('query($a: String) { getAllCheckout(first: 2, after: $a) { pageInfo { hasNextPage } edges { node { id } } } }', { a: page1.pageInfo.endCursor }, s.auth)).data.getAllCheckout;
    expect(page2.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([made[0]!.id]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    const badCursor = await api.gql('{ getAllCheckout(first: 2, after: "not-a-cursor") { totalCount } }', {}, s.auth);
    expect(badCursor.errors?.[0]?.extensions).toMatchObject({ key: 'invalid_cursor', fieldErrors: [expect.objectContaining({ field: 'after', arMessage: expect.stringMatching(ARABIC) })] });
  });

  it('re-prices on a new pin, refuses a pin out of the seller\'s reach, keeps the slot, and delivers pickup for 0.00', async () => {
    const { api } = world();
    const s = await shopper(api, 'reprice');
    const seller = await riyadhSeller(api);
    // delivery is charged by distance for this test's seller (no free-delivery threshold)
    await api.db.query('UPDATE sellers SET free_delivery_over_halalas = NULL WHERE id = $1', [seller.id]);
    const product = await premiumProduct(api, seller.id, 9);
    const checkout = await makeCheckout(api, s.auth, seller.id, [{ productId: product.id, quantity: 1 }]);
    const near: [number, number] = [seller.lat + 0.004, seller.long + 0.004];
    const address = { address1: '7421 Prince Turki Road, Al Olaya, Riyadh', address2: 'Building 12, flat 4', lat: near[0], long: near[1] };
    const moved = (await api.gql(UPDATE, { checkoutId: checkout.id, shippingAddress: address, billingAddress: { ...address, address2: null } }, s.auth)).data.updateCheckout;
    expect(moved).toMatchObject({ success: true, key: 'checkout_updated', arMessage: expect.stringMatching(ARABIC) });
    const expected = await engineOffer(api, seller.id, product.id, 1, near);
    expect(moved.checkout).toMatchObject({
      grandTotalHalalas: expected.grandTotalHalalas, subTotalHalalas: expected.subTotalHalalas, deliveryChargeHalalas: expected.deliveryChargeHalalas,
      baseAmountHalalas: expected.baseAmountHalalas, taxAmountHalalas: expected.taxAmountHalalas,
      shippingAddress: { address1: address.address1, lat: near[0], long: near[1], header: 'Riyadh' },
      billingAddress: { address1: address.address1, header: 'Riyadh' },
    });
    expect(moved.checkout.grandTotalHalalas).not.toBe(Math.round(checkout.grandTotal * 100));
    expect(moved.checkout.deliveryChargeHalalas).toBeGreaterThan(0);
    // kilometres as the engine said (stored in metres, so within a rounding step)
    expect(Math.abs(Number(moved.checkout.deliveryDistance) - Number(expected.deliveryDistance))).toBeLessThanOrEqual(0.011);

    // Jeddah is far beyond any Riyadh seller: refused, nothing changed
    const before = await snapshot(api);
    const far = (await api.gql(UPDATE, { checkoutId: checkout.id, shippingAddress: { address1: 'Tahlia Street, Jeddah', lat: 21.5433, long: 39.1728 } }, s.auth)).data.updateCheckout;
    expect(far).toMatchObject({ success: false, key: 'seller_out_of_range', checkout: null, arMessage: expect.stringMatching(ARABIC) });
    expect(far.errors[0]).toMatchObject({ field: 'shippingAddress', key: 'seller_out_of_range' });
    expect(await snapshot(api)).toEqual(before);

    // a slot is chosen, then kept while the address changes
    const methods = await shippingMethodIds(api);
    const slots = (await api.gql('{ getAllShippingMethods { edges { node { name slots { start } } } } }')).data.getAllShippingMethods.edges.find((e: { node: { name: string } }) => e.node.name === 'schedule').node.slots;
    const slot = slots[1].start;
    const scheduled = (await api.gql(UPDATE, { checkoutId: checkout.id, shippingMethod: methods.schedule, scheduleTime: slot }, s.auth)).data.updateCheckout;
    expect(scheduled).toMatchObject({ success: true, checkout: { scheduleTime: slot, shippingMethod: { name: 'schedule' } } });
    const readdressed = (await api.gql(UPDATE, { checkoutId: checkout.id, shippingAddress: { ...address, lat: RIYADH.lat, long: RIYADH.long }, outOfStockAction: 'BOTH' }, s.auth)).data.updateCheckout;
    expect(readdressed).toMatchObject({ success: true, checkout: { scheduleTime: slot, outOfStockAction: 'BOTH', shippingMethod: { name: 'schedule' } } });
    const noSlot = (await api.gql(UPDATE, { checkoutId: checkout.id, scheduleTime: '2020-01-01T06:00:00.000Z' }, s.auth)).data.updateCheckout;
    expect(noSlot).toMatchObject({ success: false, key: 'schedule_time_required' });

    // pickup: no delivery charge, no slot, totals from the engine's pickup offer
    const pickup = (await api.gql(UPDATE, { checkoutId: checkout.id, shippingMethod: methods.pickup }, s.auth)).data.updateCheckout;
    const pickupOffer = await engineOffer(api, seller.id, product.id, 1, [RIYADH.lat, RIYADH.long], 'pickup');
    expect(pickup).toMatchObject({ success: true, checkout: { deliveryCharge: 0, deliveryChargeHalalas: 0, scheduleTime: null, grandTotalHalalas: pickupOffer.grandTotalHalalas, shippingMethod: { name: 'pickup' } } });
    const stillPickup = (await api.gql(UPDATE, { checkoutId: checkout.id, shippingAddress: address }, s.auth)).data.updateCheckout;
    expect(stillPickup.checkout).toMatchObject({ deliveryCharge: 0, shippingMethod: { name: 'pickup' } });
    console.log(`[${engine}] updateCheckout: ${checkout.grandTotal.toFixed(2)} SAR at the centre → ${moved.checkout.grandTotal.toFixed(2)} SAR near the store (delivery ${moved.checkout.deliveryCharge.toFixed(2)}), pickup ${pickup.checkout.grandTotal.toFixed(2)} SAR (delivery 0.00)`);

    // once ordered, the checkout no longer changes
    const paid = await payCheckout(world(), s.auth, checkout.id);
    const placed = (await api.gql(`mutation($c: ID, $p: ID, $s: String) { createOrder(checkoutId: $c, paymentId: $p, pspId: $s) { success } }`, { c: checkout.id, p: paid.paymentId, s: paid.providerPayment.id }, s.auth)).data.createOrder;
    expect(placed.success).toBe(true);
    expect((await api.gql(UPDATE, { checkoutId: checkout.id, outOfStockAction: 'REMOVE' }, s.auth)).data.updateCheckout).toMatchObject({ success: false, key: 'checkout_closed' });
  });

  it('asks the provider for the server\'s total on a callback URL of the store, once per intent', async () => {
    const { api } = world();
    const s = await shopper(api, 'intent');
    const seller = await riyadhSeller(api);
    await api.db.query('UPDATE sellers SET free_delivery_over_halalas = NULL WHERE id = $1', [seller.id]);
    const product = await premiumProduct(api, seller.id, 9);
    const checkout = await makeCheckout(api, s.auth, seller.id, [{ productId: product.id, quantity: 2 }]);
    const intent = (await api.gql(CREATE_PAYMENT, { checkoutId: checkout.id, total: 0.01, returnUrl: '/checkout/verify-payment?type=tokenized' }, s.auth)).data.createPayment;
    expect(intent).toMatchObject({ success: true, key: 'payment_created', currency: 'SAR', amount: Math.round(checkout.grandTotal * 100), arMessage: expect.stringMatching(ARABIC) });
    expect(intent.givenId).toMatch(/^[0-9a-f-]{36}$/);
    expect(intent.description).toContain(checkout.token);
    const callback = new URL(intent.callbackUrl);
    expect(callback.origin).toBe(api.config.storeOrigins[0]);
    expect(callback.pathname).toBe('/checkout/verify-payment');
    expect(Object.fromEntries(callback.searchParams)).toEqual({ type: 'tokenized', checkoutId: checkout.id, paymentId: intent.payment.id });

    // a double click: the same intent, the same key
    const again = (await api.gql(CREATE_PAYMENT, { checkoutId: checkout.id }, s.auth)).data.createPayment;
    const together = await Promise.all([1, 2, 3].map(() => api.gql(CREATE_PAYMENT, { checkoutId: checkout.id }, s.auth)));
    for (const r of [again, ...together.map((t) => t.data.createPayment)]) expect(r).toMatchObject({ success: true, givenId: intent.givenId, payment: { id: intent.payment.id } });
    expect((await api.db.query('SELECT id FROM payments WHERE checkout_id = $1', [Number(checkout.id)])).length).toBe(1);

    // an absolute URL on another of the store's origins is kept on that origin
    const other = api.config.storeOrigins[1]!;
    const absolute = (await api.gql(CREATE_PAYMENT, { checkoutId: checkout.id, returnUrl: `${other}/checkout/verify-payment` }, s.auth)).data.createPayment;
    expect(absolute.success).toBe(true);

    // foreign hosts, other schemes and protocol-relative URLs are refused, and nothing is written
    const before = await snapshot(api);
    for (const returnUrl of ['https://evil.example/checkout/verify-payment', '//evil.example/checkout/verify-payment', 'javascript:alert(document.cookie)', 'http://127.0.0.1:3000.evil.example/x', 'ftp://127.0.0.1:3000/x', '/\\evil.example']) {
      const refused = (await api.gql(CREATE_PAYMENT, { checkoutId: checkout.id, returnUrl }, s.auth)).data.createPayment;
      expect(refused, returnUrl).toMatchObject({ success: false, key: 'invalid_return_url', payment: null, callbackUrl: null, arMessage: expect.stringMatching(ARABIC) });
      expect(refused.errors[0]).toMatchObject({ field: 'returnUrl', arMessage: expect.stringMatching(ARABIC) });
    }
    expect(await snapshot(api)).toEqual(before);

    // re-priced after the intent: a new intent for the new total, with a new key
    await api.gql(UPDATE, { checkoutId: checkout.id, shippingAddress: { address1: 'Al Malqa, Riyadh', lat: seller.lat + 0.01, long: seller.long } }, s.auth);
    const repriced = (await api.gql(CREATE_PAYMENT, { checkoutId: checkout.id }, s.auth)).data.createPayment;
    expect(repriced.success).toBe(true);
    const [current] = await api.db.query<{ grand_total_halalas: number }>('SELECT grand_total_halalas FROM checkouts WHERE id = $1', [Number(checkout.id)]);
    expect(repriced.amount).toBe(current!.grand_total_halalas);
    if (repriced.amount !== intent.amount) expect(repriced.givenId).not.toBe(intent.givenId);

    // a declined attempt reported by its provider id closes the intent: the retry gets a new key
    const token = await world().provider.createToken(TEST_CARDS.madaDeclined);
    const declined = await world().provider.createPayment({ amount: repriced.amount, currency: 'SAR', description: repriced.description, callback_url: repriced.callbackUrl, source: { type: 'token', token: token.id, manual: true }, given_id: repriced.givenId, metadata: { given_id: repriced.givenId } });
    // mada asks for 3-D Secure, passed; then the bank declines
    if (declined.body.status === 'initiated') await world().provider.complete3ds(declined.body);
    expect((await world().provider.payment(declined.body.id)).status).toBe('failed');
    const retry = (await api.gql(CREATE_PAYMENT, { checkoutId: checkout.id, pspId: declined.body.id }, s.auth)).data.createPayment;
    expect(retry).toMatchObject({ success: true });
    expect(retry.givenId).not.toBe(repriced.givenId);

    // pay-at-store is not paid through the provider; another shopper's saved card is refused
    const methods = await shippingMethodIds(api);
    const pm = (await api.gql(`{ getPaymentMethodByShipping(shippingId: "${methods.pickup}") { id name } }`)).data.getPaymentMethodByShipping;
    const atStore = pm.find((m: { name: string }) => m.name === 'pay-at-store');
    const store = (await api.gql('mutation($c: ID, $m: ID) { createPayment(checkoutId: $c, paymentMethodId: $m) { success key errors { field } } }', { c: checkout.id, m: atStore.id }, s.auth)).data.createPayment;
    expect(store).toMatchObject({ success: false, key: 'payment_method_unavailable', errors: [{ field: 'paymentMethodId' }] });
    const other2 = await shopper(api, 'intent-other');
    const otherToken = await world().provider.keepCard(TEST_CARDS.visa);
    const card = (await api.gql(`mutation { addCardToken(input: { token: "${otherToken.id}", cardType: "visa", lastFour: "1111", expiryMnt: 12, expiryYr: ${otherToken.year} }) { card { id } } }`, {}, other2.auth)).data.addCardToken.card;
    const stolen = (await api.gql(CREATE_PAYMENT, { checkoutId: checkout.id, cdId: card.id }, s.auth)).data.createPayment;
    expect(stolen).toMatchObject({ success: false, key: 'card_not_found', errors: [{ field: 'cdId' }] });
  });

  it('records a transaction from the provider\'s word, with every argument required', async () => {
    const { api } = world();
    const s = await shopper(api, 'transaction');
    const seller = await riyadhSeller(api);
    const product = await premiumProduct(api, seller.id, 4);
    const checkout = await makeCheckout(api, s.auth, seller.id, [{ productId: product.id, quantity: 1 }]);
    const paid = await payCheckout(world(), s.auth, checkout.id, TEST_CARDS.visa);
    const args = {
      paymentId: paid.paymentId, pspId: paid.providerPayment.id, pspResponse: JSON.stringify({ id: paid.providerPayment.id, status: 'paid' }),
      customerId: String(s.userId), currency: 'SAR', amount: paid.amount / 100,
    };
    const before = await snapshot(api);
    for (const missing of Object.keys(args)) {
      const partial = { ...args, [missing]: null };
      const res = (await api.gql(TRANSACTION, partial, s.auth)).data.createTransaction;
      expect(res, missing).toMatchObject({ success: false, key: 'invalid_input', transaction: null });
      expect(res.errors, missing).toEqual([expect.objectContaining({ field: missing, key: 'field_required', message: expect.any(String), arMessage: expect.stringMatching(ARABIC) })]);
    }
    const none = (await api.gql(TRANSACTION, {}, s.auth)).data.createTransaction;
    expect(none.errors.map((e: { field: string }) => e.field).sort()).toEqual(Object.keys(args).sort());
    expect((await api.gql(TRANSACTION, { ...args, amount: 1 }, s.auth)).data.createTransaction).toMatchObject({ success: false, key: 'payment_mismatch' });
    expect((await api.gql(TRANSACTION, { ...args, currency: 'USD' }, s.auth)).data.createTransaction).toMatchObject({ success: false, key: 'invalid_input', errors: [{ field: 'currency' }] });
    expect((await api.gql(TRANSACTION, { ...args, customerId: String(s.userId + 1) }, s.auth)).data.createTransaction).toMatchObject({ success: false, key: 'forbidden' });
    expect((await api.gql(TRANSACTION, args)).data.createTransaction).toMatchObject({ success: false, key: 'unauthorized' });
    expect(await snapshot(api)).toEqual(before);

    const recorded = (await api.gql(TRANSACTION, { ...args, pspResponse: JSON.stringify({ id: paid.providerPayment.id, status: 'paid', amount: 1 }) }, s.auth)).data.createTransaction;
    // the provider said authorized, whatever the browser's copy claims
    expect(recorded).toMatchObject({ success: true, key: 'transaction_recorded', transaction: { kind: 'authorization', status: 'authorized', amountHalalas: paid.amount, currency: 'SAR', payment: { id: paid.paymentId } } });
    const details = (await api.gql(`query($t: ID!) { getTransactionDetails(transNo: $t) { id kind pspId amount } }`, { t: recorded.transaction.id }, s.auth)).data.getTransactionDetails;
    expect(details).toEqual({ id: recorded.transaction.id, kind: 'authorization', pspId: paid.providerPayment.id, amount: paid.amount / 100 });
  });

  it('answers bad input on every new mutation with bilingual field errors and changes nothing', async () => {
    const { api } = world();
    const s = await shopper(api, 'bad-input');
    const seller = await riyadhSeller(api);
    const product = await premiumProduct(api, seller.id, 4);
    const checkout = await makeCheckout(api, s.auth, seller.id, [{ productId: product.id, quantity: 1 }]);
    const long = 'ر'.repeat(600);
    const before = await snapshot(api);
    const cases: { query: string; variables: Record<string, unknown>; field: string }[] = [
      { query: UPDATE, variables: { checkoutId: 'abc' }, field: 'checkoutId' },
      { query: UPDATE, variables: { checkoutId: checkout.id, shippingAddress: { address1: 'Olaya', lat: 124.7, long: 46.7 } }, field: 'shippingAddress.lat' },
      { query: UPDATE, variables: { checkoutId: checkout.id, shippingAddress: { address1: '', lat: 24.7, long: 46.7 } }, field: 'shippingAddress.address1' },
      { query: UPDATE, variables: { checkoutId: checkout.id, billingAddress: { address1: long, lat: 24.7, long: 46.7 } }, field: 'billingAddress.address1' },
      { query: UPDATE, variables: { checkoutId: checkout.id, shippingAddress: { address1: 'Olaya', lat: 24.7, long: 46.7, country: 'AE' } }, field: 'shippingAddress.country' },
      { query: UPDATE, variables: { checkoutId: checkout.id, shippingMethod: 'drone' }, field: 'shippingMethod' },
      { query: UPDATE, variables: { checkoutId: checkout.id, shippingMethod: '999' }, field: 'shippingMethod' },
      { query: UPDATE, variables: { checkoutId: checkout.id, scheduleTime: 'tomorrow morning' }, field: 'scheduleTime' },
      { query: UPDATE, variables: { checkoutId: checkout.id, outOfStockAction: 'KEEP' }, field: 'outOfStockAction' },
      { query: UPDATE, variables: { checkoutId: '99999999' }, field: 'checkoutId' },
      { query: CREATE_PAYMENT, variables: {}, field: 'checkoutId' },
      { query: CREATE_PAYMENT, variables: { checkoutId: checkout.id, total: -5 }, field: 'total' },
      { query: CREATE_PAYMENT, variables: { checkoutId: checkout.id, returnUrl: long }, field: 'returnUrl' },
      { query: CREATE_PAYMENT, variables: { checkoutId: checkout.id, pspId: '../../v1/payments' }, field: 'pspId' },
      { query: CREATE_PAYMENT, variables: { checkoutId: checkout.id, cdId: 'card-1' }, field: 'cdId' },
      { query: CREATE_PAYMENT, variables: { checkoutId: checkout.id, cdId: '99999' }, field: 'cdId' },
      { query: 'mutation($c: ID, $ip: String) { createPayment(checkoutId: $c, customerIpAddress: $ip) { RESULT } }', variables: { c: checkout.id, ip: 'not an address' }, field: 'customerIpAddress' },
      { query: 'mutation($c: ID, $r: String) { createPayment(checkoutId: $c, pspResponse: $r) { RESULT } }', variables: { c: checkout.id, r: '{not json' }, field: 'pspResponse' },
      { query: 'mutation($i: PaymentInput) { createPayment(payment_input: $i) { RESULT } }', variables: { i: { checkoutId: checkout.id, returnUrl: 'https://evil.example/x' } }, field: 'returnUrl' },
      { query: TRANSACTION, variables: { paymentId: '1', pspId: 'pay_1', pspResponse: '{}', customerId: String(s.userId), currency: 'SAR', amount: 12.345 }, field: 'amount' },
      { query: 'mutation($c: ID, $p: ID) { createOrder(checkoutId: $c, paymentId: $p) { RESULT } }', variables: { c: checkout.id }, field: 'paymentId' },
      { query: 'mutation($c: ID, $p: ID) { createOrder(checkoutId: $c, paymentId: $p) { RESULT } }', variables: { c: 'x', p: '1' }, field: 'checkoutId' },
      { query: 'mutation($i: CreateOrderInput) { createOrder(input: $i) { RESULT } }', variables: { i: { checkoutId: checkout.id, paymentId: '1', pspId: 'has spaces' } }, field: 'pspId' },
      { query: 'mutation($c: ID, $p: ID) { createOrder(checkoutId: $c, paymentId: $p) { RESULT } }', variables: { c: checkout.id, p: '99999' }, field: 'paymentId' },
      { query: 'mutation($o: ID!, $s: String!) { advanceOrderStatusForTesting(orderId: $o, statusCode: $s) { RESULT } }', variables: { o: 'zero', s: 'delivered' }, field: 'orderId' },
    ];
    const RESULT_FIELDS = 'success key message arMessage errors { field key message arMessage }';
    for (const [index, c] of cases.entries()) {
      // each case its own operation: a first run reports the full path of a wrong type (see cart.test.ts)
      const query = c.query.replace('RESULT', RESULT_FIELDS).replace('mutation(', `mutation BadInput${index}(`);
      const res = await api.gql(query, c.variables, s.auth);
      const label = `${index}: ${JSON.stringify(c.variables).slice(0, 120)}`;
      const result = res.errors ? null : (Object.values(res.data)[0] as { success: boolean; errors: { field: string }[] });
      const fieldErrors = result ? result.errors : (res.errors![0]!.extensions!.fieldErrors as { field: string }[]);
      if (result) expect(result.success, label).toBe(false);
      expect(fieldErrors, label).toEqual(expect.arrayContaining([expect.objectContaining({ field: c.field, message: expect.any(String), arMessage: expect.stringMatching(ARABIC) })]));
    }
    expect(await snapshot(api)).toEqual(before);
  });
});
