// The checkout's routes. Each screen is its own chunk, so a screen never downloads the code of the
// others (the card form loads with the card payment screen only).
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from 'design-system';
import { AreaNotFound, GraphQLBoundary, preloadable } from 'remote-kit';
import { prefetchCurrentAddress } from './address-step/address-book';
import { CheckoutFramePlace } from './checkout-session/checkout-frame';
import { PreviewShownContext } from './checkout-session/preview-shown';
import { prefetchCheckout } from './checkout-session/prefetch-checkout';
import { prefetchPaymentOptions } from './payment-step/prefetch-payment-options';

const addressStep = preloadable(() => import('./address-step/address-step').then((m) => m.AddressStep));
const addressPreview = preloadable(() => import('./address-step/address-preview').then((m) => m.AddressPreview));
const reviewStep = preloadable(() => import('./review-step/review-step').then((m) => m.ReviewStep));
const reviewPreview = preloadable(() => import('./review-step/review-preview').then((m) => m.ReviewPreview));
const paymentStep = preloadable(() => import('./payment-step/payment-step').then((m) => m.PaymentStep));
const paymentPreview = preloadable(() => import('./payment-step/payment-preview').then((m) => m.PaymentPreview));
const cardPaymentPage = preloadable(() => import('./card-payment/card-payment-page').then((m) => m.CardPaymentPage));
const verifyPaymentPage = preloadable(() => import('./verify-payment/verify-payment-page').then((m) => m.VerifyPaymentPage));
const orderPlacedPage = preloadable(() => import('./order-placed/order-placed-page').then((m) => m.OrderPlacedPage));

/**
 * Each screen by its address, in a chunk of its own: the routes are made from this list. With the
 * screen: its code, asked for as the checkout starts on it (`preloadScreen`, app.tsx) or as the
 * screen is asked for (Screen), and what it reads first that can be asked for ahead of it (the screens
 * behind CheckoutGate show the shopper's open checkout; the address step also reads the shopper's
 * current address). A screen with a `preview` paints that (also a chunk of its own, without the
 * GraphQL client) from what was read ahead, until the client and the screen have arrived.
 */
interface ScreenEntry {
  code: () => Promise<unknown>;
  screen: ReactNode;
  reads: (() => void)[];
  preview?: { code: () => Promise<unknown>; screen: ReactNode };
}

const SCREENS: Record<string, ScreenEntry> = {
  '/checkout/address': {
    code: addressStep.preload,
    screen: <addressStep.Component />,
    reads: [prefetchCheckout, prefetchCurrentAddress],
    preview: { code: addressPreview.preload, screen: <addressPreview.Component /> },
  },
  '/checkout/checkout-address': {
    code: reviewStep.preload,
    screen: <reviewStep.Component />,
    reads: [prefetchCheckout],
    preview: { code: reviewPreview.preload, screen: <reviewPreview.Component /> },
  },
  '/checkout/payment': {
    code: paymentStep.preload,
    screen: <paymentStep.Component mode="web" />,
    reads: [prefetchCheckout, prefetchPaymentOptions],
    preview: { code: paymentPreview.preload, screen: <paymentPreview.Component mode="web" /> },
  },
  '/checkout/mobile-payment': {
    code: paymentStep.preload,
    screen: <paymentStep.Component mode="mobile" />,
    reads: [prefetchCheckout, prefetchPaymentOptions],
    preview: { code: paymentPreview.preload, screen: <paymentPreview.Component mode="mobile" /> },
  },
  '/checkout/moyasar-payment': { code: cardPaymentPage.preload, screen: <cardPaymentPage.Component />, reads: [prefetchCheckout] },
  '/checkout/verify-payment': { code: verifyPaymentPage.preload, screen: <verifyPaymentPage.Component />, reads: [] },
  '/checkout/order-placed': { code: orderPlacedPage.preload, screen: <orderPlacedPage.Component />, reads: [] },
  '/checkout/mobile-order-placed': { code: orderPlacedPage.preload, screen: <orderPlacedPage.Component />, reads: [] },
};

/** Whether the screen at this address paints a preview first (there the GraphQL client waits for it). */
export function screenHasPreview(pathname: string): boolean {
  return Boolean(SCREENS[pathname]?.preview);
}

/**
 * Starts downloading what the screen at this address needs first, if it is one: its code and what it
 * reads first. Called as the checkout starts, so both arrive beside the translations and the
 * GraphQL client, and the first render shows the screen rather than a loading state. Where the screen
 * has a preview, that preview's code instead: the screen's own code (and the client it brings) is
 * asked for once the preview has painted, so it does not share the connection with what the preview
 * needs.
 */
export function preloadScreen(pathname: string): void {
  const screen = SCREENS[pathname];
  if (!screen) return;
  // failures show where the screen renders
  (screen.preview ?? screen).code().catch(() => undefined);
  for (const read of screen.reads) read();
}

function CheckoutLoading() {
  const { t } = useTranslation('checkout');
  return (
    <CheckoutFramePlace>
      <Spinner label={t('loading')} />
    </CheckoutFramePlace>
  );
}

/**
 * Every checkout screen reads GraphQL: the client loads with the first one. The screen's own code
 * downloads beside it rather than once the client is there; the boundary's fallback shows until both
 * have arrived. A screen with a preview shows it first, and is itself asked for once the preview has
 * painted; until then, and until the screen has arrived, the preview stays.
 */
export function Screen({ load, preview, children }: { load: () => Promise<unknown>; preview?: ReactNode; children: ReactNode }) {
  const [started, setStarted] = useState(!preview);
  const start = useCallback(() => setStarted(true), []);
  useEffect(() => {
    if (started) load().catch(() => undefined); // a failure shows where the screen renders
  }, [load, started]);
  const loading = <CheckoutLoading />;
  const previewShown = preview && (
    <Suspense fallback={loading}>
      <PreviewShownContext.Provider value={start}>{preview}</PreviewShownContext.Provider>
    </Suspense>
  );
  if (!started) return previewShown;
  return <GraphQLBoundary fallback={previewShown || loading}>{children}</GraphQLBoundary>;
}

export function AppRoutes() {
  return (
    <Routes>
      {Object.entries(SCREENS).map(([path, { code, screen, preview }]) => (
        <Route
          key={path}
          path={path}
          element={
            <Screen load={code} preview={preview?.screen}>
              {screen}
            </Screen>
          }
        />
      ))}
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
