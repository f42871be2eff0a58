// Spec §5 and §9: search constants.
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_SUGGESTION_LIMIT = 10;

export function searchPath(keyword: string): string {
  return `/search-products?searchKeyword=${encodeURIComponent(keyword.trim())}`;
}
