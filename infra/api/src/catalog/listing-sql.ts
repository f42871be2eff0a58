// The catalogue's SQL: statements built from a listing query, every value a numbered parameter.
// Pure functions (no database): a listing page with keyset paging, its facet counts and total, and
// products or offers in reach of the shopper.
import type { CursorKey } from '../domain/cursor.js';
import { PRICE_BUCKETS, type ListingFilters, type ListingQuery, type Reach, type SortBy } from './catalog-types.js';
import type { TokenTerms } from './search-terms.js';

/** A statement and its parameter values. */
export interface Statement {
  text: string;
  values: unknown[];
}

/** Numbered parameters ($1, $2, …) in the order the statement is written. */
export class Params {
  values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A product row as every product read returns it (aliases p, o for the offer aggregate). */
export interface ProductRow {
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

/** A listing page's row: the product, its sort keys and the filtered total. */
export interface ListingRow extends ProductRow {
  score: number;
  best_selling: number;
  saving: number;
  name_key: string;
  total: number;
}

/** One row of the facet counts: a bucket of one facet, or the price range ('range'). */
export interface FacetRow {
  facet: string;
  id: number | null;
  n: number;
  lo: number | null;
  hi: number | null;
}

/** An offer of an open seller in reach, with the seller and its group. */
export interface OfferRow {
  seller_id: number;
  slug: string;
  name: string;
  ar_name: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  ar_address: string | null;
  lat: number;
  long: number;
  logo_image: string | null;
  delivery_mode: string;
  is_open: boolean;
  group_id: number | null;
  group_name: string | null;
  group_ar_name: string | null;
  price_halalas: number;
  selling_price_halalas: number;
  stock: number;
  distance_km: number;
}

export interface SortKey {
  expr: string;
  dir: 'ASC' | 'DESC';
  cast: string;
  /** Reads the key value from a result row, for the cursor. */
  read: (row: ListingRow) => string | number;
}

/** The columns every product read returns (aliases p, o for the offer aggregate). */
export const PRODUCT_COLUMNS = `p.id, p.slug, p.sku, p.name, p.ar_name, p.description, p.ar_description, p.details,
  p.price_halalas, p.selling_price_halalas, p.image, p.weight, p.weight_type, p.barcode, p.barcode_type,
  p.max_order, p.rating::float8 AS rating, p.tags, p.active, p.attribute_values, p.metadata, p.seo_title,
  p.seo_description, p.category_id, p.brand_id, p.product_type_id`;

/** Sellers that can serve the point: open and within their delivery radius. */
export function eligibleSellersSql(params: Params, reach: Reach): string {
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

/**
 * The CTEs shared by a listing page and its facets: eligible sellers, matched products (search and
 * scope), their offer aggregate, and `base` (only products someone in reach sells).
 */
export function listingCtes(params: Params, query: ListingQuery, terms: readonly TokenTerms[]): string {
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

export type FacetDimension = 'category' | 'brand' | 'type' | 'price';

/** The filters as a condition on `base`, leaving out one facet's own dimension (its counts ignore it). */
export function filterSql(params: Params, filters: ListingFilters, except?: FacetDimension): string {
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

/** The keys a sort orders by, the last one unique (the id), so keyset paging never skips a row. */
export function sortKeys(sort: SortBy): SortKey[] {
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
export function afterSql(params: Params, keys: readonly SortKey[], key: CursorKey): string {
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

/**
 * One page of a listing: `first + 1` rows after the cursor (the extra one says a next page exists),
 * each with its sort keys and the filtered total.
 */
export function listingPageSql(query: ListingQuery, terms: readonly TokenTerms[], page: { first: number; after?: CursorKey | null | undefined }): Statement & { keys: SortKey[] } {
  const params = new Params();
  const keys = sortKeys(query.sort);
  const ctes = listingCtes(params, query, terms);
  const filtered = filterSql(params, query.filters);
  const after = page.after ? afterSql(params, keys, page.after) : 'true';
  const order = keys.map((k) => `f.${k.expr} ${k.dir}`).join(', ');
  const limit = params.add(page.first + 1);
  const text = `${ctes},
         filtered AS (SELECT * FROM base WHERE ${filtered}),
         page AS (SELECT * FROM filtered WHERE ${after} ORDER BY ${keys.map((k) => `${k.expr} ${k.dir}`).join(', ')} LIMIT ${limit}::int)
         SELECT ${PRODUCT_COLUMNS}, f.score, f.best_selling, f.saving, f.name_key, f.offer_price, f.best_selling AS offer_selling,
                f.seller_count, f.max_stock, (SELECT count(*)::int FROM filtered) AS total
           FROM page f JOIN products p ON p.id = f.id
          ORDER BY ${order}`;
  return { text, values: params.values, keys };
}

/** The number of products a listing's filters leave (when its page came back empty). */
export function listingCountSql(query: ListingQuery, terms: readonly TokenTerms[]): Statement {
  const params = new Params();
  const ctes = listingCtes(params, query, terms);
  return { text: `${ctes} SELECT count(*)::int AS n FROM base WHERE ${filterSql(params, query.filters)}`, values: params.values };
}

/** A listing's facet counts: each facet counted under every filter but its own, price buckets and the range. */
export function facetsSql(query: ListingQuery, terms: readonly TokenTerms[]): Statement {
  const params = new Params();
  const ctes = listingCtes(params, query, terms);
  const f = query.filters;
  const bucketCase = `CASE ${PRICE_BUCKETS.map(([from, to], i) => (to === null ? `WHEN best_selling >= ${from} THEN ${i}` : `WHEN best_selling < ${to} THEN ${i}`)).join(' ')} END`;
  const text = `${ctes}
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
         SELECT 'range', NULL, count(*)::int, min(best_selling)::int, max(best_selling)::int FROM base WHERE ${filterSql(params, f, 'price')}`;
  return { text, values: params.values };
}

/** Active products by slug or id, each with its best offer among the sellers in reach. */
export function productsSql(by: { slugs?: string[] | undefined; ids?: number[] | undefined }, reach: Reach): Statement {
  const params = new Params();
  const condition = by.slugs ? `p.slug = ANY(${params.add(by.slugs)}::text[])` : `p.id = ANY(${params.add(by.ids ?? [])}::int[])`;
  const eligible = eligibleSellersSql(params, reach);
  const text = `SELECT ${PRODUCT_COLUMNS}, a.offer_price, a.offer_selling, a.seller_count, a.max_stock
             FROM products p
             LEFT JOIN LATERAL (
               ${OFFER_AGGREGATE}
                WHERE o.product_id = p.id AND o.stock > 0 AND o.seller_id IN (${eligible})
                GROUP BY o.product_id
             ) a ON true
            WHERE p.active AND ${condition}`;
  return { text, values: params.values };
}

/** Offers of open sellers in reach for one product with stock, cheapest first, then nearest. */
export function offersSql(productId: number, reach: Reach): Statement {
  const text = `SELECT s.id AS seller_id, s.slug, s.name, s.ar_name, s.phone, s.email, s.address, s.ar_address, s.lat, s.long,
                s.logo_image, s.delivery_mode, s.is_open, g.id AS group_id, g.name AS group_name, g.ar_name AS group_ar_name,
                o.price_halalas, o.selling_price_halalas, o.stock,
                storefront_distance_km($2::float8, $3::float8, s.lat, s.long) AS distance_km
           FROM offers o JOIN sellers s ON s.id = o.seller_id LEFT JOIN seller_groups g ON g.id = s.seller_group_id
          WHERE o.product_id = $1 AND o.stock > 0 AND s.is_open
            AND storefront_distance_km($2::float8, $3::float8, s.lat, s.long) <= s.delivery_radius_km
          ORDER BY o.selling_price_halalas, distance_km, s.id`;
  return { text, values: [productId, reach.lat, reach.long] };
}
