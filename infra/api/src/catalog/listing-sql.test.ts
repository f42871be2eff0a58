import { encodeCursor } from '../domain/cursor.js';
import type { ListingQuery } from './catalog-types.js';
import { afterSql, facetsSql, filterSql, listingCountSql, listingPageSql, offersSql, Params, productsSql, sortKeys } from './listing-sql.js';
import type { TokenTerms } from './search-terms.js';

const riyadh = { lat: 24.76, long: 46.76 };
const plain: ListingQuery = { filters: {}, reach: riyadh, sort: 'RELEVANCE', language: 'AR' };
const milk: TokenTerms = { token: 'حليب', prefix: ['حليب', 'حليبي'], fuzzy: ['حلب'], synonyms: ['milk'] };

/** The parameter a placeholder ($n) in the text stands for. */
const valueOf = (statement: { values: unknown[] }, placeholder: string) => statement.values[Number(placeholder.slice(1)) - 1];

describe('parameters', () => {
  it('are numbered in the order they are added', () => {
    const params = new Params();
    expect([params.add('a'), params.add(2), params.add([3])]).toEqual(['$1', '$2', '$3']);
    expect(params.values).toEqual(['a', 2, [3]]);
  });
});

describe('a listing page', () => {
  it('takes one row more than the page, to know a next page exists', () => {
    const page = listingPageSql(plain, [], { first: 24 });
    const limit = /LIMIT (\$\d+)::int/.exec(page.text)![1]!;
    expect(valueOf(page, limit)).toBe(25);
    // the shopper's point is a parameter, never text in the statement
    expect(page.values.slice(0, 2)).toEqual([riyadh.lat, riyadh.long]);
    expect(page.text).not.toContain('24.76');
  });

  it('reads Arabic names for an Arabic page and English ones for an English page', () => {
    expect(listingPageSql(plain, [], { first: 1 }).text).toContain('ps.ar_key AS name_key');
    expect(listingPageSql({ ...plain, language: 'EN' }, [], { first: 1 }).text).toContain('ps.en_key AS name_key');
  });

  it('scores a search by every term a token accepts, and needs every token matched', () => {
    const page = listingPageSql({ ...plain, search: 'حليب' }, [milk], { first: 10 });
    expect(page.values).toContainEqual(['حليب', 'حليبي', 'حلب', 'milk']);
    expect(page.values).toContainEqual([0, 0, 0, 0]);
    // exact, prefix, then typo and synonym
    expect(page.values).toContainEqual(['e', 'p', 'f', 'f']);
    const needed = /HAVING count\(\*\) = (\$\d+)::int/.exec(page.text)![1]!;
    expect(valueOf(page, needed)).toBe(1);
    expect(page.text).toContain('h.score AS score');
  });

  it('keeps the page scope (a category listing) apart from the filters', () => {
    const page = listingPageSql({ ...plain, scope: { categoryIds: [1, 2] }, filters: { brandIds: [7] } }, [], { first: 5 });
    expect(page.text).toMatch(/ps\.category_id = ANY\(\$\d+::int\[\]\)/);
    expect(page.text).toMatch(/filtered AS \(SELECT \* FROM base WHERE brand_id = ANY\(\$\d+::int\[\]\)\)/);
  });

  it('starts after the cursor, by the keys of its sort', () => {
    const after = [1250, 31];
    const page = listingPageSql({ ...plain, sort: 'PRICE_ASC' }, [], { first: 5, after });
    expect(page.keys.map((k) => k.expr)).toEqual(['best_selling', 'id']);
    expect(page.text).toMatch(/WHERE \(\(best_selling > \$\d+::int\) OR \(best_selling = \$\d+::int AND id > \$\d+::int\)\)/);
    expect(page.text).toContain('ORDER BY best_selling ASC, id ASC');
  });

  it('counts what the filters leave with the same conditions', () => {
    const count = listingCountSql({ ...plain, filters: { minHalalas: 500, discounted: true } }, []);
    expect(count.text).toMatch(/SELECT count\(\*\)::int AS n FROM base WHERE best_selling >= \$\d+::int AND best_selling < offer_price$/);
    expect(count.values).toContain(500);
  });
});

