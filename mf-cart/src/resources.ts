// This team's translation namespaces (spec §2), in both languages. The `cart` namespace is kept in
// two files: what the add-to-cart fragment shows on every product card (cart-controls.json, which
// the fragment registers alone), and the rest, which only the cart's own pages use.
import type { Resources } from 'remote-kit';
import { controlResources } from './fragments/add-to-cart/resources';
import arCart from './locales/ar/cart.json';
import enCart from './locales/en/cart.json';

export const resources: Resources = {
  ar: { cart: { ...arCart, ...controlResources.ar.cart } },
  en: { cart: { ...enCart, ...controlResources.en.cart } },
};
