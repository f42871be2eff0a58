// The wishlist (createWishlist, removeFromWishlist, wishlist, Product.inWishlist) on PGlite and on a real
// PostgreSQL server.
import { RIYADH, shopper } from './helpers/checkout-flow.js';
import { describeEachEngine, type TestApi } from './helpers/test-api.js';

const ARABIC = /[\u0600-\u06FF]/;
// the fields mf-catalog's product cards ask for (ProductCardFields)
const CARD = 'id slug name arName image priceHalalas sellingPriceHalalas maxOrder stockAvailable available weight weightType sellerCount inWishlist';
const RESULT = `success key message arMessage errors { field key message arMessage } product { ${CARD} } inWishlist totalCount`;
const ADD = `mutation($product: ID!) { createWishlist(product: $product) { ${RESULT} } }`;
const REMOVE = `mutation($id: ID!) { removeFromWishlist(id: $id) { ${RESULT} } }`;
const LIST = `query($first: Int, $after: String, $coordinate: [Float!], $role: Role) {
  wishlist(first: $first, after: $after, coordinate: $coordinate, role: $role) {
    totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor addedAt node { ${CARD} } } } }`;
const COORDINATE = [RIYADH.lat, RIYADH.long];

interface Card { id: string; slug: string; name: string; sellingPriceHalalas: number; inWishlist: boolean }

/** Products on sale in the centre of Riyadh, from the seeded catalogue. */
async function productsNearby(api: TestApi, count: number): Promise<Card[]> {
  const res = await api.gql(`query($c: [Float!], $n: Int) { productsBySearch(search: "milk", coordinates: $c, first: $n) { edges { node { ${CARD} } } } }`, { c: COORDINATE, n: count });
  const products = res.data.productsBySearch.edges.map((e: { node: Card }) => e.node);
  expect(products).toHaveLength(count);
  return products;
}

async function rows(api: TestApi, userId: number) {
  return api.db.query<{ product_id: number }>('SELECT product_id FROM wishlist_items WHERE user_id = $1 ORDER BY id', [userId]);
}

