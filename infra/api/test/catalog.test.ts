// Catalogue, category and search resolvers, in-process, on PGlite and on a real PostgreSQL server.
import { createCatalogRepository } from '../src/catalog/catalog-repository.js';
import { expandTokens } from '../src/catalog/search-terms.js';
import { addProduct } from './helpers/fixtures.js';
import { describeEachEngine, type Loose, type TestApi } from './helpers/test-api.js';

const PRODUCT = 'id slug name arName sellingPrice sellingPriceHalalas price sellerCount available stockAvailable';
const SEARCH = `query Search($search: String, $first: Int, $after: String, $filterData: ProductFilterInput, $sortedBy: ProductSortBy, $coordinates: [Float!]) {
  productsBySearch(search: $search, first: $first, after: $after, filterData: $filterData, sortedBy: $sortedBy, coordinates: $coordinates, type: GUEST) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { ${PRODUCT} } }
  }
}`;
const FACETS = `query Facets($search: String, $filterData: ProductFilterInput) {
  productsBySearch(search: $search, first: 1, filterData: $filterData) {
    totalCount
    facets {
      categories { slug count } subCategories { slug count } brands { slug count } productTypes { slug count }
      priceRanges { from to count } minPrice maxPrice
    }
  }
}`;

type Node = { id: string; slug: string; name: string; arName: string; sellingPrice: number; sellingPriceHalalas: number; sellerCount: number };

async function searchAll(api: TestApi, variables: Record<string, unknown>): Promise<{ ids: string[]; total: number; nodes: Node[] }> {
  const nodes: Node[] = [];
  let after: string | null = null;
  let total = 0;
  for (let page = 0; page < 200; page += 1) {
    const res: { data: Loose; errors?: unknown[] } = await api.gql(SEARCH, { ...variables, first: 24, after });
    expect(res.errors).toBeUndefined();
    const conn: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: Node }[] } = res.data.productsBySearch;
    total = conn.totalCount;
    nodes.push(...conn.edges.map((e: { node: Node }) => e.node));
    if (!conn.pageInfo.hasNextPage) break;
    after = conn.pageInfo.endCursor;
  }
  return { ids: nodes.map((n) => n.id), total, nodes };
}

async function ids(api: TestApi, search: string): Promise<Set<string>> {
  return new Set((await searchAll(api, { search })).ids);
}

