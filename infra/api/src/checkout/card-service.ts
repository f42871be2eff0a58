// Keeping a card: the browser tokenizes it with the provider and tells us the token with its brand,
// last four and expiry. None of that is taken on the browser's word: the token is read from the
// provider with the secret key, and only a token the provider knows, verified and chargeable, is kept,
// with the details the provider reports.
import { fieldError } from '../messages.js';
import { cardOfProviderToken, type ProviderToken } from '../domain/payment.js';
import type { Repositories } from '../plugins/repositories.js';
import type { CardRow } from './card-repository.js';
import { refuse, type ServiceFailure } from './checkout-service.js';
import { ProviderRefused, ProviderUnavailable, type PaymentProvider } from './payment-provider.js';

export interface CardDeps {
  repos: Repositories;
  provider: PaymentProvider;
  log: { warn: (obj: Record<string, unknown>, msg: string) => void; error: (obj: Record<string, unknown>, msg: string) => void };
}

/** What the browser says about the token it got from the provider. */
export interface ClaimedCard {
  token: string;
  cardType: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  nickName: string | null;
  makeDefault: boolean;
}

export async function saveCard(deps: CardDeps, userId: number, claimed: ClaimedCard, now = new Date()): Promise<{ ok: true; card: CardRow; cards: CardRow[] } | ServiceFailure> {
  let token: ProviderToken;
  try {
    token = await deps.provider.fetchToken(claimed.token);
  } catch (error) {
    if (error instanceof ProviderUnavailable) return refuse('provider_unreachable');
    if (error instanceof ProviderRefused) {
      // unknown to the provider (or not even shaped like one of its ids): nothing to keep
      if (error.status === 404 || error.type === 'invalid_id') return refuse('card_token_invalid', [fieldError('input.token', 'card_token_invalid')]);
      // any other refusal is ours to fix (a wrong secret key, say), not the shopper's card
      deps.log.error({ userId, status: error.status, type: error.type }, 'payment provider refused to read a card token');
      return refuse('provider_unreachable');
    }
    throw error;
  }

  const verdict = cardOfProviderToken(token, now);
  if (!verdict.ok) {
    if (verdict.reason === 'expired') return refuse('card_expired', [fieldError('input.expiryYr', 'card_expired')]);
    return refuse('card_token_invalid', [fieldError('input.token', 'card_token_invalid')]);
  }

  // When the browser and the provider disagree, the provider wins: the brand, last four and expiry
  // shown to the shopper and used at checkout are the ones of the card the token really charges.
  const { card } = verdict;
  const differing = [
    claimed.cardType !== card.cardType && 'cardType',
    claimed.lastFour !== card.lastFour && 'lastFour',
    (claimed.expiryMonth !== card.expiryMonth || claimed.expiryYear !== card.expiryYear) && 'expiry',
  ].filter(Boolean);
  if (differing.length > 0) deps.log.warn({ userId, differing }, 'card details sent by the browser differ from the provider\'s; keeping the provider\'s');

  const saved = await deps.repos.cards.add(userId, {
    token: claimed.token, cardType: card.cardType, lastFour: card.lastFour, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear,
    nickName: claimed.nickName, makeDefault: claimed.makeDefault,
  });
  return { ok: true, ...saved };
}
