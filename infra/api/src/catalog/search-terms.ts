// Expands query tokens into vocabulary terms: exact, prefix and typo matches.
// With pg_trgm the typo candidates are the nearest terms by trigram distance; without it, every
// term of a similar length. Both are confirmed by edit distance, so the two modes agree.
import type { Queryable } from '../db/database.js';
import { allowedTypos, editDistance, queryTokens } from '../domain/normalise-arabic.js';
import { createTtlCache } from '../domain/ttl-cache.js';

export interface TokenTerms {
  token: string;
  /** Terms equal to the token or starting with it. */
  prefix: string[];
  /** When no term equals the token: terms within the allowed edit distance that are not prefix matches. */
  fuzzy: string[];
  /** Other-language words for the matched terms (see search_synonyms). */
  synonyms: string[];
}

/** Every term a product may hold to match the token. */
export function allTerms(t: TokenTerms): string[] {
  return [...t.prefix, ...t.fuzzy, ...t.synonyms];
}

const PREFIX_LIMIT = 200;
const TRIGRAM_CANDIDATES = 60;

export async function expandTokens(
  db: Queryable,
  tokens: readonly string[],
  trigram: boolean,
  synonyms: ReadonlyMap<string, readonly string[]>,
): Promise<TokenTerms[]> {
  if (tokens.length === 0) return [];
  const typos = tokens.map((t) => allowedTypos(t));
  // typo candidates only for a token that is not itself a known word
  const typoWanted = `q.typos > 0 AND NOT EXISTS (SELECT 1 FROM search_vocabulary x WHERE x.term COLLATE "C" = q.tok)`;
  const fuzzySource = trigram
    ? `SELECT v.term FROM search_vocabulary v
         WHERE ${typoWanted} AND length(v.term) BETWEEN length(q.tok) - q.typos AND length(q.tok) + q.typos
         ORDER BY v.term <-> q.tok LIMIT ${TRIGRAM_CANDIDATES}`
    : `SELECT v.term FROM search_vocabulary v
         WHERE ${typoWanted} AND length(v.term) BETWEEN length(q.tok) - q.typos AND length(q.tok) + q.typos`;
  const rows = await db.query<{ i: number; term: string; kind: 'p' | 'f' }>(
    `SELECT q.i::int AS i, c.term, c.kind
       FROM unnest($1::text[], $2::int[]) WITH ORDINALITY AS q(tok, typos, i)
       CROSS JOIN LATERAL (
         (SELECT v.term, 'p' AS kind FROM search_vocabulary v
            WHERE v.term COLLATE "C" >= q.tok AND v.term COLLATE "C" < q.tok || chr(1114111)
            ORDER BY v.doc_count DESC, v.term COLLATE "C" LIMIT ${PREFIX_LIMIT})
         UNION ALL
         (SELECT f.term, 'f' AS kind FROM (${fuzzySource}) AS f)
       ) AS c`,
    [tokens, typos],
  );
  const result: TokenTerms[] = tokens.map((token) => ({ token, prefix: [], fuzzy: [], synonyms: [] }));
  for (const row of rows) {
    const entry = result[row.i - 1];
    if (!entry) continue;
    if (row.kind === 'p') {
      if (!entry.prefix.includes(row.term)) entry.prefix.push(row.term);
    } else if (
      !row.term.startsWith(entry.token) &&
      !entry.fuzzy.includes(row.term) &&
      editDistance(entry.token, row.term, allowedTypos(entry.token)) <= allowedTypos(entry.token)
    ) {
      entry.fuzzy.push(row.term);
    }
  }
  for (const entry of result) {
    // a word that exists as typed is not a typo
    if (entry.prefix.includes(entry.token)) entry.fuzzy = [];
    const own = new Set([...entry.prefix, ...entry.fuzzy]);
    for (const term of [...entry.prefix, ...entry.fuzzy]) {
      for (const synonym of synonyms.get(term) ?? []) {
        if (!own.has(synonym) && !entry.synonyms.includes(synonym)) entry.synonyms.push(synonym);
      }
    }
  }
  return result;
}

/** The vocabulary changes only when the catalogue does: expansions and synonyms are kept a minute. */
const TERMS_TTL_MS = 60_000;
const EXPANSIONS_MAX = 5_000;

export interface SearchTerms {
  /** The query's tokens and their terms; `empty` when a token matches nothing, so no product can match. */
  termsFor(search: string | null | undefined): Promise<{ tokens: string[]; terms: TokenTerms[]; empty: boolean }>;
  /** Forget the cached synonyms and expansions (after catalogue writes). */
  clear(): void;
}

export function createSearchTerms(db: Queryable, trigram: boolean): SearchTerms {
  // the synonym pairs, small and rarely changed
  const synonymCache = createTtlCache<Map<string, string[]>>(TERMS_TTL_MS, 1);
  const synonyms = () =>
    synonymCache.get('all', async () => {
      const rows = await db.query<{ term: string; synonym: string }>('SELECT term, synonym FROM search_synonyms');
      const map = new Map<string, string[]>();
      for (const row of rows) map.set(row.term, [...(map.get(row.term) ?? []), row.synonym]);
      return map;
    });
  const expansions = createTtlCache<TokenTerms>(TERMS_TTL_MS, EXPANSIONS_MAX);

  /** Each token's terms; the tokens not cached yet are expanded together, in one query. */
  function expand(tokens: readonly string[]): Promise<TokenTerms[]> {
    const missing: string[] = [];
    let batch: Promise<TokenTerms[]> | null = null;
    return Promise.all(
      tokens.map((token) =>
        expansions.get(token, () => {
          const index = missing.push(token) - 1;
          // started once every token of this query has been looked up
          batch ??= Promise.resolve().then(async () => expandTokens(db, missing, trigram, await synonyms()));
          return batch.then((all) => all[index]!);
        }),
      ),
    );
  }

  return {
    async termsFor(search) {
      const tokens = search ? queryTokens(search) : [];
      const terms = tokens.length > 0 ? await expand(tokens) : [];
      // a token that matches nothing means no product can match every token
      return { tokens, terms, empty: terms.some((t) => allTerms(t).length === 0) };
    },
    clear() {
      synonymCache.clear();
      expansions.clear();
    },
  };
}
