// The cart page (/cart): lines, the sellers' offers for them, shipping method, recommendations and
// the hand-over to checkout. Carries the cart tour's four anchors.
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DELIVERY_COORDINATE, getEventBus, type ProductRailProps } from 'shared-events';
import { useBusValue } from 'shared-events/react';
import { Alert, Button, LinkButton, Price, Skeleton, Spinner, media } from 'design-system';
import { RemoteFragment } from 'remote-kit';
import { cartService } from '../cart-service/cart-store';
import { useCart } from '../cart-service/use-cart';
import { OfferCard } from '../offers/offer-card';
import { useOffers } from '../offers/use-offers';
import { type OutOfStockAction } from '../offers/offers-api';
import { useUpdateSuggestion } from '../offers/use-update-suggestion';
import { ShippingMethodPicker, useShippingChoice } from '../shipping/shipping-method-picker';
import { buildCheckoutPayload, selectedSuggestionCache } from '../checkout-handover/checkout-payload';
import { handOverToCheckout } from '../checkout-handover/handover';
import { CartLines } from './cart-lines';
import { CartAlertNotice, CartErrorNotice } from './cart-notices';
import { formatNumber } from '../offers/format';

/** Riyadh, until the shopper's address is published. */
const DEFAULT_COORDINATE: [number, number] = [DEFAULT_DELIVERY_COORDINATE.lat, DEFAULT_DELIVERY_COORDINATE.long];

const Page = styled.section`
  max-width: 72rem;
  margin: ${({ theme }) => theme.space[6]} auto;
  padding: 0 ${({ theme }) => theme.space[4]};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

// Phone: items and offers, then the summary with the checkout button, then recommendations.
// Desktop: the summary sticks beside the items and offers.
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-areas: 'main' 'aside' 'more';
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 22rem;
    grid-template-areas: 'main aside' 'more aside';
    align-items: start;
  }
`;

const Main = styled.div`
  grid-area: main;
  min-width: 0;
`;

const More = styled.div`
  grid-area: more;
  min-width: 0;
`;

const Aside = styled.aside`
  grid-area: aside;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  ${media.lg} {
    position: sticky;
    top: ${({ theme }) => theme.space[4]};
  }
`;

const SummaryTotal = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Offers = styled.ol`
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

// While the first offers load: cards of about an offer's height, as many as fill the rest of a
// desktop screen, so what follows the offers is already out of view and does not jump when they come.
const PLACEHOLDER_OFFERS = 3;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const Count = styled.small`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const HeadRow = styled.div`
  display: flex;
  align-items: flex-start;
  button {
    white-space: nowrap;
  }
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Notices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  &:empty {
    display: none;
  }
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[6]};
  text-align: center;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;

/* Written in LTR terms; the RTL plugin flips both margin and arrow for Arabic. */
const Arrow = styled.span`
  margin-left: ${({ theme }) => theme.space[2]};
  display: inline-block;
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

let tourRequested = false;

/** On the first cart visit with something in it: the tour explains items, offers and checkout. */
function useCartTour(hasItems: boolean) {
  useEffect(() => {
    if (tourRequested || !hasItems) return;
    tourRequested = true;
    // the shell shows it only if its website_tours record says the cart tour is unseen
    getEventBus().publish('tour:start', { tour: 'cart' });
  }, [hasItems]);
}

