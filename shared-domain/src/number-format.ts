// Numbers as the store shows them, written without Intl (prices: money.ts). The first
// Intl.NumberFormat or DateTimeFormat a page creates sets up the browser's locale data: 150–300 ms of
// main thread on a phone-speed CPU (4× slowdown), in the middle of the first render of every page with
// a price. The output is exactly Intl's for ar-SA with Arabic-Indic digits and for en-SA (CLDR 48):
// Arabic thousands (٬) and decimal (٫) separators, and halves rounded away from zero on the shortest
// decimal form of the number, as Intl does (1.005 → 1.01). The tests compare the two over many values.

import { arabicIndicDigits } from './digits';

export type NumberLanguage = 'ar' | 'en';

export interface DecimalOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

const SEPARATORS: Record<NumberLanguage, { group: string; decimal: string }> = {
  ar: { group: '\u066c', decimal: '\u066b' },
  en: { group: ',', decimal: '.' },
};
/** Arabic letter mark before a minus sign in Arabic, as CLDR writes it. */
export const ARABIC_MINUS = '\u061c-';

/**
 * An unsigned number's whole and fractional digits in the language: thousands grouped, the language's
 * decimal separator, Arabic-Indic digits in Arabic ("1234", "5" → "١٬٢٣٤٫٥").
 */
export function localDigits(whole: string, fraction: string, language: NumberLanguage): string {
  const { group, decimal } = SEPARATORS[language];
  const number = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) + (fraction ? decimal + fraction : '');
  return language === 'ar' ? arabicIndicDigits(number) : number;
}

/** Adds one to a string of decimal digits ("199" → "200", "99" → "100"). */
function incremented(digits: string): string {
  let carry = 1;
  let out = '';
  for (let index = digits.length - 1; index >= 0; index--) {
    const sum = Number(digits[index]) + carry;
    carry = sum === 10 ? 1 : 0;
    out = String(sum % 10) + out;
  }
  return carry ? `1${out}` : out;
}

/**
 * A non-negative number's digits rounded to `maximum` decimals, half away from zero, on its shortest
 * decimal form; then trailing zeros dropped down to `minimum` decimals.
 */
function roundedDigits(value: number, minimum: number, maximum: number): { whole: string; fraction: string } {
  const [whole = '0', fraction = ''] = String(value).split('.');
  let kept = fraction.slice(0, maximum);
  let integer = whole;
  if (fraction.length > maximum && Number(fraction[maximum]) >= 5) {
    const bumped = incremented(integer + kept.padEnd(maximum, '0'));
    integer = bumped.slice(0, bumped.length - maximum) || '0';
    kept = maximum > 0 ? bumped.slice(bumped.length - maximum) : '';
  }
  kept = kept.padEnd(minimum, '0');
  while (kept.length > minimum && kept.endsWith('0')) kept = kept.slice(0, -1);
  return { whole: integer, fraction: kept };
}

/** Numbers Intl writes in exponent-free form but String() does not: left to Intl itself. */
const PLAIN_STRING_RANGE = { min: 1e-6, max: 1e21 };

/** A number in the page's language: 1234.5 → "1,234.5" in English, "١٬٢٣٤٫٥" in Arabic. */
export function formatDecimal(value: number, language: NumberLanguage, { minimumFractionDigits = 0, maximumFractionDigits = Math.max(3, minimumFractionDigits) }: DecimalOptions = {}): string {
  const size = Math.abs(value);
  if (!Number.isFinite(value) || (size !== 0 && (size < PLAIN_STRING_RANGE.min || size >= PLAIN_STRING_RANGE.max))) {
    return new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en-SA', { numberingSystem: language === 'ar' ? 'arab' : 'latn', minimumFractionDigits, maximumFractionDigits }).format(value);
  }
  const { whole, fraction } = roundedDigits(size, minimumFractionDigits, maximumFractionDigits);
  const negative = value < 0 || Object.is(value, -0);
  return (negative ? (language === 'ar' ? ARABIC_MINUS : '-') : '') + localDigits(whole, fraction, language);
}
