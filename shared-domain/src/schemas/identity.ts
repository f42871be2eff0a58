// The identity forms' inputs, as the account pages and the API validate them.
import './zod';
import * as z from 'zod';
import {
  currentPasswordSchema,
  identifierSchema,
  nameSchema,
  newPasswordSchema,
  optionalDateOfBirthSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
  phoneSchema,
  requiredTextSchema,
  titleSchema,
} from './fields';

/** Sign in: a phone number or an email (read by parseIdentifier), and the password. */
export const loginSchema = z.object({
  identifier: requiredTextSchema(254),
  password: currentPasswordSchema,
});

/** The fields of a new account; `requiringEmailOrPhone` adds the rule between two of them. */
export const registrationFields = {
  firstName: nameSchema,
  lastName: nameSchema,
  email: optionalEmailSchema,
  phone: optionalPhoneSchema,
  password: newPasswordSchema,
};

const touches = (payload: z.core.ParsePayload, fields: readonly string[]) =>
  payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));

/**
 * An account needs an email, a mobile number or both; said on the phone field, as the API does. The
 * rule runs once both fields have read cleanly, even when another field (the password) has a problem.
 */
export function requiringEmailOrPhone<T extends z.ZodObject<{ email: typeof optionalEmailSchema; phone: typeof optionalPhoneSchema }>>(schema: T) {
  return schema.superRefine(
    (input, ctx) => {
      if (!input.email && !input.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'identifier_required' });
    },
    { when: (payload) => !touches(payload, ['email', 'phone']) },
  );
}

export const registrationSchema = requiringEmailOrPhone(z.object(registrationFields));

/** Asking for a reset link: an email or a Saudi mobile the account may be found by. */
export const passwordResetRequestSchema = z.object({ identifier: identifierSchema });

/** A new password chosen from a reset link. */
export const newPasswordInputSchema = z.object({ password: newPasswordSchema });

/** Changing the account's mobile number (updatePhonenumber). */
export const phoneChangeSchema = z.object({ phone: phoneSchema });

/** The profile's basic information (updateUserDetails); each field may be left out. */
export const profileDetailsSchema = z.object({
  title: titleSchema.nullish(),
  firstName: nameSchema,
  lastName: nameSchema,
  dob: optionalDateOfBirthSchema,
  email: optionalEmailSchema,
});
