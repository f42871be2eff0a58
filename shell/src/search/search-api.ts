// Search suggestions (spec §5, §7): the commerce API's searchProducts (search-products.graphql), at
// most 10, with highlight ranges so the box renders matches as elements rather than the API's HTML
// strings. The GraphQL client loads on the first search, not with the header.
import { callGraphQL } from 'remote-kit';
import { shellCachePolicy } from '../api/cache-policy';
import { SearchProductsDocument, type Role, type SearchProductsQuery } from '../generated/graphql';
import { SEARCH_SUGGESTION_LIMIT } from './search-rules';

type ApiSuggestion = SearchProductsQuery['searchProducts']['suggestions'][number];

export type HighlightRange = ApiSuggestion['highlights'][number];

/** A suggestion as the box shows it: the text, its matches, and the product it leads to. */
export interface Suggestion extends Pick<ApiSuggestion, 'text' | 'highlights'> {
  slug: string;
}

export interface SuggestionQuery {
  query: string;
  language: 'ar' | 'en';
  role: Role;
  coordinate?: [number, number];
  signal?: AbortSignal;
}

export type FetchSuggestions = (query: SuggestionQuery) => Promise<Suggestion[]>;

export const fetchSuggestions: FetchSuggestions = ({ query, language, role, coordinate, signal }) =>
  callGraphQL(shellCachePolicy, async (client) => {
    const { data } = await client.query({
      query: SearchProductsDocument,
      variables: { query, role, limit: SEARCH_SUGGESTION_LIMIT, ...(coordinate ? { coordinate } : {}) },
      // the language the shopper types in; a new search aborts the one before
      context: { headers: { lang: language }, fetchOptions: signal ? { signal } : {} },
    });
    if (!data) throw new Error('searchProducts answered no data');
    return data.searchProducts.suggestions.slice(0, SEARCH_SUGGESTION_LIMIT).map((s) => ({ text: s.text, highlights: s.highlights, slug: s.product.slug }));
  });
