// Catalogue reads: listings with search, filters, facets and keyset paging; products with their
// best offer among open sellers in range of the shopper. The statements are built in listing-sql.ts
// and their rows read in row-mappers.ts; this module runs them, with the caches in front.
import type { Queryable } from '../db/database.js';
import { decodeCursor, encodeCursor, type CursorKey } from '../domain/cursor.js';
import type { Facets, ListingPage, ListingQuery, ProductRecord, Reach, SortBy } from './catalog-types.js';
import { facetsSql, listingCountSql, listingPageSql, offersSql, productsSql, sortKeys, type FacetRow, type ListingRow, type OfferRow, type ProductRow } from './listing-sql.js';
import { noFacets, toFacets, toProductRecord } from './row-mappers.js';
import { createSearchTerms, type TokenTerms } from './search-terms.js';
import { createTaxonomyCache } from './taxonomy.js';

export function createCatalogRepository(db: Queryable, options: { trigram: boolean }) {
  const taxonomyCache = createTaxonomyCache(db);
  const search = createSearchTerms(db, options.trigram);

  async function countFiltered(query: ListingQuery, terms: TokenTerms[]): Promise<number> {
    const { text, values } = listingCountSql(query, terms);
    const rows = await db.query<{ n: number }>(text, values);
    return rows[0]?.n ?? 0;
  }

  return {
    taxonomy: () => taxonomyCache.get(),
    /** Forget cached taxonomy, synonyms and token expansions (after catalogue writes). */
    clearCaches: () => {
      taxonomyCache.clear();
      search.clear();
    },
    termsFor: search.termsFor,

    /** Validates a cursor against the sort it was made for; null when it does not fit. */
    checkCursor(after: string, sort: SortBy): CursorKey | null {
      return decodeCursor(after, sortKeys(sort).length);
    },

    async listing(query: ListingQuery, page: { first: number; after?: CursorKey | null }): Promise<ListingPage & { terms: TokenTerms[] }> {
      const [{ terms, empty }, taxonomy] = await Promise.all([search.termsFor(query.search), taxonomyCache.get()]);
      if (empty) return { products: [], totalCount: 0, hasNextPage: false, cursors: [], terms };
      const { text, values, keys } = listingPageSql(query, terms, page);
      const rows = await db.query<ListingRow>(text, values);
      const hasNextPage = rows.length > page.first;
      const pageRows = rows.slice(0, page.first);
      const totalCount = rows[0]?.total ?? (await countFiltered(query, terms));
      return {
        products: pageRows.map((row) => toProductRecord(row, taxonomy)),
        totalCount,
        hasNextPage,
        cursors: pageRows.map((row) => encodeCursor(keys.map((k) => k.read(row)))),
        terms,
      };
    },

    async facets(query: ListingQuery): Promise<Facets> {
      const { terms, empty } = await search.termsFor(query.search);
      if (empty) return noFacets();
      const { text, values } = facetsSql(query, terms);
      return toFacets(await db.query<FacetRow>(text, values));
    },

    /** Products by slug or id, each with its best offer in reach (inactive products are not returned). */
    async products(by: { slugs?: string[]; ids?: number[] }, reach: Reach): Promise<ProductRecord[]> {
      const { text, values } = productsSql(by, reach);
      const [rows, taxonomy] = await Promise.all([db.query<ProductRow>(text, values), taxonomyCache.get()]);
      return rows.map((row) => toProductRecord(row, taxonomy));
    },

    /** Offers of open sellers in reach for one product, cheapest first. */
    async offers(productId: number, reach: Reach): Promise<OfferRow[]> {
      const { text, values } = offersSql(productId, reach);
      return db.query<OfferRow>(text, values);
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
