// Input validation with zod. The field rules are shared-domain's, the ones the browser forms check
// with (phone, email, password, names, date of birth, coordinates, addresses, contact messages), so
// both sides give the same verdict; each issue's message is a message key, turned here into
// bilingual field errors.
import { z } from 'zod';
import {
  dateOfBirthSchema,
  emailSchema,
  latitudeSchema,
  longitudeSchema,
  optionalPhoneSchema,
  optionalTextSchema,
  phoneSchema,
  requiredTextSchema,
  TITLES,
  validateInput,
} from 'shared-domain';
import { fieldError, type FieldError } from './messages.js';

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldError[] };

export function validate<S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const verdict = validateInput(schema, input);
  if (verdict.ok) return verdict;
  return { ok: false, errors: verdict.problems.map((problem) => fieldError(problem.field, problem.key)) };
}

/** Optional text: trimmed, empty becomes null, bounded length. */
export const optionalText = optionalTextSchema;

/** Required text: trimmed, not empty, bounded length. */
export const requiredText = requiredTextSchema;

/** A Saudi mobile number in any accepted form; the output is +9665XXXXXXXX. */
export const phoneField = phoneSchema;

/** A phone that may be left out: absent, null or blank is none; anything else must be a Saudi mobile. */
export const optionalPhoneField = optionalPhoneSchema;

export const emailField = emailSchema;

/** A past calendar date, YYYY-MM-DD, no earlier than 1900. */
export const dobField = dateOfBirthSchema;

export const latitude = latitudeSchema;
export const longitude = longitudeSchema;

/** Database ids arrive as GraphQL IDs (strings): positive integers only. */
export const idField = z
  .string({ message: 'field_required' })
  .max(12, 'not_found')
  .regex(/^[1-9]\d*$/, 'not_found')
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, 'not_found');

export { TITLES };
