// Saved cards (provider tokens, never card numbers) on PGlite and on a real PostgreSQL server.
import { describeEachEngine, type TestApi } from './helpers/test-api.js';
import { shopper } from './helpers/checkout-flow.js';

const ARABIC = /[\u0600-\u06FF]/;
const CARD = 'id nickName lastFour default active token cardType expiryMnt expiryYr';
const RESULT = `success key message arMessage errors { field key message arMessage } card { ${CARD} } cards { ${CARD} }`;
const ADD = `mutation($input: CardTokenInput!) { addCardToken(input: $input) { ${RESULT} } }`;
const CHOOSE = `mutation($id: ID!) { chooseDefaultCard(cardId: $id) { ${RESULT} } }`;
const REMOVE = `mutation($id: ID!) { removeCard(cardId: $id) { ${RESULT} } }`;
const LIST = `query($active: Boolean, $default: Boolean) { getUserCards(active: $active, default: $default) { ${CARD} } }`;

const nextYear = new Date().getUTCFullYear() + 1;
const mada = { token: 'token_5b1f0c3e9a7d4e2f8c6b', cardType: 'mada', lastFour: '1010', expiryMnt: 9, expiryYr: nextYear, nickName: 'بطاقة الراتب' };
const visa = { token: 'token_a2c4e6f8b0d1f3a5c7e9', cardType: 'Visa', lastFour: '1111', expiryMnt: 3, expiryYr: nextYear + 2, nickName: 'Travel card' };
const mastercard = { token: 'token_0f9e8d7c6b5a4f3e2d1c', cardType: 'mastercard', lastFour: '0000', expiryMnt: 12, expiryYr: (nextYear + 3) % 100, nickName: null };

async function cardsOf(api: TestApi, userId: number) {
  return api.db.query<{ id: number; is_default: boolean; active: boolean }>('SELECT id, is_default, active FROM cards WHERE user_id = $1 ORDER BY id', [userId]);
}

describeEachEngine('saved cards', (api, engine) => {
  it('saves tokenized cards, the first as default, and lists them default first', async () => {
    const s = await shopper(api(), 'cards');
    const first = (await api().gql(ADD, { input: mada }, s.auth)).data.addCardToken;
    expect(first).toMatchObject({ success: true, key: 'card_saved', arMessage: expect.stringMatching(ARABIC), card: { lastFour: '1010', cardType: 'mada', default: true, active: true, nickName: 'بطاقة الراتب' } });
    const second = (await api().gql(ADD, { input: visa }, s.auth)).data.addCardToken;
    expect(second.card).toMatchObject({ cardType: 'visa', default: false });
    const third = (await api().gql(ADD, { input: { ...mastercard, default: true } }, s.auth)).data.addCardToken;
    expect(third.card).toMatchObject({ cardType: 'mastercard', default: true, expiryYr: nextYear + 3 });
    expect(third.cards.map((c: { id: string }) => c.id)).toEqual([third.card.id, second.card.id, first.card.id]);
    expect(third.cards.filter((c: { default: boolean }) => c.default)).toHaveLength(1);
    // the same token again is the same card
    const again = (await api().gql(ADD, { input: { ...visa, nickName: 'Family card' } }, s.auth)).data.addCardToken;
    expect(again.card).toMatchObject({ id: second.card.id, nickName: 'Family card' });
    expect(await cardsOf(api(), s.userId)).toHaveLength(3);
    const onlyDefault = (await api().gql(LIST, { default: true }, s.auth)).data.getUserCards;
    expect(onlyDefault.map((c: { id: string }) => c.id)).toEqual([third.card.id]);
  });

  it('keeps exactly one default when many choose at once, and answers each request clearly', async () => {
    const s = await shopper(api(), 'default-race');
    const ids: string[] = [];
    for (const [i, card] of [mada, visa, mastercard].entries()) {
      ids.push((await api().gql(ADD, { input: { ...card, token: `${card.token}${i}race` } }, s.auth)).data.addCardToken.card.id);
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
    const a = (await api().gql(ADD, { input: { ...mada, token: 'token_remove_a000001' } }, s.auth)).data.addCardToken.card;
    const b = (await api().gql(ADD, { input: { ...visa, token: 'token_remove_b000001' } }, s.auth)).data.addCardToken.card;
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
    const theirs = (await api().gql(ADD, { input: { ...mada, token: 'token_theirs_0000001' } }, other.auth)).data.addCardToken.card;
    const mine = (await api().gql(ADD, { input: { ...visa, token: 'token_mine_000000001' } }, s.auth)).data.addCardToken.card;
    const snapshot = () => api().db.query('SELECT id, user_id, nick_name, is_default, active, token, last_four FROM cards ORDER BY id');
    const before = await snapshot();
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
  });
});
