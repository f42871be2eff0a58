// What every checkout screen checks first. A guest is sent to sign in (signed-in.tsx); a shopper
// without a checkout session of their own (no `checkout_dts`, or a checkout that is not theirs) gets an
// empty state that leads back to the cart; a checkout already paid says so. Only then does the screen
// see its checkout.
import { useMemo, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from 'shared-events';
import { CheckoutByIdDocument, type CheckoutByIdQuery, type CheckoutFieldsFragment } from '../generated/graphql';
import { CheckoutFrame, type CheckoutStep } from './checkout-frame';
import { readCheckoutSession } from './cookies';
import { EmptyState, FailedState, LoadingState } from './panels';
import { takeCheckoutReadAhead } from './prefetch-checkout';
import { SignedIn } from './signed-in';
import { policyAfterReadAhead, useReadAheadInCache } from './use-read-ahead';

export type Checkout = CheckoutFieldsFragment;

export interface CheckoutScreen {
  checkout: Checkout;
  user: SessionUser;
  /** Reads the checkout again from the server. */
  refresh: () => Promise<unknown>;
}

function writeCheckout(client: ApolloClient, data: CheckoutByIdQuery, id: string, broadcast: boolean): boolean {
  client.writeQuery({ query: CheckoutByIdDocument, variables: { id }, data, broadcast });
  return true;
}

function CheckoutLoader({ title, step, user, children }: { title: string; step: CheckoutStep; user: SessionUser; children: (screen: CheckoutScreen) => ReactNode }) {
  const { t } = useTranslation('checkout');
  // read once per screen: the hand-over wrote it before navigating here
  const session = useMemo(() => readCheckoutSession(), []);
  // The cache shows a checkout at once and the API confirms it. One asked for moments ago, as the
  // checkout started on this screen (prefetch-checkout.ts), is the API's answer: the screen puts it in
  // the cache and shows it from there (at once, when it came before the screen), or asks itself if it
  // did not come.
  const ahead = useReadAheadInCache(() => (session ? takeCheckoutReadAhead(session.id) : null), writeCheckout);
  const { data, error, loading, refetch } = useQuery(CheckoutByIdDocument, {
    variables: { id: session?.id ?? '' },
    skip: !session || ahead === 'waiting',
    fetchPolicy: policyAfterReadAhead(ahead),
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
