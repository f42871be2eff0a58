// Cart, offers, replacements, shipping methods and checkout creation, on PGlite and on a real PostgreSQL server.
import { describeEachEngine, type TestApi } from './helpers/test-api.js';

const CART = 'id currency subTotal subTotalHalalas totalItems cartSugId cartItem { id quantity totalSellingPriceHalalas product { id name arName sellingPriceHalalas maxOrder available } }';
const CART_RESULT = `success key message arMessage errors { field key } cart { ${CART} }`;
const SUGGESTION = `processId cartId rank sellerId sellerName distance deliveryDistance deliveryTime subTotal deliveryCharge discount grandTotal
  baseAmount taxAmount bbCommission riderEarning pgFixed pgTotal splitAmount minOrder minOrderMet itemTotal itemAvailable itemMissing
  subTotalHalalas deliveryChargeHalalas grandTotalHalalas baseAmountHalalas taxAmountHalalas
  missingItems { productId name } items { productId quantity itemSellingPriceHalalas totalSellingPriceHalalas } available splitType scheduleTime outOfStockAction`;
const SUGGESTIONS = `query($items: [CartItemInput!], $shippingMethod: String, $coordinate: [Float!]) {
  cartSuggestions(items: $items, shippingMethod: $shippingMethod, coordinate: $coordinate) { ${SUGGESTION} } }`;

const MERGE = `mutation($mergeKey: String!, $items: [CartItemInput!]!) { mergeGuestCart(mergeKey: $mergeKey, items: $items) { ${CART_RESULT} applied } }`;

/** A cart's quantities by product id. */
function quantities(cart: { cartItem: { id: string; quantity: number }[] }): Record<string, number> {
  return Object.fromEntries(cart.cartItem.map((i) => [i.id, i.quantity]));
}

/** A new shopper (through the gateway-only register mutation) and its bearer header. */
async function bearer(api: TestApi, name: string): Promise<Record<string, string>> {
  const res = await api.gql(
    'mutation($input: RegisterInput!) { register(input: $input) { success token } }',
    { input: { email: `${name}-${api.engine}@cart.test`, password: `${name}-pass-1` } },
    { 'x-gateway-secret': api.config.gatewaySecret, 'x-client-ip': '203.0.113.40' },
  );
  expect(res.data.register.success).toBe(true);
  return { authorization: `Bearer ${res.data.register.token}` };
}

/** Logs an existing account in again (a new session), as the gateway does. */
async function logIn(api: TestApi, name: string): Promise<Record<string, string>> {
  const res = await api.gql(
    'mutation($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { success token } }',
    { identifier: `${name}-${api.engine}@cart.test`, password: `${name}-pass-1` },
    { 'x-gateway-secret': api.config.gatewaySecret, 'x-client-ip': '203.0.113.41' },
  );
  expect(res.data.login.success).toBe(true);
  return { authorization: `Bearer ${res.data.login.token}` };
}

const CHECKOUT = `mutation($data: [CheckoutDataInput!]!) {
  createCheckout(data: $data) { success key message arMessage errors { field key } checkout { id token grandTotal subTotal deliveryCharge baseAmount taxAmount outOfStockAction } } }`;

/**
 * A seller delivering to the centre of Riyadh and lines it holds in full whose total reaches its minimum
 * order: its most expensive products, up to three of each.
 */
async function cartMeetingMinimum(api: TestApi): Promise<{ sellerId: string; items: { productId: string; quantity: number }[] }> {
  const [row] = await api.db.query<{ seller_id: number; products: number[]; quantities: number[] }>(
    `WITH s AS (
       SELECT id, min_order_halalas FROM sellers
       WHERE is_open AND delivery_mode IN ('delivery', 'both') AND storefront_distance_km(24.7136, 46.6753, lat, long) <= delivery_radius_km),
     lines AS (
       SELECT o.seller_id, o.product_id, LEAST(3, o.stock, coalesce(p.max_order, 50)) AS quantity, o.selling_price_halalas,
              row_number() OVER (PARTITION BY o.seller_id ORDER BY o.selling_price_halalas DESC, o.product_id) AS n
       FROM offers o JOIN s ON s.id = o.seller_id JOIN products p ON p.id = o.product_id AND p.active
       WHERE o.stock > 0)
     SELECT l.seller_id, array_agg(l.product_id ORDER BY l.n) AS products, array_agg(l.quantity ORDER BY l.n) AS quantities
     FROM lines l JOIN s ON s.id = l.seller_id
     WHERE l.n <= 4
     GROUP BY l.seller_id, s.min_order_halalas
     HAVING sum(l.quantity * l.selling_price_halalas) >= s.min_order_halalas
     ORDER BY l.seller_id LIMIT 1`,
  );
  expect(row).toBeDefined();
  return { sellerId: String(row!.seller_id), items: row!.products.map((id, i) => ({ productId: String(id), quantity: row!.quantities[i]! })) };
}

