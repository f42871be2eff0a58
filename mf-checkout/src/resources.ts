// This team's translation namespaces (spec §2), in both languages.
import type { Resources } from 'remote-kit';
import arCheckout from './locales/ar/checkout.json';
import enCheckout from './locales/en/checkout.json';

export const resources: Resources = {
  ar: { checkout: arCheckout },
  en: { checkout: enCheckout },
};
