// Page copy ships with the lazily loaded pages, not in the first load. It joins the spec's
// namespaces: the informational pages under footer:pages.*, the seller page under seller:*.
import i18next from 'i18next';
import { addResources } from 'remote-kit';
import ar from './locales/ar/info.json';
import en from './locales/en/info.json';

const { seller: arSeller, ...arPages } = ar;
const { seller: enSeller, ...enPages } = en;

addResources(i18next, {
  ar: { footer: { pages: arPages }, seller: arSeller },
  en: { footer: { pages: enPages }, seller: enSeller },
});
