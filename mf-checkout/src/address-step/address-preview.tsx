// The address step's first paint, before the GraphQL client has arrived: the address the checkout goes
// to (or the store's, for a pickup) as the read-ahead answered it, with the step's buttons not yet
// enabled. routes.tsx shows it while the step itself waits for the client.
import { useTranslation } from 'react-i18next';
import { CheckoutPreview } from '../checkout-session/checkout-preview';
import { DeliveryAddressView, PickupAddress } from './address-views';

export function AddressPreview() {
  const { t } = useTranslation('checkout');
  return (
    <CheckoutPreview title={t('steps.address')} step="address">
      {({ checkout }) =>
        checkout.shippingMethod.name === 'pickup' ? <PickupAddress checkout={checkout} /> : <DeliveryAddressView checkout={checkout} book={{ status: 'loading' }} updating={false} problem={null} />
      }
    </CheckoutPreview>
  );
}
