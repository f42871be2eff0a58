// The contact-us mutation, on PGlite and on a real PostgreSQL server.
import { describeEachEngine, type TestApi } from './helpers/test-api.js';

const SAVE = `mutation($input: ContactMessageInput!) {
  saveContactMessage(input: $input) { success key message arMessage errors { field key message arMessage } } }`;

const message = {
  name: 'سارة القحطاني',
  email: ' Sara.Alqahtani@Example.SA ',
  phone: '055 123 4567',
  subject: 'تأخر الطلب',
  message: 'طلبي من متجر العليا لم يصل بعد، هل يمكنكم المساعدة؟',
};

function gateway(api: TestApi, extra: Record<string, string> = {}) {
  return { 'x-gateway-secret': api.config.gatewaySecret, 'x-client-ip': '203.0.113.90', ...extra };
}

async function stored(api: TestApi) {
  return api.db.query<{ user_id: number | null; name: string; email: string; phone: string | null; subject: string; message: string; language: string; client_ip: string | null }>(
    'SELECT user_id, name, email, phone, subject, message, language, client_ip FROM contact_messages ORDER BY id',
  );
}

describeEachEngine('contact messages', (api) => {
  it('stores a message from the gateway, normalised, and thanks the shopper in both languages', async () => {
    const before = (await stored(api())).length;
    const res = await api().gql(SAVE, { input: message }, gateway(api(), { 'accept-language': 'en-GB' }));
    expect(res.data.saveContactMessage).toMatchObject({ success: true, key: 'contact_saved', errors: [] });
    expect(res.data.saveContactMessage.message).toMatch(/received your message/);
    expect(res.data.saveContactMessage.arMessage).toMatch(/[\u0600-\u06FF]/);
    const rows = await stored(api());
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toEqual({
      user_id: null,
      name: 'سارة القحطاني',
      email: 'sara.alqahtani@example.sa',
      phone: '+966551234567',
      subject: 'تأخر الطلب',
      message: message.message,
      language: 'EN',
      client_ip: '203.0.113.90',
    });
  });

  it('keeps no phone when it is left empty, and links a logged-in shopper', async () => {
    const register = await api().gql(
      'mutation($input: RegisterInput!) { register(input: $input) { success token } }',
      { input: { email: `contact-${api().engine}@example.sa`, password: 'contact-pass-1' } },
      gateway(api()),
    );
    const auth = { authorization: `Bearer ${register.data.register.token}` };
    const res = await api().gql(SAVE, { input: { ...message, phone: '' } }, gateway(api(), auth));
    expect(res.data.saveContactMessage.success).toBe(true);
    const [row] = (await stored(api())).slice(-1);
    expect(row).toMatchObject({ phone: null, language: 'AR' });
    expect(row!.user_id).toEqual(expect.any(Number));
  });

  it('answers only the gateway', async () => {
    const before = (await stored(api())).length;
    const res = await api().gql(SAVE, { input: message });
    expect(res.data.saveContactMessage).toMatchObject({ success: false, key: 'forbidden' });
    expect(await stored(api())).toHaveLength(before);
  });

  it('answers bad input with bilingual field errors and stores nothing', async () => {
    const before = await stored(api());
    const cases: { input: Record<string, unknown>; field: string; key: string }[] = [
      { input: { ...message, name: '   ' }, field: 'input.name', key: 'field_required' },
      { input: { ...message, name: 'ن'.repeat(101) }, field: 'input.name', key: 'field_too_long' },
      { input: { ...message, email: 'sara-at-example.sa' }, field: 'input.email', key: 'invalid_email' },
      { input: { ...message, phone: '0123' }, field: 'input.phone', key: 'invalid_phone' },
      { input: { ...message, phone: '5'.repeat(40) }, field: 'input.phone', key: 'field_too_long' },
      { input: { ...message, subject: '' }, field: 'input.subject', key: 'field_required' },
      { input: { ...message, subject: 'x'.repeat(151) }, field: 'input.subject', key: 'field_too_long' },
      { input: { ...message, message: 'قصيرة' }, field: 'input.message', key: 'field_too_short' },
      { input: { ...message, message: 'م'.repeat(2001) }, field: 'input.message', key: 'field_too_long' },
    ];
    for (const c of cases) {
      const res = await api().gql(SAVE, { input: c.input }, gateway(api()));
      const result = res.data.saveContactMessage;
      expect(result, c.field).toMatchObject({ success: false, key: 'invalid_input' });
      expect(result.errors, c.field).toEqual([
        { field: c.field, key: c.key, message: expect.any(String), arMessage: expect.stringMatching(/[\u0600-\u06FF]/) },
      ]);
    }
    // a missing field or a wrong type is refused by GraphQL itself, naming the field
    const missing = await api().gql(SAVE, { input: { name: 'Sara', email: 'sara@example.sa', message: message.message } }, gateway(api()));
    expect(missing.errors?.[0]?.extensions).toMatchObject({ key: 'field_required', fieldErrors: [expect.objectContaining({ field: 'input.subject', arMessage: expect.any(String) })] });
    expect(await stored(api())).toEqual(before);
  });
});