describeEachEngine('catalogue', (api) => {
  it('refuses /graphql without the static API key', async () => {
    const res = await api().app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ categories { id } }' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].extensions.key).toBe('invalid_api_key');
    expect(res.json().errors[0].extensions.arMessage).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers health', async () => {
    const res = await api().app.inject({ method: 'GET', url: '/health' });
    expect(res.json()).toEqual({ ok: true });
  });

  it('lists level-0 categories with their children', async () => {
    const res = await api().gql('{ categories { id slug name arName level image children { slug level parent { slug } } productCount } }');
    const roots = res.data.categories;
    expect(roots.length).toBeGreaterThan(5);
    for (const root of roots) {
      expect(root.level).toBe(0);
      for (const child of root.children) {
        expect(child.level).toBe(1);
        expect(child.parent.slug).toBe(root.slug);
      }
    }
    const flat = await api().gql('{ categories(level: 1) { level } }');
    expect(flat.data.categories.every((c: { level: number }) => c.level === 1)).toBe(true);
  });

  it('finds a product by slug with money in SAR and halalas', async () => {
    const [row] = await api().db.query<{ slug: string }>('SELECT slug FROM products WHERE active ORDER BY id LIMIT 1');
    const res = await api().gql(`query($slug: String!) { productBySlug(slug: $slug) { ${PRODUCT} category { slug level parent { slug level } } brand { name arName iconImage } productType { slug } attributeValues { attribute arAttribute value arValue } tags } }`, { slug: row!.slug });
    const product = res.data.productBySlug;
    expect(product.slug).toBe(row!.slug);
    expect(product.sellingPrice).toBe(product.sellingPriceHalalas / 100);
    expect(product.category.level).toBe(1);
    expect(product.category.parent.level).toBe(0);
    expect(Number.isInteger(product.sellingPriceHalalas)).toBe(true);
  });

  it('normalises queries: أحمد finds احمد and the reverse', async () => {
    await addProduct(api().db, { id: 990001, slug: 'test-ahmad-tea', name: 'Test Ahmad Tea', arName: 'شاي احمد للاختبار' });
    await addProduct(api().db, { id: 990002, slug: 'test-ahmed-coffee', name: 'Test Ahmed Coffee', arName: 'قهوة أحمد للاختبار' });
    const withHamza = await ids(api(), 'أحمد');
    const without = await ids(api(), 'احمد');
    expect(withHamza.has('990001')).toBe(true);
    expect(withHamza.has('990002')).toBe(true);
    expect(without).toEqual(withHamza);
    expect(await ids(api(), 'أَحْمَـد')).toEqual(withHamza);
  });

  it('normalises taa marbuta: مياة finds مياه', async () => {
    const misspelt = await ids(api(), 'مياة');
    expect(misspelt.size).toBeGreaterThan(0);
    expect(misspelt).toEqual(await ids(api(), 'مياه'));
  });

  it('forgives a one-letter typo: حلييب still finds milk products', async () => {
    const { nodes } = await searchAll(api(), { search: 'حلييب' });
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.some((n) => n.arName.includes('حليب'))).toBe(true);
    const typoEnglish = await ids(api(), 'mlik');
    expect(typoEnglish.size).toBeGreaterThan(0);
  });

  it('reaches the same products for "milk" and "حليب"', async () => {
    const english = await ids(api(), 'milk');
    const arabic = await ids(api(), 'حليب');
    expect(english.size).toBeGreaterThan(5);
    expect(arabic).toEqual(english);
  });

  it('matches prefixes', async () => {
    const prefix = await ids(api(), 'حلي');
    const full = await ids(api(), 'حليب');
    for (const id of full) expect(prefix.has(id)).toBe(true);
  });

  it('pages with first=24 and returns each product once', async () => {
    const { ids: seen, total } = await searchAll(api(), { search: 'fresh' });
    expect(total).toBeGreaterThan(24);
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(seen.length);
    const byPrice = await searchAll(api(), { search: 'fresh', sortedBy: 'PRICE_ASC' });
    expect(new Set(byPrice.ids)).toEqual(new Set(seen));
    const prices = byPrice.nodes.map((n) => n.sellingPriceHalalas);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('pages a listing without search, sorted by name, each product once', async () => {
    const { ids: seen, total } = await searchAll(api(), { sortedBy: 'NAME_DESC', filterData: { categories: ['dairy-eggs'] } });
    expect(total).toBeGreaterThan(24);
    expect(new Set(seen).size).toBe(total);
  });

  it('counts facets that match what each filter returns', async () => {
    const res = await api().gql(FACETS, { search: 'milk' });
    const { facets, totalCount } = res.data.productsBySearch;
    expect(facets.brands.length).toBeGreaterThan(1);
    const check = async (filterData: Record<string, unknown>, count: number) => {
      const filtered = await api().gql(FACETS, { search: 'milk', filterData });
      expect(filtered.data.productsBySearch.totalCount).toBe(count);
    };
    for (const brand of facets.brands.slice(0, 4)) await check({ brands: [brand.slug] }, brand.count);
    for (const type of facets.productTypes.slice(0, 3)) await check({ productTypes: [type.slug] }, type.count);
    for (const category of facets.categories) await check({ categories: [category.slug] }, category.count);
    for (const sub of facets.subCategories.slice(0, 3)) await check({ categories: [sub.slug] }, sub.count);
    for (const range of facets.priceRanges.filter((r: { count: number }) => r.count > 0)) {
      await check({ price: { gte: range.from, ...(range.to === null ? {} : { lte: range.to - 0.01 }) } }, range.count);
    }
    const bucketTotal = facets.priceRanges.reduce((sum: number, r: { count: number }) => sum + r.count, 0);
    expect(bucketTotal).toBe(totalCount);
  });

  it('shows a product only where an open seller in range offers it', async () => {
    const far = await api().gql(SEARCH, { search: 'milk', first: 5, coordinates: [21.4858, 39.1925] });
    expect(far.data.productsBySearch.totalCount).toBe(0);
    // close every open seller: nothing is offered; then reopen the same ones
    const open = await api().db.query<{ id: number }>('SELECT id FROM sellers WHERE is_open');
    await api().db.query('UPDATE sellers SET is_open = false WHERE id = ANY($1::int[])', [open.map((r) => r.id)]);
    try {
      const none = await api().gql(SEARCH, { search: 'milk', first: 5 });
      expect(none.data.productsBySearch.totalCount).toBe(0);
    } finally {
      await api().db.query('UPDATE sellers SET is_open = true WHERE id = ANY($1::int[])', [open.map((r) => r.id)]);
    }
    const again = await api().gql(SEARCH, { search: 'milk', first: 1 });
    expect(again.data.productsBySearch.totalCount).toBeGreaterThan(0);
  });

  it('suggests at most 10 products with highlight ranges and escaped HTML', async () => {
    const res = await api().gql(`query($q: String!) { searchProducts(query: $q, role: GUEST, coordinate: [24.7136, 46.6753], limit: 10) {
      totalCount suggestions { text html language highlights { start end } product { slug arName name } } } }`, { q: 'حليب' });
    const { suggestions, totalCount } = res.data.searchProducts;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(10);
    expect(totalCount).toBeGreaterThanOrEqual(suggestions.length);
    for (const s of suggestions) {
      expect(s.language).toBe('AR');
      expect(s.text).toBe(s.product.arName);
      expect(s.highlights.length).toBeGreaterThan(0);
      for (const h of s.highlights) expect(s.text.slice(h.start, h.end)).toContain('حل');
      expect(s.html).not.toMatch(/<(?!\/?em>)/);
    }
    const english = await api().gql('{ searchProducts(query: "mil") { suggestions { text language highlights { start end } } } }');
    const first = english.data.searchProducts.suggestions[0];
    expect(first.language).toBe('EN');
    expect(first.text.slice(first.highlights[0].start, first.highlights[0].end).toLowerCase()).toBe('mil');
  });

  it('rejects a tampered cursor and a bad page size with bilingual field errors', async () => {
    const cursor = await api().gql(SEARCH, { search: 'milk', first: 2, after: 'bm90LWEtY3Vyc29y' });
    expect(cursor.errors?.[0]?.extensions?.fieldErrors).toEqual([expect.objectContaining({ field: 'after', key: 'invalid_cursor', arMessage: expect.any(String) })]);
    const size = await api().gql(SEARCH, { search: 'milk', first: 1000 });
    expect(size.errors?.[0]?.extensions?.fieldErrors?.[0]).toMatchObject({ field: 'first', key: 'invalid_number' });
    const coordinate = await api().gql(SEARCH, { search: 'milk', first: 1, coordinates: [200, 1] });
    expect(coordinate.errors?.[0]?.extensions?.fieldErrors?.[0]).toMatchObject({ field: 'coordinates', key: 'invalid_coordinate' });
  });

  it('lists by category slug, parent or child', async () => {
    const parent = await api().gql('{ productsByCategorySlug(slug: "dairy-eggs", first: 3) { totalCount edges { node { category { parent { slug } } } } } }');
    expect(parent.data.productsByCategorySlug.totalCount).toBeGreaterThan(3);
    for (const e of parent.data.productsByCategorySlug.edges) expect(e.node.category.parent.slug).toBe('dairy-eggs');
    const child = await api().gql('{ productsByCategorySlug(slug: "milk", first: 3) { totalCount edges { node { category { slug } } } } }');
    for (const e of child.data.productsByCategorySlug.edges) expect(e.node.category.slug).toBe('milk');
    const missing = await api().gql('{ productsByCategorySlug(slug: "no-such-category") { totalCount } }');
    expect(missing.errors?.[0]?.extensions?.key).toBe('invalid_input');
  });

  it('answers product detail with offers cheapest first, and similar products', async () => {
    const [row] = await api().db.query<{ id: number; slug: string }>(
      `SELECT p.id, p.slug FROM products p JOIN offers o ON o.product_id = p.id JOIN sellers s ON s.id = o.seller_id
        WHERE p.active AND s.is_open GROUP BY p.id HAVING count(*) > 2 ORDER BY p.id LIMIT 1`,
    );
    const detail = await api().gql(`query($slug: String) { productDetail(slug: $slug) { product { id sellingPriceHalalas sellerCount }
      offers { sellingPriceHalalas distanceKm seller { id name arName deliveryMode sellerGroup { name } } } } }`, { slug: row!.slug });
    const d = detail.data.productDetail;
    expect(d.offers.length).toBe(d.product.sellerCount);
    expect(d.offers[0].sellingPriceHalalas).toBe(d.product.sellingPriceHalalas);
    const prices = d.offers.map((o: { sellingPriceHalalas: number }) => o.sellingPriceHalalas);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    const similar = await api().gql(`query($id: ID!) { similarProducts(product: $id, first: 5, role: GUEST) { id category { id } } }`, { id: String(row!.id) });
    expect(similar.data.similarProducts.length).toBeGreaterThan(0);
    expect(similar.data.similarProducts.every((p: { id: string }) => p.id !== String(row!.id))).toBe(true);
    const many = await api().gql(`query($slugs: [String!]!) { productsBySlug(slugs: $slugs) { slug } }`, { slugs: [row!.slug, 'missing-slug'] });
    expect(many.data.productsBySlug).toEqual([{ slug: row!.slug }]);
  });

  it('describes listing attributes, brand and type pages', async () => {
    const attrs = await api().gql('{ productsAttributeBySlug(slug: "dairy-eggs") { subCategories { slug count } brands { slug count } priceRanges { count } } }');
    expect(attrs.data.productsAttributeBySlug.subCategories.length).toBeGreaterThan(1);
    const [brand] = await api().db.query<{ slug: string }>('SELECT b.slug FROM brands b JOIN products p ON p.brand_id = b.id GROUP BY b.slug ORDER BY count(*) DESC LIMIT 1');
    const brandPage = await api().gql(`query($s: String!) { brandBySlug(slug: $s) { slug name arName productCount } productsAttributeBySlug(slug: $s, scope: BRAND) { brands { slug } } }`, { s: brand!.slug });
    expect(brandPage.data.brandBySlug.productCount).toBeGreaterThan(0);
    expect(brandPage.data.productsAttributeBySlug.brands.map((b: { slug: string }) => b.slug)).toEqual([brand!.slug]);
    const type = await api().gql('{ productTypeBySlug(slug: "milk") { slug arName productCount } popularProductTypes(first: 3) { slug productCount } popularBrands(first: 3) { slug } }');
    expect(type.data.productTypeBySlug.slug).toBe('milk');
    expect(type.data.popularProductTypes).toHaveLength(3);
  });

  it('lists products by page with facet counts, and search attributes', async () => {
    const page1 = await api().gql(`{ listProducts(filterData: { search: "milk" }, role: GUEST, coordinate: [24.7136, 46.6753], page: 1, pageSize: 5) {
      totalCount page pageSize results { id } facetCounts { brands { slug count } } } }`);
    const page2 = await api().gql('{ listProducts(filterData: { search: "milk" }, page: 2, pageSize: 5) { results { id } } }');
    const list = page1.data.listProducts;
    expect(list.results).toHaveLength(5);
    expect(list.facetCounts.brands.length).toBeGreaterThan(0);
    const overlap = page2.data.listProducts.results.filter((r: { id: string }) => list.results.some((x: { id: string }) => x.id === r.id));
    expect(overlap).toEqual([]);
    const tooDeep = await api().gql('{ listProducts(page: 1000, pageSize: 100) { totalCount } }');
    expect(tooDeep.errors?.[0]?.extensions?.fieldErrors?.[0]).toMatchObject({ field: 'page', key: 'invalid_number' });
    const attrs = await api().gql('{ searchProductsAttribute(search: "milk") { brands { slug } } listAllMeiliProductAttributes(search: "milk") { productTypes { slug count } subCategories { slug count } } }');
    expect(attrs.data.searchProductsAttribute.brands.length).toBeGreaterThan(0);
    expect(attrs.data.listAllMeiliProductAttributes.productTypes.length).toBeGreaterThan(0);
  });

  it('serves placeholder images as SVG with long cache headers', async () => {
    const [row] = await api().db.query<{ slug: string }>('SELECT slug FROM products ORDER BY id LIMIT 1');
    const res = await api().app.inject({ method: 'GET', url: `/images/products/${row!.slug}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    const missing = await api().app.inject({ method: 'GET', url: '/images/products/no-such-product.svg' });
    expect(missing.statusCode).toBe(404);
    const bad = await api().app.inject({ method: 'GET', url: '/images/secrets/x.svg' });
    expect(bad.statusCode).toBe(404);
    // vector artwork only: a raster copy would be several times the bytes for the same picture
    const raster = await api().app.inject({ method: 'GET', url: `/images/products/${row!.slug}.webp` });
    expect(raster.statusCode).toBe(404);
  });

  // typo tolerance without pg_trgm (servers lacking the extension) finds what the trigram path finds
  it('finds the same typo candidates with and without pg_trgm', async () => {
    const tokens = ['حلييب', 'mlik', 'chiken', 'مياه'];
    const none = new Map<string, string[]>();
    const withTrigram = await expandTokens(api().db, tokens, true, none);
    const fallback = await expandTokens(api().db, tokens, false, none);
    expect(withTrigram[0]!.fuzzy).toContain('حليب');
    expect(withTrigram[1]!.fuzzy).toContain('milk');
    expect(withTrigram[2]!.fuzzy).toContain('chicken');
    // a word that exists as typed gets no typo candidates
    expect(withTrigram[3]!.fuzzy).toEqual([]);
    for (let i = 0; i < tokens.length; i += 1) {
      expect(new Set(fallback[i]!.fuzzy)).toEqual(new Set(withTrigram[i]!.fuzzy));
      expect(fallback[i]!.prefix).toEqual(withTrigram[i]!.prefix);
    }
  });

  it('answers a misspelt search through the fallback', async () => {
    const repo = createCatalogRepository(api().db, { trigram: false });
    const page = await repo.listing(
      { search: 'حلييب', filters: {}, reach: { lat: 24.7136, long: 46.6753 }, sort: 'RELEVANCE', language: 'AR' },
      { first: 5 },
    );
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.products.some((p) => p.arName.includes('حليب'))).toBe(true);
  });
});
