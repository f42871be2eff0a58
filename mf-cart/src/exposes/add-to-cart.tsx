// `mf_cart/add-to-cart` (props: AddToCartProps). Registers the cart translations on import, so it
// works on pages where the cart app itself is not mounted.
import i18next from 'i18next';
import { addResources } from 'remote-kit';
import type { FragmentComponent } from 'shared-events';
import { resources } from '../resources';
import { AddToCart } from '../fragments/add-to-cart/add-to-cart';

addResources(i18next, resources);

// checked against the props shared-events declares for this id
export default AddToCart satisfies FragmentComponent<'mf_cart/add-to-cart'>;
