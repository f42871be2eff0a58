// Language helpers: pick the product's name in the page language and format numbers for it.
import { useTranslation } from 'react-i18next';
import { formatDecimal } from 'shared-domain';

export type Language = 'ar' | 'en';

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'ar';
}

export function localName(item: { name: string; arName: string }, language: Language): string {
  return language === 'ar' ? item.arName || item.name : item.name;
}

export function localDescription(item: { description: string; arDescription: string }, language: Language): string {
  return language === 'ar' ? item.arDescription || item.description : item.description;
}

/** Up to two decimals, Arabic-Indic digits in Arabic (shared-domain's formatter, not Intl's: see number-format.ts). */
export function formatNumber(value: number, language: Language): string {
  return formatDecimal(value, language, { maximumFractionDigits: 2 });
}

/** SAR (the API's unit for facet ranges) to halalas, for the design system's Price. */
export { sarToHalalas } from 'shared-domain';
