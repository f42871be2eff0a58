// Money is integer halalas inside (1 SAR = 100 halalas); SAR with two decimals only at the edges
// (ADR 004). The storefront shows amounts through `formatPrice`; the design system's Price uses it.

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

// Arabic-Indic digits are requested explicitly rather than trusted to the locale default.
const formatters: Record<PriceLanguage, Intl.NumberFormat> = {
  ar: new Intl.NumberFormat('ar-SA', { style: 'currency', currency: CURRENCY, numberingSystem: 'arab', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-SA', { style: 'currency', currency: CURRENCY, numberingSystem: 'latn', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** Integer halalas as SAR with exactly two decimals, e.g. 1250 → "SAR 12.50" in English, "١٢٫٥٠ ر.س." in Arabic. */
export function formatPrice(halalas: Halalas, language: PriceLanguage): string {
  assertHalalas(halalas, 'formatPrice');
  // The decimal string keeps amounts beyond 2^53 / 100 exact (Intl reads it as a decimal).
  return formatters[language].format(formatSarAmount(halalas));
}
