// Saved cards (provider tokens, never card numbers) on PGlite and on a real PostgreSQL server, with
// the real payments sandbox: a card is kept only when the provider knows its token, as the provider
// describes it.
import type { TestApi } from './helpers/test-api.js';
import { describeCheckoutWorld, shopper } from './helpers/checkout-flow.js';
import { TEST_CARDS, type KeepCardOptions } from './helpers/fake-provider.js';

const ARABIC = /[\u0600-\u06FF]/;
const CARD = 'id nickName lastFour default active token cardType expiryMnt expiryYr';
const RESULT = `success key message arMessage errors { field key message arMessage } card { ${CARD} } cards { ${CARD} }`;
const ADD = `mutation($input: CardTokenInput!) { addCardToken(input: $input) { ${RESULT} } }`;
const CHOOSE = `mutation($id: ID!) { chooseDefaultCard(cardId: $id) { ${RESULT} } }`;
const REMOVE = `mutation($id: ID!) { removeCard(cardId: $id) { ${RESULT} } }`;
const LIST = `query($active: Boolean, $default: Boolean) { getUserCards(active: $active, default: $default) { ${CARD} } }`;

const nextYear = new Date().getUTCFullYear() + 1;
/** What the browser sends for each test card; the token is made at the sandbox by `kept`. */
const mada = { token: 'token_set_by_kept', cardType: 'mada', lastFour: '1010', expiryMnt: 9, expiryYr: nextYear, nickName: 'بطاقة الراتب' };
const visa = { token: 'token_set_by_kept', cardType: 'Visa', lastFour: '1111', expiryMnt: 3, expiryYr: nextYear + 2, nickName: 'Travel card' };
const mastercard = { token: 'token_set_by_kept', cardType: 'mastercard', lastFour: '0000', expiryMnt: 12, expiryYr: (nextYear + 3) % 100, nickName: null };
const NUMBERS = { mada: TEST_CARDS.madaThreeDs, visa: TEST_CARDS.visa, mastercard: TEST_CARDS.mastercard } as const;
/** Never issued by the sandbox, though shaped like its ids. */
const MADE_UP = 'token_5b1f0c3e9a7d4e2f8c6b1a0d9e8f7a';
const TOKEN_READ = 'GET /v1/tokens/:id';

async function cardsOf(api: TestApi, userId: number) {
  return api.db.query<{ id: number; is_default: boolean; active: boolean }>('SELECT id, is_default, active FROM cards WHERE user_id = $1 ORDER BY id', [userId]);
}

const allCards = (api: TestApi) => api.db.query('SELECT id, user_id, nick_name, is_default, active, token, card_type, last_four, expiry_month, expiry_year FROM cards ORDER BY id');

