// The cart page (/cart): lines, the sellers' offers for them, shipping method, recommendations and
// the hand-over to checkout. Carries the cart tour's four anchors. The lines come from the browser's
// storage (a guest's) or the cart service, and show as soon as the cart's code has run. The offers and
// the order summary read GraphQL: their code and the GraphQL client (about 85 KB) are asked for once
// the lines have painted, so they do not share the connection with what the lines need
// (cart-offers.tsx); until they arrive, the offers' and the summary's places are held.
import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DELIVERY_COORDINATE, getEventBus, type ProductRailProps } from 'shared-events';
import { useBusValue } from 'shared-events/react';
import { Button, LinkButton, Skeleton, Spinner } from 'design-system';
import { GraphQLBoundary, RemoteFragment, preloadable, useAfterPaint, useNearViewport } from 'remote-kit';
import { cartService } from '../cart-service/cart-store';
import { useCart } from '../cart-service/use-cart';
import { CartLines } from './cart-lines';
import { CartAlertNotice, CartErrorNotice } from './cart-notices';
import { CartOffersPending, ItemsArea, Layout, MoreArea, Section } from './cart-layout';
import type { CartOffersProps } from './cart-offers';
import { formatNumber } from '../offers/format';

/** The recommendations, below the offers (several screens down on a phone), load within half a screen. */
const RECOMMENDATIONS_MARGIN = '50% 0px 50% 0px';

const cartOffers = preloadable<CartOffersProps>(() => import(/* webpackChunkName: "cart-offers" */ './cart-offers').then((module) => module.CartOffers));

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
  useEffect(() => cartService().start({ authenticated: false }), []);
  useCartTour(cart.lines.length > 0);

  const linesPainted = useAfterPaint();
  // the catalog's rail, below the offers, loads when the shopper comes near it
  const [more, moreNear] = useNearViewport<HTMLDivElement>(true, RECOMMENDATIONS_MARGIN);
  const address = useBusValue('address:changed');
  const coordinate = useMemo<[number, number]>(() => (address ? [address.lat, address.long] : DEFAULT_COORDINATE), [address]);
  const rail = useMemo<ProductRailProps | null>(
    () => (cart.lines[0] ? { title: t('recommendations_title'), source: { kind: 'similar', productId: cart.lines[0].productId }, limit: 12 } : null),
    [cart.lines, t],
  );

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
        <ItemsArea>
          <Section aria-labelledby="cart-items-title" data-tour="cart-items">
            <h2 id="cart-items-title">{t('cart_items')}</h2>
            <CartLines lines={cart.lines} />
          </Section>
        </ItemsArea>
        {linesPainted ? (
          <GraphQLBoundary fallback={<CartOffersPending />}>
            <cartOffers.Component lines={cart.lines} cartId={cart.cartId} coordinate={coordinate} />
          </GraphQLBoundary>
        ) : (
          <CartOffersPending />
        )}
        <MoreArea ref={more}>
          {/* the rail shows the title itself */}
          <Section aria-label={t('recommendations_title')} data-tour="cart-recommendations">
            {rail &&
              (moreNear ? (
                <RemoteFragment id="mf_catalog/product-rail" props={rail} loading={<Skeleton height="12rem" radius="lg" />} />
              ) : (
                <Skeleton height="12rem" radius="lg" data-testid="recommendations-waiting" />
              ))}
          </Section>
        </MoreArea>
      </Layout>
    </Page>
  );
}
