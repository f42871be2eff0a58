// The review step's first paint, before the GraphQL client has arrived: the same review, of the
// checkout the read-ahead answered. routes.tsx shows it while the step itself waits for the client.
import { useTranslation } from 'react-i18next';
import { CheckoutPreview } from '../checkout-session/checkout-preview';
import { Review } from './review-view';

export function ReviewPreview() {
  const { t } = useTranslation('checkout');
  return (
    <CheckoutPreview title={t('steps.review')} step="review">
      {({ checkout }) => <Review checkout={checkout} />}
    </CheckoutPreview>
  );
}
