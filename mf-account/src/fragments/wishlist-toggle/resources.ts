// What the wishlist heart shows on every product card: its part of the `wishlist` namespace, in a
// file of its own so the fragment brings no more of the account's translations than that.
import type { Resources } from 'remote-kit';
import ar from '../../locales/ar/wishlist-heart.json';
import en from '../../locales/en/wishlist-heart.json';

export const heartResources: Resources = { ar: { wishlist: ar }, en: { wishlist: en } };
