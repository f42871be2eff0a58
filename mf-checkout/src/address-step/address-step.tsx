// /checkout/address: where the order goes. Delivery: the shopper's current address from their book,
// changed or added (with a pinned location) through the account team's address picker; the checkout
// is re-priced for it (updateCheckout), and a store that does not reach the pin says so and offers
// the cart's other stores. Pickup: the store's own address, delivery 0.00.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AddressText, Alert, Button, LinkButton, Price, Skeleton, Spinner } from 'design-system';
import { RemoteFragment } from 'remote-kit';
import { useBusValue } from 'shared-events/react';
import { CheckoutGate, type CheckoutScreen } from '../checkout-session/checkout-gate';
import { addressIn, nameIn, pageLanguageOf } from '../checkout-session/format';
import { Actions, Panel } from '../checkout-session/panels';
import { UpdateCheckoutAddressDocument } from '../generated/graphql';
import { firstCurrentAddress, readCurrentAddress, type BookAddress } from './address-book';

export const REVIEW_PATH = '/checkout/checkout-address';

const Address = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Row = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

type Book = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; current: BookAddress | null };

function PickupAddress({ checkout }: CheckoutScreen) {
  const { t, i18n } = useTranslation('checkout');
  const language = pageLanguageOf(i18n.language);
  const where = addressIn(checkout.seller, language);
  return (
    <>
      <Panel aria-labelledby="pickup-title" data-testid="pickup-address">
        <h2 id="pickup-title">{t('address.pickup_title')}</h2>
        <p>{t('address.pickup_intro', { seller: nameIn(checkout.seller, language) })}</p>
        <Address>{where ?? t('address.pickup_no_address')}</Address>
        <Row data-testid="pickup-delivery">
          <span>{t('address.delivery_charge')}</span>
          <Price amount={0} language={language} />
        </Row>
      </Panel>
      <Actions>
        <LinkButton as={Link} to={REVIEW_PATH} size="lg">
          {t('address.continue')}
        </LinkButton>
      </Actions>
    </>
  );
}

function DeliveryAddress({ checkout }: CheckoutScreen) {
  const { t, i18n } = useTranslation('checkout');
  const language = pageLanguageOf(i18n.language);
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

  const applied = checkout.shippingAddress?.address1 ? checkout.shippingAddress : null;
  const outOfRange = problem === 'seller_out_of_range';
  const sellerName = nameIn(checkout.seller, language);

  return (
    <>
      <Panel aria-labelledby="deliver-to-title" aria-busy={updating || book.status === 'loading'} data-testid="delivery-address">
        <h2 id="deliver-to-title">{t('address.deliver_to')}</h2>
        {book.status === 'loading' && !applied ? (
          <Skeleton height="1.5em" width="70%" />
        ) : applied ? (
          <Address data-testid="chosen-address">
            <AddressText address={applied} language={language} />
          </Address>
        ) : (
          <p>{t('address.none')}</p>
        )}
        {book.status === 'failed' && <Alert tone="info">{t('address.book_failed')}</Alert>}
        {updating && <Spinner label={t('address.updating')} />}
        {outOfRange && (
          <Alert tone="error" data-testid="out-of-range">
            {t('address.out_of_range', { seller: sellerName })}
          </Alert>
        )}
        {problem && !outOfRange && <Alert tone="error">{t(`errors.${problem}`, { defaultValue: t('address.update_failed') })}</Alert>}
        <Actions>
          <Button variant="ghost" onClick={openPicker} disabled={updating}>
            {applied || (book.status === 'ready' && book.current) ? t('address.change') : t('address.add')}
          </Button>
          {outOfRange && (
            <LinkButton as={Link} to="/cart" variant="secondary">
              {t('address.choose_other_store')}
            </LinkButton>
          )}
        </Actions>
      </Panel>
      <Actions>
        <Button size="lg" disabled={!applied || outOfRange || updating} onClick={() => navigate(REVIEW_PATH)}>
          {t('address.continue')}
        </Button>
      </Actions>
      {pickerOpen && <RemoteFragment id="mf_account/address-picker" props={{ open: pickerOpen, onClose: () => setPickerOpen(false) }} />}
    </>
  );
}

export function AddressStep() {
  const { t } = useTranslation('checkout');
  return (
    <CheckoutGate title={t('steps.address')} step="address">
      {(screen) => (screen.checkout.shippingMethod.name === 'pickup' ? <PickupAddress {...screen} /> : <DeliveryAddress {...screen} />)}
    </CheckoutGate>
  );
}
