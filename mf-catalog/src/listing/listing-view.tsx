// What search results and category, type and brand listings share: the URL-held state, facets,
// sort, result count, 24 products a page with cursor paging ("show more", ?page=N), and the
// empty, error and loading states.
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isSlugNotFound } from '../api/errors';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Alert, Button, media, Select, Skeleton, VisuallyHidden } from 'design-system';
import { formatNumber, useLanguage } from '../shared/language';
import { Grid, ProductCards, ProductCardSkeletons } from '../shared/product-grid';
import { useLightQuery } from '../shared/light-query';
import { useShopperReach } from '../shared/use-shopper-reach';
import { Facets } from './facets';
import { ChainReportContext, Continuation, sameTail, type ChainReport, type ListingSource, type ListingVariables, type TailState } from './page-chain';
import {
  CatalogCategoryFirstPageDocument,
  CatalogSearchFirstPageDocument,
  type CatalogSearchFirstPageQuery,
  type CategoryMetaFieldsFragment,
  type ProductFilterInput,
  type ProductSortBy,
} from '../generated/light/graphql';
import {
  clearFilters,
  hasFilters,
  PAGE_SIZE,
  pagesToShow,
  readListingParams,
  SORT_OPTIONS,
  toFilterData,
  toggleFacet,
  writeListingParams,
  type FacetDimension,
  type ListingParams,
} from './listing-params';

const Layout = styled.div<{ $sidebar: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.lg} {
    grid-template-columns: ${({ $sidebar }) => ($sidebar ? '15rem minmax(0, 1fr)' : 'minmax(0, 1fr)')};
    align-items: start;
  }
`;

const Sidebar = styled.aside<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  ${media.lg} {
    display: block;
    position: sticky;
    top: ${({ theme }) => theme.sizes.stickyTop};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const FilterToggle = styled.div`
  ${media.lg} {
    display: none;
  }
`;

const Count = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/* The count's words change as the first page loads ("Loading…", then "1,234 products"): it never
   decides how the toolbar wraps. On its own line on phones, where the count, the filters button
   and the sort do not fit in one; from md, a flexible start of the row that never pushes the rest
   onto a second line. One line high even while empty. */
const ToolbarCount = styled(Count)`
  flex: 1 0 100%;
  min-height: 1.5em;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  ${media.md} {
    flex: 1 1 0;
    min-width: 0;
  }
