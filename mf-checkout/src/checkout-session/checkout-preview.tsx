// A checkout screen's first paint, shown while the GraphQL client (the shell's graphql-shared chunk)
// is still on its way: the frame and the shopper's checkout as the read-ahead answered it
// (prefetch-checkout.ts), with the actions not yet enabled. Nothing here imports the client, so this
// paints as soon as the answer and the preview's code are here. Once it has painted (or there is no
// answer to wait for), it says so (`PreviewShownContext`), and the screen itself and the client are
// asked for: the screen (checkout-gate.tsx) then takes over with the same checkout, from the client's
// cache.
import { useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterPaint } from 'remote-kit';
import type { SessionUser } from 'shared-events';
import type { CheckoutFieldsFragment } from '../generated/graphql';
import { CheckoutFrame, type CheckoutStep } from './checkout-frame';
import { readCheckoutSession } from './cookies';
import { EmptyState, LoadingState } from './panels';
import { checkoutReadAhead, subscribeToCheckoutReadAhead } from './prefetch-checkout';
import { PreviewShownContext } from './preview-shown';
import { SignedIn } from './signed-in';

export interface CheckoutPreviewScreen {
  checkout: CheckoutFieldsFragment;
  user: SessionUser;
}

function PreviewLoader({ title, step, user, children }: { title: string; step: CheckoutStep; user: SessionUser; children: (screen: CheckoutPreviewScreen) => ReactNode }) {
  const { t } = useTranslation('checkout');
  const session = useMemo(() => readCheckoutSession(), []);
  const ahead = useSyncExternalStore(
    subscribeToCheckoutReadAhead,
    () => (session ? checkoutReadAhead(session.id) : undefined),
    () => undefined,
  );
  const shown = useAfterPaint(ahead !== 'asking');
  const onShown = useContext(PreviewShownContext);
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);

  let content: ReactNode;
  if (!session) content = <EmptyState title={t('no_checkout_title')}>{t('no_checkout_session')}</EmptyState>;
  // a checkout already paid, or none for this shopper: the screen says which, in its own words
  else if (ahead && ahead !== 'asking' && !ahead.orderId) content = children({ checkout: ahead, user });
  else content = <LoadingState label={t('loading')} />;
  return (
    <CheckoutFrame step={step} title={title}>
      {content}
    </CheckoutFrame>
  );
}

/** The screen's first paint: signed in, with the checkout the read-ahead answered, if it has. */
export function CheckoutPreview({ title, step, children }: { title: string; step: CheckoutStep; children: (screen: CheckoutPreviewScreen) => ReactNode }) {
  return (
    <SignedIn title={title} step={step}>
      {(user) => (
        <PreviewLoader title={title} step={step} user={user}>
          {children}
        </PreviewLoader>
      )}
    </SignedIn>
  );
}
