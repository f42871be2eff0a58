// Pure payment rules: what a provider payment must say before an order exists, which card details may
// be stored (never a card number), and where the provider may send the shopper back to.
import { brandFromProvider } from 'shared-domain';

export const CURRENCY = 'SAR';

/** The part of a provider payment the server reads (Moyasar's payment object). */
export interface ProviderPayment {
  id: string;
  status: string;
  amount: number;
  currency: string;
  given_id?: string | null;
  metadata?: Record<string, unknown> | null;
  /** number is masked by the provider (4201-32XX-XXXX-1010); some answers carry last_four instead. */
  source?: { type?: string; company?: string; number?: string | null; last_four?: string; message?: string | null; transaction_url?: string | null } | null;
}

export interface PaymentIntent {
  givenId: string;
  amountHalalas: number;
}

/** Statuses with the money held or taken: authorized (to capture), paid and captured (taken). */
export type HeldStatus = 'authorized' | 'paid';

export type Verdict =
  | { ok: true; status: HeldStatus }
  /** Not this intent's payment: someone else's, or made for another checkout. Never void it. */
  | { ok: false; reason: 'foreign' }
  /** Declined, failed, or never authorized (3-D Secure not passed). */
  | { ok: false; reason: 'declined'; status: string }
  /** Authorized or paid, but not for what the checkout costs: void or refund it. */
  | { ok: false; reason: 'mismatch'; status: HeldStatus };

/** authorized stays authorized; paid and captured are both money taken. */
export function heldStatus(status: string): HeldStatus | null {
  if (status === 'authorized') return 'authorized';
  return status === 'paid' || status === 'captured' ? 'paid' : null;
}

/** The card's last four digits from the provider's masked number (or its last_four). */
export function lastFourOf(payment: Pick<ProviderPayment, 'source'>): string | null {
  const source = payment.source;
  if (typeof source?.last_four === 'string' && /^\d{4}$/.test(source.last_four)) return source.last_four;
  const digits = typeof source?.number === 'string' ? /(\d{4})\s*$/.exec(source.number) : null;
  return digits ? digits[1]! : null;
}

/** The payment's own idempotency key, or the one the browser put in its metadata. */
export function givenIdOf(payment: ProviderPayment): string | null {
  if (typeof payment.given_id === 'string' && payment.given_id) return payment.given_id;
  const fromMetadata = payment.metadata?.given_id;
  return typeof fromMetadata === 'string' && fromMetadata ? fromMetadata : null;
}

/** The server's check of a payment fetched from the provider with the secret key. */
export function verifyProviderPayment(payment: ProviderPayment, intent: PaymentIntent): Verdict {
  if (givenIdOf(payment)?.toLowerCase() !== intent.givenId.toLowerCase()) return { ok: false, reason: 'foreign' };
  const held = heldStatus(payment.status);
  if (!held) return { ok: false, reason: 'declined', status: String(payment.status) };
  if (payment.amount !== intent.amountHalalas || String(payment.currency).toUpperCase() !== CURRENCY) return { ok: false, reason: 'mismatch', status: held };
  return { ok: true, status: held };
}

/** What of a provider's answer is kept with a transaction: status and amounts, never the whole body. */
export function transactionSummary(payment: Partial<ProviderPayment>): Record<string, unknown> {
  const source = payment.source ?? null;
  return {
    id: payment.id ?? null,
    status: payment.status ?? null,
    amount: typeof payment.amount === 'number' ? payment.amount : null,
    currency: payment.currency ?? null,
    source: source ? { type: source.type ?? null, company: source.company ?? null, message: source.message ?? null } : null,
  };
}

// ---- cards

export const CARD_BRANDS = ['mada', 'visa', 'mastercard'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Text shaped like a card number (in any digit set): the browser's nickname check is the same rule. */
export { looksLikeCardNumber } from 'shared-domain';

/** A card is usable through the end of its expiry month. */
export function cardExpired(month: number, year: number, now: Date): boolean {
  const y = now.getUTCFullYear();
  return year < y || (year === y && month < now.getUTCMonth() + 1);
}

/** Two-digit years (26) mean 2026. */
export function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** The part of a provider token the server reads (Moyasar's token object): never a number or a CVC. */
export interface ProviderToken {
  id: string;
  status: string;
  brand?: string | null;
  last_four?: string | null;
  month?: string | number | null;
  year?: string | number | null;
}

/**
 * Token statuses a card can be charged with again: the sandbox says `verified` once 3-D Secure is
 * passed (or was not asked for), Moyasar says `active`. `initiated` is still waiting for the
 * cardholder; `failed` and `inactive` never pay.
 */
export const USABLE_TOKEN_STATUSES: readonly string[] = ['verified', 'active'];

export interface TokenCard {
  cardType: CardBrand;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
}

export type TokenVerdict =
  | { ok: true; card: TokenCard }
  /** Not verified, failed, another brand than the store takes, or details the provider should never answer. */
  | { ok: false; reason: 'unusable' }
  | { ok: false; reason: 'expired' };

/** The card a provider token stands for, as the provider describes it, if it can be kept and charged. */
export function cardOfProviderToken(token: ProviderToken, now: Date): TokenVerdict {
  if (!USABLE_TOKEN_STATUSES.includes(String(token.status).toLowerCase())) return { ok: false, reason: 'unusable' };
  const cardType = brandFromProvider(typeof token.brand === 'string' ? token.brand : null);
  const lastFour = typeof token.last_four === 'string' && /^\d{4}$/.test(token.last_four) ? token.last_four : null;
  const whole = (value: unknown) => (typeof value === 'number' || (typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value)) ? Number(value) : Number.NaN);
  const month = whole(token.month);
  const year = whole(token.year);
  if (!cardType || !lastFour || !Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 0) return { ok: false, reason: 'unusable' };
  const expiryYear = fullYear(year);
  if (expiryYear > 2100) return { ok: false, reason: 'unusable' };
  if (cardExpired(month, expiryYear, now)) return { ok: false, reason: 'expired' };
  return { ok: true, card: { cardType, lastFour, expiryMonth: month, expiryYear } };
}

// ---- where the shopper comes back to

export type CallbackCheck = { ok: true; url: string } | { ok: false };

/**
 * The callback URL for a payment: a path on one of the store's own origins. `returnUrl` may be a path
 * ("/checkout/verify-payment?type=tokenized"), resolved on `preferredOrigin` when that is one of ours
 * (else the first), or an absolute URL on one of them. Protocol-relative, other schemes, other hosts,
 * credentials and backslash tricks are refused.
 */
export function buildCallbackUrl(returnUrl: string, allowedOrigins: readonly string[], preferredOrigin: string | null, extra: Record<string, string> = {}): CallbackCheck {
  const value = returnUrl.trim();
  // whitespace (control characters included) and backslashes have no place in our own URLs
  if (value.length === 0 || value.length > 500 || /[\s\\]/.test(value) || [...value].some((c) => c.charCodeAt(0) < 0x20)) return { ok: false };
  const isPath = value.startsWith('/') && !value.startsWith('//');
  const base = preferredOrigin && allowedOrigins.includes(preferredOrigin) ? preferredOrigin : allowedOrigins[0];
  if (!base) return { ok: false };
  if (!isPath && !/^https?:\/\//i.test(value)) return { ok: false };
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return { ok: false };
  }
  if (url.username || url.password || !allowedOrigins.includes(url.origin)) return { ok: false };
  url.hash = '';
  for (const [key, v] of Object.entries(extra)) url.searchParams.set(key, v);
  return { ok: true, url: url.toString() };
}
