import { looksLikeCardNumber } from '../card';
import { savedCardFormSchema } from './saved-card-form';

const may2026 = () => new Date(2026, 4, 20);
const schema = savedCardFormSchema(may2026);
const filled = { name: 'Sara Alqahtani', number: '4201 3201 1111 1010', month: '09', year: '2028', cvc: '123', nickName: ' بطاقة الراتب ', makeDefault: true };

function problems(values: Record<string, unknown>) {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the form that keeps a card', () => {
  it('gives the card as the tokens call takes it, with the nickname and the default choice', () => {
    expect(schema.parse(filled)).toEqual({ name: 'Sara Alqahtani', number: '4201320111111010', month: 9, year: 2028, cvc: '123', save: false, nickName: 'بطاقة الراتب', makeDefault: true });
    expect(schema.parse({ ...filled, nickName: '  ', makeDefault: undefined })).toMatchObject({ nickName: null, makeDefault: false });
  });

  it('applies the card rules and refuses a nickname that carries a card number or is too long', () => {
    expect(problems({ ...filled, number: '4201 3201 1111 1011', nickName: 'card 4111 1111 1111 1111' })).toEqual({
      number: 'card_number_invalid',
      nickName: 'card_number_not_allowed',
    });
    expect(problems({ ...filled, month: '04', year: '2026' })).toEqual({ month: 'card_expired' });
    expect(problems({ ...filled, nickName: 'x'.repeat(41) })).toEqual({ nickName: 'field_too_long' });
  });

  it('tells text shaped like a card number in any digit set', () => {
    expect(looksLikeCardNumber('4111-1111-1111-1111')).toBe(true);
    expect(looksLikeCardNumber('٤١١١١١١١١١١١١١١١')).toBe(true);
    expect(looksLikeCardNumber('Travel card 1111')).toBe(false);
  });
});
