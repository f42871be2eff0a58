// The catalogue's input checks: where the shopper is, page sizes, search text, filters and slugs,
// read into the repository's query. A wrong input is an InputError naming the field and its key.
import { DEFAULT_DELIVERY_COORDINATE, sarToHalalas } from 'shared-domain';
import type { GraphQLContext } from '../context.js';
import { normaliseArabic } from '../domain/normalise-arabic.js';
import { InputError, inputError } from '../errors.js';
import type { InputMaybe, Maybe, ProductFilterInput, ProductSortBy, Role } from '../generated/graphql.js';
import { fieldError, type FieldError } from '../messages.js';
import type { ListingFilters, ListingScope, Reach, SortBy } from './catalog-types.js';
import type { Taxonomy } from './taxonomy.js';

/** Riyadh, used when the shopper gives no location: shared-domain's default delivery coordinate (spec §3), the bus's too. */
export const DEFAULT_REACH: Reach = DEFAULT_DELIVERY_COORDINATE;
export const MAX_PAGE = 100;
export const MAX_SEARCH = 120;
export const MAX_SLUGS = 100;
const MAX_SLUG_LENGTH = 200;
/** Deep pages cost the rows before them: page-numbered listings stop at this many results. */
const MAX_NUMBERED_RESULTS = 5_000;
const MAX_SUGGESTIONS = 10;

/**
 * Where the shopper is: the coordinate given; else, for a logged-in USER, their default shipping
 * address; else Riyadh. USER without a valid token is treated as GUEST.
 */
export async function resolveReach(ctx: Pick<GraphQLContext, 'repos' | 'viewer'>, role: Maybe<Role> | undefined, coordinate: Maybe<number[]> | undefined, field: string): Promise<Reach> {
  if (coordinate !== null && coordinate !== undefined) {
    const [lat, long] = coordinate;
    if (coordinate.length !== 2 || lat === undefined || long === undefined || Math.abs(lat) > 90 || Math.abs(long) > 180) {
      throw inputError(field, 'invalid_coordinate');
    }
    return { lat, long };
  }
  if (role === 'USER' && ctx.viewer) {
    const home = await ctx.repos.account.defaultShipping(ctx.viewer.userId);
    if (home) return home;
  }
  return DEFAULT_REACH;
}

/** A page size: the fallback when none is given, else a whole number from 1 to 100. */
export function checkFirst(value: Maybe<number> | undefined, field: string, fallback: number): number {
  if (value === null || value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1 || value > MAX_PAGE) throw inputError(field, 'invalid_number');
  return value;
}

/** A page number of a page-numbered listing, within the first 5,000 results. */
export function checkPageNumber(value: Maybe<number> | undefined, pageSize: number, field: string): number {
  const page = value ?? 1;
  if (!Number.isInteger(page) || page < 1 || page * pageSize > MAX_NUMBERED_RESULTS) throw inputError(field, 'invalid_number');
  return page;
}

/** Search text: at most 120 characters; null when nothing searchable is left once normalised. */
export function checkSearch(value: Maybe<string> | undefined, field: string): string | null {
  if (value === null || value === undefined) return null;
  if (value.length > MAX_SEARCH) throw inputError(field, 'field_too_long');
  return normaliseArabic(value).length > 0 ? value : null;
}

/** The search-as-you-type box: the query at most 120 characters, up to 10 suggestions (10 when none is asked). */
export function checkSuggestionQuery(query: string, limit: Maybe<number> | undefined): number {
  if (query.length > MAX_SEARCH) throw inputError('query', 'field_too_long');
  const size = limit ?? MAX_SUGGESTIONS;
  if (!Number.isInteger(size) || size < 1 || size > MAX_SUGGESTIONS) throw inputError('limit', 'invalid_number');
  return size;
}

/** A slug a lookup may take; a longer one names nothing. */
export const isSlugText = (slug: string): boolean => slug.length <= MAX_SLUG_LENGTH;

/** A product id as the API writes it: a positive whole number of at most ten digits. */
export const isProductIdText = (id: string): boolean => /^[1-9]\d{0,9}$/.test(id);

