import { addressInputSchema } from './address-input';
import { contactMessageSchema } from './contact-message';
import { dateOfBirthSchema, emailSchema, isDateOfBirth, nameSchema, optionalPhoneSchema, phoneSchema } from './fields';
import { loginSchema, passwordResetRequestSchema, phoneChangeSchema, profileDetailsSchema, registrationSchema } from './identity';
import { formProblems, validateInput } from './problems';

const problemsOf = (schema: Parameters<typeof formProblems>[0], input: unknown) => formProblems(schema, input);

describe('phone fields', () => {
  it('give the canonical number for every accepted form', () => {
    for (const typed of ['0551234567', '٠٥٥١٢٣٤٥٦٧', '۰۵۵۱۲۳۴۵۶۷', '+966 55 123 4567', '00966551234567']) {
      expect(phoneSchema.parse(typed), typed).toBe('+966551234567');
      expect(optionalPhoneSchema.parse(typed), typed).toBe('+966551234567');
    }
  });

  it('say what is wrong with a message key', () => {
    expect(problemsOf(phoneChangeSchema, { phone: '' })).toEqual({ phone: 'field_required' });
    expect(problemsOf(phoneChangeSchema, {})).toEqual({ phone: 'field_required' });
    expect(problemsOf(phoneChangeSchema, { phone: 551234567 })).toEqual({ phone: 'invalid_type' });
    expect(problemsOf(phoneChangeSchema, { phone: '0412345678' })).toEqual({ phone: 'invalid_phone' });
    expect(problemsOf(phoneChangeSchema, { phone: '5'.repeat(40) })).toEqual({ phone: 'field_too_long' });
  });

  it('let an optional phone be left out', () => {
    expect(optionalPhoneSchema.parse('')).toBeNull();
    expect(optionalPhoneSchema.parse('   ')).toBeNull();
    expect(optionalPhoneSchema.parse(null)).toBeNull();
    expect(optionalPhoneSchema.parse(undefined)).toBeNull();
  });
});

describe('email, names and date of birth', () => {
  it('normalise what they accept', () => {
    expect(emailSchema.parse(' Noura@Example.SA ')).toBe('noura@example.sa');
    expect(nameSchema.parse('  نورة ')).toBe('نورة');
    expect(nameSchema.parse('')).toBeNull();
    expect(dateOfBirthSchema.parse('١٩٩٠-٠٣-١٥')).toBe('1990-03-15');
  });

  it('refuse what they do not', () => {
    expect(problemsOf(profileDetailsSchema, { email: 'noura@', firstName: 'ن'.repeat(51), dob: '2999-01-01', title: 'Sir' })).toEqual({
      email: 'invalid_email',
      firstName: 'field_too_long',
      dob: 'invalid_date',
      title: 'invalid_value',
    });
  });

  it('take a past calendar date from 1900 on', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    expect(isDateOfBirth('1990-02-28', now)).toBe(true);
    expect(isDateOfBirth('1990-02-30', now)).toBe(false);
    expect(isDateOfBirth('1899-12-31', now)).toBe(false);
    expect(isDateOfBirth('2025-06-02', now)).toBe(false);
    expect(isDateOfBirth('90-02-28', now)).toBe(false);
  });
});

describe('registration', () => {
  const form = { firstName: '', lastName: '', email: '', phone: '', password: 'Dates2025' };

  it('needs an email or a phone, said on the phone field', () => {
    expect(problemsOf(registrationSchema, form)).toEqual({ phone: 'identifier_required' });
    expect(problemsOf(registrationSchema, { ...form, password: 'short' })).toEqual({ phone: 'identifier_required', password: 'weak_password' });
    expect(problemsOf(registrationSchema, { ...form, password: '' })).toEqual({ phone: 'identifier_required', password: 'field_required' });
    expect(registrationSchema.parse({ ...form, phone: '٠٥٥١٢٣٤٥٦٧' })).toEqual({
      firstName: null,
      lastName: null,
      email: null,
      phone: '+966551234567',
      password: 'Dates2025',
    });
  });

  it('checks each field it is given', () => {
    expect(problemsOf(registrationSchema, { firstName: 'ن'.repeat(51), lastName: 'x'.repeat(51), email: 'noura@', phone: '0412345678', password: '' })).toEqual({
      firstName: 'field_too_long',
      lastName: 'field_too_long',
      email: 'invalid_email',
      phone: 'invalid_phone',
      password: 'field_required',
    });
  });

  it('never trims a password', () => {
    expect(registrationSchema.parse({ ...form, email: 'a@example.sa', password: ' Dates2025 ' }).password).toBe(' Dates2025 ');
  });
});

