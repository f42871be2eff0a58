import type { GraphQLContext } from '../context.js';
import { InputError } from '../errors.js';
import { categoryIdsForSlug, checkFirst, checkPageNumber, checkSearch, checkSuggestionQuery, DEFAULT_REACH, isProductIdText, parseFilters, resolveReach, scopeForSlug, sortFor } from './inputs.js';
import { testTaxonomy } from './test-taxonomy.js';

/** The field errors an input check threw, as field → key. */
function refusal(check: () => unknown): Record<string, string> {
  try {
    check();
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const { fieldErrors } = error.extensions as { fieldErrors: { field: string; key: string }[] };
    return Object.fromEntries(fieldErrors.map((e) => [e.field, e.key]));
  }
  throw new Error('the input was accepted');
}

describe('page sizes and numbers', () => {
  it('take a whole number from 1 to 100, or the fallback', () => {
    expect(checkFirst(undefined, 'first', 24)).toBe(24);
    expect(checkFirst(100, 'first', 24)).toBe(100);
    for (const wrong of [0, 101, 2.5]) expect(refusal(() => checkFirst(wrong, 'first', 24))).toEqual({ first: 'invalid_number' });
  });

  it('stop page numbers at the first 5,000 results', () => {
    expect(checkPageNumber(undefined, 24, 'page')).toBe(1);
    expect(checkPageNumber(50, 100, 'page')).toBe(50);
    expect(refusal(() => checkPageNumber(51, 100, 'page'))).toEqual({ page: 'invalid_number' });
    expect(refusal(() => checkPageNumber(0, 24, 'page'))).toEqual({ page: 'invalid_number' });
  });

  it('give the search box up to ten suggestions', () => {
    expect(checkSuggestionQuery('حليب', undefined)).toBe(10);
    expect(refusal(() => checkSuggestionQuery('x'.repeat(121), 5))).toEqual({ query: 'field_too_long' });
    expect(refusal(() => checkSuggestionQuery('milk', 11))).toEqual({ limit: 'invalid_number' });
  });
});

describe('search text', () => {
  it('is at most 120 characters, and nothing when nothing searchable is left', () => {
    expect(checkSearch('  حليب  ', 'search')).toBe('  حليب  ');
    expect(checkSearch('  ', 'search')).toBeNull();
    expect(checkSearch(null, 'search')).toBeNull();
    expect(refusal(() => checkSearch('ح'.repeat(121), 'search'))).toEqual({ search: 'field_too_long' });
  });
});

describe('filters', () => {
  const taxonomy = testTaxonomy();

  it('read slugs as ids: a top category stands for its children too, an unknown slug matches nothing', () => {
    expect(parseFilters({ categories: ['dairy'], brands: ['almarai'], productTypes: ['nothing-like-it'] }, taxonomy, 'filterData').filters).toEqual({
      categoryIds: [1, 2],
      brandIds: [7],
      typeIds: [0],
    });
    expect(categoryIdsForSlug(taxonomy, 'milk')).toEqual([2]);
  });

  it('read SAR prices as halalas, and the discount switch', () => {
    expect(parseFilters({ price: { gte: 5, lte: 12.5 }, discounted: true }, taxonomy, 'filterData')).toEqual({
      search: null,
      filters: { minHalalas: 500, maxHalalas: 1250, discounted: true, categoryIds: undefined, brandIds: undefined, typeIds: undefined },
    });
  });

  it('name every wrong field at once', () => {
    expect(
      refusal(() => parseFilters({ search: 'x'.repeat(121), brands: Array(101).fill('almarai'), price: { gte: -1, lte: 2_000_000 } }, taxonomy, 'filterData')),
    ).toEqual({
      'filterData.search': 'field_too_long',
      'filterData.brands': 'field_too_long',
      'filterData.price.gte': 'invalid_number',
      'filterData.price.lte': 'invalid_number',
    });
    expect(refusal(() => parseFilters({ price: { gte: 20, lte: 10 } }, taxonomy, 'filterData'))).toEqual({ 'filterData.price': 'invalid_number' });
  });
});

describe('listing scopes and ids', () => {
  const taxonomy = testTaxonomy();

  it('scope a category, brand or type listing by its slug, or name nothing', () => {
    expect(scopeForSlug(taxonomy, 'dairy', 'CATEGORY')).toEqual({ categoryIds: [1, 2] });
    expect(scopeForSlug(taxonomy, 'almarai', 'BRAND')).toEqual({ brandIds: [7] });
    expect(scopeForSlug(taxonomy, 'fresh-milk', 'TYPE')).toEqual({ typeIds: [9] });
    expect(scopeForSlug(taxonomy, 'almarai', 'CATEGORY')).toBeNull();
    expect(scopeForSlug(taxonomy, 'd'.repeat(201), 'CATEGORY')).toBeNull();
  });

  it('sort by relevance unless told', () => {
    expect(sortFor(undefined)).toBe('RELEVANCE');
    expect(sortFor('PRICE_DESC')).toBe('PRICE_DESC');
  });

  it('take product ids of up to ten digits, without a leading zero', () => {
    expect(['1', '31', '9999999999'].map(isProductIdText)).toEqual([true, true, true]);
    expect(['0', '031', '12345678901', '3a', ''].map(isProductIdText)).toEqual([false, false, false, false, false]);
  });
});

describe('where the shopper is', () => {
  const home = { lat: 24.764, long: 46.597 };
  const caller = (viewer: GraphQLContext['viewer']) =>
    ({ viewer, repos: { account: { defaultShipping: async () => home } } }) as unknown as Pick<GraphQLContext, 'repos' | 'viewer'>;

  it('is the coordinate given, when it is one', async () => {
    await expect(resolveReach(caller(null), 'GUEST', [24.7136, 46.6753], 'coordinate')).resolves.toEqual({ lat: 24.7136, long: 46.6753 });
    for (const wrong of [[24.7], [91, 46], [24, 181], [24, 46, 1]]) {
      await expect(resolveReach(caller(null), 'GUEST', wrong, 'coordinate')).rejects.toBeInstanceOf(InputError);
    }
  });

  it("is a signed-in shopper's default address, else Riyadh", async () => {
    await expect(resolveReach(caller({ userId: 8, sessionId: 's' }), 'USER', null, 'coordinate')).resolves.toEqual(home);
    await expect(resolveReach(caller(null), 'USER', null, 'coordinate')).resolves.toBe(DEFAULT_REACH);
    await expect(resolveReach(caller({ userId: 8, sessionId: 's' }), 'GUEST', undefined, 'coordinate')).resolves.toBe(DEFAULT_REACH);
  });
});
