// Heart button beside a product. Guests are sent to log in. The commerce API has no wishlist
// mutations yet (createWishlist / removeFromWishlist), so for signed-in shoppers the button says
// so instead of pretending to save.
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { IconButton } from 'design-system';
import { type WishlistToggleProps } from 'shared-events';
import { useBusValue } from 'shared-events/react';
import { LOGIN_PATH, withRedirect } from '../../authentication/redirect';

function Heart() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
    </svg>
  );
}

export function WishlistToggle({ productName }: WishlistToggleProps) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  // after signing in, the shopper comes back to this product
  const { pathname, search } = useLocation();
  const session = useBusValue('session:changed');
  const signedIn = session?.status === 'user';
  if (signedIn) {
    return (
      <IconButton aria-label={t('wishlist_toggle.coming_soon', { name: productName })} title={t('wishlist_toggle.coming_soon', { name: productName })} variant="ghost" aria-disabled="true">
        <Heart />
      </IconButton>
    );
  }
  return (
    <IconButton
      aria-label={t('wishlist_toggle.login_to_add', { name: productName })}
      title={t('wishlist_toggle.add', { name: productName })}
      variant="ghost"
      data-testid="wishlist-toggle"
      onClick={() => navigate(withRedirect(LOGIN_PATH, `${pathname}${search}`))}
    >
      <Heart />
    </IconButton>
  );
}
