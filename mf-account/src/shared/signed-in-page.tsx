// Every account page but help is for signed-in shoppers: a guest is sent to sign in and brought back
// to the same page (path and query); while the shell has not yet said who is here, a skeleton shows.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { Skeleton, VisuallyHidden } from 'design-system';
import type { SessionUser } from 'shared-events';
import { useBusValue } from 'shared-events/react';
import { LOGIN_PATH, withRedirect } from '../authentication/redirect';

/** The signed-in shopper, `null` for a guest, `undefined` while the session is not yet known. */
export function useSignedInUser(): SessionUser | null | undefined {
  const session = useBusValue('session:changed');
  if (session === undefined) return undefined;
  return session.status === 'user' && session.user ? session.user : null;
}

function PageSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" data-testid="account-page-loading">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton width="40%" height={32} />
      <Skeleton width="80%" />
      <Skeleton width="65%" />
    </div>
  );
}

/** Renders `children(user)` for a signed-in shopper; sends a guest to sign in and back here. */
export function SignedInPage({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { t } = useTranslation('profile');
  const user = useSignedInUser();
  const location = useLocation();
  if (user === undefined) return <PageSkeleton label={t('account_overview.loading')} />;
  if (user === null) return <Navigate to={withRedirect(LOGIN_PATH, `${location.pathname}${location.search}`)} replace />;
  return <>{children(user)}</>;
}