export function CartPage() {
  const { t, i18n } = useTranslation('cart');
  const cart = useCart();
  const navigate = useNavigate();
  useEffect(() => cartService().start({ authenticated: false }), []);
  useCartTour(cart.lines.length > 0);

  const address = useBusValue('address:changed');
  const coordinate = useMemo<[number, number]>(() => (address ? [address.lat, address.long] : DEFAULT_COORDINATE), [address]);
  const [shipping, setShipping] = useShippingChoice();
  const { status, offers } = useOffers(cart.lines, coordinate, shipping.name, shipping.scheduleTime ?? null);
  const updateSuggestion = useUpdateSuggestion();
  const [chosen, setChosen] = useState<string | null>(null);
  const [actions, setActions] = useState<Record<string, OutOfStockAction>>({});
  const [checkout, setCheckout] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  // the best offer is preselected; a choice survives recomputation while that seller still offers
  const selected = offers.find((o) => o.sellerId === chosen) ?? offers[0];
  const rail = useMemo<ProductRailProps | null>(
    () => (cart.lines[0] ? { title: t('recommendations_title'), source: { kind: 'similar', productId: cart.lines[0].productId }, limit: 12 } : null),
    [cart.lines, t],
  );

  const proceed = async () => {
    if (!selected) return;
    const method = shipping.methods.find((m) => m.name === shipping.name);
    if (!method) {
      setCheckout({ busy: false, error: t('checkout_failed') });
      return;
    }
    const action = actions[selected.sellerId] ?? 'REPLACE';
    setCheckout({ busy: true, error: null });
    const data = buildCheckoutPayload({ offer: selected, shippingMethod: { id: method.id, name: shipping.name }, scheduleTime: shipping.scheduleTime ?? null, cartId: cart.cartId, coordinate, outOfStockAction: action });
    const result = await handOverToCheckout(data, selectedSuggestionCache(selected, action));
    if (result.ok) {
      setCheckout({ busy: false, error: null });
      navigate('/checkout/address');
      return;
    }
    const serverMessage = result.message ? (i18n.language === 'en' ? result.message.en : result.message.ar) : null;
    setCheckout({ busy: false, error: serverMessage ?? t(result.errorKey ?? 'checkout_failed') });
  };

  const notices = (
    <Notices>
      {cart.error && <CartErrorNotice error={cart.error} onDismiss={() => cartService().dismissError()} />}
      {cart.alert && <CartAlertNotice alert={cart.alert} onDismiss={() => cartService().dismissAlert()} />}
    </Notices>
  );

  if (cart.lines.length === 0) {
    return (
      <Page aria-labelledby="cart-title">
        <h1 id="cart-title" data-tour="cart-intro">
          {t('cart_title')}
        </h1>
        {notices}
        {cart.cartFetchStatus === 'pending' ? (
          <Spinner label={t('cart_loading')} />
        ) : (
          <Empty data-tour="cart-items">
            <h2>{t('cart_empty_title')}</h2>
            <p>{t('cart_empty_desc')}</p>
            <LinkButton as={Link} to="/">
              {t('cart_start_shopping')}
              <Arrow aria-hidden="true" data-testid="start-shopping-arrow">
                →
              </Arrow>
            </LinkButton>
          </Empty>
        )}
      </Page>
    );
  }

  const pickup = shipping.name === 'pickup';
  return (
    <Page aria-labelledby="cart-title">
      <HeadRow>
        <h1 id="cart-title" data-tour="cart-intro">
          {t('cart_title')} <Count>{t('cart_lines_count', { count: cart.lines.length, value: formatNumber(cart.lines.length, i18n.language) })}</Count>
        </h1>
        {/* a failure is logged and shown by the service (cart.error) */}
        <Button size="sm" variant="ghost" onClick={() => void cartService().empty().catch(() => undefined)}>
          {t('empty_cart')}
        </Button>
      </HeadRow>
      {notices}
      <Layout>
        <Main>
          <Section aria-labelledby="cart-items-title" data-tour="cart-items">
            <h2 id="cart-items-title">{t('cart_items')}</h2>
            <CartLines lines={cart.lines} />
          </Section>
          <Section aria-labelledby="offers-title">
            <h2 id="offers-title">{t('offers_title')}</h2>
            {status === 'pending' && offers.length === 0 && (
              <Offers as="div" data-testid="offers-pending">
                {Array.from({ length: PLACEHOLDER_OFFERS }, (_, index) => (
                  <Skeleton key={index} height="9.5rem" radius="lg" />
                ))}
              </Offers>
            )}
            {status === 'rejected' && <Alert tone="error">{t('offers_failed')}</Alert>}
            {status === 'fulfilled' && offers.length === 0 && <Alert tone="info">{t('no_offers')}</Alert>}
            {offers.length > 0 && (
              <Offers aria-label={t('offers_title')} aria-busy={status === 'pending'}>
                {offers.map((offer) => (
                  <OfferCard
                    key={offer.sellerId}
                    offer={offer}
                    selected={offer.sellerId === selected?.sellerId}
                    onSelect={() => {
                      setChosen(offer.sellerId);
                      cartService().chooseSuggestion(offer.sellerId);
                    }}
                    action={actions[offer.sellerId] ?? 'REPLACE'}
                    onAction={(a) => {
                      setActions((prev) => ({ ...prev, [offer.sellerId]: a }));
                      const query = { lines: cart.lines, coordinate, shippingMethod: shipping.name, scheduleTime: shipping.scheduleTime ?? null };
                      updateSuggestion(offers.indexOf(offer), a, query).catch((error: unknown) => console.error('failed to update suggestion', error));
                    }}
                    pickup={pickup}
                    coordinate={coordinate}
                  />
                ))}
              </Offers>
            )}
          </Section>
        </Main>
        <More>
          {/* the rail shows the title itself */}
          <Section aria-label={t('recommendations_title')} data-tour="cart-recommendations">
            {rail && <RemoteFragment id="mf_catalog/product-rail" props={rail} loading={<Skeleton height="12rem" radius="lg" />} />}
          </Section>
        </More>
        <Aside aria-label={t('order_summary')}>
          <ShippingMethodPicker choice={shipping} onChange={setShipping} />
          {selected ? (
            <SummaryTotal data-testid="summary-total">
              <span>
                {t('total_from', { seller: i18n.language === 'en' ? selected.sellerName : selected.sellerArName || selected.sellerName })}
              </span>
              <Price amount={selected.grandTotalHalalas} language={i18n.language === 'en' ? 'en' : 'ar'} />
            </SummaryTotal>
          ) : (
            // The total's line keeps its place while the first offers load, so the button below it does
            // not jump down when they arrive.
            status === 'pending' && (
              <SummaryTotal aria-hidden="true" data-testid="summary-total-pending">
                <Skeleton width="55%" height="1lh" />
                <Skeleton width="25%" height="1lh" />
              </SummaryTotal>
            )
          )}
          {checkout.error && <Alert tone="error">{checkout.error}</Alert>}
          {selected && !selected.minOrderMet && <Alert tone="info">{t('min_order_blocks_checkout')}</Alert>}
          <Button
            size="lg"
            fullWidth
            data-tour="cart-checkout"
            loading={checkout.busy}
            disabled={!selected || !selected.minOrderMet || status === 'pending' || (shipping.name === 'schedule' && !shipping.scheduleTime)}
            onClick={() => void proceed()}
          >
            {t('proceed_to_checkout')}
          </Button>
        </Aside>
      </Layout>
    </Page>
  );
}
