// What search results and category, type and brand listings share: the URL-held state, facets,
// sort, result count, 24 products a page with cursor paging ("show more", ?page=N), and the
// empty, error and loading states.
import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { isSlugNotFound } from '../api/errors';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Alert, Button, media, Skeleton } from 'design-system';
import { formatNumber, useLanguage } from '../shared/language';
import { Grid, ProductCards, ProductCardSkeletons } from '../shared/product-grid';
import { useShopperReach } from '../shared/use-shopper-reach';
import { Facets } from './facets';
import {
  CATEGORY_FIRST_PAGE,
  CATEGORY_NEXT_PAGE,
  SEARCH_FIRST_PAGE,
  SEARCH_NEXT_PAGE,
  type CategoryMeta,
  type Facets as FacetData,
  type FilterData,
  type ListingConnection,
  type ListingVariables,
  type SortBy,
} from './listing-documents';
import {
  clearFilters,
  hasFilters,
  PAGE_SIZE,
  readListingParams,
  SORT_OPTIONS,
  toFilterData,
  toggleFacet,
  writeListingParams,
  type FacetDimension,
  type ListingParams,
} from './listing-params';

export type ListingSource =
  | { kind: 'search'; search: string | null; fixed?: FilterData }
  | { kind: 'category'; slug: string; parentSlug?: string };

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.lg} {
    grid-template-columns: 15rem minmax(0, 1fr);
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
    top: 80px;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  select {
    min-height: 2.5rem;
    padding-inline: ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
  }
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

interface FirstPage {
  connection: ListingConnection | null;
  facets: FacetData | null;
  category: CategoryMeta | null;
  parent: CategoryMeta | null;
}

function useListingVariables(state: ListingParams, fixed: FilterData | undefined): Omit<ListingVariables, 'after'> {
  const { coordinate, role } = useShopperReach();
  return { filterData: toFilterData(state, fixed), sortedBy: state.sort, first: PAGE_SIZE, type: role, coordinates: coordinate };
}

function useFirstPage(source: ListingSource, variables: Omit<ListingVariables, 'after'>) {
  const search = useQuery(SEARCH_FIRST_PAGE, {
    variables: { ...variables, after: null, search: source.kind === 'search' ? source.search : null },
    skip: source.kind !== 'search',
  });
  const category = useQuery(CATEGORY_FIRST_PAGE, {
    variables: {
      ...variables,
      after: null,
      slug: source.kind === 'category' ? source.slug : '',
      parentSlug: source.kind === 'category' ? (source.parentSlug ?? '') : '',
      withParent: source.kind === 'category' && !!source.parentSlug,
    },
    skip: source.kind !== 'category',
    // An unknown slug answers with a null category and an error for its products: that is a 404.
    errorPolicy: 'all',
  });
  if (source.kind === 'search') {
    const data = search.data ?? search.previousData;
    const connection = data?.productsBySearch ?? null;
    const page: FirstPage = { connection, facets: connection?.facets ?? null, category: null, parent: null };
    return { page, loading: search.loading, error: search.error, notFound: false, refetch: () => void search.refetch() };
  }
  const data = category.data ?? category.previousData;
  const connection = data?.productsByCategorySlug ?? null;
  const page: FirstPage = { connection, facets: connection?.facets ?? null, category: data?.category ?? null, parent: data?.parent ?? null };
  const known = category.data?.category;
  const parentSlug = source.kind === 'category' ? source.parentSlug : undefined;
  // Unknown slug (the API refuses its products), or a child category under the wrong parent.
  const notFound =
    !category.loading &&
    (isSlugNotFound(category.error) || known === null || (!!known && !!parentSlug && known.parent?.slug !== parentSlug));
  return { page, loading: category.loading, error: category.error, notFound, refetch: () => void category.refetch() };
}

function NextPage({
  source,
  variables,
  after,
  index,
  pages,
  onMore,
}: {
  source: ListingSource;
  variables: Omit<ListingVariables, 'after'>;
  after: string;
  index: number;
  pages: number;
  onMore: () => void;
}) {
  const search = useQuery(SEARCH_NEXT_PAGE, {
    variables: { ...variables, after, search: source.kind === 'search' ? source.search : null },
    skip: source.kind !== 'search',
  });
  const category = useQuery(CATEGORY_NEXT_PAGE, {
    variables: { ...variables, after, slug: source.kind === 'category' ? source.slug : '' },
    skip: source.kind !== 'category',
  });
  const result = source.kind === 'search' ? search : category;
  const connection = search.data?.productsBySearch ?? category.data?.productsByCategorySlug ?? null;
  if (result.error) return <PageError onRetry={() => void result.refetch()} />;
  if (!connection) return <ProductCardSkeletons count={6} />;
  return (
    <>
      <ProductCards products={connection.edges.map((edge) => edge.node)} />
      <Continuation source={source} variables={variables} connection={connection} index={index} pages={pages} onMore={onMore} />
    </>
  );
}

function Continuation(props: {
  source: ListingSource;
  variables: Omit<ListingVariables, 'after'>;
  connection: ListingConnection;
  index: number;
  pages: number;
  onMore: () => void;
}) {
  const { connection, index, pages } = props;
  if (!connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor || index >= pages) return null;
  return <NextPage {...props} after={connection.pageInfo.endCursor} index={index + 1} />;
}

function PageError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('homepage');
  return (
    <Empty style={{ gridColumn: '1 / -1' }}>
      <Alert tone="error">{t('listing.error')}</Alert>
      <Button onClick={onRetry}>{t('listing.retry')}</Button>
    </Empty>
  );
}

