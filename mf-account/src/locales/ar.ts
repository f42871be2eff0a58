// The account's Arabic translations: one chunk, loaded when the page shows Arabic. The `wishlist`
// namespace is kept in two files: what the wishlist heart shows on every product card
// (wishlist-heart.json, which the fragment registers alone), and the favourites page's own copy.
import type { LanguageResources } from 'remote-kit';
import addresses from './ar/addresses.json';
import auth from './ar/auth.json';
import orders from './ar/orders.json';
import payments from './ar/payments.json';
import profile from './ar/profile.json';
import wishlist from './ar/wishlist.json';
import heart from './ar/wishlist-heart.json';

export default { addresses, payments, auth, profile, wishlist: { ...wishlist, ...heart }, orders } satisfies LanguageResources;
