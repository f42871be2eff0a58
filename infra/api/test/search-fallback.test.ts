// Typo tolerance without pg_trgm (servers lacking the extension) finds what the trigram path finds.
import { createCatalogRepository } from '../src/catalog/catalog-repository.js';
import { expandTokens } from '../src/catalog/search-terms.js';
import { describeEachEngine } from './helpers/test-api.js';

describeEachEngine('search term expansion', (api) => {
  it('finds the same typo candidates with and without pg_trgm', async () => {
    const tokens = ['حلييب', 'mlik', 'chiken', 'مياه'];
    const none = new Map<string, string[]>();
    const withTrigram = await expandTokens(api().db, tokens, true, none);
    const fallback = await expandTokens(api().db, tokens, false, none);
    expect(withTrigram[0]!.fuzzy).toContain('حليب');
    expect(withTrigram[1]!.fuzzy).toContain('milk');
    expect(withTrigram[2]!.fuzzy).toContain('chicken');
    // a word that exists as typed gets no typo candidates
    expect(withTrigram[3]!.fuzzy).toEqual([]);
    for (let i = 0; i < tokens.length; i += 1) {
      expect(new Set(fallback[i]!.fuzzy)).toEqual(new Set(withTrigram[i]!.fuzzy));
      expect(fallback[i]!.prefix).toEqual(withTrigram[i]!.prefix);
    }
  });

  it('answers a misspelt search through the fallback', async () => {
    const repo = createCatalogRepository(api().db, { trigram: false });
    const page = await repo.listing(
      { search: 'حلييب', filters: {}, reach: { lat: 24.7136, long: 46.6753 }, sort: 'RELEVANCE', language: 'AR' },
      { first: 5 },
    );
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.products.some((p) => p.arName.includes('حليب'))).toBe(true);
  });
});
