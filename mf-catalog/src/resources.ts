// This team's translation namespaces (spec §2), in both languages.
import type { Resources } from 'remote-kit';
import arHomepage from './locales/ar/homepage.json';
import arSeo from './locales/ar/seo.json';
import enHomepage from './locales/en/homepage.json';
import enSeo from './locales/en/seo.json';

export const resources: Resources = {
  ar: { homepage: arHomepage, seo: arSeo },
  en: { homepage: enHomepage, seo: enSeo },
};
