// What an account mutation ended with, read one way on every profile page: the API's result (spec §7:
// success, key, message, arMessage and field errors) or whatever the call failed with (GraphQL
// errors, an HTTP failure, no answer), as the message key and the server's words in the page
// language, with each refused field's own message.
import { toRequestError } from 'remote-kit/graphql';

export type PageLanguage = 'ar' | 'en';

/** The head of every mutation result the account API answers. */
export interface MutationResultHead {
  success: boolean;
  key: string;
  message: string;
  arMessage: string;
  errors: readonly { field: string; key: string; message: string; arMessage: string }[];
}

/** A refused field: the API's key and its words in the page language (null when it sent none). */
export interface FieldMessage {
  key: string;
  text: string | null;
}

export type MutationOutcome<T extends MutationResultHead> =
  | { ok: true; result: T; key: string; text: string | null }
  | {
      ok: false;
      key: string;
      text: string | null;
      /** By the field's name as the operation's variables name it (firstName, phone, ...). */
      fieldErrors: Readonly<Record<string, FieldMessage>>;
      /** The session behind the call has ended: the page should ask the shopper to sign in again. */
      unauthorized: boolean;
    };

const wordsIn = (language: PageLanguage, texts: { message?: string | null; arMessage?: string | null }): string | null =>
  (language === 'ar' ? texts.arMessage : texts.message)?.trim() || null;

/** Reads a mutation's result; a missing result is a failure like any other. */
export function outcomeOf<T extends MutationResultHead>(result: T | null | undefined, language: PageLanguage): MutationOutcome<T> {
  if (!result) return { ok: false, key: 'operation_failed', text: null, fieldErrors: {}, unauthorized: false };
  if (result.success) return { ok: true, result, key: result.key, text: wordsIn(language, result) };
  const fieldErrors: Record<string, FieldMessage> = {};
  for (const error of result.errors) {
    // the first problem of a field is the one to fix first
    fieldErrors[error.field] ??= { key: error.key, text: wordsIn(language, error) };
  }
  return { ok: false, key: result.key, text: wordsIn(language, result), fieldErrors, unauthorized: result.key === 'unauthorized' };
}

/** Runs a mutation and reads what it ended with; it never throws. */
export async function settle<T extends MutationResultHead>(
  send: () => Promise<T | null | undefined>,
  language: PageLanguage,
): Promise<MutationOutcome<T>> {
  try {
    return outcomeOf(await send(), language);
  } catch (error) {
    const refused = toRequestError(error);
    const fieldErrors: Record<string, FieldMessage> = {};
    for (const field of refused.fieldErrors) fieldErrors[field.field] ??= { key: field.key, text: field.texts[language]?.trim() || null };
    return { ok: false, key: refused.key, text: refused.textIn(language), fieldErrors, unauthorized: refused.unauthorized };
  }
}
