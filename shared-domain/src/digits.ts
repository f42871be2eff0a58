// Digits as shoppers type them. An Arabic keyboard types Arabic-Indic digits (٠-٩), a Persian or
// Urdu one the Eastern Arabic-Indic forms (۰-۹); both are the same numbers and are read as ASCII
// digits everywhere, in the browser and in the API alike.

const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;
/** The Arabic decimal separator (٫), typed between the whole and the fractional part. */
const ARABIC_DECIMAL_SEPARATOR = /\u066b/g;

/** Arabic-Indic and Eastern Arabic-Indic digits as ASCII digits; every other character unchanged. */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= EASTERN_ARABIC_INDIC_ZERO ? code - EASTERN_ARABIC_INDIC_ZERO : code - ARABIC_INDIC_ZERO);
  });
}

/** ASCII digits as Arabic-Indic digits (٠-٩), as the store writes numbers in Arabic; the rest unchanged. */
export function arabicIndicDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(ARABIC_INDIC_ZERO + Number(digit)));
}

// Plain decimal numbers only: Number() would also take hex, exponents and 'Infinity'.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A decimal number as typed (any of the three digit sets, `.` or `٫` as the separator), or null when
 * the text is empty or not a plain decimal number.
 */
export function parseDecimal(text: string): number | null {
  const latin = latinDigits(text).replace(ARABIC_DECIMAL_SEPARATOR, '.').trim();
  return DECIMAL.test(latin) ? Number(latin) : null;
}
