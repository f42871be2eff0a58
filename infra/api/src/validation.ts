// Input validation with zod: each issue's message is a message key, turned into bilingual field errors.
import { z } from 'zod';
import { fieldError, messages, type FieldError, type MessageKey } from './messages.js';
import { normaliseEmail, normalisePhone } from './domain/identity-rules.js';

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldError[] };

function isKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

export function validate<S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldError[] = [];
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || '(input)';
    let key: MessageKey = isKey(issue.message) ? issue.message : 'invalid_value';
    if (!isKey(issue.message)) {
      if (issue.code === 'invalid_type') key = issue.input === undefined || issue.input === null ? 'field_required' : 'invalid_type';
      else if (issue.code === 'too_big') key = 'field_too_long';
      else if (issue.code === 'too_small') key = 'field_too_short';
    }
    if (!errors.some((e) => e.field === field)) errors.push(fieldError(field, key));
  }
  return { ok: false, errors };
}

/** Optional text: trimmed, empty becomes null, bounded length. */
export const optionalText = (max: number) =>
  z
    .string({ message: 'invalid_type' })
    .max(max * 4, 'field_too_long')
    .transform((s) => s.trim())
    .refine((s) => s.length <= max, 'field_too_long')
    .transform((s) => (s.length === 0 ? null : s))
    .nullish();

export const requiredText = (max: number) =>
  z
    .string({ message: 'field_required' })
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, 'field_required')
    .refine((s) => s.length <= max, 'field_too_long');

export const phoneField = z
  .string({ message: 'field_required' })
  .max(32, 'field_too_long')
  .transform((s, ctx) => {
    const phone = normalisePhone(s);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'invalid_phone' });
      return z.NEVER;
    }
    return phone;
  });

/** A phone that may be left out: absent, null or blank is none; anything else must be a Saudi mobile. */
export const optionalPhoneField = z
  .string({ message: 'invalid_type' })
  .max(32, 'field_too_long')
  .nullish()
  .transform((s, ctx) => {
    const value = s?.trim();
    if (!value) return null;
    const phone = normalisePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'invalid_phone' });
      return z.NEVER;
    }
    return phone;
  });

export const emailField = z
  .string({ message: 'field_required' })
  .max(254, 'field_too_long')
  .transform((s, ctx) => {
    const email = normaliseEmail(s);
    if (!email) {
      ctx.addIssue({ code: 'custom', message: 'invalid_email' });
      return z.NEVER;
    }
    return email;
  });

/** A past calendar date, YYYY-MM-DD, no earlier than 1900. */
export const dobField = z
  .string({ message: 'invalid_type' })
  .max(10, 'invalid_date')
  .refine((s) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
    const date = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s) && s >= '1900-01-01' && date.getTime() < Date.now();
  }, 'invalid_date');

export const latitude = z.number({ message: 'invalid_coordinate' }).min(-90, 'invalid_coordinate').max(90, 'invalid_coordinate');
export const longitude = z.number({ message: 'invalid_coordinate' }).min(-180, 'invalid_coordinate').max(180, 'invalid_coordinate');

/** Database ids arrive as GraphQL IDs (strings): positive integers only. */
export const idField = z
  .string({ message: 'field_required' })
  .max(12, 'not_found')
  .regex(/^[1-9]\d*$/, 'not_found')
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, 'not_found');

export const TITLES = ['Mr', 'Ms', 'Mrs', 'Miss', 'Dr'] as const;
