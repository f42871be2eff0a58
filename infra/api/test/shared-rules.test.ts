// One rule on both sides: the browser's form resolvers (the account's registration, the contact form)
// and the API (registration, updatePhonenumber and the contact message, run in-process) give the same
// verdict and the same canonical number for every way of writing a phone number; and the default
// delivery coordinate of the catalogue queries is the one the bus and the catalogue remote use.
import { API_MESSAGE_KEYS, DEFAULT_DELIVERY_COORDINATE as DOMAIN_DEFAULT, type ContactMessage } from 'shared-domain';
import { DEFAULT_DELIVERY_COORDINATE as BUS_DEFAULT } from 'shared-events';
import { registerForm } from '../../../mf-account/src/authentication/identity-rules';
import { DEFAULT_COORDINATE as CATALOG_REMOTE_DEFAULT } from '../../../mf-catalog/src/shared/use-shopper-reach';
import { contactBody, contactErrorKey, contactResolver } from '../../../shell/src/info-pages/contact-validation';
import { DEFAULT_REACH, resolveReach } from '../src/catalog/inputs.js';
import type { GraphQLContext } from '../src/context.js';
import { messages } from '../src/messages.js';
import { describeEachEngine, type Loose, type TestApi } from './helpers/test-api.js';

/** Each way a shopper may write a number, and the canonical number it is (null: not a Saudi mobile). */
const PHONES: readonly [typed: string, canonical: string | null, how: string][] = [
  ['0551230001', '+966551230001', 'local form'],
  ['551230002', '+966551230002', 'without the trunk zero'],
  ['+966551230003', '+966551230003', 'international'],
  ['00966551230004', '+966551230004', 'international with 00'],
  ['966551230005', '+966551230005', 'international without the plus'],
  ['+966 55 123 0006', '+966551230006', 'spaced'],
  ['055-123-0007', '+966551230007', 'dashed'],
  ['(055) 123 0008', '+966551230008', 'with parentheses'],
  ['٠٥٥١٢٣٠٠٠٩', '+966551230009', 'Arabic-Indic digits'],
  ['۰۵۵۱۲۳۰۰۱۰', '+966551230010', 'Eastern Arabic-Indic digits'],
  ['+٩٦٦ ٥٥ ١٢٣ ٠٠١١', '+966551230011', 'Arabic-Indic, international and spaced'],
  ['٠٠٩٦٦٥٥١٢٣٠٠١٢', '+966551230012', 'Arabic-Indic with 00'],
  ['\u200f055 123 0013\u200f', '+966551230013', 'with the direction marks of pasted Arabic text'],
  ['05٥١٢٣0014', '+966551230014', 'mixed digit sets'],
  ['0112345678', null, 'a Riyadh landline'],
  ['0412345678', null, 'not a mobile prefix'],
  ['05512300', null, 'too short'],
  ['055123000150', null, 'too long'],
  ['+971551230015', null, 'a UAE number'],
  ['+966 055 123 0016', null, 'the trunk zero after the country code'],
  ['٠٥٥١٢٣٠٠١٧x', null, 'a letter'],
  ['055.123.0018', null, 'dots'],
];

