// `mf_cart/add-to-cart` (props: AddToCartProps). Registers its part of the cart translations on
// import, so it works on pages where the cart app itself is not mounted.
import i18next from 'i18next';
import { addResources } from 'remote-kit';
import type { FragmentComponent } from 'shared-events';
import { controlResources } from '../fragments/add-to-cart/resources';
import { AddToCart } from '../fragments/add-to-cart/add-to-cart';

addResources(i18next, controlResources);

// checked against the props shared-events declares for this id
export default AddToCart satisfies FragmentComponent<'mf_cart/add-to-cart'>;
