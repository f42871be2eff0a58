import { identifierProblem, registrationInput, validateLogin, validateNewPassword, validateRegister } from './identity-rules';

const emptyRegister = { firstName: '', lastName: '', email: '', phone: '', password: 'Dates2025' };

describe('identifiers', () => {
  it.each([
    ['', 'field_required'],
    ['   ', 'field_required'],
    ['noura@example', 'invalid_email'],
    ['12345', 'invalid_phone'],
    ['noura@example.sa', null],
    ['٠٥١٢٣٤٥٦٧٨', null],
    ['۰۵۱۲۳۴۵۶۷۸', null],
  ])('%j → %s', (typed, problem) => {
    expect(identifierProblem(typed)).toBe(problem);
  });
});

describe('new passwords', () => {
  it('asks for a new password that meets the rules', () => {
    expect(validateNewPassword('')).toEqual({ password: 'field_required' });
    expect(validateNewPassword('password')).toEqual({ password: 'weak_password' });
    expect(validateNewPassword('تمر٢٠٢٥سكري')).toEqual({ password: 'weak_password' });
    expect(validateNewPassword('password1')).toEqual({});
  });
});

describe('validateLogin', () => {
  it('needs both fields', () => {
    expect(validateLogin({ identifier: ' ', password: '' })).toEqual({ identifier: 'field_required', password: 'field_required' });
    expect(validateLogin({ identifier: 'noura@example.sa', password: 'anything' })).toEqual({});
    expect(validateLogin({ identifier: 'x'.repeat(255), password: 'p'.repeat(129) })).toEqual({ identifier: 'field_too_long', password: 'field_too_long' });
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

describe('registrationInput', () => {
  it('sends names trimmed, the email lower-cased and the phone in its canonical form', () => {
    expect(registrationInput({ firstName: ' نورة ', lastName: '', email: ' Noura@Example.SA ', phone: '۰۵۱ ۲۳۴ ۵۶۷۸', password: 'Dates2025' })).toEqual({
      firstName: 'نورة',
      lastName: null,
      email: 'noura@example.sa',
      phone: '+966512345678',
      password: 'Dates2025',
    });
  });
});
