import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from 'design-system';
import { AreaNotFound, GraphQLBoundary } from 'remote-kit';
import { AddressStep } from './address-step/address-step';
import { CardPaymentPage } from './card-payment/card-payment-page';
import { OrderPlacedPage } from './order-placed/order-placed-page';
import { PaymentStep } from './payment-step/payment-step';
import { ReviewStep } from './review-step/review-step';
import { VerifyPaymentPage } from './verify-payment/verify-payment-page';

function CheckoutLoading() {
  const { t } = useTranslation('checkout');
  return <Spinner label={t('loading')} />;
}

/** Every checkout screen reads GraphQL: the client loads with the first one. */
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
