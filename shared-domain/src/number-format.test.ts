import { arabicIndicDigits } from './digits';
import { formatDecimal } from './number-format';
import { formatPrice, formatRiyals, formatSarAmount } from './money';

const intlDecimal = (language: 'ar' | 'en', minimumFractionDigits?: number, maximumFractionDigits?: number) =>
  new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en-SA', { numberingSystem: language === 'ar' ? 'arab' : 'latn', minimumFractionDigits, maximumFractionDigits });
const intlPrice = (language: 'ar' | 'en') =>
  new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en-SA', {
    style: 'currency',
    currency: 'SAR',
    numberingSystem: language === 'ar' ? 'arab' : 'latn',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** Counts, weights, ratings and distances of every size, with the halves that round differently in binary. */
const SAMPLES = [
  0, -0, 1, 5, 9, 10, 99, 100, 999, 1000, 1001, 9999, 12345, 123456, 999999, 1000000, 1234567, 987654321, 2 ** 40, 1e20,
  0.1, 0.2, 0.3, 0.5, 0.05, 0.005, 0.125, 0.995, 0.9999, 1.005, 1.015, 1.25, 1.5, 2.675, 4.35, 4.5, 4.55, 8.325, 12.5, 99.995,
  999.9995, 1234.5, 1234.5678, 1e-6, 3.14159, -1, -1.005, -1234.567, -0.004, 17.999, 1e21, Number.NaN, Infinity,
];
const OPTIONS: [number | undefined, number | undefined][] = [
  [undefined, undefined],
  [undefined, 0],
  [undefined, 1],
  [undefined, 2],
  [0, 0],
  [1, 1],
  [2, 2],
  [0, 3],
];

describe('formatDecimal', () => {
  it.each(['ar', 'en'] as const)('writes every sample exactly as Intl does in %s, for each number of decimals', (language) => {
    for (const [minimumFractionDigits, maximumFractionDigits] of OPTIONS) {
      const intl = intlDecimal(language, minimumFractionDigits, maximumFractionDigits);
      for (const value of SAMPLES) {
        expect([value, minimumFractionDigits, maximumFractionDigits, formatDecimal(value, language, { minimumFractionDigits, maximumFractionDigits })]).toEqual([
          value,
          minimumFractionDigits,
          maximumFractionDigits,
          intl.format(value),
        ]);
      }
    }
  });

  it('groups thousands and writes Arabic-Indic digits with the Arabic separators', () => {
    expect(formatDecimal(1234567.891, 'en', { maximumFractionDigits: 2 })).toBe('1,234,567.89');
    expect(formatDecimal(1234567.891, 'ar', { maximumFractionDigits: 2 })).toBe('١٬٢٣٤٬٥٦٧٫٨٩');
    expect(formatDecimal(-12, 'ar')).toBe('\u061c-١٢');
    expect(formatDecimal(1.005, 'en', { maximumFractionDigits: 2 })).toBe('1.01');
    expect(formatDecimal(9.996, 'en', { maximumFractionDigits: 2 })).toBe('10');
  });
});

describe('formatRiyals and formatPrice', () => {
  it.each(['ar', 'en'] as const)('write every amount exactly as Intl does in %s', (language) => {
    const intl = intlPrice(language);
    const amounts = [0, 1, 5, 50, 99, 100, 105, 1250, 99999, 100000, 123456789, 100000000000, -5, -1250, -123456789, Number.MAX_SAFE_INTEGER];
    for (const halalas of amounts) {
      expect([halalas, formatPrice(halalas, language)]).toEqual([halalas, intl.format(formatSarAmount(halalas))]);
    }
  });

  it('shows the riyal sign in Arabic and the code in English', () => {
    expect(formatRiyals('12.50', 'en')).toBe('SAR\u00a012.50');
    expect(formatRiyals('1234.05', 'ar')).toBe('\u200f١٬٢٣٤٫٠٥\u00a0ر.س.\u200f');
    expect(formatRiyals('-0.05', 'ar')).toBe('\u061c-\u200f٠٫٠٥\u00a0ر.س.\u200f');
  });

  it('writes Arabic-Indic digits and leaves everything else alone', () => {
    expect(arabicIndicDigits('2026-11 A7')).toBe('٢٠٢٦-١١ A٧');
  });
});
