// What a shopper does with placed orders — rating (updateOrderRating), favourites (setFavouriteOrder,
// favouriteOrders, Order.favourite) and ordering again (orderAgainItems) — on PGlite and on PostgreSQL.
import { describeCheckoutWorld, RESULT, shopper } from './helpers/checkout-flow.js';
import { advanceOrder, placedOrder } from './helpers/placed-orders.js';
import type { TestApi } from './helpers/test-api.js';

const ARABIC = /[\u0600-\u06FF]/;
const RATE = `mutation($o: ID!, $r: Int!) { updateOrderRating(orderId: $o, rating: $r) { ${RESULT} order { id rating orderRated favourite status { statusCode } } } }`;
const FAVOURITE = `mutation($o: ID!, $f: Boolean!) { setFavouriteOrder(orderId: $o, favourite: $f) { ${RESULT} order { id orderNumber favourite } } }`;
const FAVOURITES = `query($first: Int, $after: String) { favouriteOrders(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { cursor node { id orderNumber favourite } } } }`;
const AGAIN = `query($o: ID!) { orderAgainItems(orderId: $o, coordinate: [24.7136, 46.6753]) {
  lineId productId quantity available stockAvailable sameSellerAvailable product { id name arName sellingPriceHalalas inWishlist } } }`;

async function ratingRow(api: TestApi, orderId: string) {
  const [row] = await api.db.query<{ rating: number | null; order_rated: boolean }>('SELECT rating, order_rated FROM orders WHERE id = $1', [Number(orderId)]);
  return row;
}

async function favouriteRows(api: TestApi, userId: number) {
  return (await api.db.query<{ order_id: number }>('SELECT order_id FROM favourite_orders WHERE user_id = $1 ORDER BY order_id', [userId])).map((r) => r.order_id);
}

