// This team's translation namespaces (spec §2), in both languages.
import type { Resources } from 'remote-kit';
import arCart from './locales/ar/cart.json';
import enCart from './locales/en/cart.json';

export const resources: Resources = {
  ar: { cart: arCart },
  en: { cart: enCart },
};
