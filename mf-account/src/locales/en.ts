// The account's English translations: one chunk, loaded when the page shows English. The `wishlist`
// namespace is kept in two files: what the wishlist heart shows on every product card
// (wishlist-heart.json, which the fragment registers alone), and the favourites page's own copy.
import type { LanguageResources } from 'remote-kit';
import addresses from './en/addresses.json';
import auth from './en/auth.json';
import orders from './en/orders.json';
import payments from './en/payments.json';
import profile from './en/profile.json';
import wishlist from './en/wishlist.json';
import heart from './en/wishlist-heart.json';

export default { addresses, payments, auth, profile, wishlist: { ...wishlist, ...heart }, orders } satisfies LanguageResources;
