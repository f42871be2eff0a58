// /checkout/checkout-address: the review before paying (review-view.tsx), of the shopper's own open
// checkout.
import { useTranslation } from 'react-i18next';
import { CheckoutGate } from '../checkout-session/checkout-gate';
import { Review } from './review-view';

export function ReviewStep() {
  const { t } = useTranslation('checkout');
  return (
    <CheckoutGate title={t('steps.review')} step="review">
      {({ checkout }) => <Review checkout={checkout} />}
    </CheckoutGate>
  );
}
