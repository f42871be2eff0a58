// Catalogue, category and search resolvers: check the input (inputs.ts), call the repository, map
// (mappers.ts).
import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import type { GraphQLContext } from '../context.js';
import { inputError } from '../errors.js';
import type { InputMaybe, Maybe, ProductFilterInput, ProductSortBy, QueryResolvers, Role, SearchSuggestion } from '../generated/graphql.js';
import { highlightHtml, highlightRanges } from '../domain/highlight.js';
import { normaliseArabic } from '../domain/normalise-arabic.js';
import type { ListingQuery, ListingScope } from './catalog-types.js';
import {
  checkFirst,
  checkPageNumber,
  checkSearch,
  checkSuggestionQuery,
  isProductIdText,
  isSlugText,
  MAX_SLUGS,
  parseFilters,
  resolveReach,
  scopeForSlug,
  sortFor,
} from './inputs.js';
import { emptyFacetCounts, toCategory, toFacetCounts, toProduct, toSellerOffer } from './mappers.js';

/** True when the field's selection asks for `name` (fragments count as asking). */
function selects(info: GraphQLResolveInfo, name: string): boolean {
  const visit = (set: SelectionSetNode | undefined): boolean =>
    !!set?.selections.some((s) =>
      s.kind === 'Field' ? s.name.value === name : s.kind === 'InlineFragment' ? visit(s.selectionSet) : true,
    );
  return info.fieldNodes.some((node) => visit(node.selectionSet));
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
    facets: facets ? toFacetCounts(facets, taxonomy) : emptyFacetCounts(),
  };
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
    const scope = scopeForSlug(await ctx.repos.catalog.taxonomy(), args.slug, 'CATEGORY');
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
    if (!isSlugText(slug)) return null;
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
    if (id && !isProductIdText(id)) return null;
    if (slug && !isSlugText(slug)) return null;
    const reach = await resolveReach(ctx, role, coordinate, 'coordinate');
    const [product] = await ctx.repos.catalog.products(slug ? { slugs: [slug] } : { ids: [Number(id)] }, reach);
    if (!product) return null;
    const offers = await ctx.repos.catalog.offers(product.id, reach);
    return { product: toProduct(product), offers: offers.map(toSellerOffer) };
  },

  async similarProducts(_root, { product, coordinate, role, first }, ctx) {
    const limit = checkFirst(first, 'first', 12);
    if (!isProductIdText(product)) throw inputError('product', 'not_found');
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
    const catalog = ctx.repos.catalog;
    const listingScope = scopeForSlug(await catalog.taxonomy(), slug, scope ?? 'CATEGORY');
    if (!listingScope) return null;
    const reach = await resolveReach(ctx, role, coordinate, 'coordinate');
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
    const page = checkPageNumber(args.page, pageSize, 'page');
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
      facetCounts: facets ? toFacetCounts(facets, taxonomy) : emptyFacetCounts(),
    };
  },

  async searchProducts(_root, { query, role, coordinate, limit }, ctx) {
    const size = checkSuggestionQuery(query, limit);
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
