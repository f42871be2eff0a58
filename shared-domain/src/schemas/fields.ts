// Field schemas the browser forms and the API validate with. Each issue's message is a message key
// (message-keys.ts): the API answers with it and forms show their translation of it.
import { latinDigits } from '../digits';
import { EMAIL_MAX_LENGTH, normaliseEmail } from '../email';
import { identifierProblem } from '../identifier';
import type { FieldMessageKey } from '../message-keys';
import { isStrongPassword, PASSWORD_MAX_LENGTH } from '../password';
import { normalisePhone, PHONE_INPUT_MAX_LENGTH } from '../phone';
import './zod';
import * as z from 'zod';

/** A missing value is required; a value of the wrong type is of the wrong type. */
export const typeError = (issue: { input?: unknown }): FieldMessageKey =>
  issue.input === undefined || issue.input === null ? 'field_required' : 'invalid_type';

const key = (message: FieldMessageKey) => message;

export const NAME_MAX_LENGTH = 50;

/** Required text: trimmed, not empty, at most `max` characters. */
export const requiredTextSchema = (max: number) =>
  z
    .string({ error: typeError })
    // a bound before trimming, so an enormous value is not processed at all
    .max(max * 4, key('field_too_long'))
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, key('field_required'))
    .refine((s) => s.length <= max, key('field_too_long'));

/** Optional text: trimmed; absent, null or blank is null; at most `max` characters. */
export const optionalTextSchema = (max: number) =>
  z
    .string({ error: () => key('invalid_type') })
    .max(max * 4, key('field_too_long'))
    .nullish()
    .transform((s) => (s ?? '').trim())
    .refine((s) => s.length <= max, key('field_too_long'))
    .transform((s) => (s.length === 0 ? null : s));

/** A required Saudi mobile number, given in any accepted form; the output is +9665XXXXXXXX. */
export const phoneSchema = z
  .string({ error: typeError })
  .max(PHONE_INPUT_MAX_LENGTH, key('field_too_long'))
  .transform((s, ctx) => {
    if (s.trim() === '') {
      ctx.addIssue({ code: 'custom', message: key('field_required') });
      return z.NEVER;
    }
    const phone = normalisePhone(s);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: key('invalid_phone') });
      return z.NEVER;
    }
    return phone;
  });

/** A phone that may be left out: absent, null or blank is null; anything else must be a Saudi mobile. */
export const optionalPhoneSchema = z
  .string({ error: () => key('invalid_type') })
  .max(PHONE_INPUT_MAX_LENGTH, key('field_too_long'))
  .nullish()
  .transform((s, ctx) => {
    if (!s?.trim()) return null;
    const phone = normalisePhone(s);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: key('invalid_phone') });
      return z.NEVER;
    }
    return phone;
  });

/** A required email address; the output is trimmed and lower-cased. */
export const emailSchema = z
  .string({ error: typeError })
  .max(EMAIL_MAX_LENGTH + 16, key('field_too_long'))
  .transform((s, ctx) => {
    if (s.trim() === '') {
      ctx.addIssue({ code: 'custom', message: key('field_required') });
      return z.NEVER;
    }
    const email = normaliseEmail(s);
    if (!email) {
      ctx.addIssue({ code: 'custom', message: key(s.trim().length > EMAIL_MAX_LENGTH ? 'field_too_long' : 'invalid_email') });
      return z.NEVER;
    }
    return email;
  });

/** An email that may be left out: absent, null or blank is null. */
export const optionalEmailSchema = z
  .string({ error: () => key('invalid_type') })
  .max(EMAIL_MAX_LENGTH + 16, key('field_too_long'))
  .nullish()
  .transform((s, ctx) => {
    if (!s?.trim()) return null;
    const email = normaliseEmail(s);
    if (!email) {
      ctx.addIssue({ code: 'custom', message: key(s.trim().length > EMAIL_MAX_LENGTH ? 'field_too_long' : 'invalid_email') });
      return z.NEVER;
    }
    return email;
  });

/**
 * A sign-in identifier that must read as an email or a Saudi mobile (parseIdentifier); the output is
 * the text trimmed, as the API reads it.
 */
export const identifierSchema = z
  .string({ error: typeError })
  .max(EMAIL_MAX_LENGTH * 4, key('field_too_long'))
  .transform((s, ctx) => {
    const problem = s.trim().length > EMAIL_MAX_LENGTH ? 'field_too_long' : identifierProblem(s);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: key(problem) });
      return z.NEVER;
    }
    return s.trim();
  });

/** A first or last name: optional, trimmed, at most 50 characters. */
export const nameSchema = optionalTextSchema(NAME_MAX_LENGTH);

/** A new password (registration, reset): required and meeting the password rule. Never trimmed. */
export const newPasswordSchema = z
  .string({ error: typeError })
  .max(PASSWORD_MAX_LENGTH, key('field_too_long'))
  .refine((s) => s.length > 0, key('field_required'))
  // not an aborting check: the rule between the email and phone fields still runs beside it
  .refine((s) => s.length === 0 || isStrongPassword(s), key('weak_password'));

/** The password typed to sign in: required, checked against the account, not against the rule. */
export const currentPasswordSchema = z
  .string({ error: typeError })
  .min(1, key('field_required'))
  .max(PASSWORD_MAX_LENGTH, key('field_too_long'));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A past calendar date written YYYY-MM-DD (any digit set), no earlier than 1900-01-01. */
export function isDateOfBirth(text: string, now: Date = new Date()): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) && text >= '1900-01-01' && date.getTime() < now.getTime();
}

/** A date of birth: required shape, output in ASCII digits. */
export const dateOfBirthSchema = z
  .string({ error: typeError })
  .max(20, key('invalid_date'))
  .transform((s) => latinDigits(s.trim()))
  .refine((s) => isDateOfBirth(s), key('invalid_date'));

/** A date of birth that may be left out: absent, null or blank is null. */
export const optionalDateOfBirthSchema = z
  .string({ error: () => key('invalid_type') })
  .max(20, key('invalid_date'))
  .nullish()
  .transform((s) => latinDigits((s ?? '').trim()))
  .refine((s) => s === '' || isDateOfBirth(s), key('invalid_date'))
  .transform((s) => (s === '' ? null : s));

export const latitudeSchema = z
  .number({ error: () => key('invalid_coordinate') })
  .min(-90, key('invalid_coordinate'))
  .max(90, key('invalid_coordinate'));

export const longitudeSchema = z
  .number({ error: () => key('invalid_coordinate') })
  .min(-180, key('invalid_coordinate'))
  .max(180, key('invalid_coordinate'));

export const TITLES = ['Mr', 'Ms', 'Mrs', 'Miss', 'Dr'] as const;
export type Title = (typeof TITLES)[number];

export const titleSchema = z.enum(TITLES, { error: () => key('invalid_value') });
