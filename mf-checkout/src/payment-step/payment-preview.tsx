// The payment step's first paint, before the GraphQL client has arrived: the options read ahead
// (prefetch-payment-options.ts) and the order summary of the checkout read ahead, with nothing to
// choose or press until the step itself has come. routes.tsx shows it while the step waits for the
// client.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckoutPreview, usePreviewShown } from '../checkout-session/checkout-preview';
import type { OrderMode } from '../checkout-session/order-mode';
import type { CheckoutFieldsFragment } from '../generated/graphql';
import { paymentOptionsAhead, subscribeToPaymentOptionsAhead } from './prefetch-payment-options';
import { PaymentOptionsView } from './payment-view';

function PreviewOptions({ checkout, mode }: { checkout: CheckoutFieldsFragment; mode: OrderMode }) {
  const ahead = useSyncExternalStore(subscribeToPaymentOptionsAhead, () => paymentOptionsAhead(checkout.id), () => undefined);
  // the options of another shipping method are not this checkout's: the step reads its own
  const options = ahead && ahead !== 'asking' && ahead.shippingId === checkout.shippingMethod.id ? ahead.options : undefined;
  usePreviewShown(ahead !== 'asking');
  return <PaymentOptionsView checkout={checkout} mode={mode} data={options} loading={!options} error={false} pending />;
}

export function PaymentPreview({ mode }: { mode: OrderMode }) {
  const { t } = useTranslation('checkout');
  return (
    <CheckoutPreview title={t('steps.payment')} step="payment" contentSaysShown>
      {({ checkout }) => <PreviewOptions checkout={checkout} mode={mode} />}
    </CheckoutPreview>
  );
}
