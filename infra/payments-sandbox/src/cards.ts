// Card facts the sandbox needs: number checks, the brand by BIN, the masked form, and what each of the
// provider's published test cards does. Nothing here keeps a card number; callers drop it after use.

export type CardBrand = 'mada' | 'visa' | 'master';

/** What charging a card does in the sandbox; a token keeps this, never the number. */
export interface CardBehaviour {
  outcome: 'approved' | 'declined';
  /** The provider's message for the outcome (payment `source.message`). */
  message: string;
  /** The issuer asks for a 3-D Secure challenge (the shopper sees the verification page). */
  challenge: boolean;
}

export interface TestCard extends CardBehaviour {
  number: string;
  brand: CardBrand;
}

export const APPROVED_MESSAGE = 'APPROVED';
export const AUTHENTICATION_FAILED_MESSAGE = '3-D SECURE AUTHENTICATION FAILED';
export const UNKNOWN_CARD_MESSAGE = 'DECLINED: NOT A SANDBOX TEST CARD (use one of the published test card numbers)';

/**
 * The provider's published test cards. Every mada card asks for a 3-D Secure challenge (mada
 * issuers always do); Visa and Mastercard pass frictionless. The message is what the provider
 * answers once the card is charged (after the challenge, when there is one).
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4201320111111010', brand: 'mada', outcome: 'approved', message: APPROVED_MESSAGE, challenge: true },
  { number: '4201320000013020', brand: 'mada', outcome: 'declined', message: 'UNSPECIFIED FAILURE', challenge: true },
  { number: '4201320000311101', brand: 'mada', outcome: 'declined', message: 'INSUFFICIENT FUNDS', challenge: true },
  { number: '4201320131000508', brand: 'mada', outcome: 'declined', message: 'DECLINED: LOST CARD', challenge: true },
  { number: '4201321234411220', brand: 'mada', outcome: 'declined', message: 'DECLINED', challenge: true },
  { number: '4201322267774310', brand: 'mada', outcome: 'declined', message: 'DECLINED: EXPIRED CARD', challenge: true },
  { number: '4201326324640570', brand: 'mada', outcome: 'declined', message: 'DECLINED: EXCEEDS WITHDRAWAL LIMIT', challenge: true },
  { number: '4201321144311528', brand: 'mada', outcome: 'declined', message: 'DECLINED: STOLEN CARD', challenge: true },
  { number: '4111111111111111', brand: 'visa', outcome: 'approved', message: APPROVED_MESSAGE, challenge: false },
  { number: '5421080101000000', brand: 'master', outcome: 'approved', message: APPROVED_MESSAGE, challenge: false },
];

/** mada BINs (issuer prefixes); a mada card is mada whatever its Visa or Mastercard prefix says. */
const MADA_BINS = new Set([
  '420132', // the provider's test BIN
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

/** mada by BIN first, then Visa (4) and Mastercard (51-55, 2221-2720); null for any other network. */
export function cardBrand(digits: string): CardBrand | null {
  if (MADA_BINS.has(digits.slice(0, 6))) return 'mada';
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'master';
  return null;
}

/** Debit for mada, credit for the international networks (what the test cards report). */
export function cardFunding(brand: CardBrand): 'debit' | 'credit' {
  return brand === 'mada' ? 'debit' : 'credit';
}

export function cardCountry(brand: CardBrand): string {
  return brand === 'mada' ? 'SA' : 'US';
}

/** First six and last four kept, groups of four: "4201-32XX-XXXX-1010". */
export function maskCardNumber(digits: string): string {
  const hidden = 'X'.repeat(Math.max(0, digits.length - 10));
  const masked = `${digits.slice(0, 6)}${hidden}${digits.slice(-4)}`;
  return masked.replace(/(.{4})(?=.)/g, '$1-');
}

/** A published test card behaves as documented; any other number is declined with a clear message. */
export function behaviourOf(digits: string, brand: CardBrand): CardBehaviour {
  const card = TEST_CARDS.find((candidate) => candidate.number === digits);
  if (card) return { outcome: card.outcome, message: card.message, challenge: card.challenge };
  return { outcome: 'declined', message: UNKNOWN_CARD_MESSAGE, challenge: brand === 'mada' };
}
