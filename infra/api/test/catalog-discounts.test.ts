// The discounted filter and the DISCOUNT_DESC sort, on PGlite and on a real PostgreSQL server.
import { addProductWithOffers, sellersInReach } from './helpers/fixtures.js';
import { describeEachEngine, type Loose, type TestApi } from './helpers/test-api.js';

const RIYADH = { lat: 24.7136, long: 46.6753 };
const NODE = 'id slug priceHalalas sellingPriceHalalas';
const BY_CATEGORY = `query ByCategory($slug: String!, $first: Int, $after: String, $filterData: ProductFilterInput, $sortedBy: ProductSortBy) {
  productsByCategorySlug(slug: $slug, first: $first, after: $after, filterData: $filterData, sortedBy: $sortedBy, type: GUEST) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { ${NODE} } }
  }
}`;
const FACETS = `query Facets($filterData: ProductFilterInput) {
  productsBySearch(first: 1, filterData: $filterData) {
    totalCount
    facets { categories { slug count } subCategories { slug count } brands { slug count } productTypes { slug count } priceRanges { from to count } }
  }
}`;

interface Node {
  id: string;
  slug: string;
  priceHalalas: number;
  sellingPriceHalalas: number;
}

/** Every page of a category listing, following endCursor. */
async function pageAll(api: TestApi, variables: Record<string, unknown>): Promise<{ nodes: Node[]; total: number; pages: number }> {
  const nodes: Node[] = [];
  let after: string | null = null;
  let total = 0;
  let pages = 0;
  for (; pages < 500; pages += 1) {
    const res: { data: Loose; errors?: unknown[] } = await api.gql(BY_CATEGORY, { first: 24, ...variables, after });
    expect(res.errors).toBeUndefined();
    const conn = res.data.productsByCategorySlug;
    total = conn.totalCount;
    nodes.push(...conn.edges.map((e: { node: Node }) => e.node));
    if (!conn.pageInfo.hasNextPage) break;
    after = conn.pageInfo.endCursor;
  }
  return { nodes, total, pages: pages + 1 };
}

/** The same ratio the API orders by: integer halalas divided as doubles. */
const saving = (n: Node) => (n.priceHalalas - n.sellingPriceHalalas) / n.priceHalalas;
const reduced = (n: Node) => n.sellingPriceHalalas < n.priceHalalas;

function expectDiscountOrder(nodes: Node[]) {
  for (let i = 1; i < nodes.length; i += 1) {
    const [a, b] = [nodes[i - 1]!, nodes[i]!];
    const inOrder = saving(a) > saving(b) || (saving(a) === saving(b) && Number(a.id) < Number(b.id));
    expect(inOrder, `${a.slug} before ${b.slug}`).toBe(true);
  }
}

