// What the review before paying shows: items (photo, name in the page language, quantity, line
// total), the store, how the order arrives and when (the slot of a scheduled order), where (or the
// store's address for pickup), what happens to an item that is out of stock, and the full breakdown
// the server priced. Only links lead on from it, so it needs no GraphQL client: the step's first paint
// (review-preview.tsx) is this same view.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AddressText, LinkButton } from 'design-system';
import { addressLines } from 'shared-domain';
import type { CheckoutFieldsFragment } from '../generated/graphql';
import { addressIn, formatNumber, formatRiyadhTime, nameIn, pageLanguageOf } from '../checkout-session/format';
import { OrderLines } from '../checkout-session/order-lines';
import { OrderSummary } from '../checkout-session/order-summary';
import { Actions, Columns, Panel } from '../checkout-session/panels';

export const PAYMENT_PATH = '/checkout/payment';

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Shipping method, slot, address and out-of-stock choice of a checkout (the order page shows the same). */
export function DeliveryDetails({ checkout, headingLevel = 2 }: { checkout: CheckoutFieldsFragment; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('checkout');
  const language = pageLanguageOf(i18n.language);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const pickup = checkout.shippingMethod.name === 'pickup';
  const method = language === 'ar' ? checkout.shippingMethod.arName : checkout.shippingMethod.enName || checkout.shippingMethod.name;
  const storeAddress = pickup ? addressIn(checkout.seller, language) : null;
  const hasDeliveryAddress = addressLines(checkout.shippingAddress).length > 0;
  return (
    <Panel aria-labelledby="delivery-details-title" data-testid="delivery-details">
      <Heading id="delivery-details-title">{t('review.details')}</Heading>
      <Details>
        <div>
          <dt>{t('review.seller')}</dt>
          <dd data-testid="review-seller">{nameIn(checkout.seller, language)}</dd>
        </div>
        <div>
          <dt>{t('review.shipping')}</dt>
          <dd data-testid="review-method">{method}</dd>
        </div>
        {checkout.shippingMethod.name === 'schedule' && (
          <div>
            <dt>{t('review.slot')}</dt>
            <dd data-testid="review-slot">{checkout.scheduleTime ? formatRiyadhTime(checkout.scheduleTime, language) : t('review.no_slot')}</dd>
          </div>
        )}
        <div>
          <dt>{pickup ? t('review.pickup_address') : t('review.address')}</dt>
          <dd data-testid="review-address">
            {pickup ? (
              (storeAddress ?? t('address.pickup_no_address'))
            ) : hasDeliveryAddress ? (
              <AddressText address={checkout.shippingAddress} language={language} />
            ) : (
              t('address.none')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('review.out_of_stock')}</dt>
          <dd data-testid="review-oos">{t(`review.oos.${checkout.outOfStockAction}`)}</dd>
        </div>
      </Details>
    </Panel>
  );
}

export function Review({ checkout }: { checkout: CheckoutFieldsFragment }) {
  const { t, i18n } = useTranslation('checkout');
  const language = pageLanguageOf(i18n.language);
  const count = checkout.lines.length;
  return (
    <Columns>
      <Panel aria-labelledby="review-items-title">
        <h2 id="review-items-title">
          {t('review.items')} <small>({t('review.items_count', { count, n: formatNumber(count, language) })})</small>
        </h2>
        <OrderLines lines={checkout.lines} label={t('review.items')} />
      </Panel>
      <Side>
        <DeliveryDetails checkout={checkout} />
        <OrderSummary checkout={checkout} />
        <Actions>
          {checkout.shippingMethod.name !== 'pickup' && (
            <LinkButton as={Link} to="/checkout/address" variant="ghost">
              {t('review.change_address')}
            </LinkButton>
          )}
          <LinkButton as={Link} to={PAYMENT_PATH} size="lg">
            {t('review.continue')}
          </LinkButton>
        </Actions>
      </Side>
    </Columns>
  );
}
