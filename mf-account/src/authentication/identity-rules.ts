// The sign-in forms' checks before sending: shared-domain's schemas, the same ones the commerce API
// validates these inputs with, read as one message key per field. The API's answer stays
// authoritative; the keys are also this team's translation keys (auth:errors.*).
import {
  formProblems,
  identifierProblem as sharedIdentifierProblem,
  loginSchema,
  newPasswordInputSchema,
  registrationSchema,
  type ApiMessageKey,
} from 'shared-domain';

export { passwordRules, type PasswordRule } from 'shared-domain';

/** The API's message key for a field, which is also this team's translation key. */
export type FieldProblem = ApiMessageKey;

export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

const problemsOf = <F extends string>(schema: Parameters<typeof formProblems>[0], values: Record<F, string>) =>
  formProblems(schema, values) as FieldProblems<F>;

/** What a sign-in identifier is: an email when it has an @, otherwise a phone number. */
export function identifierProblem(input: string): FieldProblem | null {
  return sharedIdentifierProblem(input);
}

export function validateLogin(form: { identifier: string; password: string }): FieldProblems<'identifier' | 'password'> {
  return problemsOf(loginSchema, form);
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
  return problemsOf(registrationSchema, form);
}

/**
 * What the register page sends for a form that passed `validateRegister`: trimmed names (blank is
 * null), the email lower-cased and the phone in its canonical +9665XXXXXXXX form.
 */
export function registrationInput(form: RegisterForm) {
  return registrationSchema.parse(form);
}

export function validateNewPassword(password: string): FieldProblems<'password'> {
  return problemsOf(newPasswordInputSchema, { password });
}
