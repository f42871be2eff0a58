// Language helpers: pick the product's name in the page language and format numbers for it.
import { useTranslation } from 'react-i18next';

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

const numberFormats: Record<Language, Intl.NumberFormat> = {
  ar: new Intl.NumberFormat('ar-SA', { numberingSystem: 'arab', maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-SA', { numberingSystem: 'latn', maximumFractionDigits: 2 }),
};

export function formatNumber(value: number, language: Language): string {
  return numberFormats[language].format(value);
}

/** SAR (the API's unit for facet ranges) to halalas, for the design system's Price. */
export { sarToHalalas } from 'shared-domain';
