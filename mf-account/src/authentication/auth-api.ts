// The gateway's identity routes (same origin, JSON): POST /api/auth/login, /register,
// /forgot-password, /reset-password. Every answer carries success, key, message (English),
// arMessage (Arabic) and field errors; a throttled one also says how many seconds to wait.
import { gatewayRequest, RequestError, requireSuccess, type GatewayPath, type ResultBody } from 'remote-kit';

export type PageLanguage = 'ar' | 'en';

export interface FieldMessage {
  /** The API's message key (field_required, invalid_phone, email_taken, ...). */
  readonly key: string;
  /** The API's text in the page language, when it sent one. */
  readonly message: string | null;
}

export type AuthOutcome =
  | { readonly ok: true; readonly key: string }
  | {
      readonly ok: false;
      /** invalid: fields need attention; throttled: too many attempts; refused: anything else said no. */
      readonly reason: 'invalid' | 'refused' | 'throttled' | 'unavailable';
      readonly key: string;
      /** The API's text in the page language; null when the answer carried none (a network failure). */
      readonly message: string | null;
      readonly fieldErrors: Readonly<Record<string, FieldMessage>>;
      /** Seconds to wait before trying again, on a throttled answer. */
      readonly retryAfter: number | null;
    };

/** A refused or failed answer as an outcome, with texts in the page language. */
function failureOf(failure: RequestError, language: PageLanguage): AuthOutcome {
  const fieldErrors: Record<string, FieldMessage> = {};
  for (const error of failure.fieldErrors) {
    // the API names nested inputs "input.phone"; the form knows them as "phone"
    const name = error.field.split('.').pop();
    if (name && !(name in fieldErrors)) fieldErrors[name] = { key: error.key, message: error.texts[language] };
  }
  const throttled = failure.status === 429 || failure.key === 'too_many_attempts';
  const unavailable = failure.status === null || failure.status >= 500;
  return {
    ok: false,
    reason: throttled ? 'throttled' : unavailable ? 'unavailable' : Object.keys(fieldErrors).length > 0 ? 'invalid' : 'refused',
    key: failure.key,
    message: failure.textIn(language),
    fieldErrors,
    retryAfter: throttled ? failure.retryAfter : null,
  };
}

async function post(path: GatewayPath, payload: Record<string, unknown>, language: PageLanguage): Promise<AuthOutcome> {
  try {
    const answer = requireSuccess(await gatewayRequest<ResultBody>(path, { body: payload, language }));
    return { ok: true, key: answer.key?.trim() || 'ok' };
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    if (error.status === null) console.error(`[mf-account] ${path} failed`, error);
    return failureOf(error, language);
  }
}

export const logIn = (input: { identifier: string; password: string }, language: PageLanguage) =>
  post('/api/auth/login', input, language);

export interface RegisterInput {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  password: string;
  language: 'AR' | 'EN';
}

export const register = (input: RegisterInput, language: PageLanguage) => post('/api/auth/register', { ...input }, language);

export const requestPasswordReset = (input: { identifier: string }, language: PageLanguage) =>
  post('/api/auth/forgot-password', input, language);

export const resetPassword = (input: { token: string; password: string }, language: PageLanguage) =>
  post('/api/auth/reset-password', input, language);
