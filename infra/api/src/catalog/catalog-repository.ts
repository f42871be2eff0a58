// Catalogue reads: listings with search, filters, facets and keyset paging; products with their
// best offer among open sellers in range of the shopper.
import type { Queryable } from '../db/database.js';
import { decodeCursor, encodeCursor, type CursorKey } from '../domain/cursor.js';
import { queryTokens } from '../domain/normalise-arabic.js';
import { allTerms, expandTokens, type TokenTerms } from './search-terms.js';
import { createTaxonomyCache, type BrandNode, type CategoryNode, type NamedNode, type Taxonomy } from './taxonomy.js';

export interface Reach {
  lat: number;
  long: number;
}

export type SortBy = 'RELEVANCE' | 'PRICE_ASC' | 'PRICE_DESC' | 'NAME_ASC' | 'NAME_DESC' | 'RATING_DESC' | 'NEWEST' | 'DISCOUNT_DESC';

export interface ListingFilters {
  categoryIds?: number[] | undefined;
  brandIds?: number[] | undefined;
  typeIds?: number[] | undefined;
  minHalalas?: number | undefined;
  maxHalalas?: number | undefined;
  /** Only products whose best offer in reach sells below its list price. */
  discounted?: boolean | undefined;
}

export interface ListingScope {
  /** Fixed constraint of the page (a category, brand or type listing); not a facet filter. */
  categoryIds?: number[];
  brandIds?: number[];
  typeIds?: number[];
}

export interface ListingQuery {
  search?: string | null | undefined;
  scope?: ListingScope;
  filters: ListingFilters;
  reach: Reach;
  sort: SortBy;
  language: 'AR' | 'EN';
}

export interface ProductRecord {
  id: number;
  slug: string;
  sku: string;
  name: string;
  arName: string;
  description: string;
  arDescription: string;
  details: string;
  catalogPriceHalalas: number;
  catalogSellingPriceHalalas: number;
  image: string | null;
  weight: number | null;
  weightType: string | null;
  barcode: string | null;
  barcodeType: string | null;
  maxOrder: number | null;
  rating: number;
  tags: string[];
  active: boolean;
  attributeValues: { attribute: string; arAttribute: string; value: string; arValue: string }[];
  metadata: { key: string; value: string }[];
  seoTitle: string | null;
  seoDescription: string | null;
  category: CategoryNode;
  brand: BrandNode | null;
  productType: NamedNode | null;
  /** Best offer among open sellers in reach; null when none offers it. */
  offer: { priceHalalas: number; sellingPriceHalalas: number; sellerCount: number; maxStock: number } | null;
  /** Relevance score when searched. */
  score: number;
}

export interface ListingPage {
  products: ProductRecord[];
  totalCount: number;
  hasNextPage: boolean;
  cursors: string[];
}

export interface FacetBucket {
  id: number;
  count: number;
}

export interface Facets {
  categories: FacetBucket[];
  subCategories: FacetBucket[];
  brands: FacetBucket[];
  productTypes: FacetBucket[];
  priceRanges: { fromHalalas: number; toHalalas: number | null; count: number }[];
  minHalalas: number | null;
  maxHalalas: number | null;
}

/** SAR price buckets, in halalas; the last is open-ended. */
export const PRICE_BUCKETS: readonly [number, number | null][] = [
  [0, 500],
  [500, 1000],
  [1000, 2500],
  [2500, 5000],
  [5000, 10000],
  [10000, null],
];

interface SortKey {
  expr: string;
  dir: 'ASC' | 'DESC';
  cast: string;
  /** Reads the key value from a result row, for the cursor. */
  read: (row: ListingRow) => string | number;
}

interface ListingRow extends ProductRow {
  score: number;
  best_selling: number;
  saving: number;
  name_key: string;
  total: number;
}

