// The Saudi mobile number rule, the one the browser forms and the API both apply.
//
// Accepted: a mobile number (5 and eight digits) written as 05XXXXXXXX, 5XXXXXXXX, +9665XXXXXXXX,
// 9665XXXXXXXX or 009665XXXXXXXX, in ASCII, Arabic-Indic or Eastern Arabic-Indic digits (mixed
// too), with spaces, dashes, parentheses or the invisible direction marks Arabic text carries
// between the groups. Stored and sent in one canonical form: +9665XXXXXXXX (E.164).
import { latinDigits } from './digits';

/** How much a shopper may type into a phone field before it is refused as too long. */
export const PHONE_INPUT_MAX_LENGTH = 32;

/** The canonical form's country code. */
export const SAUDI_COUNTRY_CODE = '+966';

// Whitespace (no-break and thin spaces included), hyphens and dashes, parentheses, and the
// direction marks and isolates (LRM, RLM, ALM, embeddings, isolates) that copy-paste brings along.
const SEPARATORS = /[\s()\-\u2010-\u2015\u2212\u200b-\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
const SAUDI_MOBILE = /^(?:\+966|00966|966|0)?(5\d{8})$/;

/** A Saudi mobile number in its canonical form +9665XXXXXXXX, or null when the text is not one. */
export function normalisePhone(input: string): string | null {
  const compact = latinDigits(input).replace(SEPARATORS, '');
  const match = SAUDI_MOBILE.exec(compact);
  return match ? `${SAUDI_COUNTRY_CODE}${match[1]}` : null;
}

export function isSaudiMobile(input: string): boolean {
  return normalisePhone(input) !== null;
}
