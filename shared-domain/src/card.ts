// Card rules the card form checks before anything leaves the page: the number's check digit (Luhn),
// its brand by BIN (mada first, then Visa and Mastercard: the rules the payment provider applies),
// the expiry month not past, a three-digit CVC, and the number grouped in fours as it is typed. The
// number itself is never kept by these functions.
import { latinDigits } from './digits';

export const CARD_BRANDS = ['mada', 'visa', 'mastercard'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The form's own message keys (each translated where the form is shown). */
export const CARD_MESSAGE_KEYS = [
  'field_required',
  'field_too_long',
  'card_name_incomplete',
  'card_number_invalid',
  'card_brand_unsupported',
  'card_month_invalid',
  'card_year_invalid',
  'card_expired',
  'card_cvc_invalid',
] as const;
export type CardMessageKey = (typeof CARD_MESSAGE_KEYS)[number];

/** The longest card number (ISO/IEC 7812) and the shortest the networks issue. */
export const CARD_NUMBER_MAX_DIGITS = 19;
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NAME_MAX_LENGTH = 255;

/**
 * mada BINs (issuer prefixes). A mada card is mada whatever its Visa or Mastercard prefix says, so
 * these are tried first. 420132 is the provider's test BIN.
 */
const MADA_BINS = new Set([
  '420132',
  '400861', '401757', '407197', '409201', '410685', '417633', '419593', '422817', '422818', '422819',
  '428331', '428671', '428672', '428673', '431361', '432328', '434107', '439954', '440533', '440647',
  '440795', '445564', '446393', '446404', '446672', '455036', '455708', '457865', '458456', '462220',
  '468540', '468541', '468542', '468543', '483010', '483011', '483012', '484783', '486094', '486095',
  '486096', '489317', '489318', '489319', '493428', '504300', '508160', '521076', '524130', '524514',
  '529415', '529741', '530060', '531095', '531196', '535825', '535989', '536023', '537767', '543085',
  '543357', '549760', '554180', '557606', '558848', '585265', '588845', '588848', '588850', '588982',
  '588983', '589005', '589206', '604906', '605141', '636120', '968201', '968202', '968203', '968204',
  '968205', '968206', '968207', '968208', '968209', '968210', '968211',
]);

/** The digits of a number as typed: Arabic-Indic digits read as ASCII, spaces and dashes dropped. */
export function cardDigits(typed: string): string {
  return latinDigits(typed).replace(/[\s-]/g, '');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let digit = digits.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/**
 * The brand of a (possibly partly typed) number: mada by its six-digit BIN first, then Visa (4) and
 * Mastercard (51-55, 2221-2720); null while it cannot be told yet, or for any other network.
 */
export function cardBrand(typed: string): CardBrand | null {
  const digits = cardDigits(typed);
  if (digits.length >= 6 && MADA_BINS.has(digits.slice(0, 6))) return 'mada';
  // before six digits a mada card still reads as the network its prefix names, then turns mada
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.length >= 2 && two >= 51 && two <= 55) return 'mastercard';
  if (digits.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  return null;
}

/** The provider's brand names ('master' for Mastercard) as ours. */
export function brandFromProvider(company: string | null | undefined): CardBrand | null {
  const value = (company ?? '').trim().toLowerCase();
  if (value === 'master' || value === 'mastercard') return 'mastercard';
  return value === 'mada' || value === 'visa' ? value : null;
}

/** The number as typed, grouped in fours ("4201 3201 1111 1010"), digits only, at most 19 of them. */
export function formatCardNumber(typed: string): string {
  const digits = cardDigits(typed).replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Two-digit years (27) mean 2027. */
export function fullCardYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** A card is usable through the end of its expiry month. */
export function cardExpired(month: number, year: number, now: Date): boolean {
  const y = fullCardYear(year);
  const thisYear = now.getFullYear();
  return y < thisYear || (y === thisYear && month < now.getMonth() + 1);
}

export function isCardCvc(typed: string): boolean {
  return /^\d{3}$/.test(latinDigits(typed).trim());
}

/** A cardholder's name as the provider takes it: a first and a last name. */
export function isCardholderName(name: string): boolean {
  return name.trim().split(/\s+/).filter(Boolean).length >= 2;
}

/** A run of 12 to 19 digits, spaces or dashes between them allowed: text that may carry a card number. */
const CARD_NUMBER_LIKE = /(?:\d[ -]?){12,19}/;

/** Text that must never be kept (a nickname, a token, a last-four field) because it looks like a card number. */
export function looksLikeCardNumber(text: string): boolean {
  return CARD_NUMBER_LIKE.test(latinDigits(text));
}

/** The last four digits, the only part of a number the store may keep or show. */
export function lastFourOf(typed: string): string {
  return cardDigits(typed).slice(-4);
}

/** The problem with a typed number, or null when it is a Luhn-valid mada, Visa or Mastercard number. */
export function cardNumberProblem(typed: string): CardMessageKey | null {
  const digits = cardDigits(typed);
  if (digits === '') return 'field_required';
  if (!/^\d+$/.test(digits) || digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS || !luhnValid(digits)) return 'card_number_invalid';
  return cardBrand(digits) === null ? 'card_brand_unsupported' : null;
}
