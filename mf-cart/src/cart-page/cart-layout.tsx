// The cart page's grid and the pieces its two parts share: the lines (which show from the browser's
// storage at once) and the offers with the order summary (which wait for the GraphQL client). While
// the second part's code is on its way, CartOffersPending holds its places with the same layout.
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Skeleton, media } from 'design-system';
import { loadShipMethod, saveShipMethod, type StoredShipMethod } from '../cart-service/storage';
import { ShippingMethodPicker } from '../shipping/shipping-method-picker';

// Phone: items, offers, the summary with the checkout button, then recommendations.
// Desktop: the summary sticks beside the items, the offers and the recommendations.
export const Layout = styled.div`
  display: grid;
  column-gap: ${({ theme }) => theme.space[6]};
  grid-template-areas: 'items' 'offers' 'aside' 'more';
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 22rem;
    grid-template-areas: 'items aside' 'offers aside' 'more aside';
    align-items: start;
  }
`;

export const ItemsArea = styled.div`
  grid-area: items;
  min-width: 0;
`;

const OffersArea = styled.div`
  grid-area: offers;
  min-width: 0;
`;

export const MoreArea = styled.div`
  grid-area: more;
  min-width: 0;
`;

export const Aside = styled.aside`
  grid-area: aside;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  ${media.lg} {
    position: sticky;
    top: ${({ theme }) => theme.space[4]};
    margin-bottom: 0;
  }
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

export const SummaryTotal = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Offers = styled.ol`
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The sellers' offers' place in the grid, under its heading. */
export function OffersSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation('cart');
  return (
    <OffersArea>
      <Section aria-labelledby="offers-title">
        <h2 id="offers-title">{t('offers_title')}</h2>
        {children}
      </Section>
    </OffersArea>
  );
}

// While the first offers load: cards of about an offer's height, as many as fill the rest of a
// desktop screen, so what follows the offers is already out of view and does not jump when they come.
const PLACEHOLDER_OFFERS = 3;

export function OffersPlaceholder() {
  return (
    <Offers as="div" data-testid="offers-pending">
      {Array.from({ length: PLACEHOLDER_OFFERS }, (_, index) => (
        <Skeleton key={index} height="9.5rem" radius="lg" />
      ))}
    </Offers>
  );
}

/** The total's line while the first offers load, so the button below it does not jump down when they arrive. */
export function SummaryTotalPlaceholder() {
  return (
    <SummaryTotal aria-hidden="true" data-testid="summary-total-pending">
      <Skeleton width="55%" height="1lh" />
      <Skeleton width="25%" height="1lh" />
    </SummaryTotal>
  );
}

/**
 * The offers and the order summary while their code and the GraphQL client load: the offers' place,
 * the shipping method (a choice made now is remembered and taken up when the methods arrive), the
 * total's place and the checkout button, not yet enabled.
 */
export function CartOffersPending() {
  const { t } = useTranslation('cart');
  const [stored, setStored] = useState<StoredShipMethod>(loadShipMethod);
  const choose = (next: StoredShipMethod) => {
    saveShipMethod(next);
    setStored(next);
  };
  return (
    <>
      <OffersSection>
        <OffersPlaceholder />
      </OffersSection>
      <Aside aria-label={t('order_summary')}>
        {/* no methods yet, so no slots to judge open or closed */}
        <ShippingMethodPicker choice={{ ...stored, methods: [], now: 0, slotMoved: false }} onChange={choose} />
        <SummaryTotalPlaceholder />
        <Button size="lg" fullWidth data-tour="cart-checkout" disabled>
          {t('proceed_to_checkout')}
        </Button>
      </Aside>
    </>
  );
}
