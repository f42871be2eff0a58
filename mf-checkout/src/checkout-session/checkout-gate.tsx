// What every checkout screen checks first. A guest is sent to sign in and brought back to this very
// screen (a session that lapsed here is offered the same way back); a shopper without a checkout
// session of their own (no `checkout_dts`, or a checkout that is not theirs) gets an empty state that
// leads back to the cart; a checkout already paid says so. Only then does the screen see its checkout.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SessionUser } from 'shared-events';
import { CheckoutByIdDocument, type CheckoutFieldsFragment } from '../generated/graphql';
import { CheckoutFrame, type CheckoutStep } from './checkout-frame';
import { readCheckoutSession } from './cookies';
import { EmptyState, FailedState, LoadingState } from './panels';
import { takeCheckoutReadAhead } from './prefetch-checkout';
import { useShopperSession } from './use-shopper-session';

export const LOGIN_PATH = '/authentication/login';

/** The sign-in page that brings the shopper back to `target` (the account team reads `redirect`). */
export function loginPathFor(target: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target).replace(/%2F/gi, '/')}`;
}

export type Checkout = CheckoutFieldsFragment;

export interface CheckoutScreen {
  checkout: Checkout;
  user: SessionUser;
  /** Reads the checkout again from the server. */
  refresh: () => Promise<unknown>;
}

/**
 * Sends a guest to sign in; renders `children` with the signed-in shopper once known. A session that
 * lapsed mid-checkout is not sent away: the shell's expired-session modal is open over this screen,
 * which says the cart and checkout are kept and links to signing in again, back to this very screen.
 */
export function SignedIn({ title, step, children }: { title: string; step: CheckoutStep; children: (user: SessionUser) => ReactNode }) {
  const { t } = useTranslation('checkout');
  const session = useShopperSession();
  const location = useLocation();
  const navigate = useNavigate();
  const sent = useRef(false);
  const guest = session?.status === 'guest' || (session?.status === 'user' && !session.user);
  useEffect(() => {
    // once: the sign-in page is the account team's, and this screen goes away with the navigation
    if (!guest || sent.current) return;
    sent.current = true;
    navigate(loginPathFor(location.pathname + location.search), { replace: true });
  }, [guest, location, navigate]);
  if (session?.status === 'user' && session.user) return <>{children(session.user)}</>;
  return (
    <CheckoutFrame step={step} title={title}>
      {session?.status === 'expired' ? (
        <EmptyState title={t('expired_title')} action={{ to: loginPathFor(location.pathname + location.search), label: t('sign_in_again') }}>
          {t('expired_body')}
        </EmptyState>
      ) : (
        <LoadingState label={guest ? t('signing_in') : t('loading')} />
      )}
    </CheckoutFrame>
  );
}

function CheckoutLoader({ title, step, user, children }: { title: string; step: CheckoutStep; user: SessionUser; children: (screen: CheckoutScreen) => ReactNode }) {
  const { t } = useTranslation('checkout');
  // read once per screen: the hand-over wrote it before navigating here
  const session = useMemo(() => readCheckoutSession(), []);
  // The cache shows a checkout at once and the API confirms it. One asked for moments ago, as the
  // checkout started on this screen (prefetch-checkout.ts), is the API's answer: the screen waits for it
  // to reach the cache and shows it from there, or asks itself if it did not come.
  const [readAhead] = useState(() => (session ? takeCheckoutReadAhead(session.id) : null));
  const [ahead, setAhead] = useState<'waiting' | 'in-cache' | 'none'>(readAhead ? 'waiting' : 'none');
  useEffect(() => {
    let current = true;
    void readAhead?.then((inCache) => {
      if (current) setAhead(inCache ? 'in-cache' : 'none');
    });
    return () => {
      current = false;
    };
  }, [readAhead]);
  const { data, error, loading, refetch } = useQuery(CheckoutByIdDocument, {
    variables: { id: session?.id ?? '' },
    skip: !session || ahead === 'waiting',
    fetchPolicy: ahead === 'in-cache' ? 'cache-first' : 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const checkout = data?.getCheckoutById;

  let content: ReactNode;
  if (!session) {
    content = <EmptyState title={t('no_checkout_title')}>{t('no_checkout_session')}</EmptyState>;
  } else if (checkout) {
    if (checkout.orderId) {
      content = (
        <EmptyState title={t('checkout_closed_title')} action={{ to: '/orders', label: t('see_orders') }}>
          {t('checkout_closed')}
        </EmptyState>
      );
    } else {
      content = children({ checkout, user, refresh: () => refetch() });
    }
  } else if (loading || ahead === 'waiting') {
    content = <LoadingState label={t('loading')} />;
  } else if (error) {
    content = <FailedState message={t('load_failed')} onRetry={() => void refetch()} />;
  } else {
    // null: no such checkout, or not this shopper's
    content = <EmptyState title={t('no_checkout_title')}>{t('no_checkout_session')}</EmptyState>;
  }
  return (
    <CheckoutFrame step={step} title={title}>
      {content}
    </CheckoutFrame>
  );
}

/** A checkout screen: signed in, with the shopper's own open checkout. */
export function CheckoutGate({ title, step, children }: { title: string; step: CheckoutStep; children: (screen: CheckoutScreen) => ReactNode }) {
  return (
    <SignedIn title={title} step={step}>
      {(user) => (
        <CheckoutLoader title={title} step={step} user={user}>
          {children}
        </CheckoutLoader>
      )}
    </SignedIn>
  );
}
