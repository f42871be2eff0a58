import type { FieldValues } from 'react-hook-form';
import { forgotPasswordForm, loginForm, registerForm, resetPasswordForm, type AuthFormRules } from './identity-rules';

/** What a form's resolver makes of typed values: each field's message key, or what would be sent. */
async function check<Typed extends FieldValues, Sent>(form: AuthFormRules<Typed, Sent>, typed: Typed) {
  const result = await form.resolver(typed, undefined, { fields: {}, shouldUseNativeValidation: false });
  const problems = Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, (error as { message?: string }).message]));
  return { problems, sent: Object.keys(problems).length === 0 ? result.values : null };
}

const problemsOf = async <Typed extends FieldValues, Sent>(form: AuthFormRules<Typed, Sent>, typed: Typed) => (await check(form, typed)).problems;

const emptyRegister = { ...registerForm.empty, password: 'Dates2025' };

describe('the forms start empty, fields in page order', () => {
  it.each([
    ['login', loginForm, ['identifier', 'password']],
    ['register', registerForm, ['firstName', 'lastName', 'email', 'phone', 'password']],
    ['forgot password', forgotPasswordForm, ['identifier']],
    ['reset password', resetPasswordForm, ['password']],
  ] as const)('%s', (_name, form, fields) => {
    expect(Object.keys(form.empty)).toEqual(fields);
    expect(Object.values(form.empty).every((value) => value === '')).toBe(true);
  });
});

describe('identifiers for a reset link', () => {
  it.each([
    ['', 'field_required'],
    ['   ', 'field_required'],
    ['noura@example', 'invalid_email'],
    ['12345', 'invalid_phone'],
    ['noura@example.sa', null],
    ['٠٥١٢٣٤٥٦٧٨', null],
    ['۰۵۱۲۳۴۵۶۷۸', null],
  ])('%j → %s', async (typed, problem) => {
    expect(await problemsOf(forgotPasswordForm, { identifier: typed })).toEqual(problem ? { identifier: problem } : {});
  });

  it('sends the identifier trimmed, as typed', async () => {
    expect((await check(forgotPasswordForm, { identifier: ' noura@example.sa ' })).sent).toEqual({ identifier: 'noura@example.sa' });
  });
});

describe('new passwords', () => {
  it('asks for a new password that meets the rules', async () => {
    expect(await problemsOf(resetPasswordForm, { password: '' })).toEqual({ password: 'field_required' });
    expect(await problemsOf(resetPasswordForm, { password: 'password' })).toEqual({ password: 'weak_password' });
    expect(await problemsOf(resetPasswordForm, { password: 'تمر٢٠٢٥سكري' })).toEqual({ password: 'weak_password' });
    expect(await problemsOf(resetPasswordForm, { password: 'password1' })).toEqual({});
  });
});

describe('login', () => {
  it('needs both fields', async () => {
    expect(await problemsOf(loginForm, { identifier: ' ', password: '' })).toEqual({ identifier: 'field_required', password: 'field_required' });
    expect(await problemsOf(loginForm, { identifier: 'noura@example.sa', password: 'anything' })).toEqual({});
    expect(await problemsOf(loginForm, { identifier: 'x'.repeat(255), password: 'p'.repeat(129) })).toEqual({ identifier: 'field_too_long', password: 'field_too_long' });
  });

  it('sends the identifier trimmed and the password exactly as typed', async () => {
    expect((await check(loginForm, { identifier: ' noura@example.sa ', password: ' Dates2025 ' })).sent).toEqual({
      identifier: 'noura@example.sa',
      password: ' Dates2025 ',
    });
  });
});

describe('register', () => {
  it('needs an email or a phone, and says so on the phone field as the API does', async () => {
    expect(await problemsOf(registerForm, emptyRegister)).toEqual({ phone: 'identifier_required' });
    expect(await problemsOf(registerForm, { ...emptyRegister, email: 'noura@example.sa' })).toEqual({});
    expect(await problemsOf(registerForm, { ...emptyRegister, phone: '٠٥١٢٣٤٥٦٧٨' })).toEqual({});
  });

  it('checks each field it is given', async () => {
    expect(
      await problemsOf(registerForm, { firstName: 'ن'.repeat(51), lastName: 'x'.repeat(51), email: 'noura@', phone: '0412345678', password: 'short' }),
    ).toEqual({ firstName: 'field_too_long', lastName: 'field_too_long', email: 'invalid_email', phone: 'invalid_phone', password: 'weak_password' });
    expect(await problemsOf(registerForm, { ...emptyRegister, email: 'noura@example.sa', password: '' })).toEqual({ password: 'field_required' });
  });

  it('sends names trimmed, the email lower-cased and the phone in its canonical form', async () => {
    expect((await check(registerForm, { firstName: ' نورة ', lastName: '', email: ' Noura@Example.SA ', phone: '۰۵۱ ۲۳۴ ۵۶۷۸', password: 'Dates2025' })).sent).toEqual({
      firstName: 'نورة',
      lastName: null,
      email: 'noura@example.sa',
      phone: '+966512345678',
      password: 'Dates2025',
    });
  });
});