class Params {
  values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The columns every product read returns (aliases p, o for the offer aggregate). */
const PRODUCT_COLUMNS = `p.id, p.slug, p.sku, p.name, p.ar_name, p.description, p.ar_description, p.details,
  p.price_halalas, p.selling_price_halalas, p.image, p.weight, p.weight_type, p.barcode, p.barcode_type,
  p.max_order, p.rating::float8 AS rating, p.tags, p.active, p.attribute_values, p.metadata, p.seo_title,
  p.seo_description, p.category_id, p.brand_id, p.product_type_id`;

interface ProductRow {
  id: number;
  slug: string;
  sku: string;
  name: string;
  ar_name: string;
  description: string;
  ar_description: string;
  details: string;
  price_halalas: number;
  selling_price_halalas: number;
  image: string | null;
  weight: number | null;
  weight_type: string | null;
  barcode: string | null;
  barcode_type: string | null;
  max_order: number | null;
  rating: number;
  tags: string[];
  active: boolean;
  attribute_values: unknown;
  metadata: unknown;
  seo_title: string | null;
  seo_description: string | null;
  category_id: number;
  brand_id: number | null;
  product_type_id: number | null;
  offer_price: number | null;
  offer_selling: number | null;
  seller_count: number | null;
  max_stock: number | null;
}

/** Sellers that can serve the point: open and within their delivery radius. */
function eligibleSellersSql(params: Params, reach: Reach): string {
  return `SELECT id FROM sellers
           WHERE is_open AND storefront_distance_km(${params.add(reach.lat)}::float8, ${params.add(reach.long)}::float8, lat, long) <= delivery_radius_km`;
}

/** Offer aggregate per product over eligible sellers with stock: best price, seller count, largest stock. */
const OFFER_AGGREGATE = `SELECT o.product_id,
       min(o.selling_price_halalas)::int AS offer_selling,
       (min(ARRAY[o.selling_price_halalas, o.seller_id, o.price_halalas]))[3]::int AS offer_price,
       count(*)::int AS seller_count,
       max(o.stock)::int AS max_stock
  FROM offers o`;

function asJsonArray<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value === 'string') {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  }
  return [];
}

