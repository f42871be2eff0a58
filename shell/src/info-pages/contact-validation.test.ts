import { checkContact, validateContact } from './contact-validation';

const good = { name: 'Sara', email: 'sara@example.sa', phone: '0551234567', subject: 'Late order', message: 'My order has not arrived yet.' };

describe('contact form rules', () => {
  it('accepts a complete message, with or without a phone', () => {
    expect(validateContact(good)).toEqual({});
    expect(validateContact({ ...good, phone: '' })).toEqual({});
    expect(validateContact({ ...good, phone: '+966 55 123 4567' })).toEqual({});
  });

  it('takes a mobile number in Arabic-Indic digits, as the API does', () => {
    expect(validateContact({ ...good, phone: '٠٥٥١٢٣٤٥٦٧' })).toEqual({});
    expect(validateContact({ ...good, phone: '۰۵۵ ۱۲۳ ۴۵۶۷' })).toEqual({});
  });

  it('sends the message trimmed, with the email lower-cased and the phone in its canonical form', () => {
    expect(checkContact({ ...good, name: ' Sara ', email: ' Sara@Example.SA', phone: '٠٥٥١٢٣٤٥٦٧' })).toEqual({
      ok: true,
      message: { ...good, email: 'sara@example.sa', phone: '+966551234567' },
    });
    expect(checkContact({ ...good, phone: ' ' })).toEqual({ ok: true, message: { ...good, phone: '' } });
  });

  it('names every wrong field', () => {
    expect(validateContact({ name: ' ', email: 'sara@', phone: '12345', subject: '', message: 'short' })).toEqual({
      name: 'error_name',
      email: 'error_email',
      phone: 'error_phone',
      subject: 'error_subject',
      message: 'error_message',
    });
  });

  it('rejects text longer than the limits', () => {
    expect(validateContact({ ...good, message: 'x'.repeat(2001) })).toEqual({ message: 'error_too_long' });
    expect(validateContact({ ...good, name: 'ن'.repeat(101) })).toEqual({ name: 'error_too_long' });
  });
});