describeCheckoutWorld('saved cards', (world, engine) => {
  const api = () => world().api;

  /** The browser's input for a card, with a real token the sandbox issued for that test card and expiry (3-D Secure passed). */
  async function kept(card: typeof mada | typeof visa | typeof mastercard, options: KeepCardOptions = {}) {
    const brand = card.cardType.toLowerCase() as keyof typeof NUMBERS;
    const token = await world().provider.keepCard(NUMBERS[brand], { month: card.expiryMnt, year: card.expiryYr, ...options });
    return { ...card, token: token.id };
  }

  it('saves tokenized cards, the first as default, and lists them default first', async () => {
    const s = await shopper(api(), 'cards');
    const [madaCard, visaCard, mastercardCard] = [await kept(mada), await kept(visa), await kept(mastercard)];
    const first = (await api().gql(ADD, { input: madaCard }, s.auth)).data.addCardToken;
    expect(first).toMatchObject({ success: true, key: 'card_saved', arMessage: expect.stringMatching(ARABIC), card: { lastFour: '1010', cardType: 'mada', default: true, active: true, nickName: 'بطاقة الراتب' } });
    const second = (await api().gql(ADD, { input: visaCard }, s.auth)).data.addCardToken;
    expect(second.card).toMatchObject({ cardType: 'visa', default: false });
    const third = (await api().gql(ADD, { input: { ...mastercardCard, default: true } }, s.auth)).data.addCardToken;
    expect(third.card).toMatchObject({ cardType: 'mastercard', default: true, expiryYr: nextYear + 3 });
    expect(third.cards.map((c: { id: string }) => c.id)).toEqual([third.card.id, second.card.id, first.card.id]);
    expect(third.cards.filter((c: { default: boolean }) => c.default)).toHaveLength(1);
    // the same token again is the same card
    const again = (await api().gql(ADD, { input: { ...visaCard, nickName: 'Family card' } }, s.auth)).data.addCardToken;
    expect(again.card).toMatchObject({ id: second.card.id, nickName: 'Family card' });
    expect(await cardsOf(api(), s.userId)).toHaveLength(3);
    const onlyDefault = (await api().gql(LIST, { default: true }, s.auth)).data.getUserCards;
    expect(onlyDefault.map((c: { id: string }) => c.id)).toEqual([third.card.id]);
  });

  it('keeps exactly one default when many choose at once, and answers each request clearly', async () => {
    const s = await shopper(api(), 'default-race');
    const ids: string[] = [];
    for (const card of [mada, visa, mastercard]) {
      ids.push((await api().gql(ADD, { input: await kept(card) }, s.auth)).data.addCardToken.card.id);
    }
    const requests = Array.from({ length: 12 }, (_, i) => ids[i % 3]!);
    const answers = (await Promise.all(requests.map((id) => api().gql(CHOOSE, { id }, s.auth)))).map((r) => r.data.chooseDefaultCard);
    const rows = await cardsOf(api(), s.userId);
    console.log(`[${engine}] 12 concurrent chooseDefaultCard over 3 cards: ${answers.filter((a) => a.success).length} successful answers, ${rows.filter((r) => r.is_default).length} default card`);
    for (const [i, a] of answers.entries()) {
      expect(a, `request ${i}`).toMatchObject({ success: true, key: 'default_card_chosen', card: { id: requests[i], default: true } });
      expect(a.cards.filter((c: { default: boolean }) => c.default)).toHaveLength(1);
    }
    expect(rows.filter((r) => r.is_default)).toHaveLength(1);
  });

  it('removes a card (deactivates it) and moves the default to another', async () => {
    const s = await shopper(api(), 'remove');
    const a = (await api().gql(ADD, { input: await kept(mada) }, s.auth)).data.addCardToken.card;
    const b = (await api().gql(ADD, { input: await kept(visa) }, s.auth)).data.addCardToken.card;
    const removed = (await api().gql(REMOVE, { id: a.id }, s.auth)).data.removeCard;
    expect(removed).toMatchObject({ success: true, key: 'card_removed', card: { id: a.id, active: false, default: false }, cards: [{ id: b.id, default: true }] });
    expect((await api().gql(LIST, {}, s.auth)).data.getUserCards.map((c: { id: string }) => c.id)).toEqual([b.id]);
    expect((await api().gql(LIST, { active: false }, s.auth)).data.getUserCards.map((c: { id: string }) => c.id)).toEqual([a.id]);
    expect((await api().gql(REMOVE, { id: a.id }, s.auth)).data.removeCard).toMatchObject({ success: false, key: 'card_not_found' });
    expect((await api().gql(CHOOSE, { id: a.id }, s.auth)).data.chooseDefaultCard).toMatchObject({ success: false, key: 'card_not_found' });
  });

  it('refuses card numbers, bad details, guests and other shoppers\' cards, changing nothing', async () => {
    const s = await shopper(api(), 'card-refusals');
    const other = await shopper(api(), 'card-other');
    const theirs = (await api().gql(ADD, { input: await kept(mada) }, other.auth)).data.addCardToken.card;
    const mine = (await api().gql(ADD, { input: await kept(visa) }, s.auth)).data.addCardToken.card;
    const snapshot = () => allCards(api());
    const before = await snapshot();
    const reads = world().provider.count(TOKEN_READ);
    const lastYear = new Date().getUTCFullYear() - 1;
    const cases: { input: Record<string, unknown>; field: string; key: string }[] = [
      { input: { ...mada, token: '4201320111111010' }, field: 'input.token', key: 'card_number_not_allowed' },
      { input: { ...mada, token: '4111 1111 1111 1111' }, field: 'input.token', key: 'card_number_not_allowed' },
      { input: { ...mada, nickName: 'my card 5421 0801 0100 0000' }, field: 'input.nickName', key: 'card_number_not_allowed' },
      { input: { ...mada, lastFour: '4201320111111010' }, field: 'input.lastFour', key: 'card_number_not_allowed' },
      { input: { ...mada, lastFour: '10a0' }, field: 'input.lastFour', key: 'invalid_value' },
      { input: { ...mada, cardType: 'amex' }, field: 'input.cardType', key: 'invalid_value' },
      { input: { ...mada, expiryMnt: 13 }, field: 'input.expiryMnt', key: 'invalid_number' },
      { input: { ...mada, expiryMnt: 0 }, field: 'input.expiryMnt', key: 'invalid_number' },
      { input: { ...mada, expiryYr: lastYear }, field: 'input.expiryYr', key: 'card_expired' },
      { input: { ...mada, expiryYr: 3000 }, field: 'input.expiryYr', key: 'invalid_number' },
      { input: { ...mada, token: '' }, field: 'input.token', key: 'field_required' },
      { input: { ...mada, token: 'token with spaces' }, field: 'input.token', key: 'invalid_value' },
      { input: { ...mada, token: 'x'.repeat(200) }, field: 'input.token', key: 'field_too_long' },
      { input: { ...mada, nickName: 'ن'.repeat(41) }, field: 'input.nickName', key: 'field_too_long' },
      { input: { cardType: 'mada', lastFour: '1010', expiryMnt: 9, expiryYr: nextYear }, field: 'input.token', key: 'field_required' },
    ];
    for (const [i, c] of cases.entries()) {
      const res = (await api().gql(ADD.replace('mutation(', `mutation BadCard${i}(`), { input: c.input }, s.auth)).data.addCardToken;
      expect(res, `${i}`).toMatchObject({ success: false, card: null, cards: [] });
      expect(res.errors, `${i}`).toEqual(expect.arrayContaining([expect.objectContaining({ field: c.field, key: c.key, arMessage: expect.stringMatching(ARABIC) })]));
    }
    // a card number sent under a field of its own is not even part of the input
    const withNumber = await api().gql(ADD, { input: { ...mada, number: '4201320111111010' } }, s.auth);
    expect(withNumber.errors?.[0]?.extensions).toMatchObject({ fieldErrors: [expect.objectContaining({ arMessage: expect.stringMatching(ARABIC) })] });
    expect(JSON.stringify(withNumber)).not.toContain('4201320111111010');

    expect((await api().gql(CHOOSE, { id: theirs.id }, s.auth)).data.chooseDefaultCard).toMatchObject({ success: false, key: 'card_not_found', errors: [{ field: 'cardId' }] });
    expect((await api().gql(REMOVE, { id: theirs.id }, s.auth)).data.removeCard).toMatchObject({ success: false, key: 'card_not_found' });
    expect((await api().gql(CHOOSE, { id: 'abc' }, s.auth)).data.chooseDefaultCard).toMatchObject({ success: false, key: 'invalid_input', errors: [{ field: 'cardId' }] });
    for (const [query, variables] of [[ADD, { input: mada }], [CHOOSE, { id: mine.id }], [REMOVE, { id: mine.id }]] as const) {
      expect(Object.values((await api().gql(query, variables)).data)[0]).toMatchObject({ success: false, key: 'unauthorized', arMessage: expect.stringMatching(ARABIC) });
    }
    expect((await api().gql(LIST, {})).data.getUserCards).toEqual([]);
    expect((await api().gql(LIST, {}, s.auth)).data.getUserCards.map((c: { id: string }) => c.id)).toEqual([mine.id]);
    expect(await snapshot()).toEqual(before);
    // refused before the provider is asked
    expect(world().provider.count(TOKEN_READ)).toBe(reads);
  });

  it('keeps the brand, last four and expiry the provider reports, whatever the browser claims', async () => {
    const s = await shopper(api(), 'card-claims');
    const token = await world().provider.keepCard(TEST_CARDS.visa, { month: 7, year: nextYear + 1 });
    expect(token).toMatchObject({ status: 'verified', brand: 'visa', last_four: '1111' });
    const reads = world().provider.count(TOKEN_READ);
    // the browser says a mada card ending 9999, expiring at another date
    const claimed = { token: token.id, cardType: 'mada', lastFour: '9999', expiryMnt: 2, expiryYr: nextYear + 4, nickName: 'Salary card' };
    const res = (await api().gql(ADD, { input: claimed }, s.auth)).data.addCardToken;
    expect(res).toMatchObject({ success: true, key: 'card_saved', card: { token: token.id, cardType: 'visa', lastFour: '1111', expiryMnt: 7, expiryYr: nextYear + 1, nickName: 'Salary card', default: true } });
    expect(world().provider.count(TOKEN_READ)).toBe(reads + 1);
    const [row] = await api().db.query('SELECT card_type, last_four, expiry_month, expiry_year FROM cards WHERE user_id = $1', [s.userId]);
    expect(row).toEqual({ card_type: 'visa', last_four: '1111', expiry_month: 7, expiry_year: nextYear + 1 });

    // the provider's "master" is the store's mastercard
    const master = await world().provider.keepCard(TEST_CARDS.mastercard, { month: 12, year: nextYear });
    expect(master.brand).toBe('master');
    const second = (await api().gql(ADD, { input: { ...claimed, token: master.id, cardType: 'visa', lastFour: '1111' } }, s.auth)).data.addCardToken;
    expect(second.card).toMatchObject({ cardType: 'mastercard', lastFour: '0000', expiryMnt: 12, expiryYr: nextYear });
  });

  it('refuses a token the provider never issued, or one it will not charge, and saves nothing', async () => {
    const s = await shopper(api(), 'card-made-up');
    const unverified = await world().provider.keepCard(TEST_CARDS.madaThreeDs, { verification: 'skip' });
    const failed = await world().provider.keepCard(TEST_CARDS.madaThreeDs, { verification: 'fail' });
    expect([unverified.status, failed.status]).toEqual(['initiated', 'failed']);
    const before = await allCards(api());
    const reads = world().provider.count(TOKEN_READ);
    const tokens = [MADE_UP, 'tok_anything', unverified.id, failed.id];
    for (const token of tokens) {
      const res = (await api().gql(ADD, { input: { ...mada, token } }, s.auth)).data.addCardToken;
      expect(res, token).toMatchObject({ success: false, key: 'card_token_invalid', card: null, cards: [], arMessage: expect.stringMatching(ARABIC) });
      expect(res.errors, token).toEqual([expect.objectContaining({ field: 'input.token', key: 'card_token_invalid', arMessage: expect.stringMatching(ARABIC) })]);
    }
    // each one was asked about once (a 404 is an answer, not a fault to retry)
    expect(world().provider.count(TOKEN_READ)).toBe(reads + tokens.length);
    expect(await allCards(api())).toEqual(before);
    expect((await api().gql(LIST, {}, s.auth)).data.getUserCards).toEqual([]);
  });

  it('saves nothing and asks to try again while the provider is down, then saves the same token', async () => {
    const s = await shopper(api(), 'card-provider-down');
    const input = await kept(visa);
    const before = await allCards(api());
    const reads = world().provider.count(TOKEN_READ);
    // every attempt the API makes (four, with pauses between) answers 503
    await world().provider.fault(4, 503);
    const started = performance.now();
    const down = (await api().gql(ADD, { input }, s.auth)).data.addCardToken;
    const waited = performance.now() - started;
    expect(down).toMatchObject({ success: false, key: 'provider_unreachable', card: null, cards: [], errors: [], arMessage: expect.stringMatching(ARABIC) });
    expect(world().provider.count(TOKEN_READ)).toBe(reads + 4);
    expect(await allCards(api())).toEqual(before);

    const back = (await api().gql(ADD, { input }, s.auth)).data.addCardToken;
    expect(back).toMatchObject({ success: true, key: 'card_saved', card: { lastFour: '1111', cardType: 'visa' } });
    console.log(`[${engine}] addCardToken with the provider down: refused after 4 token reads in ${Math.round(waited)} ms`);
  });
});