/** The number of products shown after `pages` pages, when the total is known. */
export function shownCount(total: number, pages: number): number {
  return Math.min(total, pages * PAGE_SIZE);
}

export interface ListingViewProps {
  source: ListingSource;
  /** Facets the page itself fixes. */
  hidden?: FacetDimension[];
  /** Rendered above the results once the first page is known (breadcrumbs, title, chips). */
  header: (first: { category: CategoryMeta | null; parent: CategoryMeta | null; total: number | null }) => ReactNode;
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
  const panelId = useId();
  const sortId = useId();

  const update = (next: ListingParams) => setSearchParams(writeListingParams(searchParams, next), { replace: next.page > state.page });

  if (first.notFound) return <>{notFound}</>;

  const { connection, facets, category, parent } = first.page;
  const total = connection?.totalCount ?? null;
  const products = connection?.edges.map((edge) => edge.node) ?? [];
  const busy = first.loading && !!connection;

  return (
    <>
      {header({ category, parent, total })}
      <Layout>
        <Sidebar id={panelId} $open={filtersOpen} aria-label={t('listing.filters')}>
          {facets ? (
            <Facets
              facets={facets}
              state={state}
              hidden={hidden ?? []}
              onToggle={(dimension, slug) => update(toggleFacet(state, dimension, slug))}
              onPrice={(price) => update({ ...state, price, page: 1 })}
              onClear={() => update(clearFilters(state))}
            />
          ) : (
            <Skeleton height="12rem" />
          )}
        </Sidebar>
        <section aria-label={t('listing.results')} aria-busy={first.loading || undefined}>
          <Toolbar>
            <Count role="status" data-testid="result-count">
              {total === null ? t('listing.loading') : t('listing.result_count', { count: total, formatted: formatNumber(total, language) })}
            </Count>
            <FilterToggle>
              <Button variant="ghost" size="sm" aria-expanded={filtersOpen} aria-controls={panelId} onClick={() => setFiltersOpen((open) => !open)}>
                {filtersOpen ? t('listing.hide_filters') : t('listing.show_filters')}
              </Button>
            </FilterToggle>
            <label htmlFor={sortId}>
              {t('listing.sort_by')}
              <select id={sortId} value={state.sort} onChange={(event) => update({ ...state, sort: event.target.value as SortBy, page: 1 })}>
                {SORT_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {t(`listing.sort_${option.toLowerCase()}`)}
                  </option>
                ))}
              </select>
            </label>
          </Toolbar>
          {first.error && !connection ? (
            <PageError onRetry={first.refetch} />
          ) : connection && products.length === 0 && !first.loading ? (
            <Empty>
              <h2>{t('listing.empty_title')}</h2>
              <p>{hasFilters(state) ? t('listing.empty_filtered') : t('listing.empty_desc')}</p>
              {hasFilters(state) && <Button onClick={() => update(clearFilters(state))}>{t('listing.clear_filters')}</Button>}
            </Empty>
          ) : (
            <Grid role="list" style={busy ? { opacity: 0.6 } : undefined} data-testid="product-grid">
              {connection ? (
                <>
                  <ProductCards products={products} eagerCount={4} />
                  {!busy && (
                    <Continuation
                      source={source}
                      variables={variables}
                      connection={connection}
                      index={1}
                      pages={state.page}
                      onMore={() => update({ ...state, page: state.page + 1 })}
                    />
                  )}
                </>
              ) : (
                <ProductCardSkeletons count={12} />
              )}
            </Grid>
          )}
          {connection && total !== null && products.length > 0 && !busy && (
            <More>
              <Count>{t('listing.shown_of', { shown: formatNumber(shownCount(total, state.page), language), total: formatNumber(total, language) })}</Count>
              {shownCount(total, state.page) < total && (
                <Button onClick={() => update({ ...state, page: state.page + 1 })}>{t('listing.load_more')}</Button>
              )}
            </More>
          )}
        </section>
      </Layout>
    </>
  );
}
