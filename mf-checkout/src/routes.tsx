// The checkout's routes. Each screen is its own chunk, so a screen never downloads the code of the
// others (the card form loads with the card payment screen only).
import { lazy, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from 'design-system';
import { AreaNotFound, GraphQLBoundary } from 'remote-kit';

const AddressStep = lazy(() => import('./address-step/address-step').then((m) => ({ default: m.AddressStep })));
const ReviewStep = lazy(() => import('./review-step/review-step').then((m) => ({ default: m.ReviewStep })));
const PaymentStep = lazy(() => import('./payment-step/payment-step').then((m) => ({ default: m.PaymentStep })));
const CardPaymentPage = lazy(() => import('./card-payment/card-payment-page').then((m) => ({ default: m.CardPaymentPage })));
const VerifyPaymentPage = lazy(() => import('./verify-payment/verify-payment-page').then((m) => ({ default: m.VerifyPaymentPage })));
const OrderPlacedPage = lazy(() => import('./order-placed/order-placed-page').then((m) => ({ default: m.OrderPlacedPage })));

function CheckoutLoading() {
  const { t } = useTranslation('checkout');
  return <Spinner label={t('loading')} />;
}

/** Every checkout screen reads GraphQL: the client loads with the first one. The boundary's
 * fallback also shows while the screen's own code loads. */
const withGraphQL = (page: ReactElement) => <GraphQLBoundary fallback={<CheckoutLoading />}>{page}</GraphQLBoundary>;

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/checkout/address" element={withGraphQL(<AddressStep />)} />
      <Route path="/checkout/checkout-address" element={withGraphQL(<ReviewStep />)} />
      <Route path="/checkout/payment" element={withGraphQL(<PaymentStep mode="web" />)} />
      <Route path="/checkout/mobile-payment" element={withGraphQL(<PaymentStep mode="mobile" />)} />
      <Route path="/checkout/moyasar-payment" element={withGraphQL(<CardPaymentPage />)} />
      <Route path="/checkout/verify-payment" element={withGraphQL(<VerifyPaymentPage />)} />
      <Route path="/checkout/order-placed" element={withGraphQL(<OrderPlacedPage />)} />
      <Route path="/checkout/mobile-order-placed" element={withGraphQL(<OrderPlacedPage />)} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
