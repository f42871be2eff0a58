// Catalogue, category and search resolvers: validate, call the repository, map.
import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import { DEFAULT_DELIVERY_COORDINATE } from 'shared-domain';
import type { GraphQLContext } from '../context.js';
import { InputError, inputError } from '../errors.js';
import type {
  InputMaybe, ProductFilterInput, QueryResolvers, Role, SearchSuggestion, ProductSortBy, Maybe,
} from '../generated/graphql.js';
import { fieldError, type FieldError } from '../messages.js';
import { sarToHalalas } from 'shared-domain';
import { highlightHtml, highlightRanges } from '../domain/highlight.js';
import { normaliseArabic } from '../domain/normalise-arabic.js';
import type { ListingFilters, ListingQuery, ListingScope, Reach, SortBy } from './catalog-repository.js';
import { toCategory, toFacetCounts, toProduct } from './mappers.js';
import type { Taxonomy } from './taxonomy.js';

/** Riyadh, used when the shopper gives no location: shared-domain's default delivery coordinate (spec §3), the bus's too. */
export const DEFAULT_REACH: Reach = DEFAULT_DELIVERY_COORDINATE;
const MAX_PAGE = 100;
const MAX_SEARCH = 120;
const MAX_SLUGS = 100;

/** True when the field's selection asks for `name` (fragments count as asking). */
function selects(info: GraphQLResolveInfo, name: string): boolean {
  const visit = (set: SelectionSetNode | undefined): boolean =>
    !!set?.selections.some((s) =>
      s.kind === 'Field' ? s.name.value === name : s.kind === 'InlineFragment' ? visit(s.selectionSet) : true,
    );
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}

/**
 * Where the shopper is: the coordinate given; else, for a logged-in USER, their default shipping
 * address; else Riyadh. USER without a valid token is treated as GUEST.
 */