describeEachEngine('discounted listings', (api) => {
  const SLUG = 'milk';
  // Five products with the same 25% saving, so pages of three cut through a tie.
  const TIED = [991101, 991102, 991103, 991104, 991105];

  beforeAll(async () => {
    const db = api().db;
    const [category] = await db.query<{ id: number }>('SELECT id FROM categories WHERE slug = $1', [SLUG]);
    const [near, other] = await sellersInReach(db, RIYADH.lat, RIYADH.long);
    expect(other).toBeDefined();
    const add = (id: number, slug: string, name: string, arName: string, offers: [number, number, number][]) =>
      addProductWithOffers(db, { id, slug, name, arName, categoryId: category!.id }, offers.map(([sellerId, priceHalalas, sellingPriceHalalas]) => ({ sellerId, priceHalalas, sellingPriceHalalas })));
    for (const [i, id] of TIED.entries()) {
      await add(id, `test-laban-${i}`, `Test laban ${i}`, `لبن اختبار ${i}`, [[near!, 400 * (i + 1), 300 * (i + 1)]]);
    }
    // the reduced offer is dearer than another seller's full price: the best offer in reach is not reduced
    await add(991201, 'test-milk-cheaper-elsewhere', 'Test milk cheaper elsewhere', 'حليب اختبار أرخص لدى بائع آخر', [[near!, 1000, 900], [other!, 800, 800]]);
    // the best offer in reach is reduced from its own list price
    await add(991202, 'test-milk-best-reduced', 'Test milk best offer reduced', 'حليب اختبار أفضل عرض مخفض', [[near!, 1200, 950], [other!, 1000, 1000]]);
  });

  it('lists exactly the products whose best offer in reach is reduced', async () => {
    const all = await pageAll(api(), { slug: SLUG });
    const discounted = await pageAll(api(), { slug: SLUG, filterData: { discounted: true } });
    expect(discounted.nodes.length).toBeGreaterThan(TIED.length);
    expect(discounted.nodes.every(reduced)).toBe(true);
    expect(discounted.total).toBe(discounted.nodes.length);
    expect(new Set(discounted.nodes.map((n) => n.id))).toEqual(new Set(all.nodes.filter(reduced).map((n) => n.id)));
    const slugs = discounted.nodes.map((n) => n.slug);
    expect(slugs).toContain('test-milk-best-reduced');
    expect(slugs).not.toContain('test-milk-cheaper-elsewhere');
    // false asks for no constraint
    const unconstrained = await api().gql(BY_CATEGORY, { slug: SLUG, first: 1, filterData: { discounted: false } });
    expect(unconstrained.data.productsByCategorySlug.totalCount).toBe(all.total);
  });

  it('orders by relative saving then id, and pages through ties returning each product once', async () => {
    const discounted = await pageAll(api(), { slug: SLUG, first: 3, sortedBy: 'DISCOUNT_DESC', filterData: { discounted: true } });
    expect(discounted.pages).toBeGreaterThan(2);
    const ids = discounted.nodes.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(discounted.total);
    expectDiscountOrder(discounted.nodes);
    expect(discounted.nodes.every(reduced)).toBe(true);
    // every 25% saving sits together, the test products among them in id order
    const quarter = discounted.nodes.filter((n) => saving(n) === 0.25).map((n) => Number(n.id));
    expect(quarter.filter((id) => TIED.includes(id))).toEqual(TIED);
    const best = discounted.nodes.find((n) => n.slug === 'test-milk-best-reduced');
    expect(best).toMatchObject({ priceHalalas: 1200, sellingPriceHalalas: 950 });
  });

  it('sorts full-price products after the reduced ones when not filtered', async () => {
    const all = await pageAll(api(), { slug: SLUG });
    const sorted = await pageAll(api(), { slug: SLUG, first: 7, sortedBy: 'DISCOUNT_DESC' });
    expect(sorted.nodes.map((n) => n.id).sort()).toEqual(all.nodes.map((n) => n.id).sort());
    expectDiscountOrder(sorted.nodes);
    const firstFull = sorted.nodes.findIndex((n) => !reduced(n));
    expect(firstFull).toBe(all.nodes.filter(reduced).length);
    expect(sorted.nodes.slice(firstFull).every((n) => !reduced(n))).toBe(true);
  });

  it('counts facets over discounted products only, each count matching its filter', async () => {
    const whole = await api().gql(FACETS, {});
    const res = await api().gql(FACETS, { filterData: { discounted: true } });
    const { facets, totalCount } = res.data.productsBySearch;
    expect(totalCount).toBeGreaterThan(0);
    expect(totalCount).toBeLessThan(whole.data.productsBySearch.totalCount);
    const check = async (filterData: Record<string, unknown>, count: number) => {
      const filtered = await api().gql(FACETS, { filterData: { discounted: true, ...filterData } });
      expect(filtered.data.productsBySearch.totalCount).toBe(count);
    };
    for (const brand of facets.brands.slice(0, 3)) await check({ brands: [brand.slug] }, brand.count);
    for (const type of facets.productTypes.slice(0, 3)) await check({ productTypes: [type.slug] }, type.count);
    for (const category of facets.categories.slice(0, 3)) await check({ categories: [category.slug] }, category.count);
    expect(facets.categories.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(totalCount);
    expect(facets.priceRanges.reduce((sum: number, r: { count: number }) => sum + r.count, 0)).toBe(totalCount);
    const milk = facets.subCategories.find((c: { slug: string }) => c.slug === SLUG);
    const milkListing = await pageAll(api(), { slug: SLUG, first: 1, filterData: { discounted: true } });
    expect(milk.count).toBe(milkListing.total);

    // the other readers of the filter agree
    const others = await api().gql(`{
      searchProductsAttribute(filterData: { discounted: true }) { brands { slug count } }
      listProducts(filterData: { discounted: true }, sortedBy: DISCOUNT_DESC, pageSize: 20) { totalCount results { ${NODE} } }
    }`);
    expect(others.data.searchProductsAttribute.brands).toEqual(facets.brands);
    expect(others.data.listProducts.totalCount).toBe(totalCount);
    expect(others.data.listProducts.results.every(reduced)).toBe(true);
    expectDiscountOrder(others.data.listProducts.results);
  });
});
