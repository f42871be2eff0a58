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

  it('merges a guest cart at login: quantities added and capped', async () => {
    const auth = await bearer(api(), 'merge');
    const { common } = await pickProducts(api());
    const [a, b] = common;
    await api().gql(`mutation { addToCart(items: [{ productId: "${a}", quantity: 1 }]) { success } }`, {}, auth);
    const merged = await api().gql(`mutation($items: [CartItemInput!]!) { addToCart(items: $items) { ${CART_RESULT} } }`, { items: [{ productId: String(a), quantity: 2 }, { productId: String(b), quantity: 1 }, { productId: String(b), quantity: 1 }] }, auth);
    const lines = Object.fromEntries(merged.data.addToCart.cart.cartItem.map((i: { id: string; quantity: number }) => [i.id, i.quantity]));
    expect(lines).toEqual({ [String(a)]: 3, [String(b)]: 2 });
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
    const { common } = await pickProducts(api());
    const items = [{ productId: String(common[0]), quantity: 3 }, { productId: String(common[1]), quantity: 2 }];
    const [best] = (await api().gql(SUGGESTIONS, { items })).data.cartSuggestions;
    const methods = (await api().gql('{ getAllShippingMethods { edges { node { id name } } } }')).data.getAllShippingMethods.edges.map((e: { node: { id: string; name: string } }) => e.node);
    const delivery = methods.find((m: { name: string }) => m.name === 'delivery');
    const data = [{
      shippingMethod: delivery.id,
      seller: best.sellerId,
      cartDetails: items.map((i) => ({ ...i, itemPrice: 0.01, itemSellingPrice: 0.01 })),
      cart: { id: null },
      subTotal: 0.01, grandTotal: 0.01, deliveryCharge: 0, coupon: [], discountAmount: 0, baseAmount: 0.01, taxAmount: 0,
      deliveryDistance: best.deliveryDistance, riderEarning: 0, bbCommission: 0, splitType: 'fixed',
    }];
    const res = await api().gql('mutation($data: [CheckoutDataInput!]!) { createCheckout(data: $data) { success key message arMessage checkout { id token grandTotal subTotal deliveryCharge } } }', { data });
    const created = res.data.createCheckout;
    if (!best.minOrderMet) {
      expect(created).toMatchObject({ success: false, key: 'min_order_not_met' });
      return;
    }
    expect(created.success).toBe(true);
    expect(created.checkout).toMatchObject({ grandTotal: best.grandTotal, subTotal: best.subTotal, deliveryCharge: best.deliveryCharge });
    expect(created.checkout.token).toMatch(/^[0-9a-f-]{36}$/);
    const lines = await api().db.query<{ item_selling_price_halalas: number }>('SELECT item_selling_price_halalas FROM checkout_lines WHERE checkout_id = $1', [Number(created.checkout.id)]);
    expect(lines).toHaveLength(2);
    for (const l of lines) expect(l.item_selling_price_halalas).toBeGreaterThan(1);
    const schedule = methods.find((m: { name: string }) => m.name === 'schedule');
    const noSlot = await api().gql('mutation($data: [CheckoutDataInput!]!) { createCheckout(data: $data) { success key } }', { data: [{ ...data[0], shippingMethod: schedule.id }] });
    expect(noSlot.data.createCheckout).toMatchObject({ success: false, key: 'schedule_time_required' });
  });
});
