// Reading a schema's verdict: the first problem of each field as a message key, ready for the API's
// field errors and for a form's messages beside its inputs.
import { isApiMessageKey, type ApiMessageKey } from '../message-keys';
import type * as z from 'zod';

export interface FieldProblem {
  /** The field's path, dotted ('input.lat'); '(input)' for the whole input. */
  field: string;
  key: ApiMessageKey;
}

export type InputVerdict<T> = { ok: true; data: T } | { ok: false; problems: FieldProblem[] };

/** The message key of one issue: its own message when that is a key, else one for its kind. */
export function issueKey(issue: z.core.$ZodIssue): ApiMessageKey {
  if (isApiMessageKey(issue.message)) return issue.message;
  if (issue.code === 'invalid_type') return 'invalid_type';
  if (issue.code === 'too_big') return 'field_too_long';
  if (issue.code === 'too_small') return 'field_too_short';
  return 'invalid_value';
}

/** Validates an input; the output is the schema's (trimmed, canonical phone and email, ...). */
export function validateInput<S extends z.ZodType>(schema: S, input: unknown): InputVerdict<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const problems: FieldProblem[] = [];
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || '(input)';
    if (!problems.some((p) => p.field === field)) problems.push({ field, key: issueKey(issue) });
  }
  return { ok: false, problems };
}

/** A form's problems by field name (the first of each), for showing beside its inputs. */
export function formProblems<S extends z.ZodType>(schema: S, values: unknown): Partial<Record<string, ApiMessageKey>> {
  const verdict = validateInput(schema, values);
  return verdict.ok ? {} : Object.fromEntries(verdict.problems.map((p) => [p.field, p.key]));
}
