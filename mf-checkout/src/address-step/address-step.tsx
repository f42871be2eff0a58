// /checkout/address: where the order goes. Delivery: the shopper's current address from their book,
// changed or added (with a pinned location) through the account team's address picker; the checkout
// is re-priced for it (updateCheckout), and a store that does not reach the pin says so and offers
// the cart's other stores. Pickup: the store's own address, delivery 0.00.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RemoteFragment } from 'remote-kit';
import { useBusValue } from 'shared-events/react';
import { CheckoutGate, type CheckoutScreen } from '../checkout-session/checkout-gate';
import { UpdateCheckoutAddressDocument } from '../generated/graphql';
import { firstCurrentAddress, readCurrentAddress, type BookAddress } from './address-book';
import { DeliveryAddressView, PickupAddress, REVIEW_PATH, type Book } from './address-views';

function DeliveryAddress({ checkout }: CheckoutScreen) {
  const navigate = useNavigate();
  const [book, setBook] = useState<Book>({ status: 'loading' });
  const [pickerOpen, setPickerOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [update, { loading: updating }] = useMutation(UpdateCheckoutAddressDocument);
  const latestAddress = useBusValue('address:changed');
  /** The bus's address when the picker opened: a different one afterwards is the shopper's choice. */
  const addressAtOpen = useRef<typeof latestAddress | null>(null);
  const autoApplied = useRef(false);

  const apply = useCallback(
    async (address: BookAddress) => {
      setProblem(null);
      try {
        const { data } = await update({
          variables: { checkoutId: checkout.id, shippingAddress: { address1: address.address1, address2: address.address2 ?? null, lat: address.lat, long: address.long, country: 'SA' } },
        });
        const result = data?.updateCheckout;
        if (!result?.success) setProblem(result?.key ?? 'operation_failed');
      } catch (error) {
        console.error('[mf-checkout] the delivery address could not be set', error);
        setProblem('operation_failed');
      }
    },
    [checkout.id, update],
  );

  const readBook = useCallback(async (read: () => Promise<BookAddress | null> = readCurrentAddress): Promise<BookAddress | null> => {
    try {
      const current = await read();
      setBook({ status: 'ready', current });
      return current;
    } catch (error) {
      console.error('[mf-checkout] the address book could not be read', error);
      setBook({ status: 'failed' });
      return null;
    }
  }, []);

  // The checkout starts at the pin the cart priced it for; the shopper's current address fills it in.
  useEffect(() => {
    void readBook(firstCurrentAddress).then((current) => {
      if (current && !checkout.shippingAddress?.address1 && !autoApplied.current) {
        autoApplied.current = true;
        void apply(current);
      }
    });
    // once per screen: later changes come from the picker
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The picker saves the chosen address as the current one and announces it on the bus.
  useEffect(() => {
    if (addressAtOpen.current === null || latestAddress === addressAtOpen.current) return;
    addressAtOpen.current = null;
    void readBook(readCurrentAddress).then((current) => current && apply(current));
  }, [latestAddress, readBook, apply]);

  const openPicker = () => {
    addressAtOpen.current = latestAddress;
    setPickerOpen(true);
  };

  return (
    <>
      <DeliveryAddressView checkout={checkout} book={book} updating={updating} problem={problem} onChange={openPicker} onContinue={() => navigate(REVIEW_PATH)} />
      {pickerOpen && <RemoteFragment id="mf_account/address-picker" props={{ open: pickerOpen, onClose: () => setPickerOpen(false) }} />}
    </>
  );
}

export function AddressStep() {
  const { t } = useTranslation('checkout');
  return (
    <CheckoutGate title={t('steps.address')} step="address">
      {(screen) => (screen.checkout.shippingMethod.name === 'pickup' ? <PickupAddress checkout={screen.checkout} /> : <DeliveryAddress {...screen} />)}
    </CheckoutGate>
  );
}
