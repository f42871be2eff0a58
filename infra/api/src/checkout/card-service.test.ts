import type { ProviderToken } from '../domain/payment.js';
import type { Repositories } from '../plugins/repositories.js';
import type { CardRow } from './card-repository.js';
import { saveCard, type CardDeps, type ClaimedCard } from './card-service.js';
import { ProviderRefused, ProviderUnavailable, type PaymentProvider } from './payment-provider.js';

const NOW = new Date('2026-05-15T00:00:00Z');
const claimed: ClaimedCard = { token: 'token_abc123', cardType: 'visa', lastFour: '1111', expiryMonth: 7, expiryYear: 2028, nickName: 'Travel card', makeDefault: false };
const verifiedVisa: ProviderToken = { id: 'token_abc123', status: 'verified', brand: 'visa', last_four: '1111', month: '7', year: '2028' };

/** The provider answering one thing to every token read, the card repository in memory, and the log lines. */
function world(answer: () => Promise<ProviderToken>) {
  const added: unknown[] = [];
  const logged: { level: 'warn' | 'error'; obj: Record<string, unknown>; msg: string }[] = [];
  const provider = { fetchToken: answer } as unknown as PaymentProvider;
  const cards = {
    add: async (userId: number, card: Record<string, unknown>) => {
      added.push({ userId, ...card });
      const row = { id: 1, user_id: userId, nick_name: card.nickName, last_four: card.lastFour, is_default: true, active: true, token: card.token, card_type: card.cardType, expiry_month: card.expiryMonth, expiry_year: card.expiryYear } as CardRow;
      return { card: row, cards: [row] };
    },
  };
  const deps: CardDeps = {
    repos: { cards } as unknown as Repositories,
    provider,
    log: { warn: (obj, msg) => logged.push({ level: 'warn', obj, msg }), error: (obj, msg) => logged.push({ level: 'error', obj, msg }) },
  };
  return { deps, added, logged };
}

describe('keeping a card the provider vouches for', () => {
  it('keeps a verified token with the provider\'s details, saying nothing when the browser agreed', async () => {
    const w = world(async () => verifiedVisa);
    expect(await saveCard(w.deps, 7, claimed, NOW)).toMatchObject({ ok: true, card: { card_type: 'visa', last_four: '1111' } });
    expect(w.added).toEqual([{ userId: 7, token: 'token_abc123', cardType: 'visa', lastFour: '1111', expiryMonth: 7, expiryYear: 2028, nickName: 'Travel card', makeDefault: false }]);
    expect(w.logged).toEqual([]);
  });

  it('keeps the provider\'s brand, last four and expiry over the browser\'s, and notes which differed without their values', async () => {
    const w = world(async () => ({ ...verifiedVisa, brand: 'master', last_four: '0000', month: '12', year: '29' }));
    expect(await saveCard(w.deps, 7, claimed, NOW)).toMatchObject({ ok: true });
    expect(w.added).toEqual([expect.objectContaining({ cardType: 'mastercard', lastFour: '0000', expiryMonth: 12, expiryYear: 2029 })]);
    expect(w.logged).toEqual([{ level: 'warn', obj: { userId: 7, differing: ['cardType', 'lastFour', 'expiry'] }, msg: expect.any(String) }]);
    expect(JSON.stringify(w.logged)).not.toMatch(/1111|0000/);
  });

  it('refuses a token the provider does not know, will not charge, or reports expired, keeping nothing', async () => {
    const cases: [string, () => Promise<ProviderToken>, string, string][] = [
      ['unknown', async () => Promise.reject(new ProviderRefused('fetch token', 404, 'record_not_found')), 'card_token_invalid', 'input.token'],
      ['not an id', async () => Promise.reject(new ProviderRefused('lookup', 400, 'invalid_id')), 'card_token_invalid', 'input.token'],
      ['initiated', async () => ({ ...verifiedVisa, status: 'initiated' }), 'card_token_invalid', 'input.token'],
      ['inactive', async () => ({ ...verifiedVisa, status: 'inactive' }), 'card_token_invalid', 'input.token'],
      ['amex', async () => ({ ...verifiedVisa, brand: 'amex' }), 'card_token_invalid', 'input.token'],
      ['expired', async () => ({ ...verifiedVisa, month: '4', year: '2026' }), 'card_expired', 'input.expiryYr'],
    ];
    for (const [name, answer, key, field] of cases) {
      const w = world(answer);
      expect(await saveCard(w.deps, 7, claimed, NOW), name).toEqual({ ok: false, key, errors: [expect.objectContaining({ field, key })] });
      expect(w.added, name).toEqual([]);
    }
  });

  it('asks to try again, keeping nothing, when the provider cannot be reached or refuses our own key', async () => {
    const down = world(async () => Promise.reject(new ProviderUnavailable('fetch token', 4, null)));
    expect(await saveCard(down.deps, 7, claimed, NOW)).toEqual({ ok: false, key: 'provider_unreachable', errors: [] });
    expect(down.added).toEqual([]);

    const misconfigured = world(async () => Promise.reject(new ProviderRefused('fetch token', 401, 'authentication_error')));
    expect(await saveCard(misconfigured.deps, 7, claimed, NOW)).toEqual({ ok: false, key: 'provider_unreachable', errors: [] });
    expect(misconfigured.added).toEqual([]);
    expect(misconfigured.logged).toEqual([{ level: 'error', obj: { userId: 7, status: 401, type: 'authentication_error' }, msg: expect.any(String) }]);
  });

  it('lets an unexpected failure through, keeping nothing', async () => {
    const w = world(async () => Promise.reject(new TypeError('boom')));
    await expect(saveCard(w.deps, 7, claimed, NOW)).rejects.toThrow('boom');
    expect(w.added).toEqual([]);
  });
});
