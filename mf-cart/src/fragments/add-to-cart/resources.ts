// What the add-to-cart fragment shows on every product card: its part of the `cart` namespace (the
// quantity controls and the messages of a change the cart refused), in a file of its own so the
// fragment brings no more of the cart's translations than that.
import type { Resources } from 'remote-kit';
import ar from '../../locales/ar/cart-controls.json';
import en from '../../locales/en/cart-controls.json';

export const controlResources: Resources = { ar: { cart: ar }, en: { cart: en } };
