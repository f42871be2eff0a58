// /checkout/order-placed (and /checkout/mobile-order-placed in the apps' web views): the placed order
// (number, arrival time, store, items, totals, address), a link to it in the account area, and the
// end of the checkout: the cart emptied, its cookies cleared, the order recorded.
import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, LinkButton } from 'design-system';
import type { SessionUser } from 'shared-events';
import { useBusValue } from 'shared-events/react';
import { SignedIn } from '../checkout-session/signed-in';
import { CheckoutFrame } from '../checkout-session/checkout-frame';
import { formatRiyadhTime, nameIn, pageLanguageOf } from '../checkout-session/format';
import { OrderLines } from '../checkout-session/order-lines';
import { OrderSummary } from '../checkout-session/order-summary';
import { Actions, Columns, EmptyState, FailedState, LoadingState, Panel } from '../checkout-session/panels';
import { readCheckoutValue } from '../checkout-storage/checkout-storage';
import { PlacedOrderDocument } from '../generated/graphql';
import { DeliveryDetails } from '../review-step/review-view';
import { finishOrder, needsFinishing, requestEmptyCart } from './finish-order';

export const ORDERS_PATH = '/orders';

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

function Placed({ user: _user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('checkout');
  const language = pageLanguageOf(i18n.language);
  const session = useBusValue('session:changed');
  const [params] = useSearchParams();
  const [orderId] = useState(() => params.get('orderId') ?? (session ? readCheckoutValue<string>('ordr_id', session) : null));
  const { data, loading, error, refetch } = useQuery(PlacedOrderDocument, { variables: { orderId: orderId ?? '' }, skip: !orderId, fetchPolicy: 'network-only' });
  const order = data?.getOrderById;

  // finish the checkout once the order is known to be this shopper's
  const checkoutId = order?.checkout.id;
  useEffect(() => {
    if (!order || !checkoutId || !needsFinishing(checkoutId)) return;
    const stopAsking = requestEmptyCart();
    finishOrder({ orderId: order.id, orderNumber: order.orderNumber }).catch((reason: unknown) => console.error('[mf-checkout] the checkout cookies could not be cleared', reason));
    return stopAsking;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkoutId]);

  if (!orderId || (!loading && !error && !order)) {
    return (
      <EmptyState title={t('placed.missing')} action={{ to: ORDERS_PATH, label: t('placed.see_orders') }}>
        {t('no_checkout_session')}
      </EmptyState>
    );
  }
  if (!order) return loading ? <LoadingState label={t('loading')} /> : <FailedState message={t('placed.load_failed')} onRetry={() => void refetch()} />;

  const checkout = order.checkout;
  const pickup = checkout.shippingMethod.name === 'pickup';
  return (
    <>
      <Alert tone="success">{t('placed.thanks')}</Alert>
      <Panel aria-labelledby="order-facts-title" data-testid="order-facts">
        <h2 id="order-facts-title">{t('placed.order_number')}</h2>
        <Facts>
          <div>
            <dt>{t('placed.order_number')}</dt>
            <dd data-testid="order-number" dir="ltr">
              {order.orderNumber}
            </dd>
          </div>
          <div>
            <dt>{pickup ? t('placed.eta_pickup') : t('placed.eta')}</dt>
            <dd data-testid="order-eta">{order.eta ? formatRiyadhTime(order.eta, language) : '—'}</dd>
          </div>
          <div>
            <dt>{t('placed.status')}</dt>
            <dd data-testid="order-status">{nameIn(order.status, language)}</dd>
          </div>
        </Facts>
      </Panel>
      <Columns>
        <Panel aria-labelledby="placed-items-title">
          <h2 id="placed-items-title">{t('placed.items')}</h2>
          <OrderLines lines={checkout.lines} label={t('placed.items')} />
        </Panel>
        <Side>
          <DeliveryDetails checkout={checkout} />
          <OrderSummary checkout={checkout} />
        </Side>
      </Columns>
      <Actions>
        <LinkButton as={Link} to={ORDERS_PATH}>
          {t('placed.see_orders')}
        </LinkButton>
        <LinkButton as={Link} to="/" variant="ghost">
          {t('placed.continue_shopping')}
        </LinkButton>
      </Actions>
    </>
  );
}

export function OrderPlacedPage() {
  const { t } = useTranslation('checkout');
  return (
    <SignedIn title={t('steps.done')} step="done">
      {(user) => (
        <CheckoutFrame step="done" title={t('steps.done')}>
          <Placed user={user} />
        </CheckoutFrame>
      )}
    </SignedIn>
  );
}
