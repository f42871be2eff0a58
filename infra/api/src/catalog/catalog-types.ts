// What the catalogue repository reads and answers: where the shopper is, a listing's query, product
// records with their best offer, listing pages and facet counts. Amounts are integer halalas.
import type { BrandNode, CategoryNode, NamedNode } from './taxonomy.js';

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
