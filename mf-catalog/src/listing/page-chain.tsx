// The pages after the first, each fetched with the cursor its predecessor ended on. They render
// their cards in the listing's grid; the page at the end of the chain reports where the listing
// stands (more to load, loading, failed, or the end), and the listing shows the matching controls
// below the grid, outside the list, as one stable element that keeps focus while pages load.
import { createContext, memo, useContext, useEffect, useLayoutEffect, type RefObject } from 'react';
import { useLightQuery } from '../shared/light-query';
import { ProductCards, ProductCardSkeletons } from '../shared/product-grid';
import {
  CatalogCategoryNextPageDocument,
  CatalogSearchNextPageDocument,
  type CatalogSearchNextPageQueryVariables,
  type ListingConnectionFieldsFragment,
  type ProductFilterInput,
} from '../generated/light/graphql';

/** What every page of a listing is asked with, besides its source (search or slug) and its cursor. */
export type ListingVariables = {
  [K in 'filterData' | 'sortedBy' | 'first' | 'type' | 'coordinates']-?: NonNullable<CatalogSearchNextPageQueryVariables[K]>;
};

export type ListingSource =
  | { kind: 'search'; search: string | null; fixed?: ProductFilterInput }
  | { kind: 'category'; slug: string; parentSlug?: string };

export type TailStatus = 'more' | 'loading' | 'failed' | 'end';

export interface TailState {
  /** Products on screen. */
  shown: number;
  status: TailStatus;
  /** The page "show more" loads, when status is 'more'. */
  next: number | null;
}

export interface ChainReport {
  report: (tail: TailState) => void;
  /** Refetches the page that failed; set by that page. */
  retry: RefObject<(() => void) | null>;
}

export const ChainReportContext = createContext<ChainReport | null>(null);

export function sameTail(a: TailState | null, b: TailState): boolean {
  return !!a && a.shown === b.shown && a.status === b.status && a.next === b.next;
}

function ReportTail({ shown, status, next }: TailState) {
  const chain = useContext(ChainReportContext);
  // Before paint, so the controls below the grid never show a stale state.
  useLayoutEffect(() => {
    chain?.report({ shown, status, next });
  }, [chain, shown, status, next]);
  return null;
}

interface ChainProps {
  source: ListingSource;
  variables: ListingVariables;
  /** How many pages the listing shows. */
  pages: number;
  /** Products in the whole listing, as the first page counted them. */
  total: number | null;
}

/**
 * After page `index` (loaded as `connection`): the next page, or the end of the chain. Memoised:
 * every report from the end of the chain re-renders the listing, and without it each arriving page
 * would render every page before it again (quadratic on a deep link of 20 pages).
 */
export const Continuation = memo(function Continuation({ connection, index, shownBefore, ...props }: ChainProps & { connection: ListingConnectionFieldsFragment; index: number; shownBefore: number }) {
  const shown = shownBefore + connection.edges.length;
  const { hasNextPage, endCursor } = connection.pageInfo;
  if (hasNextPage && endCursor && index < props.pages) {
    return <NextPage {...props} after={endCursor} index={index + 1} shownBefore={shown} />;
  }
  // "Show more" only when the API says there is a next page and gave the cursor to reach it.
  return hasNextPage && endCursor ? <ReportTail shown={shown} status="more" next={index + 1} /> : <ReportTail shown={shown} status="end" next={null} />;
});

/**
 * Placeholders for the page on its way: as many as it should hold, so the controls below the grid
 * (the shopper just pressed "show more" there) stay where they are when its cards replace them.
 */
export function expectedOnPage(pageSize: number, total: number | null, shownBefore: number): number {
  if (total === null) return Math.min(pageSize, 6);
  return Math.max(1, Math.min(pageSize, total - shownBefore));
}

function NextPage({ source, variables, pages, total, after, index, shownBefore }: ChainProps & { after: string; index: number; shownBefore: number }) {
  const chain = useContext(ChainReportContext);
  const search = useLightQuery(CatalogSearchNextPageDocument, { ...variables, after, search: source.kind === 'search' ? source.search : null }, source.kind !== 'search');
  const category = useLightQuery(CatalogCategoryNextPageDocument, { ...variables, after, slug: source.kind === 'category' ? source.slug : '' }, source.kind !== 'category');
  const result = source.kind === 'search' ? search : category;
  const failed = !!result.error;
  const retry = result.retry;
  useEffect(() => {
    if (!failed || !chain) return;
    chain.retry.current = retry;
    return () => {
      chain.retry.current = null;
    };
  }, [failed, chain, retry]);
  // a page is shown for its own question only: another cursor's cards are not this page's
  const connection = result.stale ? null : ((source.kind === 'search' ? search.data?.productsBySearch : category.data?.productsByCategorySlug) ?? null);
  if (failed) return <ReportTail shown={shownBefore} status="failed" next={null} />;
  if (!connection) {
    return (
      <>
        <ProductCardSkeletons count={expectedOnPage(variables.first, total, shownBefore)} />
        <ReportTail shown={shownBefore} status="loading" next={null} />
      </>
    );
  }
  return (
    <>
      <ProductCards products={connection.edges.map((edge) => edge.node)} />
      <Continuation source={source} variables={variables} pages={pages} total={total} connection={connection} index={index} shownBefore={shownBefore} />
    </>
  );
}