export async function resolveReach(ctx: GraphQLContext, role: Maybe<Role> | undefined, coordinate: Maybe<number[]> | undefined, field: string): Promise<Reach> {
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

function checkFirst(value: Maybe<number> | undefined, field: string, fallback: number): number {
  if (value === null || value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1 || value > MAX_PAGE) throw inputError(field, 'invalid_number');
  return value;
}

function checkSearch(value: Maybe<string> | undefined, field: string): string | null {
  if (value === null || value === undefined) return null;
  if (value.length > MAX_SEARCH) throw inputError(field, 'field_too_long');
  return normaliseArabic(value).length > 0 ? value : null;
}

function slugIds(slugs: Maybe<string[]> | undefined, lookup: (slug: string) => number[] | undefined, field: string, errors: FieldError[]): number[] | undefined {
  if (!slugs || slugs.length === 0) return undefined;
  if (slugs.length > MAX_SLUGS || slugs.some((s) => s.length > 200)) {
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

function parseFilters(filter: InputMaybe<ProductFilterInput> | undefined, taxonomy: Taxonomy, field: string): { search: string | null; filters: ListingFilters } {
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
function sortFor(sortedBy: Maybe<ProductSortBy> | undefined): SortBy {
  return sortedBy ?? 'RELEVANCE';
}

interface ConnectionArgs {
  search: string | null;
  scope?: ListingScope;
  filterData: InputMaybe<ProductFilterInput> | undefined;
  sortedBy: Maybe<ProductSortBy> | undefined;
  first: Maybe<number> | undefined;
  after: Maybe<string> | undefined;
  role: Maybe<Role> | undefined;
  coordinates: Maybe<number[]> | undefined;
}

async function connection(ctx: GraphQLContext, info: GraphQLResolveInfo, args: ConnectionArgs) {
  const catalog = ctx.repos.catalog;
  const taxonomy = await catalog.taxonomy();
  const first = checkFirst(args.first, 'first', 24);
  const reach = await resolveReach(ctx, args.role, args.coordinates, 'coordinates');
  const parsed = parseFilters(args.filterData, taxonomy, 'filterData');
  const search = args.search ?? parsed.search;
  const sort = sortFor(args.sortedBy);
  const after = args.after ? catalog.checkCursor(args.after, sort) : null;
  if (args.after && !after) throw inputError('after', 'invalid_cursor');
  const query: ListingQuery = { search, filters: parsed.filters, reach, sort, language: ctx.language, ...(args.scope ? { scope: args.scope } : {}) };
  const [page, facets] = await Promise.all([
    catalog.listing(query, { first, after }),
    selects(info, 'facets') ? catalog.facets(query) : null,
  ]);
  return {
    edges: page.products.map((product, i) => ({ node: toProduct(product), cursor: page.cursors[i]! })),
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: !!after,
      startCursor: page.cursors[0] ?? null,
      endCursor: page.cursors[page.cursors.length - 1] ?? null,
    },
    totalCount: page.totalCount,
    facets: facets ? toFacetCounts(facets, taxonomy) : emptyFacets(),
  };
}

function emptyFacets() {
  return { categories: [], subCategories: [], brands: [], productTypes: [], priceRanges: [], minPrice: null, maxPrice: null };
}

async function scopeForSlug(ctx: GraphQLContext, slug: string, scope: 'CATEGORY' | 'BRAND' | 'TYPE'): Promise<ListingScope | null> {
  const taxonomy = await ctx.repos.catalog.taxonomy();
  if (slug.length > 200) return null;
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

/** Arabic script in the query means the shopper is reading Arabic names. */
function suggestionLanguage(query: string, fallback: 'AR' | 'EN'): 'AR' | 'EN' {
  if (/[\u0600-\u06FF]/.test(query)) return 'AR';
  if (/[A-Za-z]/.test(query)) return 'EN';
  return fallback;
}

export const catalogQueries: QueryResolvers<GraphQLContext> = {
  async categories(_root, { level }, ctx) {
    const taxonomy = await ctx.repos.catalog.taxonomy();
    if (level === null || level === undefined) return taxonomy.roots.map(toCategory);
    if (level !== 0 && level !== 1) throw inputError('level', 'invalid_number');
    return [...taxonomy.categories.values()].filter((c) => c.level === level).map(toCategory);
  },

  async categoryBySlug(_root, { slug }, ctx) {
    const node = (await ctx.repos.catalog.taxonomy()).categoryBySlug.get(slug);
    return node ? toCategory(node) : null;
  },

  async productTypeBySlug(_root, { slug }, ctx) {
    return (await ctx.repos.catalog.taxonomy()).typeBySlug.get(slug) ?? null;
  },

  async popularBrands(_root, { first }, ctx) {
    const limit = checkFirst(first, 'first', 12);
    const brands = [...(await ctx.repos.catalog.taxonomy()).brands.values()];
    return brands.sort((a, b) => b.productCount - a.productCount || a.numericId - b.numericId).slice(0, limit);
  },

  async popularProductTypes(_root, { first }, ctx) {
    const limit = checkFirst(first, 'first', 12);
    const types = [...(await ctx.repos.catalog.taxonomy()).types.values()];
    return types.sort((a, b) => b.productCount - a.productCount || a.numericId - b.numericId).slice(0, limit);
  },

  async brandBySlug(_root, { slug }, ctx) {
    return (await ctx.repos.catalog.taxonomy()).brandBySlug.get(slug) ?? null;
  },

  async productsBySearch(_root, args, ctx, info) {
    return connection(ctx, info, {
      search: checkSearch(args.search, 'search'),
      filterData: args.filterData,
      sortedBy: args.sortedBy,
      first: args.first,
      after: args.after,
      role: args.type,
      coordinates: args.coordinates,
    });
  },

  async productsByCategorySlug(_root, args, ctx, info) {
    const scope = await scopeForSlug(ctx, args.slug, 'CATEGORY');
    if (!scope) throw inputError('slug', 'not_found');
    return connection(ctx, info, {
      search: null,
      scope,
      filterData: args.filterData,
      sortedBy: args.sortedBy,
      first: args.first,
      after: args.after,
      role: args.type,
      coordinates: args.coordinates,
    });
  },

  async productBySlug(_root, { slug, role, coordinate }, ctx) {
    if (slug.length > 200) return null;
    const reach = await resolveReach(ctx, role, coordinate, 'coordinate');
    const [product] = await ctx.repos.catalog.products({ slugs: [slug] }, reach);
    return product ? toProduct(product) : null;
  },

  async productsBySlug(_root, { slugs, role, coordinate }, ctx) {
    if (slugs.length > MAX_SLUGS) throw inputError('slugs', 'field_too_long');
    const reach = await resolveReach(ctx, role, coordinate, 'coordinate');
    const products = await ctx.repos.catalog.products({ slugs }, reach);
    const order = new Map(slugs.map((s, i) => [s, i]));
    return products.sort((a, b) => order.get(a.slug)! - order.get(b.slug)!).map(toProduct);
  },

  async productDetail(_root, { slug, id, role, coordinate }, ctx) {
    if (!slug && !id) throw inputError('slug', 'field_required');
    if (id && !/^[1-9]\d{0,9}$/.test(id)) return null;
    if (slug && slug.length > 200) return null;
    const reach = await resolveReach(ctx, role, coordinate, 'coordinate');
    const [product] = await ctx.repos.catalog.products(slug ? { slugs: [slug] } : { ids: [Number(id)] }, reach);
    if (!product) return null;
    const offers = await ctx.repos.catalog.offers(product.id, reach);
    return {
      product: toProduct(product),
      offers: offers.map((o) => ({
        seller: {
          id: String(o.seller_id), slug: o.slug, name: o.name, arName: o.ar_name, phone: o.phone, email: o.email,
          address: o.address, arAddress: o.ar_address, lat: o.lat, long: o.long, logoImage: o.logo_image,
          deliveryMode: o.delivery_mode, isOpen: o.is_open,
          sellerGroup: o.group_id === null ? null : { id: String(o.group_id), name: o.group_name ?? '', arName: o.group_ar_name ?? '' },
        },
        price: o.price_halalas / 100,
        sellingPrice: o.selling_price_halalas / 100,
        priceHalalas: o.price_halalas,
        sellingPriceHalalas: o.selling_price_halalas,
        stock: o.stock,
        distanceKm: Math.round(o.distance_km * 100) / 100,
      })),
    };
  },

  async similarProducts(_root, { product, coordinate, role, first }, ctx) {
    const limit = checkFirst(first, 'first', 12);
    if (!/^[1-9]\d{0,9}$/.test(product)) throw inputError('product', 'not_found');
    const reach = await resolveReach(ctx, role, coordinate, 'coordinate');
    const catalog = ctx.repos.catalog;
    const [source] = await catalog.products({ ids: [Number(product)] }, reach);
    if (!source) throw inputError('product', 'not_found');
    const page = await catalog.listing(
      { search: null, scope: { categoryIds: [source.category.numericId] }, filters: {}, reach, sort: 'RELEVANCE', language: ctx.language },
      { first: limit + 1 },
    );
    // same brand first, then the listing's order
    const others = page.products.filter((p) => p.id !== source.id);
    const sameBrand = others.filter((p) => p.brand && p.brand.id === source.brand?.id);
    const rest = others.filter((p) => !(p.brand && p.brand.id === source.brand?.id));
    return [...sameBrand, ...rest].slice(0, limit).map(toProduct);
  },

  async productsAttributeBySlug(_root, { slug, scope, role, coordinate }, ctx) {
    const listingScope = await scopeForSlug(ctx, slug, scope ?? 'CATEGORY');
    if (!listingScope) return null;
    const reach = await resolveReach(ctx, role, coordinate, 'coordinate');
    const catalog = ctx.repos.catalog;
    const facets = await catalog.facets({ search: null, scope: listingScope, filters: {}, reach, sort: 'RELEVANCE', language: ctx.language });
    return toFacetCounts(facets, await catalog.taxonomy());
  },

  async searchProductsAttribute(_root, { search, filterData, role, coordinate }, ctx) {
    const catalog = ctx.repos.catalog;
    const taxonomy = await catalog.taxonomy();
    const reach = await resolveReach(ctx, role, coordinate, 'coordinate');
    const parsed = parseFilters(filterData, taxonomy, 'filterData');
    const facets = await catalog.facets({
      search: checkSearch(search, 'search') ?? parsed.search, filters: parsed.filters, reach, sort: 'RELEVANCE', language: ctx.language,
    });
    return toFacetCounts(facets, taxonomy);
  },

  async listAllMeiliProductAttributes(_root, { search, role, coordinate }, ctx) {
    const catalog = ctx.repos.catalog;
    const reach = await resolveReach(ctx, role, coordinate, 'coordinate');
    const facets = await catalog.facets({ search: checkSearch(search, 'search'), filters: {}, reach, sort: 'RELEVANCE', language: ctx.language });
    const counts = toFacetCounts(facets, await catalog.taxonomy());
    return { productTypes: counts.productTypes, subCategories: counts.subCategories };
  },

  async listProducts(_root, args, ctx, info) {
    const catalog = ctx.repos.catalog;
    const taxonomy = await catalog.taxonomy();
    const pageSize = checkFirst(args.pageSize, 'pageSize', 24);
    const page = args.page ?? 1;
    // deep pages cost the rows before them: stop at 5,000 results
    if (!Number.isInteger(page) || page < 1 || page * pageSize > 5_000) throw inputError('page', 'invalid_number');
    const reach = await resolveReach(ctx, args.role, args.coordinate, 'coordinate');
    const parsed = parseFilters(args.filterData, taxonomy, 'filterData');
    const query: ListingQuery = {
      search: parsed.search, filters: parsed.filters, reach, sort: sortFor(args.sortedBy), language: ctx.language,
    };
    // page n is reached by walking keyset cursors would cost n queries; an offset is fine for page numbers
    const [listing, facets] = await Promise.all([
      catalog.listing(query, { first: pageSize * page }),
      selects(info, 'facetCounts') ? catalog.facets(query) : null,
    ]);
    return {
      results: listing.products.slice(pageSize * (page - 1)).map(toProduct),
      totalCount: listing.totalCount,
      page,
      pageSize,
      facetCounts: facets ? toFacetCounts(facets, taxonomy) : emptyFacets(),
    };
  },

  async searchProducts(_root, { query, role, coordinate, limit }, ctx) {
    if (query.length > MAX_SEARCH) throw inputError('query', 'field_too_long');
    const size = limit ?? 10;
    if (!Number.isInteger(size) || size < 1 || size > 10) throw inputError('limit', 'invalid_number');
    const reach = await resolveReach(ctx, role, coordinate, 'coordinate');
    const normalised = normaliseArabic(query);
    if (normalised.length === 0) return { suggestions: [], totalCount: 0 };
    const key = `${ctx.language}|${size}|${reach.lat.toFixed(3)},${reach.long.toFixed(3)}|${suggestionLanguage(query, ctx.language)}|${normalised}`;
    return ctx.repos.suggestions.get(key, async () => {
      const page = await ctx.repos.catalog.listing(
        { search: query, filters: {}, reach, sort: 'RELEVANCE', language: ctx.language },
        { first: size },
      );
      const language = suggestionLanguage(query, ctx.language);
      const tokens = page.terms.map((t) => t.token);
      const fuzzy = new Set(page.terms.flatMap((t) => [...t.fuzzy, ...t.synonyms]));
      const suggestions: SearchSuggestion[] = page.products.map((record) => {
        const text = language === 'AR' ? record.arName : record.name;
        const highlights = highlightRanges(text, tokens, fuzzy);
        return { text, highlights, html: highlightHtml(text, highlights), language, product: toProduct(record) };
      });
      return { suggestions, totalCount: page.totalCount };
    });
  },
};
