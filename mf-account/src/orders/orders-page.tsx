// /orders: the signed-in shopper's orders, newest first, a page at a time, each with its number, day,
// store, item count, total and status, and a link to its page. Guests are sent to sign in and back.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LinkButton } from 'design-system';
import { GraphQLBoundary, usePageTitle } from 'remote-kit';
import { OrderHistoryDocument } from '../generated/graphql';
import { SignedInPage } from '../shared/signed-in-page';
import { FAVOURITE_ORDERS_PATH } from './favourite-toggle';
import { EmptyState, FailedState, LoadingRows, Page, PageHeader } from './layout';
import { appendPage, OrderList, ORDERS_PAGE_SIZE } from './order-list';

function OrderHistory() {
  const { t } = useTranslation('orders');
  // read afresh on every visit (a new order, a status that moved on), shown from the cache meanwhile
  const { data, error, refetch, fetchMore } = useQuery(OrderHistoryDocument, { variables: { first: ORDERS_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const orders = data?.orders;
  if (!orders) {
    return error ? <FailedState message={t('list.load_failed')} onRetry={() => void refetch().catch(() => undefined)} /> : <LoadingRows label={t('list.loading')} />;
  }
  if (orders.edges.length === 0) {
    return (
      <EmptyState title={t('list.empty_title')} action={{ to: '/', label: t('list.start_shopping') }}>
        {t('list.empty_text')}
      </EmptyState>
    );
  }
  return (
    <OrderList
      connection={orders}
      label={t('list.title')}
      loadMore={(after) =>
        fetchMore({
          variables: { first: ORDERS_PAGE_SIZE, after },
          updateQuery: (before, { fetchMoreResult }) => ({ ...before, orders: appendPage(before.orders, fetchMoreResult.orders) }),
        })
      }
    />
  );
}

export function OrdersPage() {
  const { t } = useTranslation('orders');
  usePageTitle(t('list.page_title'));
  return (
    <Page aria-labelledby="orders-title">
      <PageHeader>
        <h1 id="orders-title">{t('list.title')}</h1>
        <LinkButton as={Link} to={FAVOURITE_ORDERS_PATH} variant="ghost" size="sm">
          {t('favourites.title')}
        </LinkButton>
      </PageHeader>
      <SignedInPage>
        {() => (
          <GraphQLBoundary fallback={<LoadingRows label={t('list.loading')} />}>
            <OrderHistory />
          </GraphQLBoundary>
        )}
      </SignedInPage>
    </Page>
  );
}
