// Who may see a checkout screen: a guest is sent to sign in and brought back to this very screen (a
// session that lapsed here is offered the same way back). Apart from the GraphQL client, so a screen's
// first paint (checkout-preview.tsx) can use it before the client has arrived.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SessionUser } from 'shared-events';
import { CheckoutFrame, type CheckoutStep } from './checkout-frame';
import { EmptyState, LoadingState } from './panels';
import { useShopperSession } from './use-shopper-session';

export const LOGIN_PATH = '/authentication/login';

/** The sign-in page that brings the shopper back to `target` (the account team reads `redirect`). */
export function loginPathFor(target: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target).replace(/%2F/gi, '/')}`;
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
