import type { Language } from 'shared-events';

export const lang = (language: string): Language => (language === 'en' ? 'en' : 'ar');

export function formatNumber(value: number, language: string, digits = 0): string {
  return new Intl.NumberFormat(lang(language) === 'ar' ? 'ar-SA' : 'en', {
    numberingSystem: lang(language) === 'ar' ? 'arab' : 'latn',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

export function formatSlot(start: string, end: string, language: string): string {
  const l = lang(language);
  const day = new Intl.DateTimeFormat(l === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Riyadh' });
  const time = new Intl.DateTimeFormat(l === 'ar' ? 'ar-SA-u-nu-arab' : 'en-GB', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Riyadh' });
  return `${day.format(new Date(start))}, ${time.format(new Date(start))} – ${time.format(new Date(end))}`;
}

export function productName(item: { name: string; arName: string }, language: string): string {
  return lang(language) === 'en' ? item.name : item.arName || item.name;
}
