// The checkout's routes. Each screen is its own chunk, so a screen never downloads the code of the
// others (the card form loads with the card payment screen only).
import { lazy, useEffect, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from 'design-system';
import { AreaNotFound, GraphQLBoundary } from 'remote-kit';

const loadAddressStep = () => import('./address-step/address-step');
const loadReviewStep = () => import('./review-step/review-step');
const loadPaymentStep = () => import('./payment-step/payment-step');
const loadCardPaymentPage = () => import('./card-payment/card-payment-page');
const loadVerifyPaymentPage = () => import('./verify-payment/verify-payment-page');
const loadOrderPlacedPage = () => import('./order-placed/order-placed-page');

/** Each screen's code by its address, for the screen the checkout starts on (app.tsx). */
const SCREEN_CODE: Record<string, () => Promise<unknown>> = {
  '/checkout/address': loadAddressStep,
  '/checkout/checkout-address': loadReviewStep,
  '/checkout/payment': loadPaymentStep,
  '/checkout/mobile-payment': loadPaymentStep,
  '/checkout/moyasar-payment': loadCardPaymentPage,
  '/checkout/verify-payment': loadVerifyPaymentPage,
  '/checkout/order-placed': loadOrderPlacedPage,
  '/checkout/mobile-order-placed': loadOrderPlacedPage,
};

/**
 * Starts downloading the code of the screen at this address, if it is one: called as the checkout
 * starts, so the screen's code arrives beside the translations and the GraphQL client and the first
 * render shows the screen, not the loading indicator first.
 */
export function preloadScreen(pathname: string): void {
  SCREEN_CODE[pathname]?.().catch(() => undefined); // a failure shows where the screen renders
}

const AddressStep = lazy(() => loadAddressStep().then((m) => ({ default: m.AddressStep })));
const ReviewStep = lazy(() => loadReviewStep().then((m) => ({ default: m.ReviewStep })));
const PaymentStep = lazy(() => loadPaymentStep().then((m) => ({ default: m.PaymentStep })));
const CardPaymentPage = lazy(() => loadCardPaymentPage().then((m) => ({ default: m.CardPaymentPage })));
const VerifyPaymentPage = lazy(() => loadVerifyPaymentPage().then((m) => ({ default: m.VerifyPaymentPage })));
const OrderPlacedPage = lazy(() => loadOrderPlacedPage().then((m) => ({ default: m.OrderPlacedPage })));

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
      <Route path="/checkout/address" element={<Screen load={loadAddressStep}><AddressStep /></Screen>} />
      <Route path="/checkout/checkout-address" element={<Screen load={loadReviewStep}><ReviewStep /></Screen>} />
      <Route path="/checkout/payment" element={<Screen load={loadPaymentStep}><PaymentStep mode="web" /></Screen>} />
      <Route path="/checkout/mobile-payment" element={<Screen load={loadPaymentStep}><PaymentStep mode="mobile" /></Screen>} />
      <Route path="/checkout/moyasar-payment" element={<Screen load={loadCardPaymentPage}><CardPaymentPage /></Screen>} />
      <Route path="/checkout/verify-payment" element={<Screen load={loadVerifyPaymentPage}><VerifyPaymentPage /></Screen>} />
      <Route path="/checkout/order-placed" element={<Screen load={loadOrderPlacedPage}><OrderPlacedPage /></Screen>} />
      <Route path="/checkout/mobile-order-placed" element={<Screen load={loadOrderPlacedPage}><OrderPlacedPage /></Screen>} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
