import { formatPrice, formatSarAmount, halalasToSar, sarToHalalas } from './money';

// What Intl (ICU 7x, Node 20) returns: a no-break space (U+00A0) between currency and number; in
// Arabic, right-to-left marks (U+200F) around the amount, Arabic-Indic digits and the ٫ separator.
const NBSP = '\u00a0';
const RLM = '\u200f';
const ALM = '\u061c';

describe('halalas and SAR', () => {
  it('converts both ways to the halala', () => {
    expect(sarToHalalas(12.5)).toBe(1250);
    expect(sarToHalalas(0.1 + 0.2)).toBe(30);
    expect(sarToHalalas(19.99)).toBe(1999);
    expect(halalasToSar(1250)).toBe(12.5);
    expect(halalasToSar(1999)).toBe(19.99);
    for (let halalas = 0; halalas <= 100_000; halalas += 7) expect(sarToHalalas(halalasToSar(halalas))).toBe(halalas);
  });

  it('refuses an amount that is not a number', () => {
    expect(() => sarToHalalas(Number.NaN)).toThrow(RangeError);
  });

  it.each([
    [1250, '12.50'],
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('writes %i halalas as %s riyals', (halalas, text) => {
    expect(formatSarAmount(halalas)).toBe(text);
  });
});

describe('formatPrice', () => {
  it.each([
    [1250, `SAR${NBSP}12.50`],
    [0, `SAR${NBSP}0.00`],
    [5, `SAR${NBSP}0.05`],
    [123456789, `SAR${NBSP}1,234,567.89`],
    [-5, `-SAR${NBSP}0.05`],
    [Number.MAX_SAFE_INTEGER, `SAR${NBSP}90,071,992,547,409.91`],
  ])('formats %i halalas in English as %j', (halalas, expected) => {
    expect(formatPrice(halalas, 'en')).toBe(expected);
  });

  it.each([
    [1250, `${RLM}١٢٫٥٠${NBSP}ر.س.${RLM}`],
    [5, `${RLM}٠٫٠٥${NBSP}ر.س.${RLM}`],
    [123456789, `${RLM}١٬٢٣٤٬٥٦٧٫٨٩${NBSP}ر.س.${RLM}`],
    [-5, `${ALM}-${RLM}٠٫٠٥${NBSP}ر.س.${RLM}`],
  ])('formats %i halalas in Arabic as %j', (halalas, expected) => {
    expect(formatPrice(halalas, 'ar')).toBe(expected);
  });

  it.each([12.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %s, which is not an integer number of halalas', (amount) => {
    expect(() => formatPrice(amount, 'en')).toThrow(RangeError);
  });
});
