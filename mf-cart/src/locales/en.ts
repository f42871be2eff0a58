// The cart's English translations: one chunk, loaded when the page shows English. The `cart` namespace is
// kept in two files: what the add-to-cart fragment shows on every product card (cart-controls.json,
// which the fragment registers alone), and the rest, which only the cart's own pages use.
import type { LanguageResources } from 'remote-kit';
import cart from './en/cart.json';
import controls from './en/cart-controls.json';

export default { cart: { ...cart, ...controls } } satisfies LanguageResources;
