// What every checkout screen checks first. A guest is sent to sign in (signed-in.tsx); a shopper
// without a checkout session of their own (no `checkout_dts`, or a checkout that is not theirs) gets an
// empty state that leads back to the cart; a checkout already paid says so. Only then does the screen
// see its checkout.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from 'shared-events';
import { CheckoutByIdDocument, type CheckoutFieldsFragment } from '../generated/graphql';
import { CheckoutFrame, type CheckoutStep } from './checkout-frame';
import { readCheckoutSession } from './cookies';
import { EmptyState, FailedState, LoadingState } from './panels';
import { takeCheckoutReadAhead } from './prefetch-checkout';
import { SignedIn } from './signed-in';

export type Checkout = CheckoutFieldsFragment;

export interface CheckoutScreen {
  checkout: Checkout;
  user: SessionUser;
  /** Reads the checkout again from the server. */
  refresh: () => Promise<unknown>;
}

function CheckoutLoader({ title, step, user, children }: { title: string; step: CheckoutStep; user: SessionUser; children: (screen: CheckoutScreen) => ReactNode }) {
  const { t } = useTranslation('checkout');
  // read once per screen: the hand-over wrote it before navigating here
  const session = useMemo(() => readCheckoutSession(), []);
  // The cache shows a checkout at once and the API confirms it. One asked for moments ago, as the
  // checkout started on this screen (prefetch-checkout.ts), is the API's answer: the screen puts it in
  // the cache and shows it from there (at once, when it came before the screen), or asks itself if it
  // did not come.
  const client = useApolloClient();
  const [readAhead] = useState(() => (session ? takeCheckoutReadAhead(session.id) : null));
  const [ahead, setAhead] = useState<'waiting' | 'in-cache' | 'none'>(() => {
    if (!readAhead) return 'none';
    if (!readAhead.data) return 'waiting';
    // not broadcast: nothing watches it yet, and this is a render
    client.writeQuery({ query: CheckoutByIdDocument, variables: { id: readAhead.id }, data: readAhead.data, broadcast: false });
    return 'in-cache';
  });
  useEffect(() => {
    if (ahead !== 'waiting') return;
    let current = true;
    void readAhead?.answer.then((data) => {
      if (!current) return;
      if (data) client.writeQuery({ query: CheckoutByIdDocument, variables: { id: readAhead.id }, data });
      setAhead(data ? 'in-cache' : 'none');
    });
    return () => {
      current = false;
    };
  }, [ahead, client, readAhead]);
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