async function shippingMethodIds(api: TestApi): Promise<Record<string, string>> {
  const res = await api.gql('{ getAllShippingMethods { edges { node { id name } } } }');
  return Object.fromEntries(res.data.getAllShippingMethods.edges.map((e: { node: { id: string; name: string } }) => [e.node.name, e.node.id]));
}

/** Products offered by at least three open sellers near the centre of Riyadh, and one offered by few. */
async function pickProducts(api: TestApi) {
  const rows = await api.db.query<{ product_id: number; sellers: number; max_order: number | null }>(
    `SELECT o.product_id, count(*)::int AS sellers, max(p.max_order) AS max_order FROM offers o
     JOIN sellers s ON s.id = o.seller_id JOIN products p ON p.id = o.product_id
     WHERE s.is_open AND o.stock > 3 AND p.active AND storefront_distance_km(24.7136, 46.6753, s.lat, s.long) <= s.delivery_radius_km
     GROUP BY o.product_id ORDER BY count(*) DESC, o.product_id LIMIT 400`,
  );
  const common = rows.filter((r) => r.sellers >= 3).map((r) => r.product_id);
  const rare = rows.filter((r) => r.sellers <= 2).map((r) => r.product_id);
  return { common, rare: rare.length > 0 ? rare : common.slice(-2) };
}

