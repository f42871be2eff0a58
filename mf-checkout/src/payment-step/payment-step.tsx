// /checkout/payment (and /checkout/mobile-payment in the apps' web views): how the shopper pays
// (payment-view.tsx), with the options of the checkout's shipping method (getPaymentMethodByShipping)
// and the shopper's saved cards, read ahead as the checkout started here where it could be.
import { useCallback } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { CheckoutGate, type CheckoutScreen } from '../checkout-session/checkout-gate';
import type { OrderMode } from '../checkout-session/order-mode';
import { policyAfterReadAhead, useReadAheadInCache } from '../checkout-session/use-read-ahead';
import { PaymentOptionsDocument } from '../generated/graphql';
import { takePaymentOptionsAhead, type PaymentOptionsAhead } from './prefetch-payment-options';
import { PaymentOptionsView } from './payment-view';

function PaymentOptions({ checkout, mode }: CheckoutScreen & { mode: OrderMode }) {
  const shippingId = checkout.shippingMethod.id;
  const write = useCallback(
    (client: ApolloClient, read: PaymentOptionsAhead, _key: string, broadcast: boolean) => {
      // read for the shipping method the checkout had then
      if (read.shippingId !== shippingId) return false;
      client.writeQuery({ query: PaymentOptionsDocument, variables: { shippingId }, data: read.options, broadcast });
      return true;
    },
    [shippingId],
  );
  const ahead = useReadAheadInCache(() => takePaymentOptionsAhead(checkout.id), write);
  const { data, loading, error, refetch } = useQuery(PaymentOptionsDocument, { variables: { shippingId }, skip: ahead === 'waiting', fetchPolicy: policyAfterReadAhead(ahead) });
  return <PaymentOptionsView checkout={checkout} mode={mode} data={data} loading={loading || ahead === 'waiting'} error={Boolean(error)} onRetry={() => void refetch()} />;
}

export function PaymentStep({ mode = 'web' }: { mode?: OrderMode }) {
  const { t } = useTranslation('checkout');
  return (
    <CheckoutGate title={t('steps.payment')} step="payment">
      {(screen) => <PaymentOptions {...screen} mode={mode} />}
    </CheckoutGate>
  );
}