function slugIds(slugs: Maybe<string[]> | undefined, lookup: (slug: string) => number[] | undefined, field: string, errors: FieldError[]): number[] | undefined {
  if (!slugs || slugs.length === 0) return undefined;
  if (slugs.length > MAX_SLUGS || slugs.some((s) => !isSlugText(s))) {
    errors.push(fieldError(field, 'field_too_long'));
    return undefined;
  }
  const ids = slugs.flatMap((slug) => lookup(slug) ?? []);
  // unknown slugs match nothing rather than being ignored
  return ids.length > 0 ? ids : [0];
}

/** A category slug stands for itself and, at level 0, its children. */
export function categoryIdsForSlug(taxonomy: Taxonomy, slug: string): number[] | undefined {
  const node = taxonomy.categoryBySlug.get(slug);
  if (!node) return undefined;
  return [node.numericId, ...node.children.map((c) => c.numericId)];
}

/** The filter input as the repository's filters and search; every wrong field named at once. */
export function parseFilters(filter: InputMaybe<ProductFilterInput> | undefined, taxonomy: Taxonomy, field: string): { search: string | null; filters: ListingFilters } {
  const errors: FieldError[] = [];
  const filters: ListingFilters = {};
  let search: string | null = null;
  if (filter) {
    try {
      search = checkSearch(filter.search, `${field}.search`);
    } catch (error) {
      if (error instanceof InputError) errors.push(fieldError(`${field}.search`, 'field_too_long'));
      else throw error;
    }
    filters.categoryIds = slugIds(filter.categories, (s) => categoryIdsForSlug(taxonomy, s), `${field}.categories`, errors);
    filters.brandIds = slugIds(filter.brands, (s) => { const b = taxonomy.brandBySlug.get(s); return b ? [b.numericId] : undefined; }, `${field}.brands`, errors);
    filters.typeIds = slugIds(filter.productTypes, (s) => { const t = taxonomy.typeBySlug.get(s); return t ? [t.numericId] : undefined; }, `${field}.productTypes`, errors);
    if (filter.discounted) filters.discounted = true;
    const price = filter.price;
    if (price) {
      for (const [name, value] of [['gte', price.gte], ['lte', price.lte]] as const) {
        if (value === null || value === undefined) continue;
        if (!Number.isFinite(value) || value < 0 || value > 1_000_000) errors.push(fieldError(`${field}.price.${name}`, 'invalid_number'));
      }
      if (errors.length === 0) {
        if (price.gte !== null && price.gte !== undefined) filters.minHalalas = sarToHalalas(price.gte);
        if (price.lte !== null && price.lte !== undefined) filters.maxHalalas = sarToHalalas(price.lte);
        if (filters.minHalalas !== undefined && filters.maxHalalas !== undefined && filters.minHalalas > filters.maxHalalas) {
          errors.push(fieldError(`${field}.price`, 'invalid_number'));
        }
      }
    }
  }
  if (errors.length > 0) throw new InputError(errors);
  return { search, filters };
}

/** Relevance by default: the search score, or for a plain listing the rating (every score is 0). */
export function sortFor(sortedBy: Maybe<ProductSortBy> | undefined): SortBy {
  return sortedBy ?? 'RELEVANCE';
}

/** The fixed scope of a category, brand or type listing; null when the slug names none. */
export function scopeForSlug(taxonomy: Taxonomy, slug: string, scope: 'CATEGORY' | 'BRAND' | 'TYPE'): ListingScope | null {
  if (!isSlugText(slug)) return null;
  if (scope === 'CATEGORY') {
    const ids = categoryIdsForSlug(taxonomy, slug);
    return ids ? { categoryIds: ids } : null;
  }
  if (scope === 'BRAND') {
    const brand = taxonomy.brandBySlug.get(slug);
    return brand ? { brandIds: [brand.numericId] } : null;
  }
  const type = taxonomy.typeBySlug.get(slug);
  return type ? { typeIds: [type.numericId] } : null;
}