describe('filters', () => {
  const filters = { categoryIds: [2], brandIds: [7], typeIds: [9], minHalalas: 100, maxHalalas: 900, discounted: true };

  it('narrow by every dimension given, the discount always', () => {
    const params = new Params();
    expect(filterSql(params, filters)).toBe(
      'category_id = ANY($1::int[]) AND brand_id = ANY($2::int[]) AND product_type_id = ANY($3::int[]) AND best_selling >= $4::int AND best_selling <= $5::int AND best_selling < offer_price',
    );
    expect(params.values).toEqual([[2], [7], [9], 100, 900]);
  });

  it('leave out the dimension a facet counts', () => {
    expect(filterSql(new Params(), filters, 'brand')).not.toContain('brand_id');
    expect(filterSql(new Params(), filters, 'price')).not.toContain('best_selling >=');
    expect(filterSql(new Params(), filters, 'price')).toContain('best_selling < offer_price');
  });

  it('are true when none is given', () => {
    expect(filterSql(new Params(), {})).toBe('true');
  });
});

describe('sort keys', () => {
  it('end with a unique key, so keyset paging never skips a row', () => {
    for (const sort of ['RELEVANCE', 'PRICE_ASC', 'PRICE_DESC', 'NAME_ASC', 'NAME_DESC', 'RATING_DESC', 'NEWEST', 'DISCOUNT_DESC'] as const) {
      expect(sortKeys(sort).at(-1)!.expr, sort).toBe('id');
    }
    expect(sortKeys('RELEVANCE').map((k) => `${k.expr} ${k.dir}`)).toEqual(['score DESC', 'rating DESC', 'id ASC']);
    expect(sortKeys('NEWEST').map((k) => `${k.expr} ${k.dir}`)).toEqual(['id DESC']);
  });

  it('compare names byte by byte, as the cursor stores them', () => {
    expect(sortKeys('NAME_ASC')[0]!.cast).toBe('text COLLATE "C"');
  });

  it('read the cursor key from a row', () => {
    const row = { id: 31, best_selling: 1250, saving: 0.25, name_key: 'حليب', rating: 4.5, score: 14 } as Parameters<ReturnType<typeof sortKeys>[number]['read']>[0];
    expect(sortKeys('DISCOUNT_DESC').map((k) => k.read(row))).toEqual([0.25, 31]);
    expect(encodeCursor(sortKeys('RELEVANCE').map((k) => k.read(row)))).toBe(encodeCursor([14, 4.5, 31]));
  });

  it('go after a key honouring each direction', () => {
    const params = new Params();
    expect(afterSql(params, sortKeys('RATING_DESC'), [4.5, 31])).toBe('((rating < $1::float8) OR (rating = $2::float8 AND id > $3::int))');
    expect(params.values).toEqual([4.5, 4.5, 31]);
  });
});

describe('facets', () => {
  it('count each facet under every filter but its own, every price bucket and the range', () => {
    const facets = facetsSql({ ...plain, filters: { brandIds: [7] } }, []);
    expect(facets.text).toContain("SELECT 'brand', brand_id");
    expect(facets.text).toMatch(/SELECT 'brand', brand_id, count\(\*\)::int, NULL, NULL FROM base WHERE brand_id IS NOT NULL AND true GROUP BY brand_id/);
    expect(facets.text).toMatch(/SELECT 'category' AS facet, parent_category_id AS id, count\(\*\)::int AS n, NULL::int AS lo, NULL::int AS hi\s+FROM base WHERE brand_id = ANY/);
    expect(facets.text).toContain('WHEN best_selling < 500 THEN 0');
    expect(facets.text).toContain('WHEN best_selling >= 10000 THEN 5');
    expect(facets.text).toContain("SELECT 'range', NULL, count(*)::int, min(best_selling)::int, max(best_selling)::int");
  });
});

describe('products and offers', () => {
  it('find products by slug or by id, with their best offer among the sellers in reach', () => {
    const bySlug = productsSql({ slugs: ['almarai-milk-1l'] }, riyadh);
    expect(bySlug.text).toContain('p.slug = ANY($1::text[])');
    expect(bySlug.values).toEqual([['almarai-milk-1l'], riyadh.lat, riyadh.long]);
    expect(bySlug.text).toContain('WHERE p.active AND');
    const byId = productsSql({ ids: [31, 32] }, riyadh);
    expect(byId.text).toContain('p.id = ANY($1::int[])');
    expect(byId.values[0]).toEqual([31, 32]);
  });

  it('list a product’s offers cheapest first, then nearest', () => {
    const offers = offersSql(31, riyadh);
    expect(offers.values).toEqual([31, riyadh.lat, riyadh.long]);
    expect(offers.text).toContain('ORDER BY o.selling_price_halalas, distance_km, s.id');
  });
});
