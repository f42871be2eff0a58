// /favourite-orders: the orders the shopper marked as favourites (from each order's page), newest first,
// a page at a time, each with "order again", which puts its products in the cart and opens the cart.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LinkButton } from 'design-system';
import { GraphQLBoundary, usePageTitle } from 'remote-kit';
import { FavouriteOrderListDocument } from '../generated/graphql';
import { EmptyState, FailedState, LoadingRows, Page, PageHeader } from '../orders/layout';
import { ORDERS_PATH } from '../orders/order-card';
import { appendPage, OrderList, ORDERS_PAGE_SIZE } from '../orders/order-list';
import { SignedInPage } from '../shared/signed-in-page';
import { OrderAgain } from './order-again';

function FavouriteOrders() {
  const { t } = useTranslation('orders');
  const { data, error, refetch, fetchMore } = useQuery(FavouriteOrderListDocument, { variables: { first: ORDERS_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const favourites = data?.favouriteOrders;
  if (!favourites) {
    return error ? <FailedState message={t('favourites.load_failed')} onRetry={() => void refetch().catch(() => undefined)} /> : <LoadingRows label={t('favourites.loading')} />;
  }
  if (favourites.edges.length === 0) {
    return (
      <EmptyState title={t('favourites.empty_title')} action={{ to: ORDERS_PATH, label: t('favourites.see_orders') }}>
        {t('favourites.empty_text')}
      </EmptyState>
    );
  }
  return (
    <OrderList
      connection={favourites}
      label={t('favourites.title')}
      actions={(order) => <OrderAgain orderId={order.id} orderNumber={order.orderNumber} />}
      loadMore={(after) =>
        fetchMore({
          variables: { first: ORDERS_PAGE_SIZE, after },
          updateQuery: (before, { fetchMoreResult }) => ({ ...before, favouriteOrders: appendPage(before.favouriteOrders, fetchMoreResult.favouriteOrders) }),
        })
      }
    />
  );
}

export function FavouriteOrdersPage() {
  const { t } = useTranslation('orders');
  usePageTitle(t('favourites.page_title'));
  return (
    <Page aria-labelledby="favourite-orders-title">
      <PageHeader>
        <h1 id="favourite-orders-title">{t('favourites.title')}</h1>
        <LinkButton as={Link} to={ORDERS_PATH} variant="ghost" size="sm">
          {t('list.title')}
        </LinkButton>
      </PageHeader>
      <SignedInPage>
        {() => (
          <GraphQLBoundary fallback={<LoadingRows label={t('favourites.loading')} />}>
            <FavouriteOrders />
          </GraphQLBoundary>
        )}
      </SignedInPage>
    </Page>
  );
}
