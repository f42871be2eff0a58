// A listing's state lives in the URL (?sort=&category=&brand=&type=&price=&page=), so every view
// can be shared, reloaded and reached with the back button.
import type { ProductFilterInput, ProductSortBy } from '../generated/graphql';

/** The orders a shopper can choose on a listing, of the API's (the biggest discount first is the home page's). */
export const SORT_OPTIONS: readonly ProductSortBy[] = ['RELEVANCE', 'PRICE_ASC', 'PRICE_DESC', 'NAME_ASC', 'NAME_DESC', 'RATING_DESC', 'NEWEST'];
export const PAGE_SIZE = 24;
/**
 * A deep link (reload, shared URL) walks at most this many pages of cursors on arrival; pages the
 * shopper loads in place with "show more" are not limited.
 */
export const MAX_DEEP_LINK_PAGES = 20;

export type FacetDimension = 'category' | 'brand' | 'type';

export interface PriceSelection {
  /** SAR. */
  from: number;
  /** SAR; null for the open-ended top bucket. */
  to: number | null;
}

export interface ListingParams {
  sort: ProductSortBy;
  category: string[];
  brand: string[];
  type: string[];
  price: PriceSelection | null;
  page: number;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

function list(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').filter((slug) => SLUG.test(slug)))];
}

function parsePrice(value: string | null): PriceSelection | null {
  const match = value ? /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)?$/.exec(value) : null;
  if (!match) return null;
  const from = Number(match[1]);
  const to = match[2] === undefined ? null : Number(match[2]);
  if (to !== null && to <= from) return null;
  return { from, to };
}

export function readListingParams(params: URLSearchParams): ListingParams {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    sort: SORT_OPTIONS.includes(sort as ProductSortBy) ? (sort as ProductSortBy) : 'RELEVANCE',
    category: list(params.get('category')),
    brand: list(params.get('brand')),
    type: list(params.get('type')),
    price: parsePrice(params.get('price')),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * How many pages to show for the URL's `page`: all of them when the shopper reached them in this
 * view (each is one cursor step from the last), at most MAX_DEEP_LINK_PAGES when arriving cold.
 */
export function pagesToShow(urlPage: number, reachedInPlace: number): number {
  return Math.min(urlPage, Math.max(MAX_DEEP_LINK_PAGES, reachedInPlace));
}

/** Writes the listing state back, keeping unrelated parameters (searchKeyword) as they are. */
export function writeListingParams(current: URLSearchParams, next: ListingParams): URLSearchParams {
  const params = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? params.set(key, value) : params.delete(key));
  set('sort', next.sort === 'RELEVANCE' ? null : next.sort);
  set('category', next.category.join(','));
  set('brand', next.brand.join(','));
  set('type', next.type.join(','));
  set('price', next.price ? `${next.price.from}-${next.price.to ?? ''}` : null);
  set('page', next.page > 1 ? String(next.page) : null);
  return params;
}

export function toggleFacet(state: ListingParams, dimension: FacetDimension, slug: string): ListingParams {
  const selected = state[dimension];
  const values = selected.includes(slug) ? selected.filter((s) => s !== slug) : [...selected, slug];
  return { ...state, [dimension]: values, page: 1 };
}

export function hasFilters(state: ListingParams): boolean {
  return state.category.length > 0 || state.brand.length > 0 || state.type.length > 0 || state.price !== null;
}

export function clearFilters(state: ListingParams): ListingParams {
  return { ...state, category: [], brand: [], type: [], price: null, page: 1 };
}

/**
 * The API filter: the shopper's choices within a dimension are alternatives (OR); dimensions
 * combine (AND). `fixed` is what the page itself is about (a brand or type listing).
 */
export function toFilterData(state: ListingParams, fixed: ProductFilterInput = {}): ProductFilterInput {
  const filter: ProductFilterInput = { ...fixed };
  if (state.category.length) filter.categories = state.category;
  // A brand or type page keeps its own brand or type; those facets are not offered there.
  if (state.brand.length && !fixed.brands) filter.brands = state.brand;
  if (state.type.length && !fixed.productTypes) filter.productTypes = state.type;
  if (state.price) filter.price = priceFilter(state.price);
  return filter;
}

/**
 * The API counts a price bucket as from ≤ price < to, while its `lte` filter includes the bound.
 * Prices are whole halalas, so the bucket's products are those up to one halala below `to`: a
 * product at exactly `to` belongs to the next bucket, and the results match the count on offer.
 */
export function priceFilter({ from, to }: PriceSelection): NonNullable<ProductFilterInput['price']> {
  return to === null ? { gte: from } : { gte: from, lte: (Math.round(to * 100) - 1) / 100 };
}
