// The sign-in forms' rules: shared-domain's schemas, the ones the commerce API validates these inputs
// with, as react-hook-form resolvers, each with the form's empty values in page order (the order
// focus looks for the first field to fix). Each problem's message is an API message key, which is
// also this team's translation key (auth:errors.*). The API's answer stays authoritative.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { loginSchema, newPasswordInputSchema, passwordResetRequestSchema, registrationSchema } from 'shared-domain';

export { passwordRules, type PasswordRule } from 'shared-domain';

export interface AuthFormRules<Typed extends FieldValues, Sent> {
  /** Checks the typed values; its output is what the page sends (trimmed, canonical phone and email). */
  resolver: Resolver<Typed, unknown, Sent>;
  empty: Typed;
}

const rules = <Typed extends FieldValues, Sent>(resolver: Resolver<Typed, unknown, Sent>, empty: Typed): AuthFormRules<Typed, Sent> => ({ resolver, empty });

/** Email or phone and the password; the identifier is read by the API (parseIdentifier). */
export const loginForm = rules(zodResolver(loginSchema), { identifier: '', password: '' });

/** Names, an email or a mobile number (one of them at least) and a new password. */
export const registerForm = rules(zodResolver(registrationSchema), { firstName: '', lastName: '', email: '', phone: '', password: '' });

/** The email or mobile number a reset link goes to. */
export const forgotPasswordForm = rules(zodResolver(passwordResetRequestSchema), { identifier: '' });

/** The new password chosen from a reset link. */
export const resetPasswordForm = rules(zodResolver(newPasswordInputSchema), { password: '' });
