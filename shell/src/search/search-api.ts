// Search suggestions (spec §5, §7): the commerce API's searchProducts, at most 10, with highlight
// ranges so the box renders matches as elements rather than the API's HTML strings.
import { SEARCH_SUGGESTION_LIMIT } from './search-rules';

export interface HighlightRange {
  start: number;
  end: number;
}

export interface Suggestion {
  text: string;
  highlights: HighlightRange[];
  slug: string;
}

export interface SuggestionQuery {
  query: string;
  language: 'ar' | 'en';
  role: 'USER' | 'GUEST';
  coordinate?: [number, number];
  signal?: AbortSignal;
}

export type FetchSuggestions = (query: SuggestionQuery) => Promise<Suggestion[]>;

export const API_KEY = 'storefront-public-key';

const SEARCH_PRODUCTS = `query SearchProducts($query: String!, $role: Role, $coordinate: [Float!], $limit: Int) {
  searchProducts(query: $query, role: $role, coordinate: $coordinate, limit: $limit) {
    suggestions { text highlights { start end } product { slug } }
    totalCount
  }
}`;

interface SearchResponse {
  data?: { searchProducts: { suggestions: { text: string; highlights: HighlightRange[]; product: { slug: string } }[] } };
  errors?: { message: string }[];
}

export const fetchSuggestions: FetchSuggestions = async ({ query, language, role, coordinate, signal }) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    signal,
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY, lang: language.toUpperCase() },
    body: JSON.stringify({
      operationName: 'SearchProducts',
      query: SEARCH_PRODUCTS,
      variables: { query, role, coordinate, limit: SEARCH_SUGGESTION_LIMIT },
    }),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as SearchResponse;
  if (body.errors?.length || !body.data) throw new Error(body.errors?.[0]?.message ?? 'no data');
  return body.data.searchProducts.suggestions.slice(0, SEARCH_SUGGESTION_LIMIT).map((s) => ({
    text: s.text,
    highlights: s.highlights,
    slug: s.product.slug,
  }));
};
