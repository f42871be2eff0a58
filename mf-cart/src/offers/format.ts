import type { Language } from 'shared-events';

export const lang = (language: string): Language => (language === 'en' ? 'en' : 'ar');

export function formatNumber(value: number, language: string, digits = 0): string {
  return new Intl.NumberFormat(lang(language) === 'ar' ? 'ar-SA' : 'en', {
    numberingSystem: lang(language) === 'ar' ? 'arab' : 'latn',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

// Slots and cutoffs are Riyadh times, whatever the shopper's device clock zone.
function dayFormat(l: Language) {
  return new Intl.DateTimeFormat(l === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Riyadh' });
}

function timeFormat(l: Language) {
  return new Intl.DateTimeFormat(l === 'ar' ? 'ar-SA-u-nu-arab' : 'en-GB', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Riyadh' });
}

/** Between a day and a time: the Arabic comma in Arabic. */
const comma = (l: Language) => (l === 'ar' ? '، ' : ', ');

const riyadhDate = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Riyadh' });

export function formatSlot(start: string, end: string, language: string): string {
  const l = lang(language);
  const time = timeFormat(l);
  return `${dayFormat(l).format(new Date(start))}${comma(l)}${time.format(new Date(start))} – ${time.format(new Date(end))}`;
}

/** A slot's last moment to order: the time alone when it falls on the slot's day, else with its day. */
export function formatCutoff(cutoff: string, slotStart: string, language: string): string {
  const l = lang(language);
  const at = new Date(cutoff);
  const time = timeFormat(l).format(at);
  return riyadhDate.format(at) === riyadhDate.format(new Date(slotStart)) ? time : `${dayFormat(l).format(at)}${comma(l)}${time}`;
}

export function productName(item: { name: string; arName: string }, language: string): string {
  return lang(language) === 'en' ? item.name : item.arName || item.name;
}
