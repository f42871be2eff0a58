import { formatDecimal } from 'shared-domain';
import type { Language } from 'shared-events';

export const lang = (language: string): Language => (language === 'en' ? 'en' : 'ar');

/** Without Intl (shared-domain's number-format.ts): the offers render on pages where nothing else has created a formatter yet. */
export function formatNumber(value: number, language: string, digits = 0): string {
  return formatDecimal(value, lang(language), { minimumFractionDigits: digits, maximumFractionDigits: digits });
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

// Made on first use, not when the module loads: a page's first Intl formatter is a long task.
let riyadhDateFormat: Intl.DateTimeFormat | undefined;
const riyadhDate = () => (riyadhDateFormat ??= new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Riyadh' }));

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
  return riyadhDate().format(at) === riyadhDate().format(new Date(slotStart)) ? time : `${dayFormat(l).format(at)}${comma(l)}${time}`;
}

export function productName(item: { name: string; arName: string }, language: string): string {
  return lang(language) === 'en' ? item.name : item.arName || item.name;
}
