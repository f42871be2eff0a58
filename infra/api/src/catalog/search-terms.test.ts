import type { Queryable } from '../db/database.js';
import { createSearchTerms } from './search-terms.js';

/** A database that knows a few words and one synonym pair, and counts what it is asked. */
function vocabularyDb() {
  const asked: { text: string; values: unknown[] }[] = [];
  const words = ['حليب', 'حليبي', 'خبز'];
  const db = {
    async query(text: string, values: unknown[] = []) {
      asked.push({ text, values });
      if (text.includes('FROM search_synonyms')) return [{ term: 'حليب', synonym: 'milk' }];
      const tokens = values[0] as string[];
      return tokens.flatMap((token, i) => words.filter((w) => w.startsWith(token)).map((term) => ({ i: i + 1, term, kind: 'p' })));
    },
  } as unknown as Queryable;
  return { db, asked, expansions: () => asked.filter((q) => q.text.includes('search_vocabulary')) };
}

describe('search terms', () => {
  it('expand each token with its prefixes and synonyms; a token that matches nothing empties the search', async () => {
    const { db } = vocabularyDb();
    const terms = createSearchTerms(db, false);
    const found = await terms.termsFor('حليب');
    expect(found.tokens).toEqual(['حليب']);
    expect(found.terms).toEqual([{ token: 'حليب', prefix: ['حليب', 'حليبي'], fuzzy: [], synonyms: ['milk'] }]);
    expect(found.empty).toBe(false);
    expect((await terms.termsFor('حليب قهوة')).empty).toBe(true);
    expect(await terms.termsFor(null)).toEqual({ tokens: [], terms: [], empty: false });
  });

  it('expand the tokens not seen yet together, in one query, and keep them a minute', async () => {
    const { db, asked, expansions } = vocabularyDb();
    const terms = createSearchTerms(db, false);
    await terms.termsFor('حليب خبز');
    expect(expansions()).toHaveLength(1);
    expect(expansions()[0]!.values[0]).toEqual(['حليب', 'خبز']);

    await terms.termsFor('خبز حليب');
    expect(expansions()).toHaveLength(1);

    await terms.termsFor('خبز حليبي');
    expect(expansions()).toHaveLength(2);
    expect(expansions()[1]!.values[0]).toEqual(['حليبي']);
    expect(asked.filter((q) => q.text.includes('search_synonyms'))).toHaveLength(1);
  });

  it('forget what they kept when the catalogue changes', async () => {
    const { db, asked, expansions } = vocabularyDb();
    const terms = createSearchTerms(db, false);
    await terms.termsFor('حليب');
    terms.clear();
    await terms.termsFor('حليب');
    expect(expansions()).toHaveLength(2);
    expect(asked.filter((q) => q.text.includes('search_synonyms'))).toHaveLength(2);
  });
});
