// Numbers, dates and names in the page language: Arabic-Indic digits and the Gregorian calendar in
// Arabic, Riyadh time for slots and arrival times, a product's or store's name in the page language.
import { arabicIndicDigits } from 'shared-domain';

export type PageLanguage = 'ar' | 'en';

export const pageLanguageOf = (language: string): PageLanguage => (language === 'en' ? 'en' : 'ar');

const locale = (language: PageLanguage) => (language === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-SA-u-ca-gregory-nu-latn');

export function formatNumber(value: number, language: PageLanguage): string {
  return new Intl.NumberFormat(locale(language)).format(value);
}

/** Digits as the page writes them ("1010" → "١٠١٠" in Arabic), kept left to right. */
export function formatDigits(digits: string, language: PageLanguage): string {
  return language === 'ar' ? arabicIndicDigits(digits) : digits;
}

/** A moment in Riyadh time: "Thursday 21 May, 6:00 PM". */
export function formatRiyadhTime(iso: string, language: PageLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale(language), {
    timeZone: 'Asia/Riyadh',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

export const nameIn = (named: { name: string; arName?: string | null }, language: PageLanguage): string =>
  language === 'ar' && named.arName ? named.arName : named.name;

export const addressIn = (seller: { address?: string | null; arAddress?: string | null }, language: PageLanguage): string | null =>
  (language === 'ar' ? seller.arAddress || seller.address : seller.address || seller.arAddress) || null;
