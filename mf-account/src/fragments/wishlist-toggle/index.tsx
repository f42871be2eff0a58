// `mf_account/wishlist-toggle` for other teams. Registers its translations on import, because the
// account app may not have been bootstrapped on the page that shows the fragment.
import i18next from 'i18next';
import { addResources } from 'remote-kit';
import { type FragmentComponent, type WishlistToggleProps } from 'shared-events';
import { heartResources } from './resources';
import { WishlistToggle } from './wishlist-toggle';

addResources(i18next, heartResources);

function WishlistToggleFragment(props: WishlistToggleProps) {
  return <WishlistToggle {...props} />;
}

// checked against the props shared-events declares for this id
export default WishlistToggleFragment satisfies FragmentComponent<'mf_account/wishlist-toggle'>;