export function createCatalogRepository(db: Queryable, options: { trigram: boolean }) {
  const taxonomyCache = createTaxonomyCache(db);
  let synonymCache: { at: number; value: Promise<Map<string, string[]>> } | null = null;

  /** The synonym pairs, small and rarely changed: kept in memory for a minute. */
  function synonyms(): Promise<Map<string, string[]>> {
    if (!synonymCache || Date.now() - synonymCache.at > 60_000) {
      const value = db.query<{ term: string; synonym: string }>('SELECT term, synonym FROM search_synonyms').then((rows) => {
        const map = new Map<string, string[]>();
        for (const row of rows) map.set(row.term, [...(map.get(row.term) ?? []), row.synonym]);
        return map;
      });
      synonymCache = { at: Date.now(), value };
      value.catch(() => {
        synonymCache = null;
      });
    }
    return synonymCache.value;
  }

  function toRecord(row: ProductRow & { score?: number }, taxonomy: Taxonomy): ProductRecord {
    const category = taxonomy.categories.get(row.category_id);
    if (!category) throw new Error(`product ${row.id} has unknown category ${row.category_id}`);
    return {
      id: row.id,
      slug: row.slug,
      sku: row.sku,
      name: row.name,
      arName: row.ar_name,
      description: row.description,
      arDescription: row.ar_description,
      details: row.details,
      catalogPriceHalalas: row.price_halalas,
      catalogSellingPriceHalalas: row.selling_price_halalas,
      image: row.image,
      weight: row.weight,
      weightType: row.weight_type,
      barcode: row.barcode,
      barcodeType: row.barcode_type,
      maxOrder: row.max_order,
      rating: row.rating,
      tags: row.tags,
      active: row.active,
      attributeValues: asJsonArray(row.attribute_values),
      metadata: asJsonArray(row.metadata),
      seoTitle: row.seo_title,
      seoDescription: row.seo_description,
      category,
      brand: row.brand_id === null ? null : (taxonomy.brands.get(row.brand_id) ?? null),
      productType: row.product_type_id === null ? null : (taxonomy.types.get(row.product_type_id) ?? null),
      offer:
        row.offer_selling === null || row.seller_count === null || row.seller_count === 0
          ? null
          : {
              priceHalalas: row.offer_price ?? row.offer_selling,
              sellingPriceHalalas: row.offer_selling,
              sellerCount: row.seller_count,
              maxStock: row.max_stock ?? 0,
            },
      score: row.score ?? 0,
    };
  }

  /**
   * Builds the CTEs shared by a listing page and its facets: eligible sellers, matched products
   * (search and scope), their offer aggregate, and `base` (only products someone in reach sells).
   */
  function baseCtes(params: Params, query: ListingQuery, terms: TokenTerms[]): string {
    const where: string[] = ['ps.active'];
    const scope = query.scope ?? {};
    if (scope.categoryIds) where.push(`ps.category_id = ANY(${params.add(scope.categoryIds)}::int[])`);
    if (scope.brandIds) where.push(`ps.brand_id = ANY(${params.add(scope.brandIds)}::int[])`);
    if (scope.typeIds) where.push(`ps.product_type_id = ANY(${params.add(scope.typeIds)}::int[])`);
    const nameKey = query.language === 'EN' ? 'ps.en_key' : 'ps.ar_key';
    let source = 'product_search ps';
    let score = '0';
    if (terms.length > 0) {
      // every (term, token, kind) the query accepts; a product must hit every token
      const rows: [string, number, 'e' | 'p' | 'f'][] = [];
      terms.forEach((t, i) => {
        for (const term of t.prefix) rows.push([term, i, term === t.token ? 'e' : 'p']);
        for (const term of [...t.fuzzy, ...t.synonyms]) rows.push([term, i, 'f']);
      });
      // names weigh more than brand, type, category and tags; exact above prefix above typo and synonym
      source = `(SELECT product_id, sum(w)::int AS score FROM (
          SELECT pt.product_id, q.i,
                 max(CASE WHEN pt.in_name THEN (CASE q.kind WHEN 'e' THEN 8 WHEN 'p' THEN 6 ELSE 4 END)
                          ELSE (CASE q.kind WHEN 'f' THEN 1 ELSE 2 END) END) AS w
            FROM unnest(${params.add(rows.map((r) => r[0]))}::text[], ${params.add(rows.map((r) => r[1]))}::int[], ${params.add(rows.map((r) => r[2]))}::text[]) AS q(term, i, kind)
            JOIN product_terms pt ON pt.term = q.term
           GROUP BY pt.product_id, q.i
        ) AS hits GROUP BY product_id HAVING count(*) = ${params.add(terms.length)}::int) AS h
        JOIN product_search ps ON ps.product_id = h.product_id`;
      score = 'h.score';
    }
    return `WITH eligible AS MATERIALIZED (SELECT coalesce(array_agg(id), '{}') AS ids FROM (${eligibleSellersSql(params, query.reach)}) s),
      matched AS MATERIALIZED (
        SELECT ps.product_id AS id, ps.category_id, ps.parent_category_id, ps.brand_id, ps.product_type_id,
               ps.rating, ${nameKey} AS name_key, ${score} AS score
          FROM ${source}
         WHERE ${where.join(' AND ')}
      ),
      base AS MATERIALIZED (
        SELECT m.*, a.offer_selling AS best_selling, a.offer_price, a.seller_count, a.max_stock,
               -- relative saving of the best offer, 0 when it is not reduced
               coalesce((a.offer_price - a.offer_selling)::float8 / nullif(a.offer_price, 0), 0) AS saving
          FROM matched m, eligible e,
          LATERAL (
            -- the smallest [selling, seller, list] array is the best offer, with its list price
            SELECT min(o.selling_price_halalas)::int AS offer_selling,
                   (min(ARRAY[o.selling_price_halalas, o.seller_id, o.price_halalas]))[3]::int AS offer_price,
                   count(*)::int AS seller_count,
                   max(o.stock)::int AS max_stock
              FROM offers o
             WHERE o.product_id = m.id AND o.stock > 0 AND o.seller_id = ANY(e.ids)
          ) a
         WHERE a.seller_count > 0
      )`;
  }

  type FacetDimension = 'category' | 'brand' | 'type' | 'price';

  function filterSql(params: Params, filters: ListingFilters, except?: FacetDimension): string {
    const parts: string[] = [];
    if (except !== 'category' && filters.categoryIds) parts.push(`category_id = ANY(${params.add(filters.categoryIds)}::int[])`);
    if (except !== 'brand' && filters.brandIds) parts.push(`brand_id = ANY(${params.add(filters.brandIds)}::int[])`);
    if (except !== 'type' && filters.typeIds) parts.push(`product_type_id = ANY(${params.add(filters.typeIds)}::int[])`);
    if (except !== 'price' && filters.minHalalas !== undefined) parts.push(`best_selling >= ${params.add(filters.minHalalas)}::int`);
    if (except !== 'price' && filters.maxHalalas !== undefined) parts.push(`best_selling <= ${params.add(filters.maxHalalas)}::int`);
    // not a facet dimension: it narrows every count
    if (filters.discounted) parts.push('best_selling < offer_price');
    return parts.length > 0 ? parts.join(' AND ') : 'true';
  }

  function sortKeys(sort: SortBy): SortKey[] {
    const id: SortKey = { expr: 'id', dir: 'ASC', cast: 'int', read: (r) => r.id };
    switch (sort) {
      case 'PRICE_ASC':
        return [{ expr: 'best_selling', dir: 'ASC', cast: 'int', read: (r) => r.best_selling }, id];
      case 'PRICE_DESC':
        return [{ expr: 'best_selling', dir: 'DESC', cast: 'int', read: (r) => r.best_selling }, id];
      case 'NAME_ASC':
        return [{ expr: 'name_key', dir: 'ASC', cast: 'text COLLATE "C"', read: (r) => r.name_key }, id];
      case 'NAME_DESC':
        return [{ expr: 'name_key', dir: 'DESC', cast: 'text COLLATE "C"', read: (r) => r.name_key }, id];
      case 'RATING_DESC':
        return [{ expr: 'rating', dir: 'DESC', cast: 'float8', read: (r) => r.rating }, id];
      case 'NEWEST':
        return [{ expr: 'id', dir: 'DESC', cast: 'int', read: (r) => r.id }];
      case 'DISCOUNT_DESC':
        // float8 survives the cursor exactly: PostgreSQL prints the shortest text that reads back the same
        return [{ expr: 'saving', dir: 'DESC', cast: 'float8', read: (r) => r.saving }, id];
      case 'RELEVANCE':
        return [
          { expr: 'score', dir: 'DESC', cast: 'int', read: (r) => r.score },
          { expr: 'rating', dir: 'DESC', cast: 'float8', read: (r) => r.rating },
          id,
        ];
    }
  }

  /** (k1, k2, …) strictly after the cursor key, honouring each key's direction. */
  function afterSql(params: Params, keys: SortKey[], key: CursorKey): string {
    const ors: string[] = [];
    for (let i = 0; i < keys.length; i += 1) {
      const ands: string[] = [];
      for (let j = 0; j < i; j += 1) ands.push(`${keys[j]!.expr} = ${params.add(key[j])}::${keys[j]!.cast}`);
      const k = keys[i]!;
      ands.push(`${k.expr} ${k.dir === 'ASC' ? '>' : '<'} ${params.add(key[i])}::${k.cast}`);
      ors.push(`(${ands.join(' AND ')})`);
    }
    return `(${ors.join(' OR ')})`;
  }

  // Token expansions, remembered briefly: the vocabulary changes only when the catalogue does.
  const expansions = new Map<string, { at: number; value: Promise<TokenTerms> }>();
  const EXPANSION_TTL_MS = 60_000;
  const EXPANSION_MAX = 5_000;

  async function expand(tokens: string[]): Promise<TokenTerms[]> {
    const now = Date.now();
    const missing = tokens.filter((t) => {
      const hit = expansions.get(t);
      return !hit || now - hit.at > EXPANSION_TTL_MS;
    });
    if (missing.length > 0) {
      const loaded = synonyms().then((map) => expandTokens(db, missing, options.trigram, map));
      if (expansions.size + missing.length > EXPANSION_MAX) expansions.clear();
      missing.forEach((token, i) => {
        const value = loaded.then((all) => all[i]!);
        expansions.set(token, { at: now, value });
        value.catch(() => expansions.delete(token));
      });
    }
    return Promise.all(tokens.map((t) => expansions.get(t)!.value));
  }

  async function termsFor(search: string | null | undefined): Promise<{ tokens: string[]; terms: TokenTerms[]; empty: boolean }> {
    const tokens = search ? queryTokens(search) : [];
    const terms = tokens.length > 0 ? await expand(tokens) : [];
    // a token that matches nothing means no product can match every token
    return { tokens, terms, empty: terms.some((t) => allTerms(t).length === 0) };
  }

  return {
    taxonomy: () => taxonomyCache.get(),
    /** Forget cached taxonomy, synonyms and token expansions (after catalogue writes). */
    clearCaches: () => {
      taxonomyCache.clear();
      synonymCache = null;
      expansions.clear();
    },
    termsFor,

    /** Validates a cursor against the sort it was made for; null when it does not fit. */
    checkCursor(after: string, sort: SortBy): CursorKey | null {
      return decodeCursor(after, sortKeys(sort).length);
    },

    async listing(query: ListingQuery, page: { first: number; after?: CursorKey | null }): Promise<ListingPage & { terms: TokenTerms[] }> {
      const [{ terms, empty }, taxonomy] = await Promise.all([termsFor(query.search), taxonomyCache.get()]);
      if (empty) return { products: [], totalCount: 0, hasNextPage: false, cursors: [], terms };
      const params = new Params();
      const keys = sortKeys(query.sort);
      const ctes = baseCtes(params, query, terms);
      const filtered = filterSql(params, query.filters);
      const after = page.after ? afterSql(params, keys, page.after) : 'true';
      const order = keys.map((k) => `f.${k.expr} ${k.dir}`).join(', ');
      const limit = params.add(page.first + 1);
      const rows = await db.query<ListingRow>(
        `${ctes},
         filtered AS (SELECT * FROM base WHERE ${filtered}),
         page AS (SELECT * FROM filtered WHERE ${after} ORDER BY ${keys.map((k) => `${k.expr} ${k.dir}`).join(', ')} LIMIT ${limit}::int)
         SELECT ${PRODUCT_COLUMNS}, f.score, f.best_selling, f.saving, f.name_key, f.offer_price, f.best_selling AS offer_selling,
                f.seller_count, f.max_stock, (SELECT count(*)::int FROM filtered) AS total
           FROM page f JOIN products p ON p.id = f.id
          ORDER BY ${order}`,
        params.values,
      );
      const hasNextPage = rows.length > page.first;
      const pageRows = rows.slice(0, page.first);
      const totalCount = rows[0]?.total ?? (await countFiltered(query, terms));
      return {
        products: pageRows.map((row) => toRecord(row, taxonomy)),
        totalCount,
        hasNextPage,
        cursors: pageRows.map((row) => encodeCursor(keys.map((k) => k.read(row)))),
        terms,
      };
    },

    async facets(query: ListingQuery): Promise<Facets> {
      const { terms, empty } = await termsFor(query.search);
      const none: Facets = { categories: [], subCategories: [], brands: [], productTypes: [], priceRanges: [], minHalalas: null, maxHalalas: null };
      if (empty) return { ...none, priceRanges: PRICE_BUCKETS.map(([from, to]) => ({ fromHalalas: from, toHalalas: to, count: 0 })) };
      const params = new Params();
      const ctes = baseCtes(params, query, terms);
      const f = query.filters;
      const bucketCase = `CASE ${PRICE_BUCKETS.map(([from, to], i) => (to === null ? `WHEN best_selling >= ${from} THEN ${i}` : `WHEN best_selling < ${to} THEN ${i}`)).join(' ')} END`;
      const rows = await db.query<{ facet: string; id: number | null; n: number; lo: number | null; hi: number | null }>(
        `${ctes}
         SELECT 'category' AS facet, parent_category_id AS id, count(*)::int AS n, NULL::int AS lo, NULL::int AS hi
           FROM base WHERE ${filterSql(params, f, 'category')} GROUP BY parent_category_id
         UNION ALL
         SELECT 'subCategory', category_id, count(*)::int, NULL, NULL FROM base WHERE ${filterSql(params, f, 'category')} GROUP BY category_id
         UNION ALL
         SELECT 'brand', brand_id, count(*)::int, NULL, NULL FROM base WHERE brand_id IS NOT NULL AND ${filterSql(params, f, 'brand')} GROUP BY brand_id
         UNION ALL
         SELECT 'type', product_type_id, count(*)::int, NULL, NULL FROM base WHERE product_type_id IS NOT NULL AND ${filterSql(params, f, 'type')} GROUP BY product_type_id
         UNION ALL
         SELECT 'price', ${bucketCase}, count(*)::int, NULL, NULL FROM base WHERE ${filterSql(params, f, 'price')} GROUP BY 2
         UNION ALL
         SELECT 'range', NULL, count(*)::int, min(best_selling)::int, max(best_selling)::int FROM base WHERE ${filterSql(params, f, 'price')}`,
        params.values,
      );
      const pick = (facet: string) =>
        rows
          .filter((r) => r.facet === facet && r.id !== null)
          .map((r) => ({ id: r.id!, count: r.n }))
          .sort((a, b) => b.count - a.count || a.id - b.id);
      const priceCounts = new Map(rows.filter((r) => r.facet === 'price').map((r) => [r.id, r.n]));
      const range = rows.find((r) => r.facet === 'range');
      return {
        categories: pick('category'),
        subCategories: pick('subCategory'),
        brands: pick('brand'),
        productTypes: pick('type'),
        priceRanges: PRICE_BUCKETS.map(([from, to], i) => ({ fromHalalas: from, toHalalas: to, count: priceCounts.get(i) ?? 0 })),
        minHalalas: range?.lo ?? null,
        maxHalalas: range?.hi ?? null,
      };
    },

    /** Products by slug or id, each with its best offer in reach (inactive products are not returned). */
    async products(by: { slugs?: string[]; ids?: number[] }, reach: Reach): Promise<ProductRecord[]> {
      const params = new Params();
      const condition = by.slugs ? `p.slug = ANY(${params.add(by.slugs)}::text[])` : `p.id = ANY(${params.add(by.ids ?? [])}::int[])`;
      const eligible = eligibleSellersSql(params, reach);
      const [rows, taxonomy] = await Promise.all([
        db.query<ProductRow>(
          `SELECT ${PRODUCT_COLUMNS}, a.offer_price, a.offer_selling, a.seller_count, a.max_stock
             FROM products p
             LEFT JOIN LATERAL (
               ${OFFER_AGGREGATE}
                WHERE o.product_id = p.id AND o.stock > 0 AND o.seller_id IN (${eligible})
                GROUP BY o.product_id
             ) a ON true
            WHERE p.active AND ${condition}`,
          params.values,
        ),
        taxonomyCache.get(),
      ]);
      return rows.map((row) => toRecord(row, taxonomy));
    },

    /** Offers of open sellers in reach for one product, cheapest first. */
    async offers(productId: number, reach: Reach) {
      return db.query<{
        seller_id: number; slug: string; name: string; ar_name: string; phone: string | null; email: string | null;
        address: string | null; ar_address: string | null; lat: number; long: number; logo_image: string | null;
        delivery_mode: string; is_open: boolean; group_id: number | null; group_name: string | null; group_ar_name: string | null;
        price_halalas: number; selling_price_halalas: number; stock: number; distance_km: number;
      }>(
        `SELECT s.id AS seller_id, s.slug, s.name, s.ar_name, s.phone, s.email, s.address, s.ar_address, s.lat, s.long,
                s.logo_image, s.delivery_mode, s.is_open, g.id AS group_id, g.name AS group_name, g.ar_name AS group_ar_name,
                o.price_halalas, o.selling_price_halalas, o.stock,
                storefront_distance_km($2::float8, $3::float8, s.lat, s.long) AS distance_km
           FROM offers o JOIN sellers s ON s.id = o.seller_id LEFT JOIN seller_groups g ON g.id = s.seller_group_id
          WHERE o.product_id = $1 AND o.stock > 0 AND s.is_open
            AND storefront_distance_km($2::float8, $3::float8, s.lat, s.long) <= s.delivery_radius_km
          ORDER BY o.selling_price_halalas, distance_km, s.id`,
        [productId, reach.lat, reach.long],
      );
    },
  };

  async function countFiltered(query: ListingQuery, terms: TokenTerms[]): Promise<number> {
    const params = new Params();
    const ctes = baseCtes(params, query, terms);
    const rows = await db.query<{ n: number }>(`${ctes} SELECT count(*)::int AS n FROM base WHERE ${filterSql(params, query.filters)}`, params.values);
    return rows[0]?.n ?? 0;
  }
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
