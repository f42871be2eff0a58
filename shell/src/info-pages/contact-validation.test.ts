import { CONTACT_FIELDS, contactBody, contactErrorKey, contactResolver, EMPTY_CONTACT, type ContactForm } from './contact-validation';

const good = { name: 'Sara', email: 'sara@example.sa', phone: '0551234567', subject: 'Late order', message: 'My order has not arrived yet.' };

/** What the form's resolver makes of typed values: each wrong field's text key, or the body that is sent. */
async function check(typed: ContactForm) {
  const result = await contactResolver(typed, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = Object.fromEntries(
    CONTACT_FIELDS.flatMap((field) => {
      const error = (result.errors as Partial<Record<string, { message?: string }>>)[field];
      return error ? [[field, contactErrorKey(field, error.message)]] : [];
    }),
  );
  return { errors, body: Object.keys(result.errors).length === 0 ? contactBody(result.values as Parameters<typeof contactBody>[0]) : null };
}

const validateContact = async (typed: ContactForm) => (await check(typed)).errors;

describe('contact form rules', () => {
  it('starts empty, fields in form order', () => {
    expect(Object.keys(EMPTY_CONTACT)).toEqual(CONTACT_FIELDS);
    expect(Object.values(EMPTY_CONTACT).every((value) => value === '')).toBe(true);
  });

  it('accepts a complete message, with or without a phone', async () => {
    expect(await validateContact(good)).toEqual({});
    expect(await validateContact({ ...good, phone: '' })).toEqual({});
    expect(await validateContact({ ...good, phone: '+966 55 123 4567' })).toEqual({});
  });

  it('takes a mobile number in Arabic-Indic digits, as the API does', async () => {
    expect(await validateContact({ ...good, phone: '٠٥٥١٢٣٤٥٦٧' })).toEqual({});
    expect(await validateContact({ ...good, phone: '۰۵۵ ۱۲۳ ۴۵۶۷' })).toEqual({});
  });

  it('sends the message trimmed, with the email lower-cased and the phone in its canonical form', async () => {
    expect((await check({ ...good, name: ' Sara ', email: ' Sara@Example.SA', phone: '٠٥٥١٢٣٤٥٦٧' })).body).toEqual({
      ...good,
      email: 'sara@example.sa',
      phone: '+966551234567',
    });
    expect((await check({ ...good, phone: ' ' })).body).toEqual({ ...good, phone: '' });
  });

  it('names every wrong field', async () => {
    expect(await validateContact({ name: ' ', email: 'sara@', phone: '12345', subject: '', message: 'short' })).toEqual({
      name: 'error_name',
      email: 'error_email',
      phone: 'error_phone',
      subject: 'error_subject',
      message: 'error_message',
    });
  });

  it('rejects text longer than the limits', async () => {
    expect(await validateContact({ ...good, message: 'x'.repeat(2001) })).toEqual({ message: 'error_too_long' });
    expect(await validateContact({ ...good, name: 'ن'.repeat(101) })).toEqual({ name: 'error_too_long' });
  });
});
