import {
  identifierProblem,
  isStrongPassword,
  latinDigits,
  normaliseEmail,
  normalisePhone,
  passwordRules,
  validateLogin,
  validateNewPassword,
  validateRegister,
} from './identity-rules';

const emptyRegister = { firstName: '', lastName: '', email: '', phone: '', password: 'Dates2025' };

describe('phone numbers', () => {
  it.each([
    ['0512345678', '+966512345678'],
    ['512345678', '+966512345678'],
    ['+966 51 234 5678', '+966512345678'],
    ['00966512345678', '+966512345678'],
    ['(051) 234-5678', '+966512345678'],
    ['٠٥١٢٣٤٥٦٧٨', '+966512345678'],
    ['۰۵۱۲۳۴۵۶۷۸', '+966512345678'],
    ['+٩٦٦٥١٢٣٤٥٦٧٨', '+966512345678'],
  ])('reads %s as the Saudi mobile %s', (typed, expected) => {
    expect(normalisePhone(typed)).toBe(expected);
  });

  it.each(['0412345678', '05123456', '051234567890', '+971512345678', 'phone'])('refuses %s', (typed) => {
    expect(normalisePhone(typed)).toBeNull();
  });

  it('turns both Arabic-Indic digit sets into Latin digits and leaves other text alone', () => {
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ x9')).toBe('0123456789 0123456789 x9');
  });
});

describe('emails', () => {
  it('trims and lower-cases a valid email', () => {
    expect(normaliseEmail('  Noura@Example.SA ')).toBe('noura@example.sa');
  });

  it.each(['noura', 'noura@example', 'noura@@example.sa', 'no ura@example.sa', `${'a'.repeat(65)}@example.sa`])('refuses %s', (typed) => {
    expect(normaliseEmail(typed)).toBeNull();
  });
});

describe('identifiers', () => {
  it.each([
    ['', 'field_required'],
    ['   ', 'field_required'],
    ['noura@example', 'invalid_email'],
    ['12345', 'invalid_phone'],
    ['noura@example.sa', null],
    ['٠٥١٢٣٤٥٦٧٨', null],
  ])('%j → %s', (typed, problem) => {
    expect(identifierProblem(typed)).toBe(problem);
  });
});

describe('passwords', () => {
  it('needs 8 to 128 characters with a letter and a Latin digit, as the API does', () => {
    expect(passwordRules('')).toEqual({ length: false, letter: false, digit: false });
    expect(passwordRules('abcdefgh')).toEqual({ length: true, letter: true, digit: false });
    expect(passwordRules('12345678')).toEqual({ length: true, letter: false, digit: true });
    expect(isStrongPassword('Dates2025')).toBe(true);
    expect(isStrongPassword('تمر٢٠٢٥سكري')).toBe(false);
    expect(isStrongPassword('تمرسكري1')).toBe(true);
    expect(isStrongPassword('a1')).toBe(false);
    expect(isStrongPassword(`a1${'x'.repeat(127)}`)).toBe(false);
  });

  it('asks for a new password that meets the rules', () => {
    expect(validateNewPassword('')).toEqual({ password: 'field_required' });
    expect(validateNewPassword('password')).toEqual({ password: 'weak_password' });
    expect(validateNewPassword('password1')).toEqual({});
  });
});

describe('validateLogin', () => {
  it('needs both fields', () => {
    expect(validateLogin({ identifier: ' ', password: '' })).toEqual({ identifier: 'field_required', password: 'field_required' });
    expect(validateLogin({ identifier: 'noura@example.sa', password: 'anything' })).toEqual({});
  });
});

describe('validateRegister', () => {
  it('needs an email or a phone, and says so on the phone field as the API does', () => {
    expect(validateRegister(emptyRegister)).toEqual({ phone: 'identifier_required' });
    expect(validateRegister({ ...emptyRegister, email: 'noura@example.sa' })).toEqual({});
    expect(validateRegister({ ...emptyRegister, phone: '٠٥١٢٣٤٥٦٧٨' })).toEqual({});
  });

  it('checks each field it is given', () => {
    expect(
      validateRegister({ firstName: 'ن'.repeat(51), lastName: 'x'.repeat(51), email: 'noura@', phone: '0412345678', password: 'short' }),
    ).toEqual({ firstName: 'field_too_long', lastName: 'field_too_long', email: 'invalid_email', phone: 'invalid_phone', password: 'weak_password' });
    expect(validateRegister({ ...emptyRegister, email: 'noura@example.sa', password: '' })).toEqual({ password: 'field_required' });
  });
});
