// Rows the catalogue's SQL returns, read into records: a product with its category, brand, type
// and best offer in reach; facet rows into counts per facet and price bucket.
import { PRICE_BUCKETS, type Facets, type ProductRecord } from './catalog-types.js';
import type { FacetRow, ProductRow } from './listing-sql.js';
import type { Taxonomy } from './taxonomy.js';

/** A JSON array column, whichever way the driver hands it over (parsed, or as text). */
export function asJsonArray<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value === 'string') {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  }
  return [];
}

export function toProductRecord(row: ProductRow & { score?: number }, taxonomy: Taxonomy): ProductRecord {
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

/** Facets of a listing nothing can match: no buckets, every price range at zero. */
export function noFacets(): Facets {
  return {
    categories: [],
    subCategories: [],
    brands: [],
    productTypes: [],
    priceRanges: PRICE_BUCKETS.map(([from, to]) => ({ fromHalalas: from, toHalalas: to, count: 0 })),
    minHalalas: null,
    maxHalalas: null,
  };
}

/** The facet rows as counts: largest bucket first (then the smaller id), every price bucket listed. */
export function toFacets(rows: readonly FacetRow[]): Facets {
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
}
