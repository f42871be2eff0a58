// Coordinates as a shopper types them. An Arabic phone keypad types Arabic-Indic digits and the
// Arabic decimal separator (٢٤٫٧١), which Number() does not read; they are the same number.
const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

function toLatinDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - EXTENDED_ARABIC_INDIC_ZERO))
    .replace(/\u066b/g, '.');
}

// Plain decimal degrees only: Number() would also take hex, exponents and 'Infinity'.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The typed value in decimal degrees, or null when it is empty or not a plain decimal number. */
export function parseCoordinate(text: string): number | null {
  const latin = toLatinDigits(text).trim();
  return DECIMAL.test(latin) ? Number(latin) : null;
}

/** Roughly the kingdom's bounding box: where the store delivers. */
export function inSaudiArabia(lat: number, long: number): boolean {
  return lat >= 16 && lat <= 33 && long >= 34 && long <= 56;
}
