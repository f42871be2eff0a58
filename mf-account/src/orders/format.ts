// Dates, counts, sizes and names in the page language: Arabic-Indic digits and the Gregorian calendar
// in Arabic, Riyadh time (the store's), a product's, store's or status's name in the page language.
import { PAYMENT_BRANDS, type PaymentBrand } from 'design-system';
import { arabicIndicDigits, brandFromProvider } from 'shared-domain';

export type PageLanguage = 'ar' | 'en';

export const pageLanguageOf = (language: string | undefined): PageLanguage => (language === 'en' ? 'en' : 'ar');

const locale = (language: PageLanguage) => (language === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-SA-u-ca-gregory-nu-latn');

function formatted(iso: string, language: PageLanguage, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale(language), { timeZone: 'Asia/Riyadh', ...options }).format(date);
}

/** The day an order was placed: "21 May 2026". */
export const formatOrderDate = (iso: string, language: PageLanguage) => formatted(iso, language, { day: 'numeric', month: 'long', year: 'numeric' });

/** A moment in an order's life: "21 May 2026, 6:40 PM". */
export const formatOrderTime = (iso: string, language: PageLanguage) =>
  formatted(iso, language, { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The machine-readable form for `<time dateTime>`. */
export const isoDateTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

export function formatNumber(value: number, language: PageLanguage): string {
  return new Intl.NumberFormat(locale(language)).format(value);
}

/** Digits as the page writes them ("1111" → "١١١١" in Arabic), kept left to right by the caller. */
export function formatDigits(digits: string, language: PageLanguage): string {
  return language === 'ar' ? arabicIndicDigits(digits) : digits;
}

/** A file size for people: "420 KB", "4.8 MB". */
export function formatFileSize(bytes: number, language: PageLanguage): string {
  const megabytes = bytes >= 1024 * 1024;
  const value = megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
  return new Intl.NumberFormat(locale(language), {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(value);
}

export const nameIn = (named: { name: string; arName?: string | null }, language: PageLanguage): string =>
  language === 'ar' && named.arName ? named.arName : named.name;

export const addressIn = (seller: { address?: string | null; arAddress?: string | null }, language: PageLanguage): string | null =>
  (language === 'ar' ? seller.arAddress || seller.address : seller.address || seller.arAddress) || null;

/** The card brand a payment names, when it is one the store shows a mark for. */
export function paymentBrandOf(brand: string | null | undefined): PaymentBrand | null {
  const known = brandFromProvider(brand);
  return known && (PAYMENT_BRANDS as readonly string[]).includes(known) ? known : null;
}