const RESULT = 'success key errors { field key }';
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { ${RESULT} token user { phone } } }`;
const UPDATE_PHONE = `mutation($phone: String!) { updatePhonenumber(phone: $phone) { ${RESULT} user { phone } } }`;
const SAVE_CONTACT = `mutation($input: ContactMessageInput!) { saveContactMessage(input: $input) { ${RESULT} } }`;
const SEARCH = `query($coordinates: [Float!]) {
  productsBySearch(search: "milk", first: 24, type: GUEST, coordinates: $coordinates) { totalCount edges { node { id sellingPriceHalalas sellerCount available } } }
}`;

const PASSWORD = 'Dates2025';
const SIGNED_IN_EMAIL = 'noura.shared-rules@example.sa';
const CONTACT = { name: 'سارة القحطاني', email: 'sara@example.sa', subject: 'تأخر الطلب', message: 'طلبي من متجر العليا لم يصل بعد.' };

/** A verdict: the canonical number, null for "no number given", or the message key of the refusal. */
type Verdict = { phone: string | null } | { refused: string };

function gateway(api: TestApi) {
  return { 'x-gateway-secret': api.config.gatewaySecret, 'x-client-ip': '203.0.113.61' };
}

const phoneError = (result: { errors: { field: string; key: string }[] }) => result.errors.find((e) => /(^|\.)phone$/.test(e.field))?.key ?? 'no phone error';

/** How a form's resolver is called on submit, less the fields' elements (no DOM here). */
const SUBMIT = { fields: {}, shouldUseNativeValidation: false } as const;

/** The account's registration form, as the register page checks it (its resolver) and sends it. */
async function browserRegistration(phone: string, email = ''): Promise<Verdict> {
  const result = await registerForm.resolver({ ...registerForm.empty, email, phone, password: PASSWORD }, undefined, SUBMIT);
  const problem = result.errors.phone?.message;
  if (problem) return { refused: problem };
  if (Object.keys(result.errors).length > 0) return { refused: 'no phone error' };
  // no errors: the values are what the page sends
  return { phone: (result.values as { phone: string | null }).phone };
}

/** The contact form, as the contact page checks it (its resolver) and sends it ('' is "no number"). */
async function browserContact(phone: string): Promise<Verdict> {
  const result = await contactResolver({ ...CONTACT, phone }, undefined, SUBMIT);
  const problem = result.errors.phone;
  if (problem) return { refused: contactErrorKey('phone', problem.message) };
  if (Object.keys(result.errors).length > 0) return { refused: 'no phone error' };
  // no errors: the values are the checked message
  return { phone: contactBody(result.values as ContactMessage).phone || null };
}

async function apiRegistration(api: TestApi, phone: string, email: string | null = null): Promise<Verdict> {
  const res = await api.gql(REGISTER, { input: { phone, email, password: PASSWORD } }, gateway(api));
  const result = res.data.register;
  return result.success ? { phone: result.user.phone } : { refused: phoneError(result) };
}

describeEachEngine('one phone rule in the browser and the API', (api) => {
  let bearer: Record<string, string>;

  beforeAll(async () => {
    const res = await api().gql(REGISTER, { input: { email: SIGNED_IN_EMAIL, password: PASSWORD } }, gateway(api()));
    expect(res.data.register.success).toBe(true);
    bearer = { authorization: `Bearer ${res.data.register.token}` };
  });

  /** Changes the signed-in shopper's number, then frees it again for the registration that follows. */
  async function apiPhoneChange(phone: string): Promise<Verdict> {
    const res = await api().gql(UPDATE_PHONE, { phone }, bearer);
    const result = res.data.updatePhonenumber;
    await api().db.query('UPDATE users SET phone = NULL WHERE email = $1', [SIGNED_IN_EMAIL]);
    return result.success ? { phone: result.user.phone } : { refused: phoneError(result) };
  }

  async function apiContact(phone: string): Promise<Verdict> {
    const res = await api().gql(SAVE_CONTACT, { input: { ...CONTACT, phone } }, gateway(api()));
    const result = res.data.saveContactMessage;
    if (!result.success) return { refused: phoneError(result) };
    const [row] = await api().db.query<{ phone: string | null }>('SELECT phone FROM contact_messages ORDER BY id DESC LIMIT 1');
    return { phone: row!.phone };
  }

  it.each(PHONES)('%j (%s): the same verdict and canonical number on both sides', async (typed, canonical, how) => {
    const expected: Verdict = canonical ? { phone: canonical } : { refused: 'invalid_phone' };
    const verdicts = {
      browserRegistration: await browserRegistration(typed),
      apiPhoneChange: await apiPhoneChange(typed),
      apiRegistration: await apiRegistration(api(), typed),
      browserContact: await browserContact(typed),
      apiContact: await apiContact(typed),
    };
    // the contact page names its own text for the same refusal
    const contactExpected: Verdict = canonical ? { phone: canonical } : { refused: 'error_phone' };
    expect(verdicts, how).toEqual({
      browserRegistration: expected,
      apiRegistration: expected,
      apiPhoneChange: expected,
      browserContact: contactExpected,
      apiContact: expected,
    });
  });

  it('agrees on a number left out: registration needs an email then, a contact message does not', async () => {
    expect(await browserRegistration('')).toEqual({ refused: 'identifier_required' });
    expect(await apiRegistration(api(), '')).toEqual({ refused: 'identifier_required' });
    expect(await browserRegistration('  ', 'omar.shared-rules@example.sa')).toEqual({ phone: null });
    expect(await apiRegistration(api(), '  ', 'omar.shared-rules@example.sa')).toEqual({ phone: null });
    expect(await browserContact('')).toEqual({ phone: null });
    expect(await apiContact('')).toEqual({ phone: null });
    expect(await apiPhoneChange('')).toEqual({ refused: 'field_required' });
  });

  it('stores one canonical form, so a number written two ways is one number', async () => {
    const first = await apiRegistration(api(), '٠٥٠١٢٣٤٥٦٧');
    expect(first).toEqual({ phone: '+966501234567' });
    const res = await api().gql(REGISTER, { input: { phone: '+966 50 123 4567', password: PASSWORD } }, gateway(api()));
    expect(res.data.register).toMatchObject({ success: false, errors: [{ field: 'phone', key: 'phone_taken' }] });
  });
});

describeEachEngine('one default delivery coordinate', (api) => {
  it('is spec §3’s Riyadh point for the catalogue queries, the bus and the catalogue remote', async () => {
    expect(DOMAIN_DEFAULT).toEqual({ lat: 24.76, long: 46.76 });
    expect(BUS_DEFAULT).toBe(DOMAIN_DEFAULT);
    expect(DEFAULT_REACH).toBe(DOMAIN_DEFAULT);
    expect(CATALOG_REMOTE_DEFAULT).toEqual([DOMAIN_DEFAULT.lat, DOMAIN_DEFAULT.long]);
    // a guest's query without a coordinate is priced for exactly that point
    expect(await resolveReach({} as GraphQLContext, 'GUEST', null, 'coordinate')).toEqual(BUS_DEFAULT);
  });

  it('prices a search without a coordinate as one at the bus’s default', async () => {
    const omitted = await api().gql(SEARCH, {});
    const atDefault = await api().gql(SEARCH, { coordinates: [BUS_DEFAULT.lat, BUS_DEFAULT.long] });
    expect(omitted.errors).toBeUndefined();
    const nodes = (res: Loose) => res.data.productsBySearch.edges.map((e: Loose) => e.node);
    expect(nodes(omitted).length).toBeGreaterThan(0);
    expect(nodes(omitted)).toEqual(nodes(atDefault));
    expect(omitted.data.productsBySearch.totalCount).toBe(atDefault.data.productsBySearch.totalCount);
  });
});

describe('message keys', () => {
  it('are the same list in the API’s texts and in shared-domain', () => {
    expect(Object.keys(messages).sort()).toEqual([...API_MESSAGE_KEYS].sort());
  });
});