describeEachEngine('cart and offers', (api) => {
  it('adds, updates and removes lines of a user cart, with server prices', async () => {
    const auth = await bearer(api(), 'lines');
    const { common } = await pickProducts(api());
    const [a, b] = common;
    const added = await api().gql(`mutation($items: [CartItemInput!]!) { addToCart(items: $items) { ${CART_RESULT} } }`, { items: [{ productId: String(a), quantity: 2 }, { productId: String(b), quantity: 1 }] }, auth);
    expect(added.data.addToCart.success).toBe(true);
    const cart = added.data.addToCart.cart;
    expect(cart.totalItems).toBe(2);
    expect(cart.subTotalHalalas).toBe(cart.cartItem.reduce((s: number, i: { quantity: number; product: { sellingPriceHalalas: number } }) => s + i.quantity * i.product.sellingPriceHalalas, 0));
    expect(cart.subTotal).toBe(cart.subTotalHalalas / 100);

    const updated = await api().gql(`mutation { updateCartQuantity(productId: "${a}", quantity: 3) { ${CART_RESULT} } }`, {}, auth);
    expect(updated.data.updateCartQuantity.cart.cartItem.find((i: { id: string }) => i.id === String(a)).quantity).toBe(3);
    const removed = await api().gql(`mutation { removeFromCart(productId: "${b}") { ${CART_RESULT} } }`, {}, auth);
    expect(removed.data.removeFromCart.cart.cartItem.map((i: { id: string }) => i.id)).toEqual([String(a)]);
    const fetched = await api().gql(`{ cart { ${CART} } }`, {}, auth);
    expect(fetched.data.cart.totalItems).toBe(1);
    const emptied = await api().gql(`mutation { emptyCart { ${CART_RESULT} } }`, {}, auth);
    expect(emptied.data.emptyCart.cart.totalItems).toBe(0);
  });

  it('refuses client prices, negative and oversize quantities, and caps at the max order', async () => {
    const auth = await bearer(api(), 'refused');
    const { common } = await pickProducts(api());
    const withPrice = await api().gql('mutation { addToCart(items: [{ productId: "1", quantity: 1, price: 0.01 }]) { success } }', {}, auth);
    expect(withPrice.errors?.[0]?.message).toMatch(/price/);
    const negative = await api().gql(`mutation { addToCart(items: [{ productId: "${common[0]}", quantity: -3 }]) { ${CART_RESULT} } }`, {}, auth);
    expect(negative.data.addToCart).toMatchObject({ success: false, key: 'invalid_input', cart: null });
    expect(negative.data.addToCart.errors[0]).toMatchObject({ field: 'items.0.quantity', key: 'invalid_number' });
    const huge = await api().gql(`mutation { addToCart(items: [{ productId: "${common[0]}", quantity: 100000 }]) { success key } }`, {}, auth);
    expect(huge.data.addToCart).toMatchObject({ success: false, key: 'invalid_input' });
    const many = await api().gql(`mutation { addToCart(items: [{ productId: "${common[0]}", quantity: 900 }]) { ${CART_RESULT} } }`, {}, auth);
    const line = many.data.addToCart.cart.cartItem[0];
    expect(line.quantity).toBe(line.product.maxOrder ?? 50);
    const guest = await api().gql(`mutation { addToCart(items: [{ productId: "${common[0]}", quantity: 1 }]) { success key } }`);
    expect(guest.data.addToCart).toMatchObject({ success: false, key: 'unauthorized' });
  });

  it('merges a guest cart into the server cart after login once per merge key: quantities added, capped at the max order', async () => {
    const { common } = await pickProducts(api());
    const [a, b, c] = common.slice(10, 13).map(String) as [string, string, string];
    // known caps for this test's products, in its own copy of the database
    await api().db.query('UPDATE products SET max_order = 10 WHERE id = $1', [Number(a)]);
    await api().db.query('UPDATE products SET max_order = 4 WHERE id = $1', [Number(b)]);
    await api().db.query('UPDATE products SET max_order = NULL WHERE id = $1', [Number(c)]);
    // the account's server cart, filled in an earlier session
    const earlier = await bearer(api(), 'merge');
    const filled = await api().gql(`mutation { addToCart(items: [{ productId: "${a}", quantity: 2 }, { productId: "${b}", quantity: 3 }]) { success } }`, {}, earlier);
    expect(filled.data.addToCart.success).toBe(true);

    // a new login; the browser then merges its guest lines under the guest cart's merge key
    const auth = await logIn(api(), 'merge');
    const guestLines = [{ productId: a, quantity: 4 }, { productId: b, quantity: 5 }, { productId: c, quantity: 1 }, { productId: c, quantity: 1 }];
    const mergeKey = '0b6c1f52-8a3e-4d7b-9c41-3f2a5e6d7c80';
    const merged = (await api().gql(MERGE, { mergeKey, items: guestLines }, auth)).data.mergeGuestCart;
    expect(merged).toMatchObject({ success: true, key: 'cart_updated', applied: true, errors: [] });
    expect(quantities(merged.cart)).toEqual({ [a]: 6, [b]: 4, [c]: 2 });
    // the same cart, whichever session reads it
    expect((await api().gql('{ cart { id } }', {}, earlier)).data.cart.id).toBe(merged.cart.id);

    // the request again (its answer was lost, so the browser retried): the cart comes back unchanged
    const retried = (await api().gql(MERGE, { mergeKey, items: guestLines }, auth)).data.mergeGuestCart;
    expect(retried).toMatchObject({ success: true, key: 'ok', applied: false, errors: [] });
    expect(retried.cart).toEqual(merged.cart);
    // also from the earlier session: the key belongs to the cart, not to a login
    expect((await api().gql(MERGE, { mergeKey, items: guestLines }, earlier)).data.mergeGuestCart).toMatchObject({ applied: false, cart: merged.cart });
    const merges = await api().db.query<{ n: number }>('SELECT count(*)::int AS n FROM cart_merges WHERE cart_id = $1', [Number(merged.cart.id)]);
    expect(merges[0]!.n).toBe(1);

    // another guest cart (another key) adds again, still stopping at the caps
    const other = (await api().gql(MERGE, { mergeKey: 'f3d9b7e0-1c2a-4b5e-8f60-7a9d0c1e2b34', items: guestLines }, auth)).data.mergeGuestCart;
    expect(other).toMatchObject({ success: true, applied: true });
    const capped = quantities(other.cart);
    expect(capped).toEqual({ [a]: 10, [b]: 4, [c]: 4 });

    // each seller's offer for the merged cart takes no more than that seller holds
    const offers = (await api().gql(`{ cartSuggestions { sellerId items { productId requestedQuantity quantity capped } } }`, {}, auth)).data.cartSuggestions;
    expect(offers.length).toBeGreaterThan(0);
    const stock = new Map((await api().db.query<{ seller_id: number; product_id: number; stock: number }>(
      'SELECT seller_id, product_id, stock FROM offers WHERE product_id = ANY($1::int[])', [[a, b, c].map(Number)],
    )).map((r) => [`${r.seller_id}:${r.product_id}`, r.stock]));
    for (const offer of offers) {
      for (const item of offer.items) {
        const held = stock.get(`${offer.sellerId}:${item.productId}`)!;
        expect(item.requestedQuantity).toBe(capped[item.productId]);
        expect(item.quantity).toBe(Math.min(item.requestedQuantity, held));
        expect(item.capped).toBe(item.quantity < item.requestedQuantity);
      }
    }
  });

  it('applies one guest cart once when the same merge arrives twice at the same moment', async () => {
    const auth = await bearer(api(), 'merge-race');
    const { common } = await pickProducts(api());
    const [a, b] = common.slice(30, 32).map(String) as [string, string];
    await api().db.query('UPDATE products SET max_order = 20 WHERE id = ANY($1::int[])', [[a, b].map(Number)]);
    const items = [{ productId: a, quantity: 3 }, { productId: b, quantity: 1 }];
    const mergeKey = 'race-0f1e2d3c4b5a69788796';
    const answers = await Promise.all([1, 2, 3].map(() => api().gql(MERGE, { mergeKey, items }, auth)));
    const results = answers.map((r) => r.data.mergeGuestCart);
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    for (const r of results) expect(r).toMatchObject({ success: true, errors: [] });
    expect(quantities((await api().gql(`{ cart { ${CART} } }`, {}, auth)).data.cart)).toEqual({ [a]: 3, [b]: 1 });
  });

  it('keeps the spec route\'s plain add: addToCart adds the quantities of every request', async () => {
    const auth = await bearer(api(), 'plain-add');
    const { common } = await pickProducts(api());
    const a = String(common[40]);
    await api().db.query('UPDATE products SET max_order = 20 WHERE id = $1', [Number(a)]);
    const add = () => api().gql(`mutation { addToCart(items: [{ productId: "${a}", quantity: 2 }]) { ${CART_RESULT} } }`, {}, auth);
    await add();
    expect(quantities((await add()).data.addToCart.cart)).toEqual({ [a]: 4 });
  });

  it('answers bad input on every cart mutation with bilingual field errors and changes nothing', async () => {
    const auth = await bearer(api(), 'bad-input');
    const other = await bearer(api(), 'bad-input-other');
    const { common } = await pickProducts(api());
    const [a, b] = common.slice(50, 52).map(String) as [string, string];
    const filled = await api().gql(`mutation { addToCart(items: [{ productId: "${a}", quantity: 2 }, { productId: "${b}", quantity: 1 }]) { success } }`, {}, auth);
    expect(filled.data.addToCart.success).toBe(true);
    const otherCart: string = (await api().gql('{ cart { id } }', {}, other)).data.cart.id;
    const [highest] = await api().db.query<{ next: number }>('SELECT max(id)::int + 1000 AS next FROM products');
    const unknown = String(highest!.next);
    const snapshot = async () => ({
      carts: await api().db.query('SELECT id, user_id, currency FROM carts ORDER BY id'),
      items: await api().db.query('SELECT cart_id, product_id, quantity FROM cart_items ORDER BY cart_id, product_id'),
      merges: await api().db.query('SELECT cart_id, merge_key FROM cart_merges ORDER BY cart_id, merge_key'),
      checkouts: await api().db.query('SELECT count(*)::int AS n FROM checkouts'),
    });
    const before = await snapshot();
    const cartBefore = (await api().gql(`{ cart { ${CART} } }`, {}, auth)).data.cart;

    const long = 'x'.repeat(5000);
    const mergeKey = 'bad-input-merge-key-0001';
    const line = (productId: unknown, quantity: unknown) => ({ productId, quantity });
    const tooMany = Array.from({ length: 101 }, (_, i) => line(String(Number(a) + i), 1));
    const ADD = 'mutation($items: [CartItemInput!]!) { addToCart(items: $items) { RESULT } }';
    const MERGE_BAD = 'mutation($k: String!, $items: [CartItemInput!]!) { mergeGuestCart(mergeKey: $k, items: $items) { RESULT applied } }';
    const QUANTITY = 'mutation($p: ID!, $q: Int!) { updateCartQuantity(productId: $p, quantity: $q) { RESULT } }';
    const REMOVE = 'mutation($p: ID!) { removeFromCart(productId: $p) { RESULT } }';
    const EMPTY = 'mutation($c: ID) { emptyCart(cartId: $c) { RESULT } }';
    const SUGGEST = `mutation($pos: Int!, $a: OutOfStockAction!, $items: [CartItemInput!], $m: String, $xy: [Float!]) {
      updateCartSuggestion(position: $pos, outOfStockAction: $a, items: $items, shippingMethod: $m, coordinate: $xy) { success key message arMessage errors { field key message arMessage } updatedSuggestion { seller_id } } }`;
    const cases: { query: string; variables: Record<string, unknown>; field: string }[] = [
      { query: ADD, variables: { items: [line(a, '2')] }, field: 'items.0.quantity' },
      { query: ADD, variables: { items: [line(a, 2.5)] }, field: 'items.0.quantity' },
      { query: ADD, variables: { items: [line(a, -1)] }, field: 'items.0.quantity' },
      { query: ADD, variables: { items: [line(a, 0)] }, field: 'items.0.quantity' },
      { query: ADD, variables: { items: [line(a, 100000)] }, field: 'items.0.quantity' },
      { query: ADD, variables: { items: [line('abc', 1)] }, field: 'items.0.productId' },
      { query: ADD, variables: { items: [line(a, 1), line(unknown, 1)] }, field: 'items.1.productId' },
      { query: ADD, variables: { items: [{ ...line(a, 1), price: 0.01 }] }, field: 'items.0' },
      { query: ADD, variables: { items: [] }, field: 'items' },
      { query: ADD, variables: { items: tooMany }, field: 'items' },
      { query: MERGE_BAD, variables: { k: 'short', items: [line(a, 1)] }, field: 'mergeKey' },
      { query: MERGE_BAD, variables: { k: long, items: [line(a, 1)] }, field: 'mergeKey' },
      { query: MERGE_BAD, variables: { k: 'a merge key with spaces 1', items: [line(a, 1)] }, field: 'mergeKey' },
      { query: MERGE_BAD, variables: { k: 42, items: [line(a, 1)] }, field: 'k' },
      { query: MERGE_BAD, variables: { k: mergeKey, items: [line(a, -2)] }, field: 'items.0.quantity' },
      { query: MERGE_BAD, variables: { k: mergeKey, items: [line(b, 1000)] }, field: 'items.0.quantity' },
      { query: MERGE_BAD, variables: { k: mergeKey, items: [line(a, 1), line(unknown, 1)] }, field: 'items.1.productId' },
      { query: MERGE_BAD, variables: { k: mergeKey, items: [] }, field: 'items' },
      { query: QUANTITY, variables: { p: a, q: '3' }, field: 'q' },
      { query: QUANTITY, variables: { p: a, q: -1 }, field: 'quantity' },
      { query: QUANTITY, variables: { p: a, q: 1000 }, field: 'quantity' },
      { query: QUANTITY, variables: { p: 'abc', q: 1 }, field: 'productId' },
      { query: QUANTITY, variables: { p: '0', q: 1 }, field: 'productId' },
      { query: QUANTITY, variables: { p: unknown, q: 1 }, field: 'productId' },
      { query: QUANTITY, variables: { p: unknown, q: 0 }, field: 'productId' },
      { query: QUANTITY, variables: { p: true, q: 1 }, field: 'p' },
      { query: REMOVE, variables: { p: 'abc' }, field: 'productId' },
      { query: REMOVE, variables: { p: '-3' }, field: 'productId' },
      { query: REMOVE, variables: { p: unknown }, field: 'productId' },
      { query: REMOVE, variables: { p: 1.5 }, field: 'p' },
      { query: EMPTY, variables: { c: 'abc' }, field: 'cartId' },
      { query: EMPTY, variables: { c: otherCart }, field: 'cartId' },
      { query: EMPTY, variables: { c: '99999999' }, field: 'cartId' },
      { query: EMPTY, variables: { c: 1.5 }, field: 'c' },
      { query: SUGGEST, variables: { pos: -1, a: 'REMOVE' }, field: 'position' },
      { query: SUGGEST, variables: { pos: '0', a: 'REMOVE' }, field: 'pos' },
      { query: SUGGEST, variables: { pos: 0, a: 'KEEP' }, field: 'a' },
      { query: SUGGEST, variables: { pos: 0, a: 'BOTH', items: [line(a, -1)] }, field: 'items.0.quantity' },
      { query: SUGGEST, variables: { pos: 0, a: 'BOTH', items: [line(unknown, 1)] }, field: 'items.0.productId' },
      { query: SUGGEST, variables: { pos: 0, a: 'BOTH', m: 'drone' }, field: 'shippingMethod' },
      { query: SUGGEST, variables: { pos: 0, a: 'BOTH', xy: [1000, 46.7] }, field: 'coordinate' },
    ];
    const RESULT = 'success key message arMessage errors { field key message arMessage } cart { id }';
    for (const [index, c] of cases.entries()) {
      // each case its own operation, so each is a first run: once mercurius compiles a query with
      // graphql-jit, a wrong type inside an input object names only the innermost field
      const query = c.query.replace('RESULT', RESULT).replace('mutation(', `mutation BadInput${index}(`);
      const res = await api().gql(query, c.variables, auth);
      const label = `${c.query.slice(0, 60)} ${JSON.stringify(c.variables).slice(0, 120)}`;
      const result = res.errors ? null : (Object.values(res.data)[0] as { success: boolean; key: string; errors: { field: string }[]; cart?: unknown });
      const fieldErrors = result ? result.errors : (res.errors![0]!.extensions!.fieldErrors as { field: string }[]);
      if (result) {
        expect(result, label).toMatchObject({ success: false });
        expect(result.cart ?? null, label).toBeNull();
      }
      expect(fieldErrors, label).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: c.field, message: expect.any(String), arMessage: expect.stringMatching(/[\u0600-\u06FF]/) })]),
      );
    }
    expect(await snapshot()).toEqual(before);
    expect((await api().gql(`{ cart { ${CART} } }`, {}, auth)).data.cart).toEqual(cartBefore);

    // well-formed requests still work afterwards, and a refused merge did not use up its key
    const merged = (await api().gql(MERGE, { mergeKey, items: [line(a, 1)] }, auth)).data.mergeGuestCart;
    expect(merged).toMatchObject({ success: true, applied: true });
    const removed = (await api().gql(`mutation { removeFromCart(productId: "${b}") { ${CART_RESULT} } }`, {}, auth)).data.removeFromCart;
    expect(removed).toMatchObject({ success: true });
    // removing a line the cart no longer holds (a repeated request) is not an error and changes nothing
    const again = (await api().gql(`mutation { removeFromCart(productId: "${b}") { ${CART_RESULT} } }`, {}, auth)).data.removeFromCart;
    expect(again).toMatchObject({ success: true, cart: removed.cart });
    const emptied = (await api().gql(`mutation($c: ID) { emptyCart(cartId: $c) { ${CART_RESULT} } }`, { c: cartBefore.id }, auth)).data.emptyCart;
    expect(emptied).toMatchObject({ success: true, cart: { totalItems: 0 } });
    // the other shopper's cart was never touched
    expect((await api().gql(`{ cart { id totalItems } }`, {}, other)).data.cart).toEqual({ id: otherCart, totalItems: 0 });
  });

  it('loses nothing when adds to one cart run concurrently', async () => {
    const auth = await bearer(api(), 'concurrent');
    const { common } = await pickProducts(api());
    const ids = common.slice(0, 4);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => api().gql(`mutation { addToCart(items: [{ productId: "${ids[i % 4]}", quantity: 1 }]) { success } }`, {}, auth)),
    );
    const cart = (await api().gql(`{ cart { ${CART} } }`, {}, auth)).data.cart;
    expect(Object.fromEntries(cart.cartItem.map((i: { id: string; quantity: number }) => [i.id, i.quantity]))).toEqual(Object.fromEntries(ids.map((id) => [String(id), 3])));
  });

  it('offers the cart from several sellers, ranked, with totals that add up; pickup delivers for 0.00', async () => {
    const { common, rare } = await pickProducts(api());
    const items = [{ productId: String(common[0]), quantity: 2 }, { productId: String(common[1]), quantity: 1 }, { productId: String(rare[0]), quantity: 1 }];
    const res = await api().gql(SUGGESTIONS, { items });
    const offers = res.data.cartSuggestions;
    expect(offers.length).toBeGreaterThanOrEqual(2);
    expect(offers.map((o: { rank: number }) => o.rank)).toEqual(offers.map((_: unknown, i: number) => i + 1));
    for (let i = 1; i < offers.length; i += 1) {
      const [prev, cur] = [offers[i - 1], offers[i]];
      expect(prev.itemAvailable >= cur.itemAvailable).toBe(true);
      if (prev.itemAvailable === cur.itemAvailable && prev.available === cur.available) expect(prev.grandTotalHalalas <= cur.grandTotalHalalas || !cur.available).toBe(true);
    }
    for (const o of offers) {
      expect(o.baseAmountHalalas + o.taxAmountHalalas).toBe(o.grandTotalHalalas);
      expect(o.subTotalHalalas + o.deliveryChargeHalalas).toBe(o.grandTotalHalalas);
      expect(o.itemAvailable + o.itemMissing).toBe(3);
      expect(o.missingItems).toHaveLength(o.itemMissing);
      expect(o).toMatchObject({ splitType: 'fixed', outOfStockAction: 'REPLACE', scheduleTime: null });
    }
    expect(new Set(offers.map((o: { grandTotalHalalas: number }) => o.grandTotalHalalas)).size).toBeGreaterThan(1);
    const pickup = (await api().gql(SUGGESTIONS, { items, shippingMethod: 'pickup' })).data.cartSuggestions;
    expect(pickup.length).toBeGreaterThan(0);
    for (const o of pickup) expect(o).toMatchObject({ deliveryCharge: 0, riderEarning: 0 });
  });

  it('updates one suggestion by position, null (logged) for a missing position', async () => {
    const { common } = await pickProducts(api());
    const items = [{ productId: String(common[0]), quantity: 1 }];
    const mutation = `mutation($position: Int!, $items: [CartItemInput!]) { updateCartSuggestion(position: $position, outOfStockAction: BOTH, items: $items) {
      success message arMessage updatedSuggestion { process_id seller_id sub_total grand_total item_missing missing_items { productId } bb_commission rider_earning split_type pg_fixed pg_total split_amount out_of_stock_action } } }`;
    const first = await api().gql(mutation, { position: 0, items });
    expect(first.data.updateCartSuggestion.updatedSuggestion).toMatchObject({ out_of_stock_action: 'BOTH', split_type: 'fixed', item_missing: 0 });
    const missing = await api().gql(mutation, { position: 999, items });
    expect(missing.data.updateCartSuggestion).toMatchObject({ success: false, updatedSuggestion: null });
  });

  it('suggests replacements a seller holds for a missing item', async () => {
    const [row] = await api().db.query<{ product_id: number; seller_id: number }>(
      `SELECT p.id AS product_id, s.id AS seller_id FROM products p CROSS JOIN sellers s
       WHERE s.is_open AND p.product_type_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.product_id = p.id AND o.seller_id = s.id)
         AND EXISTS (SELECT 1 FROM products q JOIN offers o ON o.product_id = q.id AND o.seller_id = s.id AND o.stock > 0 WHERE q.product_type_id = p.product_type_id AND q.id <> p.id)
       ORDER BY p.id, s.id LIMIT 1`,
    );
    const res = await api().gql(`{ productSuggestion(productIds: ["${row!.product_id}"], sellerId: "${row!.seller_id}") { productSuggestion { success productId suggestedItems { id name arName sellingPrice } } } }`);
    const [entry] = res.data.productSuggestion.productSuggestion;
    expect(entry.success).toBe(true);
    expect(entry.suggestedItems.length).toBeGreaterThan(0);
    expect(entry.suggestedItems.map((p: { id: string }) => p.id)).not.toContain(String(row!.product_id));
  });

  it('lists shipping methods with schedule slots and their payment methods', async () => {
    const res = await api().gql('{ getAllShippingMethods(first: 10) { totalCount edges { node { id name arName paymentMethod { id name } slots { start end cutoff } } } } }');
    const nodes = res.data.getAllShippingMethods.edges.map((e: { node: unknown }) => e.node);
    expect(nodes.map((n: { name: string }) => n.name).sort()).toEqual(['delivery', 'pickup', 'schedule']);
    const schedule = nodes.find((n: { name: string }) => n.name === 'schedule');
    expect(schedule.slots.length).toBeGreaterThan(0);
    expect(Date.parse(schedule.slots[0].cutoff)).toBeGreaterThan(Date.now());
    const pm = await api().gql(`{ getPaymentMethodByShipping(shippingId: "${schedule.id}") { id name } }`);
    expect(pm.data.getPaymentMethodByShipping).toEqual(schedule.paymentMethod);
  });

  it('creates a checkout repriced by the server, ignoring client totals', async () => {
    const { sellerId, items } = await cartMeetingMinimum(api());
    const offer = (await api().gql(SUGGESTIONS, { items })).data.cartSuggestions.find((o: { sellerId: string }) => o.sellerId === sellerId);
    expect(offer).toMatchObject({ minOrderMet: true, itemMissing: 0, available: true });
    const methods = await shippingMethodIds(api());
    const data = [{
      shippingMethod: methods.delivery,
      seller: sellerId,
      cartDetails: items.map((i) => ({ ...i, itemPrice: 0.01, itemSellingPrice: 0.01 })),
      cart: { id: null },
      subTotal: 0.01, grandTotal: 0.01, deliveryCharge: 0, coupon: [], discountAmount: 0, baseAmount: 0.01, taxAmount: 0,
      deliveryDistance: offer.deliveryDistance, riderEarning: 0, bbCommission: 0, splitType: 'fixed',
    }];
    const created = (await api().gql(CHECKOUT, { data })).data.createCheckout;
    expect(created).toMatchObject({ success: true, key: 'checkout_created', arMessage: expect.stringMatching(/[\u0600-\u06FF]/) });
    expect(created.checkout).toMatchObject({
      grandTotal: offer.grandTotal, subTotal: offer.subTotal, deliveryCharge: offer.deliveryCharge,
      baseAmount: offer.baseAmount, taxAmount: offer.taxAmount, outOfStockAction: 'REPLACE',
    });
    expect(created.checkout.token).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await api().db.query<{ seller_id: number; grand_total_halalas: number; sub_total_halalas: number }>(
      'SELECT seller_id, grand_total_halalas, sub_total_halalas FROM checkouts WHERE id = $1', [Number(created.checkout.id)],
    );
    expect(row).toEqual({ seller_id: Number(sellerId), grand_total_halalas: offer.grandTotalHalalas, sub_total_halalas: offer.subTotalHalalas });
    const lines = await api().db.query<{ product_id: number; quantity: number; item_selling_price_halalas: number; total_selling_price_halalas: number }>(
      'SELECT product_id, quantity, item_selling_price_halalas, total_selling_price_halalas FROM checkout_lines WHERE checkout_id = $1 ORDER BY product_id',
      [Number(created.checkout.id)],
    );
    const priced = new Map(offer.items.map((i: { productId: string; quantity: number; itemSellingPriceHalalas: number; totalSellingPriceHalalas: number }) => [Number(i.productId), i]));
    expect(lines).toHaveLength(items.length);
    for (const l of lines) {
      const expected = priced.get(l.product_id) as { quantity: number; itemSellingPriceHalalas: number; totalSellingPriceHalalas: number };
      expect(l).toMatchObject({ quantity: expected.quantity, item_selling_price_halalas: expected.itemSellingPriceHalalas, total_selling_price_halalas: expected.totalSellingPriceHalalas });
    }
    const noSlot = await api().gql(CHECKOUT, { data: [{ ...data[0], shippingMethod: methods.schedule }] });
    expect(noSlot.data.createCheckout).toMatchObject({ success: false, key: 'schedule_time_required' });
  });

  it('stores the out-of-stock action chosen for the seller on the checkout, REPLACE by default', async () => {
    const { sellerId, items } = await cartMeetingMinimum(api());
    const methods = await shippingMethodIds(api());
    const base = { shippingMethod: methods.delivery, seller: sellerId, cartDetails: items };
    const stored = async (id: string) =>
      (await api().db.query<{ out_of_stock_action: string }>('SELECT out_of_stock_action FROM checkouts WHERE id = $1', [Number(id)]))[0]!.out_of_stock_action;
    for (const action of ['REMOVE', 'BOTH', 'REPLACE'] as const) {
      const res = (await api().gql(CHECKOUT, { data: [{ ...base, outOfStockAction: action }] })).data.createCheckout;
      expect(res).toMatchObject({ success: true, checkout: { outOfStockAction: action } });
      expect(await stored(res.checkout.id)).toBe(action);
    }
    const unset = (await api().gql(CHECKOUT, { data: [{ ...base, outOfStockAction: null }] })).data.createCheckout;
    expect(unset.checkout.outOfStockAction).toBe('REPLACE');
    expect(await stored(unset.checkout.id)).toBe('REPLACE');

    const count = async () => (await api().db.query<{ n: number }>('SELECT count(*)::int AS n FROM checkouts'))[0]!.n;
    const before = await count();
    const bad = await api().gql(CHECKOUT, { data: [{ ...base, outOfStockAction: 'KEEP' }] });
    expect(bad.data).toBeNull();
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      key: 'invalid_type',
      fieldErrors: [expect.objectContaining({ field: 'data.0.outOfStockAction', arMessage: expect.stringMatching(/[\u0600-\u06FF]/) })],
    });
    expect(await count()).toBe(before);
  });

  it('gives a cart and its offers one process id, wherever the shopper stands and however they ship', async () => {
    const auth = await bearer(api(), 'process');
    const { common } = await pickProducts(api());
    const [a, b] = common.slice(20, 22).map(String) as [string, string];
    const added = await api().gql(`mutation { addToCart(items: [{ productId: "${a}", quantity: 2 }, { productId: "${b}", quantity: 1 }]) { ${CART_RESULT} } }`, {}, auth);
    const cartSugId = added.data.addToCart.cart.cartSugId;
    expect(cartSugId).toMatch(/^[0-9a-f]{24}$/);
    expect((await api().gql(`{ cart { ${CART} } }`, {}, auth)).data.cart.cartSugId).toBe(cartSugId);

    const processIds = async (variables: Record<string, unknown>, headers = auth) =>
      new Set((await api().gql(SUGGESTIONS, variables, headers)).data.cartSuggestions.map((o: { processId: string }) => o.processId));
    for (const variables of [{}, { coordinate: [24.7136, 46.6753] }, { coordinate: [24.7743, 46.7386] }, { shippingMethod: 'pickup' }]) {
      expect(await processIds(variables)).toEqual(new Set([cartSugId]));
    }
    // the cart's own lines sent explicitly, in another order, are the same process
    expect(await processIds({ items: [{ productId: b, quantity: 1 }, { productId: a, quantity: 2 }] })).toEqual(new Set([cartSugId]));
    const update = await api().gql(`mutation { updateCartSuggestion(position: 0, outOfStockAction: REMOVE) { updatedSuggestion { process_id } } }`, {}, auth);
    expect(update.data.updateCartSuggestion.updatedSuggestion.process_id).toBe(cartSugId);

    // a change of content is a new process, for the cart and its offers alike
    const changed = await api().gql(`mutation { updateCartQuantity(productId: "${a}", quantity: 3) { ${CART_RESULT} } }`, {}, auth);
    const next = changed.data.updateCartQuantity.cart.cartSugId;
    expect(next).not.toBe(cartSugId);
    expect(await processIds({ coordinate: [24.7743, 46.7386] })).toEqual(new Set([next]));

    // a guest's browser cart with the same lines is not this account's cart
    const guest = await processIds({ items: [{ productId: a, quantity: 3 }, { productId: b, quantity: 1 }] }, {});
    expect(guest.size).toBe(1);
    expect(guest.has(next)).toBe(false);
    expect(await processIds({ items: [{ productId: b, quantity: 1 }, { productId: a, quantity: 3 }] }, {})).toEqual(guest);
  });
});
