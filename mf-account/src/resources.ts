// This team's translation namespaces (spec §2), in both languages.
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
import arOrders from './locales/ar/orders.json';
import enOrders from './locales/en/orders.json';

export const resources: Resources = {
  ar: { addresses: arAddresses, payments: arPayments, auth: arAuth, profile: arProfile, wishlist: arWishlist, orders: arOrders },
  en: { addresses: enAddresses, payments: enPayments, auth: enAuth, profile: enProfile, wishlist: enWishlist, orders: enOrders },
};
