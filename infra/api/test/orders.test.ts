// createOrder, the verification point, on PGlite and on a real PostgreSQL server: the provider's word
// (not the redirect's) decides; stock never oversells; a payment makes one order however often it is sent.
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { TEST_CARDS } from './helpers/fake-provider.js';
import {
  CREATE_ORDER, CREATE_PAYMENT, ORDER_FIELDS, RESULT, describeCheckoutWorld, type World, makeCheckout, offerStock, payCheckout, placeOrder, premiumProduct, riyadhSeller, shopper,
} from './helpers/checkout-flow.js';

const ARABIC = /[\u0600-\u06FF]/;

/** Payments authorized for what the checkout does not cost: voided, and no order. */
async function voidsMismatch(w: World, variants: Record<string, unknown>[]): Promise<void> {
  const { api, provider } = w;
  const { auth } = await shopper(api, 'mismatch');
  const seller = await riyadhSeller(api);
  const product = await premiumProduct(api, seller.id, 4);
  for (const overrides of variants) {
    const checkout = await makeCheckout(api, auth, seller.id, [{ productId: product.id, quantity: 1 }]);
    const paid = await payCheckout(w, auth, checkout.id, TEST_CARDS.mastercard, overrides);
    expect(paid.providerPayment.status).toBe('authorized');
    const result = await placeOrder(api, auth, checkout.id, paid);
    expect(result, JSON.stringify(overrides)).toMatchObject({ success: false, key: 'payment_mismatch', order: null, arMessage: expect.stringMatching(ARABIC) });
    expect((await provider.payment(paid.providerPayment.id)).status).toBe('voided');
    const [payment] = await api.db.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [Number(paid.paymentId)]);
    expect(payment!.status).toBe('voided');
    expect((await api.db.query('SELECT 1 FROM orders WHERE checkout_id = $1', [Number(checkout.id)])).length).toBe(0);
  }
  expect(await offerStock(api, seller.id, product.id)).toBe(4);
}