describeCheckoutWorld('past orders', (world) => {
  it('rates a delivered order once, from 1 to 5, and only its owner', async () => {
    const { api } = world();
    const owner = await shopper(api, 'rate-owner');
    const stranger = await shopper(api, 'rate-stranger');
    const order = await placedOrder(world(), owner.auth);

    // before delivery: refused, nothing written
    const early = (await api.gql(RATE, { o: order.id, r: 5 }, owner.auth)).data.updateOrderRating;
    expect(early).toMatchObject({
      success: false, key: 'order_not_delivered', message: 'You can rate this order once it has been delivered.', arMessage: expect.stringMatching(ARABIC),
      errors: [{ field: 'orderId', key: 'order_not_delivered', arMessage: expect.stringMatching(ARABIC) }], order: null,
    });
    await advanceOrder(api, owner.auth, order.id, 'out_for_delivery');
    expect((await api.gql(RATE, { o: order.id, r: 5 }, owner.auth)).data.updateOrderRating.key).toBe('order_not_delivered');
    expect(await ratingRow(api, order.id)).toEqual({ rating: null, order_rated: false });

    await advanceOrder(api, owner.auth, order.id, 'delivered');
    // out of range: field errors in both languages, nothing written
    for (const r of [0, 6, -1, 100]) {
      const bad = (await api.gql(RATE, { o: order.id, r }, owner.auth)).data.updateOrderRating;
      expect(bad).toMatchObject({ success: false, key: 'invalid_input', arMessage: expect.stringMatching(ARABIC) });
      expect(bad.errors).toEqual([{ field: 'rating', key: 'invalid_rating', message: 'Choose a rating from 1 to 5 stars.', arMessage: expect.stringMatching(ARABIC) }]);
    }
    const badId = (await api.gql(RATE, { o: 'SG-2026-000001', r: 4 }, owner.auth)).data.updateOrderRating;
    expect(badId).toMatchObject({ success: false, key: 'invalid_input', errors: [expect.objectContaining({ field: 'orderId', key: 'not_found' })] });
    // another shopper, and a guest
    const foreign = (await api.gql(RATE, { o: order.id, r: 1 }, stranger.auth)).data.updateOrderRating;
    expect(foreign).toMatchObject({ success: false, key: 'not_found', errors: [expect.objectContaining({ field: 'orderId', key: 'not_found', arMessage: expect.stringMatching(ARABIC) })] });
    expect((await api.gql(RATE, { o: order.id, r: 1 })).data.updateOrderRating).toMatchObject({ success: false, key: 'unauthorized' });
    expect(await ratingRow(api, order.id)).toEqual({ rating: null, order_rated: false });

    const rated = (await api.gql(RATE, { o: order.id, r: 4 }, owner.auth)).data.updateOrderRating;
    expect(rated).toMatchObject({
      success: true, key: 'order_rated', arMessage: expect.stringMatching(ARABIC),
      order: { id: order.id, rating: 4, orderRated: true, status: { statusCode: 'delivered' } },
    });
    const twice = (await api.gql(RATE, { o: order.id, r: 1 }, owner.auth)).data.updateOrderRating;
    expect(twice).toMatchObject({
      success: false, key: 'order_already_rated', message: 'You have already rated this order.', arMessage: expect.stringMatching(ARABIC),
      errors: [{ field: 'rating', key: 'order_already_rated' }],
    });
    expect(await ratingRow(api, order.id)).toEqual({ rating: 4, order_rated: true });
    const read = await api.gql(`query($id: ID!) { getOrderById(orderId: $id) { rating orderRated } }`, { id: order.id }, owner.auth);
    expect(read.data.getOrderById).toEqual({ rating: 4, orderRated: true });
  });

  it('takes one rating when the same order is rated five times at once', async () => {
    const { api } = world();
    const owner = await shopper(api, 'rate-race');
    const order = await placedOrder(world(), owner.auth);
    await advanceOrder(api, owner.auth, order.id, 'delivered');
    const answers = await Promise.all([1, 2, 3, 4, 5].map((r) => api.gql(RATE, { o: order.id, r }, owner.auth)));
    const won = answers.filter((a) => a.data.updateOrderRating.success);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.data.updateOrderRating.key === 'order_already_rated')).toHaveLength(4);
    expect((await ratingRow(api, order.id))!.rating).toBe(won[0]!.data.updateOrderRating.order.rating);
  });

  it('marks and unmarks favourite orders, lists them newest first in pages, and refuses another shopper', async () => {
    const { api } = world();
    const owner = await shopper(api, 'fav-owner');
    const stranger = await shopper(api, 'fav-stranger');
    const first = await placedOrder(world(), owner.auth);
    const second = await placedOrder(world(), owner.auth);
    const third = await placedOrder(world(), owner.auth);

    const marked = (await api.gql(FAVOURITE, { o: first.id, f: true }, owner.auth)).data.setFavouriteOrder;
    expect(marked).toMatchObject({ success: true, key: 'order_favourited', arMessage: expect.stringMatching(ARABIC), order: { id: first.id, favourite: true } });
    expect((await api.gql(FAVOURITE, { o: first.id, f: true }, owner.auth)).data.setFavouriteOrder.success).toBe(true);
    await api.gql(FAVOURITE, { o: third.id, f: true }, owner.auth);
    expect(await favouriteRows(api, owner.userId)).toEqual([Number(first.id), Number(third.id)]);

    const page1 = (await api.gql(FAVOURITES, { first: 1 }, owner.auth)).data.favouriteOrders;
    expect(page1).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true, hasPreviousPage: false } });
    expect(page1.edges.map((e: { node: { id: string } }) => e.node)).toEqual([{ id: third.id, orderNumber: third.orderNumber, favourite: true }]);
    const page2 = (await api.gql(FAVOURITES, { first: 1, after: page1.pageInfo.endCursor }, owner.auth)).data.favouriteOrders;
    expect(page2.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([first.id]);
    expect(page2.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

    // the orders list tells which are favourites
    const listed = (await api.gql('{ orders(first: 3) { edges { node { id favourite } } } }', {}, owner.auth)).data.orders.edges.map((e: { node: unknown }) => e.node);
    expect(listed).toEqual([{ id: third.id, favourite: true }, { id: second.id, favourite: false }, { id: first.id, favourite: true }]);

    const unmarked = (await api.gql(FAVOURITE, { o: third.id, f: false }, owner.auth)).data.setFavouriteOrder;
    expect(unmarked).toMatchObject({ success: true, key: 'order_unfavourited', order: { id: third.id, favourite: false } });
    expect((await api.gql(FAVOURITES, {}, owner.auth)).data.favouriteOrders.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([first.id]);

    // another shopper's order, a bad id, a guest: refused, nothing changed
    const foreign = (await api.gql(FAVOURITE, { o: second.id, f: true }, stranger.auth)).data.setFavouriteOrder;
    expect(foreign).toMatchObject({ success: false, key: 'not_found', errors: [expect.objectContaining({ field: 'orderId', key: 'not_found', arMessage: expect.stringMatching(ARABIC) })] });
    const bad = (await api.gql(FAVOURITE, { o: '12abc', f: true }, owner.auth)).data.setFavouriteOrder;
    expect(bad).toMatchObject({ success: false, key: 'invalid_input', errors: [expect.objectContaining({ field: 'orderId', arMessage: expect.stringMatching(ARABIC) })] });
    expect((await api.gql(FAVOURITE, { o: first.id, f: false })).data.setFavouriteOrder.key).toBe('unauthorized');
    expect(await favouriteRows(api, owner.userId)).toEqual([Number(first.id)]);
    expect(await favouriteRows(api, stranger.userId)).toEqual([]);
    expect((await api.gql(FAVOURITES, {}, stranger.auth)).data.favouriteOrders).toMatchObject({ totalCount: 0, edges: [] });
    expect((await api.gql(FAVOURITES, { first: 0 }, owner.auth)).errors?.[0]?.extensions?.fieldErrors).toEqual([expect.objectContaining({ field: 'first', key: 'invalid_number' })]);
  });

  it("answers an order's lines with what can be ordered again now, for its owner only", async () => {
    const { api } = world();
    const owner = await shopper(api, 'again-owner');
    const stranger = await shopper(api, 'again-stranger');
    const order = await placedOrder(world(), owner.auth, 5);
    const items = (await api.gql(AGAIN, { o: order.id }, owner.auth)).data.orderAgainItems;
    expect(items.map((i: { lineId: string; productId: string; quantity: number }) => ({ id: i.lineId, productId: i.productId, quantity: i.quantity }))).toEqual(order.lines);
    expect(items[0]).toMatchObject({ available: true, stockAvailable: 3, sameSellerAvailable: true, product: { id: order.lines[0]!.productId, name: expect.stringMatching(/Ajwa/), arName: expect.stringMatching(ARABIC) } });

    // the seller sold out of the first product: it cannot be ordered again from anyone in reach
    await api.db.query('UPDATE offers SET stock = 1 WHERE seller_id = $1 AND product_id = $2', [order.sellerId, Number(order.lines[0]!.productId)]);
    await api.db.query('UPDATE offers SET stock = 0 WHERE seller_id = $1 AND product_id = $2', [order.sellerId, Number(order.lines[1]!.productId)]);
    const now = (await api.gql(AGAIN, { o: order.id }, owner.auth)).data.orderAgainItems;
    expect(now[0]).toMatchObject({ quantity: 2, available: true, stockAvailable: 1, sameSellerAvailable: false });
    expect(now[1]).toMatchObject({ quantity: 1, available: false, stockAvailable: 0, sameSellerAvailable: false });

    expect((await api.gql(AGAIN, { o: order.id }, stranger.auth)).data.orderAgainItems).toBeNull();
    expect((await api.gql(AGAIN, { o: order.id })).data.orderAgainItems).toBeNull();
    expect((await api.gql(AGAIN, { o: 'abc' }, owner.auth)).data.orderAgainItems).toBeNull();
  });
});