describeEachEngine('wishlist', (api) => {
  it('adds a product once however often it is added, and shows the heart on it for its owner only', async () => {
    const sara = await shopper(api(), 'wish-sara');
    const omar = await shopper(api(), 'wish-omar');
    const [product] = await productsNearby(api(), 1);
    expect(product!.inWishlist).toBe(false);

    const first = (await api().gql(ADD, { product: product!.id }, sara.auth)).data.createWishlist;
    expect(first).toMatchObject({
      success: true, key: 'wishlist_added', message: 'Added to your favourites.', arMessage: expect.stringMatching(ARABIC), errors: [],
      inWishlist: true, totalCount: 1, product: { id: product!.id, slug: product!.slug, inWishlist: true },
    });
    const again = (await api().gql(ADD, { product: product!.id }, sara.auth)).data.createWishlist;
    expect(again).toMatchObject({ success: true, inWishlist: true, totalCount: 1 });
    expect(await rows(api(), sara.userId)).toEqual([{ product_id: Number(product!.id) }]);

    const bySlug = `query($slug: String!) { productBySlug(slug: $slug) { id inWishlist } }`;
    expect((await api().gql(bySlug, { slug: product!.slug }, sara.auth)).data.productBySlug.inWishlist).toBe(true);
    expect((await api().gql(bySlug, { slug: product!.slug }, omar.auth)).data.productBySlug.inWishlist).toBe(false);
    expect((await api().gql(bySlug, { slug: product!.slug })).data.productBySlug.inWishlist).toBe(false);
    const detail = await api().gql(`query($slug: String!) { productDetail(slug: $slug) { product { inWishlist } } }`, { slug: product!.slug }, sara.auth);
    expect(detail.data.productDetail.product.inWishlist).toBe(true);
  });

  it('marks every wished product of a listing page in one answer', async () => {
    const s = await shopper(api(), 'wish-listing');
    const products = await productsNearby(api(), 6);
    for (const p of [products[1]!, products[4]!]) await api().gql(ADD, { product: p.id }, s.auth);
    const listing = await api().gql(`query($c: [Float!]) { productsBySearch(search: "milk", coordinates: $c, first: 6) { edges { node { id inWishlist } } } }`, { c: COORDINATE }, s.auth);
    expect(listing.data.productsBySearch.edges.map((e: { node: { inWishlist: boolean } }) => e.node.inWishlist)).toEqual([false, true, false, false, true, false]);
  });

  it('lists the wishlist newest first, in pages, priced like the listing for the same place', async () => {
    const s = await shopper(api(), 'wish-pages');
    const products = await productsNearby(api(), 5);
    for (const p of products) expect((await api().gql(ADD, { product: p.id }, s.auth)).data.createWishlist.success).toBe(true);
    const newestFirst = [...products].reverse().map((p) => p.id);

    const page1 = (await api().gql(LIST, { first: 2, coordinate: COORDINATE }, s.auth)).data.wishlist;
    expect(page1.totalCount).toBe(5);
    expect(page1.edges.map((e: { node: Card }) => e.node.id)).toEqual(newestFirst.slice(0, 2));
    expect(page1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, startCursor: page1.edges[0].cursor, endCursor: page1.edges[1].cursor });
    expect(page1.edges.every((e: { node: Card; addedAt: string }) => e.node.inWishlist && Date.parse(e.addedAt) > 0)).toBe(true);
    // the listing's price for the same product and place
    for (const edge of page1.edges as { node: Card }[]) {
      expect(edge.node.sellingPriceHalalas).toBe(products.find((p) => p.id === edge.node.id)!.sellingPriceHalalas);
    }

    const page2 = (await api().gql(LIST, { first: 2, after: page1.pageInfo.endCursor, coordinate: COORDINATE }, s.auth)).data.wishlist;
    expect(page2.edges.map((e: { node: Card }) => e.node.id)).toEqual(newestFirst.slice(2, 4));
    expect(page2.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const page3 = (await api().gql(LIST, { first: 2, after: page2.pageInfo.endCursor, coordinate: COORDINATE }, s.auth)).data.wishlist;
    expect(page3.edges.map((e: { node: Card }) => e.node.id)).toEqual(newestFirst.slice(4));
    expect(page3.pageInfo.hasNextPage).toBe(false);

    // adding an older one again keeps its place
    await api().gql(ADD, { product: products[0]!.id }, s.auth);
    const all = (await api().gql(LIST, { first: 10 }, s.auth)).data.wishlist;
    expect(all.edges.map((e: { node: Card }) => e.node.id)).toEqual(newestFirst);

    // a product taken off sale leaves the list (and its count) but not the shopper's row
    await api().db.query('UPDATE products SET active = false WHERE id = $1', [Number(products[2]!.id)]);
    try {
      const after = (await api().gql(LIST, { first: 10 }, s.auth)).data.wishlist;
      expect(after.totalCount).toBe(4);
      expect(after.edges.map((e: { node: Card }) => e.node.id)).not.toContain(products[2]!.id);
      expect(await rows(api(), s.userId)).toHaveLength(5);
    } finally {
      await api().db.query('UPDATE products SET active = true WHERE id = $1', [Number(products[2]!.id)]);
    }
  });

  it('gives the ids of the whole wishlist in one answer, newest first, and none to a guest or another shopper', async () => {
    const IDS = 'query { wishlistProductIds }';
    const s = await shopper(api(), 'wish-ids');
    const other = await shopper(api(), 'wish-ids-other');
    expect((await api().gql(IDS, {}, s.auth)).data.wishlistProductIds).toEqual([]);
    const products = await productsNearby(api(), 4);
    for (const p of products) await api().gql(ADD, { product: p.id }, s.auth);
    await api().gql(ADD, { product: products[3]!.id }, other.auth);
    await api().gql(REMOVE, { id: products[1]!.id }, s.auth);

    const newestFirst = [products[3]!, products[2]!, products[0]!].map((p) => p.id);
    expect((await api().gql(IDS, {}, s.auth)).data.wishlistProductIds).toEqual(newestFirst);
    expect((await api().gql(IDS, {}, other.auth)).data.wishlistProductIds).toEqual([products[3]!.id]);
    expect((await api().gql(IDS, {})).data.wishlistProductIds).toEqual([]);
  });

  it('refuses a bad page size or cursor with field errors in both languages', async () => {
    const s = await shopper(api(), 'wish-cursor');
    for (const [variables, field, key] of [
      [{ first: 0 }, 'first', 'invalid_number'],
      [{ first: 51 }, 'first', 'invalid_number'],
      [{ after: 'bm90LWEtY3Vyc29y' }, 'after', 'invalid_cursor'],
    ] as const) {
      const res = await api().gql(LIST, variables, s.auth);
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field, key, message: expect.any(String), arMessage: expect.stringMatching(ARABIC) }],
      });
    }
  });

  it('removes a product, and says clearly when it is not there', async () => {
    const s = await shopper(api(), 'wish-remove');
    const [a, b] = await productsNearby(api(), 2);
    await api().gql(ADD, { product: a!.id }, s.auth);
    await api().gql(ADD, { product: b!.id }, s.auth);
    const removed = (await api().gql(REMOVE, { id: a!.id }, s.auth)).data.removeFromWishlist;
    expect(removed).toMatchObject({ success: true, key: 'wishlist_removed', arMessage: expect.stringMatching(ARABIC), inWishlist: false, totalCount: 1, product: { id: a!.id, inWishlist: false } });
    expect(await rows(api(), s.userId)).toEqual([{ product_id: Number(b!.id) }]);

    const twice = (await api().gql(REMOVE, { id: a!.id }, s.auth)).data.removeFromWishlist;
    expect(twice).toMatchObject({
      success: false, key: 'not_in_wishlist', message: 'This product is not in your favourites.', arMessage: expect.stringMatching(ARABIC),
      errors: [{ field: 'id', key: 'not_in_wishlist', message: expect.any(String), arMessage: expect.stringMatching(ARABIC) }], product: null,
    });
    expect(await rows(api(), s.userId)).toEqual([{ product_id: Number(b!.id) }]);
  });

  it('changes nothing for bad input, unknown products, guests, or another shopper', async () => {
    const s = await shopper(api(), 'wish-bad');
    const other = await shopper(api(), 'wish-bad-other');
    const [p] = await productsNearby(api(), 1);
    await api().gql(ADD, { product: p!.id }, other.auth);

    for (const product of ['abc', '-4', '0', '99999999', '1'.repeat(13)]) {
      const res = (await api().gql(ADD, { product }, s.auth)).data.createWishlist;
      expect(res.success).toBe(false);
      expect(res.errors).toEqual([expect.objectContaining({ field: 'product', key: 'not_found', message: 'Not found.', arMessage: expect.stringMatching(ARABIC) })]);
    }
    const guest = (await api().gql(ADD, { product: p!.id })).data.createWishlist;
    expect(guest).toMatchObject({ success: false, key: 'unauthorized', arMessage: expect.stringMatching(ARABIC) });
    expect((await api().gql(REMOVE, { id: p!.id })).data.removeFromWishlist).toMatchObject({ success: false, key: 'unauthorized' });
    // removing from one's own list never touches another shopper's row
    expect((await api().gql(REMOVE, { id: p!.id }, s.auth)).data.removeFromWishlist.key).toBe('not_in_wishlist');
    expect(await rows(api(), s.userId)).toEqual([]);
    expect(await rows(api(), other.userId)).toEqual([{ product_id: Number(p!.id) }]);
    // a product taken off sale cannot be added
    await api().db.query('UPDATE products SET active = false WHERE id = $1', [Number(p!.id)]);
    try {
      expect((await api().gql(ADD, { product: p!.id }, s.auth)).data.createWishlist).toMatchObject({ success: false, key: 'not_found' });
    } finally {
      await api().db.query('UPDATE products SET active = true WHERE id = $1', [Number(p!.id)]);
    }
    // guests see an empty wishlist
    expect((await api().gql(LIST, {})).data.wishlist).toMatchObject({ totalCount: 0, edges: [] });
  });
});
