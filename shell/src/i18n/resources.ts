// The shell's translations that ship in the first load. Long page copy lives with the lazily loaded
// informational pages instead.
import arCommon from '../locales/ar/common.json';
import arFooter from '../locales/ar/footer.json';
import arSeller from '../locales/ar/seller.json';
import enCommon from '../locales/en/common.json';
import enFooter from '../locales/en/footer.json';
import enSeller from '../locales/en/seller.json';

export const SHELL_RESOURCES = {
  ar: { common: arCommon, footer: arFooter, seller: arSeller },
  en: { common: enCommon, footer: enFooter, seller: enSeller },
};
