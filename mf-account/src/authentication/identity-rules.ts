// The identity rules the commerce API enforces (Saudi mobile numbers, email shape, password
// strength), checked in the browser first so the shopper hears about a mistake before sending.
// The API's answer stays authoritative.

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits as Latin digits. */
export function latinDigits(input: string): string {
  return input.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** A Saudi mobile number as +9665XXXXXXXX, or null when it is not one. */
export function normalisePhone(input: string): string | null {
  const digits = latinDigits(input).replace(/[\s\-()]/g, '');
  const match = /^(?:\+?966|00966|0)?(5\d{8})$/.exec(digits);
  return match ? `+966${match[1]}` : null;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export function normaliseEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/** What a sign-in identifier is: an email when it has an @, otherwise a phone number. */
export function identifierProblem(input: string): FieldProblem | null {
  const trimmed = input.trim();
  if (trimmed === '') return 'field_required';
  if (trimmed.includes('@')) return normaliseEmail(trimmed) ? null : 'invalid_email';
  return normalisePhone(trimmed) ? null : 'invalid_phone';
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 50;

/** Each password rule and whether the password meets it, in the order they are shown. */
export function passwordRules(password: string) {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    letter: /\p{L}/u.test(password),
    // the API counts Latin digits only
    digit: /[0-9]/.test(password),
  } as const;
}

export type PasswordRule = keyof ReturnType<typeof passwordRules>;

export const isStrongPassword = (password: string) => Object.values(passwordRules(password)).every(Boolean);

/** The API's message keys for a field, which are also this team's translation keys. */
export type FieldProblem =
  | 'field_required'
  | 'field_too_long'
  | 'invalid_email'
  | 'invalid_phone'
  | 'weak_password'
  | 'identifier_required';

export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

export function validateLogin(form: { identifier: string; password: string }): FieldProblems<'identifier' | 'password'> {
  const problems: FieldProblems<'identifier' | 'password'> = {};
  if (form.identifier.trim() === '') problems.identifier = 'field_required';
  else if (form.identifier.length > 254) problems.identifier = 'field_too_long';
  if (form.password === '') problems.password = 'field_required';
  else if (form.password.length > PASSWORD_MAX_LENGTH) problems.password = 'field_too_long';
  return problems;
}

export interface RegisterForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

export type RegisterField = keyof RegisterForm;

export function validateRegister(form: RegisterForm): FieldProblems<RegisterField> {
  const problems: FieldProblems<RegisterField> = {};
  if (form.firstName.trim().length > NAME_MAX_LENGTH) problems.firstName = 'field_too_long';
  if (form.lastName.trim().length > NAME_MAX_LENGTH) problems.lastName = 'field_too_long';
  const email = form.email.trim();
  const phone = form.phone.trim();
  if (email !== '' && !normaliseEmail(email)) problems.email = 'invalid_email';
  if (phone !== '' && !normalisePhone(phone)) problems.phone = 'invalid_phone';
  // as the API says it: one of the two is needed, and the phone field carries the message
  if (email === '' && phone === '') problems.phone = 'identifier_required';
  if (form.password === '') problems.password = 'field_required';
  else if (!isStrongPassword(form.password)) problems.password = 'weak_password';
  return problems;
}

export function validateNewPassword(password: string): FieldProblems<'password'> {
  if (password === '') return { password: 'field_required' };
  return isStrongPassword(password) ? {} : { password: 'weak_password' };
}
