// This team's translation namespaces (spec §2), in both languages. The `wishlist` namespace is kept
// in two files: what the wishlist heart shows on every product card (wishlist-heart.json, which the
// fragment registers alone), and the favourites page's own copy.
import type { Resources } from 'remote-kit';
import arAddresses from './locales/ar/addresses.json';
import arAuth from './locales/ar/auth.json';
import arPayments from './locales/ar/payments.json';
import arProfile from './locales/ar/profile.json';
import enAddresses from './locales/en/addresses.json';
import enAuth from './locales/en/auth.json';
import enPayments from './locales/en/payments.json';
import enProfile from './locales/en/profile.json';
import arWishlist from './locales/ar/wishlist.json';
import enWishlist from './locales/en/wishlist.json';
import { heartResources } from './fragments/wishlist-toggle/resources';
import arOrders from './locales/ar/orders.json';
import enOrders from './locales/en/orders.json';

export const resources: Resources = {
  ar: { addresses: arAddresses, payments: arPayments, auth: arAuth, profile: arProfile, wishlist: { ...arWishlist, ...heartResources.ar.wishlist }, orders: arOrders },
  en: { addresses: enAddresses, payments: enPayments, auth: enAuth, profile: enProfile, wishlist: { ...enWishlist, ...heartResources.en.wishlist }, orders: enOrders },
};

