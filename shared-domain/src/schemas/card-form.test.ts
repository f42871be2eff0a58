import { validateInput } from './problems';
import { cardFormSchema } from './card-form';

const may2026 = () => new Date(2026, 4, 20);
const schema = cardFormSchema(may2026);
const filled = { name: ' Sara  Alqahtani ', number: '4201 3201 1111 1010', month: '05', year: '2026', cvc: '123', save: true };

function problems(values: Record<string, unknown>) {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  // the first problem of each field, as a form shows it
  return Object.fromEntries(parsed.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the card form', () => {
  it('gives what the tokens call takes: the number without spaces, month and full year as numbers', () => {
    expect(schema.parse(filled)).toEqual({ name: 'Sara Alqahtani', number: '4201320111111010', month: 5, year: 2026, cvc: '123', save: true });
    expect(schema.parse({ ...filled, number: '٤١١١ ١١١١ ١١١١ ١١١١', year: '31', cvc: '٧٨٩', save: undefined })).toMatchObject({
      number: '4111111111111111',
      year: 2031,
      cvc: '789',
      save: false,
    });
  });

  it('names every problem with a card message key', () => {
    expect(problems({ name: '', number: '', month: '', year: '', cvc: '', save: false })).toEqual({
      name: 'field_required',
      number: 'field_required',
      month: 'field_required',
      year: 'field_required',
      cvc: 'field_required',
    });
    expect(problems({ ...filled, name: 'Sara', number: '4201 3201 1111 1011', month: '13', year: '1999', cvc: '12' })).toEqual({
      name: 'card_name_incomplete',
      number: 'card_number_invalid',
      month: 'card_month_invalid',
      year: 'card_year_invalid',
      cvc: 'card_cvc_invalid',
    });
    expect(problems({ ...filled, number: '3782 822463 10005' })).toEqual({ number: 'card_brand_unsupported' });
  });

  it('refuses a card whose expiry month has passed, and only once month and year are readable', () => {
    expect(problems({ ...filled, month: '04', year: '2026' })).toEqual({ month: 'card_expired' });
    expect(problems({ ...filled, month: '04', year: '' })).toEqual({ year: 'field_required' });
    expect(validateInput(schema, { ...filled, month: '4', year: '26' })).toEqual({ ok: false, problems: [{ field: 'month', key: 'card_expired' }] });
  });
});
