// Money is integer halalas inside (1 SAR = 100 halalas); SAR with two decimals only at the edges
// (ADR 004). The storefront shows amounts through `formatPrice`; the design system's Price uses it.

import { ARABIC_MINUS, localDigits } from './number-format';

export type Halalas = number;
export type PriceLanguage = 'ar' | 'en';

export const CURRENCY = 'SAR';

/** An amount in SAR (as the API and the payment provider give it) as integer halalas. */
export function sarToHalalas(sar: number): Halalas {
  if (!Number.isFinite(sar)) throw new RangeError(`sarToHalalas expects a finite amount of SAR, got ${String(sar)}`);
  return Math.round(sar * 100);
}

/** Integer halalas as SAR, exact to two decimals (12.5 for 1250). */
export function halalasToSar(halalas: Halalas): number {
  return Math.round(halalas) / 100;
}

function assertHalalas(halalas: number, caller: string): void {
  if (!Number.isSafeInteger(halalas)) {
    throw new RangeError(`${caller} expects an integer number of halalas, got ${String(halalas)}`);
  }
}

/** Halalas as an exact decimal string of riyals with two decimals ("-0.05", "12.50"), so no float ever rounds it. */
export function formatSarAmount(halalas: Halalas): `${number}` {
  assertHalalas(halalas, 'formatSarAmount');
  const sign = halalas < 0 ? '-' : '';
  const digits = String(Math.abs(halalas)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
}

/** The riyal sign in Arabic, between right-to-left marks, as CLDR writes a price. */
const RIYAL_SIGN_AR = 'ر.س.';
const RLM = '\u200f';
const NBSP = '\u00a0';

/**
 * An amount of riyals given as its exact decimal string with two decimals ("12.50", "-0.05"), as a
 * price, written as Intl writes it (number-format.ts): "SAR 12.50" in English, "‏١٢٫٥٠ ر.س.‏" in Arabic.
 */
export function formatRiyals(amount: `${number}`, language: PriceLanguage): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = '00'] = amount.replace(/^-/, '').split('.');
  const number = localDigits(whole, fraction, language);
  if (language === 'en') return `${negative ? '-' : ''}${CURRENCY}${NBSP}${number}`;
  return `${negative ? ARABIC_MINUS : ''}${RLM}${number}${NBSP}${RIYAL_SIGN_AR}${RLM}`;
}

/** Integer halalas as SAR with exactly two decimals, e.g. 1250 → "SAR 12.50" in English, "١٢٫٥٠ ر.س." in Arabic. */
export function formatPrice(halalas: Halalas, language: PriceLanguage): string {
  assertHalalas(halalas, 'formatPrice');
  // From the exact decimal string, so amounts beyond 2^53 / 100 stay exact; written without Intl
  // (number-format.ts), whose first formatter on a page costs a long task.
  return formatRiyals(formatSarAmount(halalas), language);
}
