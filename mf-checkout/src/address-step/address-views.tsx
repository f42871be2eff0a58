// What the address step shows, apart from what it does: the store's address for a pickup, the address
// a delivery goes to. The step (address-step.tsx) gives them its state and actions; its first paint
// (address-preview.tsx) shows them before the GraphQL client has arrived, with the actions not yet
// enabled. Nothing here imports the client.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AddressText, Alert, Button, LinkButton, Price, Skeleton, Spinner } from 'design-system';
import type { CheckoutFieldsFragment } from '../generated/graphql';
import { addressIn, nameIn, pageLanguageOf } from '../checkout-session/format';
import { Actions, Panel } from '../checkout-session/panels';
import type { BookAddress } from './address-book';

export const REVIEW_PATH = '/checkout/checkout-address';

const Address = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Row = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export type Book = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; current: BookAddress | null };

export function PickupAddress({ checkout }: { checkout: CheckoutFieldsFragment }) {
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

export interface DeliveryAddressViewProps {
  checkout: CheckoutFieldsFragment;
  book: Book;
  /** The checkout is being re-priced for a new address. */
  updating: boolean;
  /** The error key of the last address that could not be applied. */
  problem: string | null;
  /** Opens the address picker; absent while the step cannot act yet (the button shows, disabled). */
  onChange?: () => void;
  /** Goes on to the review; absent while the step cannot act yet. */
  onContinue?: () => void;
}

export function DeliveryAddressView({ checkout, book, updating, problem, onChange, onContinue }: DeliveryAddressViewProps) {
  const { t, i18n } = useTranslation('checkout');
  const language = pageLanguageOf(i18n.language);
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
          <Button variant="ghost" onClick={onChange} disabled={updating || !onChange}>
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
        <Button size="lg" disabled={!applied || outOfRange || updating || !onContinue} onClick={onContinue}>
          {t('address.continue')}
        </Button>
      </Actions>
    </>
  );
}
