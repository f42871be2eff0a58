// The checkout's routes. Each screen is its own chunk, so a screen never downloads the code of the
// others (the card form loads with the card payment screen only).
import { useEffect, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from 'design-system';
import { AreaNotFound, GraphQLBoundary, preloadable } from 'remote-kit';
import { prefetchCurrentAddress } from './address-step/address-book';
import { prefetchCheckout } from './checkout-session/prefetch-checkout';

const addressStep = preloadable(() => import('./address-step/address-step').then((m) => m.AddressStep));
const reviewStep = preloadable(() => import('./review-step/review-step').then((m) => m.ReviewStep));
const paymentStep = preloadable(() => import('./payment-step/payment-step').then((m) => m.PaymentStep));
const cardPaymentPage = preloadable(() => import('./card-payment/card-payment-page').then((m) => m.CardPaymentPage));
const verifyPaymentPage = preloadable(() => import('./verify-payment/verify-payment-page').then((m) => m.VerifyPaymentPage));
const orderPlacedPage = preloadable(() => import('./order-placed/order-placed-page').then((m) => m.OrderPlacedPage));

/**
 * Each screen by its address, in a chunk of its own: the routes are made from this list. With the
 * screen: its code, asked for as the checkout starts on it (`preloadScreen`, app.tsx) or as the
 * screen is asked for (Screen), and what it reads first that can be asked for ahead of it (the screens
 * behind CheckoutGate show the shopper's open checkout; the address step also reads the shopper's
 * current address).
 */
const SCREENS: Record<string, { code: () => Promise<unknown>; screen: ReactNode; reads: (() => void)[] }> = {
  '/checkout/address': { code: addressStep.preload, screen: <addressStep.Component />, reads: [prefetchCheckout, prefetchCurrentAddress] },
  '/checkout/checkout-address': { code: reviewStep.preload, screen: <reviewStep.Component />, reads: [prefetchCheckout] },
  '/checkout/payment': { code: paymentStep.preload, screen: <paymentStep.Component mode="web" />, reads: [prefetchCheckout] },
  '/checkout/mobile-payment': { code: paymentStep.preload, screen: <paymentStep.Component mode="mobile" />, reads: [prefetchCheckout] },
  '/checkout/moyasar-payment': { code: cardPaymentPage.preload, screen: <cardPaymentPage.Component />, reads: [prefetchCheckout] },
  '/checkout/verify-payment': { code: verifyPaymentPage.preload, screen: <verifyPaymentPage.Component />, reads: [] },
  '/checkout/order-placed': { code: orderPlacedPage.preload, screen: <orderPlacedPage.Component />, reads: [] },
  '/checkout/mobile-order-placed': { code: orderPlacedPage.preload, screen: <orderPlacedPage.Component />, reads: [] },
};

/**
 * Starts downloading what the screen at this address needs first, if it is one: its code and what it
 * reads first. Called as the checkout starts, so both arrive beside the translations and the
 * GraphQL client, and the first render shows the screen rather than a loading state.
 */
export function preloadScreen(pathname: string): void {
  const screen = SCREENS[pathname];
  if (!screen) return;
  screen.code().catch(() => undefined); // a failure shows where the screen renders
  for (const read of screen.reads) read();
}

function CheckoutLoading() {
  const { t } = useTranslation('checkout');
  return <Spinner label={t('loading')} />;
}

/**
 * Every checkout screen reads GraphQL: the client loads with the first one. The screen's own code
 * starts downloading at the same time rather than once the client is there; the boundary's fallback
 * shows until both have arrived.
 */
export function Screen({ load, children }: { load: () => Promise<unknown>; children: ReactNode }) {
  useEffect(() => {
    load().catch(() => undefined); // a failure shows where the screen renders
  }, [load]);
  return <GraphQLBoundary fallback={<CheckoutLoading />}>{children}</GraphQLBoundary>;
}

export function AppRoutes() {
  return (
    <Routes>
      {Object.entries(SCREENS).map(([path, { code, screen }]) => (
        <Route key={path} path={path} element={<Screen load={code}>{screen}</Screen>} />
      ))}
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