describe('login', () => {
  it('needs both fields', () => {
    expect(problemsOf(loginSchema, { identifier: ' ', password: '' })).toEqual({ identifier: 'field_required', password: 'field_required' });
    expect(problemsOf(loginSchema, { identifier: 'noura@example.sa', password: 'anything' })).toEqual({});
  });
});

describe('asking for a reset link', () => {
  it('takes an email or a Saudi mobile, trimmed as typed', () => {
    expect(passwordResetRequestSchema.parse({ identifier: ' noura@example.sa ' })).toEqual({ identifier: 'noura@example.sa' });
    expect(passwordResetRequestSchema.parse({ identifier: '٠٥١٢٣٤٥٦٧٨' })).toEqual({ identifier: '٠٥١٢٣٤٥٦٧٨' });
  });

  it('says what the identifier is not, as parseIdentifier reads it', () => {
    expect(problemsOf(passwordResetRequestSchema, { identifier: '  ' })).toEqual({ identifier: 'field_required' });
    expect(problemsOf(passwordResetRequestSchema, { identifier: 'noura@example' })).toEqual({ identifier: 'invalid_email' });
    expect(problemsOf(passwordResetRequestSchema, { identifier: '12345' })).toEqual({ identifier: 'invalid_phone' });
    expect(problemsOf(passwordResetRequestSchema, { identifier: `${'n'.repeat(250)}@example.sa` })).toEqual({ identifier: 'field_too_long' });
  });
});

describe('address input', () => {
  const address = { address1: 'Hittin, Riyadh', lat: 24.764, long: 46.597, addressType: 'SHIPPING' };

  it('accepts an address in the kingdom and trims its lines', () => {
    expect(addressInputSchema.parse({ ...address, address1: ' Hittin, Riyadh ', address2: ' ' })).toEqual({ ...address, address2: null });
  });

  it('names the wrong field', () => {
    expect(problemsOf(addressInputSchema, { ...address, address1: '' })).toEqual({ address1: 'field_required' });
    expect(problemsOf(addressInputSchema, { ...address, lat: -91 })).toEqual({ lat: 'invalid_coordinate' });
    expect(problemsOf(addressInputSchema, { ...address, long: 'east' })).toEqual({ long: 'invalid_coordinate' });
    expect(problemsOf(addressInputSchema, { ...address, lat: 30.0444, long: 31.2357 })).toEqual({ lat: 'invalid_coordinate' });
    expect(problemsOf(addressInputSchema, { ...address, country: 'US' })).toEqual({ country: 'invalid_value' });
    expect(problemsOf(addressInputSchema, { ...address, addressType: 'HOME' })).toEqual({ addressType: 'invalid_value' });
  });
});

describe('contact message', () => {
  const message = { name: 'Sara', email: 'sara@example.sa', phone: '', subject: 'Late order', message: 'My order has not arrived yet.' };

  it('accepts a complete message, with or without a phone', () => {
    expect(validateInput(contactMessageSchema, message)).toEqual({ ok: true, data: { ...message, phone: null } });
    expect(validateInput(contactMessageSchema, { ...message, phone: '٠٥٥ ١٢٣ ٤٥٦٧' })).toEqual({ ok: true, data: { ...message, phone: '+966551234567' } });
  });

  it('names every wrong field once, first problem first', () => {
    expect(validateInput(contactMessageSchema, { name: ' ', email: 'sara@', phone: '12345', subject: '', message: 'short' })).toEqual({
      ok: false,
      problems: [
        { field: 'name', key: 'field_required' },
        { field: 'email', key: 'invalid_email' },
        { field: 'phone', key: 'invalid_phone' },
        { field: 'subject', key: 'field_required' },
        { field: 'message', key: 'field_too_short' },
      ],
    });
    expect(problemsOf(contactMessageSchema, { ...message, message: 'x'.repeat(2001) })).toEqual({ message: 'field_too_long' });
  });

  it('calls an input that is not an object invalid as a whole', () => {
    expect(validateInput(contactMessageSchema, 'hello')).toEqual({ ok: false, problems: [{ field: '(input)', key: 'invalid_type' }] });
  });
});
