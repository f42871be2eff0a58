// Keeping a card (spec §3 Card tokenization request, §7 provider tokens): the card goes from the form
// straight to the payment provider, never to the store, tokenized to be verified once (3-D Secure,
// when its bank asks) so it can pay again later. The provider comes back to /payments with the
// token's id and status; what the store then saves (addCardToken) is the token, the brand, the last
// four digits and the expiry, which ride along in the callback's own query. Nothing here keeps or
// logs a card number.
import { brandFromProvider, cardBrand, lastFourOf, type CardBrand, type SavedCardFormValues } from 'shared-domain';
import { loadPaymentConfig, ProviderRefusal, ProviderUnreachable, tokenizeCard, TokenizationFailed, type PaymentConfig, type ProviderToken } from 'remote-kit';
import type { CardTokenInput } from '../generated/graphql';

export const PAYMENTS_PATH = '/payments';

/** Leaving the store for the provider's page: one seam, so tests can watch it. */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** The card fields the provider may refuse, as the form names them. */
export type CardField = 'name' | 'number' | 'month' | 'year' | 'cvc';

export type KeepCardOutcome =
  /** Verified at once (no challenge): save it now. */
  | { kind: 'tokenized'; card: CardTokenInput }
  /** The bank's verification page on the provider (a full navigation: it may not be framed). */
  | { kind: 'verify'; url: string }
  | { kind: 'failed'; key: 'tokenization_failed' | 'provider_fields' | 'invalid_card' | 'provider_unreachable' | 'card_not_verified' | 'operation_failed'; fields?: CardField[] };

export interface KeepCardDeps {
  config: () => Promise<PaymentConfig>;
  tokenize: typeof tokenizeCard;
}

export const defaultKeepCardDeps: KeepCardDeps = { config: loadPaymentConfig, tokenize: tokenizeCard };

const FIELD_OF: Record<string, CardField> = { name: 'name', number: 'number', company: 'number', month: 'month', year: 'year', cvc: 'cvc' };

/** The details /payments saves once the provider is back, written into the callback's query. */
const CALLBACK_KEYS = { marker: 'card', brand: 'brand', lastFour: 'last4', month: 'exp_month', year: 'exp_year', nickName: 'nickname', makeDefault: 'default' } as const;

export function callbackUrl(origin: string, card: { brand: CardBrand; lastFour: string; month: number; year: number; nickName: string | null; makeDefault: boolean }): string {
  const query = new URLSearchParams({
    [CALLBACK_KEYS.marker]: 'verify',
    [CALLBACK_KEYS.brand]: card.brand,
    [CALLBACK_KEYS.lastFour]: card.lastFour,
    [CALLBACK_KEYS.month]: String(card.month),
    [CALLBACK_KEYS.year]: String(card.year),
  });
  if (card.nickName) query.set(CALLBACK_KEYS.nickName, card.nickName);
  if (card.makeDefault) query.set(CALLBACK_KEYS.makeDefault, '1');
  return `${origin}${PAYMENTS_PATH}?${query}`;
}

/** What the provider's way back says: the token to save, or why there is none. Null when it is not one. */
export function readReturn(search: URLSearchParams): { status: 'verified'; card: CardTokenInput } | { status: 'failed' } | null {
  if (search.get(CALLBACK_KEYS.marker) !== 'verify' || !search.get('id')) return null;
  if (search.get('status') !== 'verified') return { status: 'failed' };
  const month = Number(search.get(CALLBACK_KEYS.month));
  const year = Number(search.get(CALLBACK_KEYS.year));
  return {
    status: 'verified',
    card: {
      token: search.get('id'),
      cardType: search.get(CALLBACK_KEYS.brand),
      lastFour: search.get(CALLBACK_KEYS.lastFour),
      expiryMnt: Number.isInteger(month) ? month : null,
      expiryYr: Number.isInteger(year) ? year : null,
      nickName: search.get(CALLBACK_KEYS.nickName),
      default: search.get(CALLBACK_KEYS.makeDefault) === '1',
    },
  };
}

/** The provider's page in the shopper's language. */
function providerPage(url: string, language: 'ar' | 'en'): string {
  try {
    const page = new URL(url);
    page.searchParams.set('lang', language);
    return page.toString();
  } catch {
    return url;
  }
}

/** Tokenizes the card with the provider, to be verified once and kept. */
export async function keepCard(values: SavedCardFormValues, context: { origin: string; language: 'ar' | 'en' }, deps: KeepCardDeps = defaultKeepCardDeps): Promise<KeepCardOutcome> {
  const brand = cardBrand(values.number);
  if (!brand) return { kind: 'failed', key: 'provider_fields', fields: ['number'] };
  const lastFour = lastFourOf(values.number);
  let token: ProviderToken;
  try {
    const settings = await deps.config();
    token = await deps.tokenize(
      settings,
      { name: values.name, number: values.number, month: values.month, year: values.year, cvc: values.cvc },
      // a save_only token is never verified and pays once: a kept card is verified now
      { saveOnly: false, callbackUrl: callbackUrl(context.origin, { brand, lastFour, month: values.month, year: values.year, nickName: values.nickName, makeDefault: values.makeDefault }) },
    );
  } catch (error) {
    if (error instanceof TokenizationFailed) return { kind: 'failed', key: 'tokenization_failed' };
    if (error instanceof ProviderRefusal) {
      const fields = [...new Set(error.fields.map((f) => FIELD_OF[f]).filter((f): f is CardField => f !== undefined))];
      return fields.length > 0 ? { kind: 'failed', key: 'provider_fields', fields } : { kind: 'failed', key: 'invalid_card' };
    }
    if (error instanceof ProviderUnreachable) return { kind: 'failed', key: 'provider_unreachable' };
    console.error('[mf-account] the card could not be tokenized', error instanceof Error ? error.name : 'unknown');
    return { kind: 'failed', key: 'operation_failed' };
  }
  if (token.status === 'initiated' && token.verification_url) return { kind: 'verify', url: providerPage(token.verification_url, context.language) };
  if (token.status !== 'verified') return { kind: 'failed', key: 'card_not_verified' };
  return {
    kind: 'tokenized',
    card: {
      token: token.id,
      cardType: brandFromProvider(token.brand) ?? brand,
      lastFour: token.last_four ?? lastFour,
      expiryMnt: values.month,
      expiryYr: values.year,
      nickName: values.nickName,
      default: values.makeDefault,
    },
  };
}