`;

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-block: ${({ theme }) => theme.space[6]};
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  text-align: center;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The first page of either kind of listing: the products with the facets over all of them. */
type FirstConnection = CatalogSearchFirstPageQuery['productsBySearch'];

interface FirstPage {
  connection: FirstConnection | null;
  facets: FirstConnection['facets'] | null;
  category: CategoryMetaFieldsFragment | null;
  parent: CategoryMetaFieldsFragment | null;
}

function useListingVariables(state: ListingParams, fixed: ProductFilterInput | undefined): ListingVariables {
  const { coordinate, role } = useShopperReach();
  // One object per distinct value: the pages after the first (memoised) then render again only
  // when what they ask for changes, not each time the listing reports where the chain ends.
  const key = JSON.stringify({ filterData: toFilterData(state, fixed), sortedBy: state.sort, first: PAGE_SIZE, type: role, coordinates: coordinate });
  return useMemo(() => JSON.parse(key) as ListingVariables, [key]);
}

function useFirstPage(source: ListingSource, variables: ListingVariables) {
  const search = useLightQuery(CatalogSearchFirstPageDocument, { ...variables, after: null, search: source.kind === 'search' ? source.search : null }, source.kind !== 'search');
  const category = useLightQuery(
    CatalogCategoryFirstPageDocument,
    {
      ...variables,
      after: null,
      slug: source.kind === 'category' ? source.slug : '',
      parentSlug: source.kind === 'category' ? (source.parentSlug ?? '') : '',
      withParent: source.kind === 'category' && !!source.parentSlug,
    },
    source.kind !== 'category',
  );
  // While other filters or another address load, the last answer stays on screen, dimmed.
  if (source.kind === 'search') {
    const connection = search.data?.productsBySearch ?? null;
    const page: FirstPage = { connection, facets: connection?.facets ?? null, category: null, parent: null };
    return { page, loading: search.loading, error: search.error, notFound: false, refetch: search.retry };
  }
  const data = category.data;
  const connection = data?.productsByCategorySlug ?? null;
  const page: FirstPage = { connection, facets: connection?.facets ?? null, category: data?.category ?? null, parent: data?.parent ?? null };
  const known = category.stale ? undefined : data?.category;
  const parentSlug = source.kind === 'category' ? source.parentSlug : undefined;
  // Unknown slug (the API refuses its products), or a child category under the wrong parent.
  const notFound =
    !category.loading &&
    (isSlugNotFound(category.error) || known === null || (!!known && !!parentSlug && known.parent?.slug !== parentSlug));
  return { page, loading: category.loading, error: category.error, notFound, refetch: category.retry };
}

function PageError({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('homepage');
  return (
    <Empty>
      <Alert tone="error">{t('listing.error')}</Alert>
      <Button loading={retrying} onClick={onRetry}>
        {t('listing.retry')}
      </Button>
    </Empty>
  );
}

/** Below the grid: how many are shown, and "show more" or the next page's error. */
function MoreControls({ tail, total, onMore, onRetry }: { tail: TailState; total: number; onMore: (page: number) => void; onRetry: () => void }) {
  const { t } = useTranslation('homepage');
  const language = useLanguage();
  const canLoad = tail.status === 'more' || tail.status === 'loading';
  return (
    <More data-testid="listing-more">
      <Count>{t('listing.shown_of', { shown: formatNumber(tail.shown, language), total: formatNumber(Math.max(total, tail.shown), language) })}</Count>
      {tail.status === 'failed' && <PageError onRetry={onRetry} />}
      {canLoad && (
        <Button loading={tail.status === 'loading'} onClick={() => tail.next !== null && onMore(tail.next)}>
          {t('listing.load_more')}
        </Button>
      )}
    </More>
  );
}

export interface ListingViewProps {
  source: ListingSource;
  /** Facets the page itself fixes. */
  hidden?: FacetDimension[];
  /**
   * Rendered above the results (breadcrumbs, title, chips); `pending` while the first page is on its
   * way, so the header can hold the place of what it will show.
   */
  header: (first: { category: CategoryMetaFieldsFragment | null; parent: CategoryMetaFieldsFragment | null; total: number | null; pending: boolean }) => ReactNode;
  /** Rendered instead of everything when the category does not exist. */
  notFound: ReactNode;
}

export function ListingView({ source, hidden, header, notFound }: ListingViewProps) {
  const { t } = useTranslation('homepage');
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readListingParams(searchParams);
  const variables = useListingVariables(state, source.kind === 'search' ? source.fixed : undefined);
  const first = useFirstPage(source, variables);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The furthest page the shopper loaded here with "show more"; deep links walk fewer.
  const [reached, setReached] = useState(0);
  const [tail, setTail] = useState<TailState | null>(null);
  const retry = useRef<(() => void) | null>(null);
  const chain = useMemo<ChainReport>(() => ({ report: (next) => setTail((previous) => (sameTail(previous, next) ? previous : next)), retry }), []);
  const panelId = useId();
  const resultsTitleId = useId();

  // The router renders a new address in a transition, so on a slow phone a second tick can come
  // before the first one's render: each change starts from the address last asked for, never from
  // one this render has not caught up with, or the second tick would drop the first.
  const asked = useRef<{ from: URLSearchParams; to: URLSearchParams } | null>(null);
  const update = (change: (current: ListingParams) => ListingParams, replace = false) => {
    const current = asked.current?.from === searchParams ? asked.current.to : searchParams;
    const to = writeListingParams(current, change(readListingParams(current)));
    asked.current = { from: searchParams, to };
    setSearchParams(to, { replace });
  };
  const loadMore = (page: number) => {
    setReached((previous) => Math.max(previous, page));
    // Replaces the entry: "back" leaves the listing rather than stepping through its pages.
    update((current) => ({ ...current, page }), true);
  };

  const { connection, facets, category, parent } = first.page;
  // Kept while the first page is the same, so its cards do not render again each time a later page arrives.
  const products = useMemo(() => connection?.edges.map((edge) => edge.node) ?? [], [connection]);

  if (first.notFound) return <>{notFound}</>;

  const total = connection?.totalCount ?? null;
  const busy = first.loading && !!connection;
  // Nothing to show but the error: no count still "loading", no facet placeholder.
  const failed = !!first.error && !connection;

  return (
    <>
      {header({ category, parent, total, pending: !connection && !failed })}
      <Layout $sidebar={!failed}>
        {!failed && (
          <Sidebar id={panelId} $open={filtersOpen} aria-label={t('listing.filters')}>
            {facets ? (
              <Facets
                facets={facets}
                state={state}
                hidden={hidden ?? []}
                onToggle={(dimension, slug) => update((current) => toggleFacet(current, dimension, slug))}
                onPrice={(price) => update((current) => ({ ...current, price, page: 1 }))}
                onClear={() => update(clearFilters)}
              />
            ) : (
              <Skeleton height="12rem" />
            )}
          </Sidebar>
        )}
        <section aria-labelledby={resultsTitleId} aria-busy={first.loading || undefined}>
          {/* Between the page's h1 and the cards' h3s, so the outline skips no level. */}
          <VisuallyHidden as="h2" id={resultsTitleId}>
            {t('listing.results')}
          </VisuallyHidden>
          <Toolbar>
            <ToolbarCount role="status" data-testid="result-count">
              {total !== null
                ? t('listing.result_count', { count: total, formatted: formatNumber(total, language) })
                : failed && !first.loading
                  ? null
                  : t('listing.loading')}
            </ToolbarCount>
            <FilterToggle hidden={failed}>
              <Button variant="ghost" size="sm" aria-expanded={filtersOpen} aria-controls={panelId} onClick={() => setFiltersOpen((open) => !open)}>
                {filtersOpen ? t('listing.hide_filters') : t('listing.show_filters')}
              </Button>
            </FilterToggle>
            <Select
              label={t('listing.sort_by')}
              inlineLabel
              size="sm"
              value={state.sort}
              onChange={(event) => update((current) => ({ ...current, sort: event.target.value as ProductSortBy, page: 1 }))}
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {t(`listing.sort_${option.toLowerCase()}`)}
                </option>
              ))}
            </Select>
          </Toolbar>
          {failed ? (
            <PageError onRetry={first.refetch} retrying={first.loading} />
          ) : connection && products.length === 0 && !first.loading ? (
            <Empty>
              <h2>{t('listing.empty_title')}</h2>
              <p>{hasFilters(state) ? t('listing.empty_filtered') : t('listing.empty_desc')}</p>
              {hasFilters(state) && <Button onClick={() => update(clearFilters)}>{t('listing.clear_filters')}</Button>}
            </Empty>
          ) : (
            <ChainReportContext.Provider value={chain}>
              <Grid role="list" style={busy ? { opacity: 0.6 } : undefined} data-testid="product-grid">
                {connection ? (
                  <>
                    <ProductCards products={products} eagerCount={4} />
                    {!busy && (
                      <Continuation
                        source={source}
                        variables={variables}
                        total={total}
                        connection={connection}
                        index={1}
                        shownBefore={0}
                        pages={pagesToShow(state.page, reached)}
                      />
                    )}
                  </>
                ) : (
                  <ProductCardSkeletons count={12} />
                )}
              </Grid>
              {connection && total !== null && products.length > 0 && !busy && tail && (
                <MoreControls tail={tail} total={total} onMore={loadMore} onRetry={() => retry.current?.()} />
              )}
            </ChainReportContext.Provider>
          )}
        </section>
      </Layout>
    </>
  );
}
