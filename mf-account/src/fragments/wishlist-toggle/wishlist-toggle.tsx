// Heart button beside a product (`mf_account/wishlist-toggle`, on the catalog's cards and product
// page). A signed-in shopper's heart adds and removes the product (signed-in-heart.tsx, loaded with
// the GraphQL client only for them). A guest's heart remembers the product and sends them to sign in
// and back here, where the add completes. While the shell has not said who is here, it waits.
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { CachePolicyContext, GraphQLBoundary } from 'remote-kit';
import { type WishlistToggleProps } from 'shared-events';
import { useBusEvent } from 'shared-events/react';
import { accountCachePolicy } from '../../api/cache-policy';
import { LOGIN_PATH, withRedirect } from '../../authentication/redirect';
import { useSignedInUser } from '../../shared/signed-in-page';
import { forgetPendingHeart, rememberPendingHeart } from '../../wishlist/pending-heart';
import { HeartButton } from './heart-button';

const SignedInHeart = lazy(() => import('./signed-in-heart'));

export function WishlistToggle({ productId, productName }: WishlistToggleProps) {
  const { t } = useTranslation('wishlist');
  const navigate = useNavigate();
  // after signing in, the shopper comes back to this page
  const { pathname, search } = useLocation();
  const user = useSignedInUser();
  // at logout, this team's storage goes with the session
  useBusEvent('session:ended', () => forgetPendingHeart());

  const save = t('heart.save', { name: productName });
  if (user === undefined) return <HeartButton label={save} busy />;
  if (user === null) {
    return (
      <HeartButton
        label={t('heart.login_to_add', { name: productName })}
        onClick={() => {
          rememberPendingHeart(productId, productName);
          navigate(withRedirect(LOGIN_PATH, `${pathname}${search}`));
        }}
      />
    );
  }
  // The account's client and cache, whichever team's page the heart is on: one list for every heart.
  return (
    <CachePolicyContext.Provider value={accountCachePolicy}>
      <GraphQLBoundary fallback={<HeartButton label={save} busy />}>
        <SignedInHeart productId={productId} productName={productName} userId={user.userId} />
      </GraphQLBoundary>
    </CachePolicyContext.Provider>
  );
}