describeCheckoutWorld('orders', (world, engine) => {
  it('places the order of a verified payment: stock decremented, status placed, authorization captured', async () => {
    const { api, provider } = world();
    const { auth } = await shopper(api, 'placed');
    const seller = await riyadhSeller(api);
    const product = await premiumProduct(api, seller.id, 7);
    const checkout = await makeCheckout(api, auth, seller.id, [{ productId: product.id, quantity: 2 }]);
    const paid = await payCheckout(world(), auth, checkout.id, TEST_CARDS.madaThreeDs);
    expect(paid.providerPayment.status).toBe('authorized');

    const result = await placeOrder(api, auth, checkout.id, paid);
    expect(result).toMatchObject({ success: true, key: 'order_placed', arMessage: expect.stringMatching(ARABIC) });
    const order = result.order;
    expect(order.orderNumber).toMatch(new RegExp(`^SG-${new Date().getUTCFullYear()}-\\d{6}$|^SG-\\d{4}-\\d{6}$`));
    expect(order).toMatchObject({
      status: { statusCode: 'placed', arName: expect.stringMatching(ARABIC) },
      orderRated: false,
      rating: null,
      checkout: { id: checkout.id, grandTotalHalalas: paid.amount, lines: [{ quantity: 2, product: { name: product.name } }] },
      payment: { id: paid.paymentId, status: 'paid', amountHalalas: paid.amount, paymentMethod: { name: 'card' }, cardBrand: 'mada', lastFour: '1010' },
    });
    expect(order.statusDetail.map((s: { status: { statusCode: string } }) => s.status.statusCode)).toEqual(['placed']);
    expect(order.createdLocal).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(Date.parse(order.eta)).toBeGreaterThan(Date.now());
    expect(await offerStock(api, seller.id, product.id)).toBe(5);
    expect((await provider.payment(paid.providerPayment.id)).status).toBe('captured');
    const kinds = await api.db.query<{ kind: string }>('SELECT kind FROM transactions WHERE payment_id = $1 ORDER BY id', [Number(paid.paymentId)]);
    expect(kinds.map((k) => k.kind)).toEqual(['authorization', 'capture']);

    // the owner reads it back, and finds it first in the list
    const read = await api.gql(`query($id: ID!) { getOrderById(orderId: $id) { ${ORDER_FIELDS} } }`, { id: order.id }, auth);
    expect(read.data.getOrderById).toEqual(order);
    const listed = await api.gql('{ orders(first: 5) { totalCount edges { node { id orderNumber } } } }', {}, auth);
    expect(listed.data.orders.edges[0].node).toEqual({ id: order.id, orderNumber: order.orderNumber });
    const seen = await api.gql(`query($id: ID!) { getCheckoutById(id: $id) { orderId } }`, { id: checkout.id }, auth);
    expect(seen.data.getCheckoutById.orderId).toBe(order.id);
  });

  it('sells the last unit once when 50 shoppers check it out at the same moment', async () => {
    const { api, provider } = world();
    const seller = await riyadhSeller(api);
    const product = await premiumProduct(api, seller.id, 1);
    const shoppers = [];
    for (let i = 0; i < 50; i += 1) shoppers.push(await shopper(api, `last-unit-${i}`));
    const paid = [];
    for (const s of shoppers) {
      const checkout = await makeCheckout(api, s.auth, seller.id, [{ productId: product.id, quantity: 1 }]);
      paid.push({ s, checkout, payment: await payCheckout(world(), s.auth, checkout.id, TEST_CARDS.visa) });
    }
    expect(paid.every((p) => p.payment.providerPayment.status === 'authorized')).toBe(true);

    const started = performance.now();
    const results = await Promise.all(paid.map((p) => placeOrder(api, p.s.auth, p.checkout.id, p.payment)));
    const ms = Math.round(performance.now() - started);

    const won = results.filter((r) => r.success);
    const lost = results.filter((r) => !r.success);
    const statuses = await Promise.all(paid.map(async (p) => (await provider.payment(p.payment.providerPayment.id)).status));
    const voided = statuses.filter((status) => status === 'voided').length;
    const [orders] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders o JOIN checkout_lines l ON l.checkout_id = o.checkout_id WHERE l.product_id = $1', [product.id]);
    const stock = await offerStock(api, seller.id, product.id);
    console.log(`[${engine}] 50 concurrent createOrder for the last unit: ${won.length} order, ${lost.length} out_of_stock, stock ${stock}, ${voided} authorizations voided, ${ms} ms`);

    expect(won).toHaveLength(1);
    expect(orders!.n).toBe(1);
    expect(stock).toBe(0);
    expect(lost).toHaveLength(49);
    for (const r of lost) {
      expect(r).toMatchObject({ key: 'out_of_stock', order: null });
      expect(r.message).toContain(product.name);
      expect(r.arMessage).toContain(product.arName);
      expect(r.errors[0]).toMatchObject({ key: 'out_of_stock', arMessage: expect.stringContaining(product.arName) });
    }
    expect(voided).toBe(49);
    const [voids] = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM transactions t JOIN payments p ON p.id = t.payment_id WHERE t.kind = 'void' AND p.id = ANY($1::int[])`,
      [paid.map((p) => Number(p.payment.paymentId))],
    );
    expect(voids!.n).toBe(49);
  }, 120_000);

  it('makes one order of one payment, sent twice in a row and five times at once', async () => {
    const { api, provider } = world();
    const { auth } = await shopper(api, 'twice');
    const seller = await riyadhSeller(api);
    const product = await premiumProduct(api, seller.id, 10);
    const first = await makeCheckout(api, auth, seller.id, [{ productId: product.id, quantity: 1 }]);
    const paid = await payCheckout(world(), auth, first.id);
    const a = await placeOrder(api, auth, first.id, paid);
    const b = await placeOrder(api, auth, first.id, paid);
    expect(a).toMatchObject({ success: true });
    expect(b).toMatchObject({ success: true, order: { id: a.order.id, orderNumber: a.order.orderNumber } });

    const second = await makeCheckout(api, auth, seller.id, [{ productId: product.id, quantity: 2 }]);
    const paid2 = await payCheckout(world(), auth, second.id);
    const together = await Promise.all(Array.from({ length: 5 }, () => placeOrder(api, auth, second.id, paid2)));
    const ids = new Set(together.map((r) => r.order?.id));
    console.log(`[${engine}] same payment sent 5 times at once: ${together.filter((r) => r.success).length} successful answers naming ${ids.size} order`);
    expect(together.every((r) => r.success)).toBe(true);
    expect(ids.size).toBe(1);
    const [count] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE checkout_id = ANY($1::int[])', [[Number(first.id), Number(second.id)]]);
    expect(count!.n).toBe(2);
    expect(await offerStock(api, seller.id, product.id)).toBe(7);
    // captured once each, never voided
    expect((await provider.payment(paid2.providerPayment.id)).status).toBe('captured');
    const [captures] = await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM transactions WHERE payment_id = $1 AND kind = 'capture'`, [Number(paid2.paymentId)]);
    expect(captures!.n).toBe(1);
  });

  it('places no order for a forged callback: the browser says paid, the provider says failed', async () => {
    const { api } = world();
    const { auth } = await shopper(api, 'forged');
    const seller = await riyadhSeller(api);
    const product = await premiumProduct(api, seller.id, 3);
    const checkout = await makeCheckout(api, auth, seller.id, [{ productId: product.id, quantity: 1 }]);
    const declined = await payCheckout(world(), auth, checkout.id, TEST_CARDS.madaDeclined);
    expect(declined.providerPayment.status).toBe('failed');
    // the verify page was opened with ?status=paid; createOrder asks the provider instead
    const result = await placeOrder(api, auth, checkout.id, declined);
    expect(result).toMatchObject({ success: false, key: 'invalid_card', order: null, arMessage: expect.stringMatching(ARABIC) });
    expect(await offerStock(api, seller.id, product.id)).toBe(3);
    expect((await api.db.query('SELECT 1 FROM orders WHERE checkout_id = $1', [Number(checkout.id)])).length).toBe(0);

    // 3-D Secure never completed: still initiated at the provider, still no order
    const pending = await makeCheckout(api, auth, seller.id, [{ productId: product.id, quantity: 1 }]);
    const intent = (await api.gql(CREATE_PAYMENT, { checkoutId: pending.id }, auth)).data.createPayment;
    const token = await world().provider.createToken(TEST_CARDS.madaThreeDs);
    const made = await world().provider.createPayment({ amount: intent.amount, currency: 'SAR', description: intent.description, callback_url: intent.callbackUrl, source: { type: 'token', token: token.id, manual: true }, given_id: intent.givenId, metadata: { given_id: intent.givenId } });
    expect(made.body.status).toBe('initiated');
    const unfinished = (await api.gql(CREATE_ORDER, { checkoutId: pending.id, paymentId: intent.payment.id, pspId: made.body.id }, auth)).data.createOrder;
    expect(unfinished).toMatchObject({ success: false, key: 'invalid_card' });

    // another shopper's authorized payment cannot pay this checkout
    const other = await shopper(api, 'forged-other');
    const theirs = await makeCheckout(api, other.auth, seller.id, [{ productId: product.id, quantity: 1 }]);
    const theirPayment = await payCheckout(world(), other.auth, theirs.id);
    const retry = (await api.gql(CREATE_PAYMENT, { checkoutId: checkout.id }, auth)).data.createPayment;
    const borrowed = (await api.gql(CREATE_ORDER, { checkoutId: checkout.id, paymentId: retry.payment.id, pspId: theirPayment.providerPayment.id }, auth)).data.createOrder;
    expect(borrowed).toMatchObject({ success: false, key: 'payment_mismatch' });
    // and it was left alone: still authorized for its owner
    expect((await world().provider.payment(theirPayment.providerPayment.id)).status).toBe('authorized');
    expect(await offerStock(api, seller.id, product.id)).toBe(3);
  });

  it('voids an authorization for the wrong amount and places no order', () => voidsMismatch(world(), [{ amount: 100 }, { amount: 18_899 }]));

  it('voids a payment made before the checkout was re-priced, and places no order', async () => {
    const { api, provider } = world();
    const { auth } = await shopper(api, 'repriced');
    const seller = await riyadhSeller(api);
    await api.db.query('UPDATE sellers SET free_delivery_over_halalas = NULL WHERE id = $1', [seller.id]);
    const product = await premiumProduct(api, seller.id, 4);
    const checkout = await makeCheckout(api, auth, seller.id, [{ productId: product.id, quantity: 1 }]);
    const paid = await payCheckout(world(), auth, checkout.id, TEST_CARDS.visa);
    const moved = (await api.gql(
      'mutation($c: ID!, $a: CheckoutAddressInput) { updateCheckout(checkoutId: $c, shippingAddress: $a) { success checkout { grandTotalHalalas } } }',
      { c: checkout.id, a: { address1: 'Hittin, Riyadh', lat: seller.lat + 0.003, long: seller.long + 0.003 } },
      auth,
    )).data.updateCheckout;
    expect(moved.success).toBe(true);
    expect(moved.checkout.grandTotalHalalas).not.toBe(paid.amount);
    const result = await placeOrder(api, auth, checkout.id, paid);
    expect(result).toMatchObject({ success: false, key: 'payment_mismatch', order: null });
    expect((await provider.payment(paid.providerPayment.id)).status).toBe('voided');
    expect(await offerStock(api, seller.id, product.id)).toBe(4);
  });

  it('retries the provider through 5xx answers, and answers payment_not_verified when it stays down', async () => {
    const { api, provider } = world();
    const { auth } = await shopper(api, 'faults');
    const seller = await riyadhSeller(api);
    const product = await premiumProduct(api, seller.id, 4);

    // the browser's payment request fails with a 502 before it is made, then once more after it was
    // made (its answer lost); sent again with the same given_id each time: one payment, one charge
    const checkout = await makeCheckout(api, auth, seller.id, [{ productId: product.id, quantity: 1 }]);
    const intent = (await api.gql(CREATE_PAYMENT, { checkoutId: checkout.id }, auth)).data.createPayment;
    const again = (await api.gql(CREATE_PAYMENT, { checkoutId: checkout.id }, auth)).data.createPayment;
    expect(again.givenId).toBe(intent.givenId);
    expect(again.payment.id).toBe(intent.payment.id);
    const token = await provider.createToken(TEST_CARDS.visa);
    const body = {
      amount: intent.amount, currency: 'SAR', description: intent.description, callback_url: intent.callbackUrl,
      source: { type: 'token', token: token.id, manual: true }, given_id: intent.givenId, metadata: { given_id: intent.givenId },
    };
    const before = await provider.paymentCount();
    await provider.fault(1, 502);
    expect((await provider.createPayment(body)).status).toBe(502);
    await provider.fault(1, 504, 'after');
    expect((await provider.createPayment(body)).status).toBe(504);
    const firstTry = await provider.createPayment(body);
    const secondTry = await provider.createPayment(body);
    expect(firstTry.body.status).toBe('authorized');
    expect(secondTry.body.id).toBe(firstTry.body.id);
    expect(await provider.paymentCount()).toBe(before + 1);

    // two 503s while the API verifies: retried, then the order is placed
    const reads = provider.count('GET /v1/payments/:id');
    await provider.fault(2, 503);
    const placed = (await api.gql(CREATE_ORDER, { checkoutId: checkout.id, paymentId: intent.payment.id, pspId: firstTry.body.id }, auth)).data.createOrder;
    expect(placed).toMatchObject({ success: true, key: 'order_placed' });
    expect(provider.count('GET /v1/payments/:id') - reads).toBe(3);
    console.log(`[${engine}] provider 5xx during verification: ${provider.count('GET /v1/payments/:id') - reads} reads (2 failed, retried), order ${placed.order.orderNumber}`);

    // the provider down for longer than the retries: no order, a clear answer, nothing decremented
    const second = await makeCheckout(api, auth, seller.id, [{ productId: product.id, quantity: 1 }]);
    const paid = await payCheckout(world(), auth, second.id);
    // as many faults as the API's attempts (four)
    await provider.fault(4, 503);
    const down = await placeOrder(api, auth, second.id, paid);
    expect(down).toMatchObject({ success: false, key: 'payment_not_verified', arMessage: expect.stringMatching(ARABIC) });
    expect(await offerStock(api, seller.id, product.id)).toBe(3);
    // once it is back, the same call places the order
    expect(await placeOrder(api, auth, second.id, paid)).toMatchObject({ success: true });
    expect(await offerStock(api, seller.id, product.id)).toBe(2);
  });

  it('refuses guests, and another shopper\'s checkout, payment, order and transaction', async () => {
    const { api } = world();
    const owner = await shopper(api, 'owner');
    const stranger = await shopper(api, 'stranger');
    const seller = await riyadhSeller(api);
    const product = await premiumProduct(api, seller.id, 5);
    const checkout = await makeCheckout(api, owner.auth, seller.id, [{ productId: product.id, quantity: 1 }]);
    const paid = await payCheckout(world(), owner.auth, checkout.id);
    const vars = { checkoutId: checkout.id, paymentId: paid.paymentId, pspId: paid.providerPayment.id };

    expect((await api.gql(CREATE_ORDER, vars)).data.createOrder).toMatchObject({ success: false, key: 'unauthorized' });
    expect((await api.gql(CREATE_ORDER, vars, stranger.auth)).data.createOrder).toMatchObject({ success: false, key: 'not_found' });
    expect((await api.gql(CREATE_PAYMENT, { checkoutId: checkout.id }, stranger.auth)).data.createPayment).toMatchObject({ success: false, key: 'not_found' });
    expect((await api.gql(CREATE_PAYMENT, { checkoutId: checkout.id })).data.createPayment).toMatchObject({ success: false, key: 'unauthorized' });
    const update = 'mutation($c: ID!) { updateCheckout(checkoutId: $c, outOfStockAction: REMOVE) { success key arMessage } }';
    expect((await api.gql(update, { c: checkout.id })).data.updateCheckout).toMatchObject({ success: false, key: 'unauthorized', arMessage: expect.stringMatching(ARABIC) });
    expect((await api.gql(update, { c: checkout.id }, stranger.auth)).data.updateCheckout).toMatchObject({ success: false, key: 'not_found' });
    const record = 'mutation($p: ID, $s: String, $u: ID) { createTransaction(paymentId: $p, pspId: $s, pspResponse: "{}", customerId: $u, currency: "SAR", amount: 189) { success key } }';
    expect((await api.gql(record, { p: paid.paymentId, s: paid.providerPayment.id, u: String(stranger.userId) }, stranger.auth)).data.createTransaction).toMatchObject({ success: false, key: 'not_found' });
    expect(await offerStock(api, seller.id, product.id)).toBe(5);

    const order = (await placeOrder(api, owner.auth, checkout.id, paid)).order;
    const [transaction] = await api.db.query<{ id: number }>('SELECT id FROM transactions WHERE payment_id = $1 ORDER BY id LIMIT 1', [Number(paid.paymentId)]);
    const reads = `query($c: ID!, $o: ID!, $t: ID!) { getCheckoutById(id: $c) { id } getOrderById(orderId: $o) { id } getTransactionDetails(transNo: $t) { id kind payment { id } } }`;
    const ids = { c: checkout.id, o: order.id, t: String(transaction!.id) };
    expect((await api.gql(reads, ids, owner.auth)).data).toEqual({
      getCheckoutById: { id: checkout.id }, getOrderById: { id: order.id }, getTransactionDetails: { id: ids.t, kind: 'authorization', payment: { id: paid.paymentId } },
    });
    expect((await api.gql(reads, ids, stranger.auth)).data).toEqual({ getCheckoutById: null, getOrderById: null, getTransactionDetails: null });
    expect((await api.gql(reads, ids)).data).toEqual({ getCheckoutById: null, getOrderById: null, getTransactionDetails: null });
    const lists = '{ orders { totalCount } getAllCheckout { totalCount } }';
    expect((await api.gql(lists, {}, stranger.auth)).data).toEqual({ orders: { totalCount: 0 }, getAllCheckout: { totalCount: 0 } });
    expect((await api.gql(lists)).data).toEqual({ orders: { totalCount: 0 }, getAllCheckout: { totalCount: 0 } });
    const advance = `mutation($o: ID!) { advanceOrderStatusForTesting(orderId: $o, statusCode: "delivered") { ${RESULT} } }`;
    expect((await api.gql(advance, { o: order.id }, stranger.auth)).data.advanceOrderStatusForTesting).toMatchObject({ success: false, key: 'not_found' });
  });

  it('walks an order through its lifecycle for tests, with a history row per status', async () => {
    const { api } = world();
    const { auth } = await shopper(api, 'lifecycle');
    const seller = await riyadhSeller(api);
    const product = await premiumProduct(api, seller.id, 2);
    const checkout = await makeCheckout(api, auth, seller.id, [{ productId: product.id, quantity: 1 }], { method: 'pickup' });
    const order = (await placeOrder(api, auth, checkout.id, await payCheckout(world(), auth, checkout.id))).order;
    const advance = `mutation($o: ID!, $s: String!) { advanceOrderStatusForTesting(orderId: $o, statusCode: $s) { ${RESULT} order { status { statusCode } statusDetail { status { statusCode } createdAt } } } }`;
    const wrongWay = (await api.gql(advance, { o: order.id, s: 'out_for_delivery' }, auth)).data.advanceOrderStatusForTesting;
    expect(wrongWay).toMatchObject({ success: false, key: 'invalid_status_change' });
    const unknown = (await api.gql(advance, { o: order.id, s: 'teleported' }, auth)).data.advanceOrderStatusForTesting;
    expect(unknown).toMatchObject({ success: false, key: 'invalid_input', errors: [{ field: 'statusCode', arMessage: expect.stringMatching(ARABIC) }] });
    const done = (await api.gql(advance, { o: order.id, s: 'delivered' }, auth)).data.advanceOrderStatusForTesting;
    expect(done).toMatchObject({ success: true, order: { status: { statusCode: 'delivered' } } });
    expect(done.order.statusDetail.map((s: { status: { statusCode: string } }) => s.status.statusCode)).toEqual(['placed', 'accepted', 'preparing', 'ready_for_pickup', 'delivered']);
    expect((await api.gql(advance, { o: order.id, s: 'delivered' }, auth)).data.advanceOrderStatusForTesting).toMatchObject({ success: false, key: 'invalid_status_change' });

    // fenced: the same API built for production refuses it, whoever asks
    const production = await buildApp(
      loadConfig({ NODE_ENV: 'production', API_KEY: api.config.apiKey, AUTH_SECRET: api.config.authSecret, GATEWAY_SECRET: api.config.gatewaySecret, PAYMENT_SECRET_KEY: 'sk_live_storefront_example', STORE_ORIGINS: 'https://souq.example.sa' }),
      { db: api.db, closeDatabase: false },
    );
    try {
      const res = await production.inject({
        method: 'POST', url: '/graphql',
        headers: { 'content-type': 'application/json', 'x-api-key': api.config.apiKey, ...auth },
        payload: JSON.stringify({ query: advance, variables: { o: order.id, s: 'cancelled' } }),
      });
      expect(res.json().data.advanceOrderStatusForTesting).toMatchObject({ success: false, key: 'forbidden' });
    } finally {
      await production.close();
    }
  });
});

// The sandbox takes SAR only; a provider answering another currency is played by the in-test fake.
describeCheckoutWorld('orders against a provider answering another currency', (world) => {
  it('voids an authorization in another currency and places no order', () => voidsMismatch(world(), [{ currency: 'USD' }]));
}, { provider: 'fake' });
