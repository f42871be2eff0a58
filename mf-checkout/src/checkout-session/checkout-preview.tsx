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

/**
 * Tells the route the preview has painted, once `settled` (what it shows will not change before the
 * screen comes) and the browser has painted it.
 */
export function usePreviewShown(settled: boolean): void {
  const shown = useAfterPaint(settled);
  const onShown = useContext(PreviewShownContext);
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);
}

interface PreviewProps {
  title: string;
  step: CheckoutStep;
  /** The content reads something more ahead and says itself when it has painted (usePreviewShown). */
  contentSaysShown?: boolean;
  children: (screen: CheckoutPreviewScreen) => ReactNode;
}

function PreviewLoader({ title, step, user, contentSaysShown = false, children }: PreviewProps & { user: SessionUser }) {
  const { t } = useTranslation('checkout');
  const session = useMemo(() => readCheckoutSession(), []);
  const ahead = useSyncExternalStore(
    subscribeToCheckoutReadAhead,
    () => (session ? checkoutReadAhead(session.id) : undefined),
    () => undefined,
  );
  // a checkout already paid, or none for this shopper: the screen says which, in its own words
  const checkout = ahead && ahead !== 'asking' && !ahead.orderId ? ahead : null;
  usePreviewShown(ahead !== 'asking' && !(checkout && contentSaysShown));

  let content: ReactNode;
  if (!session) content = <EmptyState title={t('no_checkout_title')}>{t('no_checkout_session')}</EmptyState>;
  else if (checkout) content = children({ checkout, user });
  else content = <LoadingState label={t('loading')} />;
  return (
    <CheckoutFrame step={step} title={title}>
      {content}
    </CheckoutFrame>
  );
}

/** The screen's first paint: signed in, with the checkout the read-ahead answered, if it has. */
export function CheckoutPreview(props: PreviewProps) {
  return <SignedIn title={props.title} step={props.step}>{(user) => <PreviewLoader {...props} user={user} />}</SignedIn>;
}
