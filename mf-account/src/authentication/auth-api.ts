// The gateway's identity routes (same origin, JSON): POST /api/auth/login, /register,
// /forgot-password, /reset-password. Every answer carries success, key, message (English),
// arMessage (Arabic) and field errors; a throttled one also says how many seconds to wait.
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

interface ApiFieldError {
  field?: unknown;
  key?: unknown;
  message?: unknown;
  arMessage?: unknown;
}

interface ApiAnswer {
  success?: unknown;
  key?: unknown;
  message?: unknown;
  arMessage?: unknown;
  errors?: unknown;
  retryAfter?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

const inLanguage = (answer: { message?: unknown; arMessage?: unknown }, language: PageLanguage) =>
  text(language === 'ar' ? answer.arMessage : answer.message);

function secondsToWait(body: ApiAnswer, header: string | null): number | null {
  const fromBody = typeof body.retryAfter === 'number' ? body.retryAfter : Number.NaN;
  const seconds = Number.isFinite(fromBody) ? fromBody : Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

function unavailable(): AuthOutcome {
  return { ok: false, reason: 'unavailable', key: 'operation_failed', message: null, fieldErrors: {}, retryAfter: null };
}

/** Reads a gateway answer into an outcome with texts in the page language. */
export async function readAnswer(response: Response, language: PageLanguage): Promise<AuthOutcome> {
  let body: ApiAnswer;
  try {
    body = (await response.json()) as ApiAnswer;
  } catch {
    return unavailable();
  }
  if (typeof body !== 'object' || body === null) return unavailable();
  const key = text(body.key) ?? (response.ok ? 'ok' : 'operation_failed');
  if (response.ok && body.success === true) return { ok: true, key };

  const fieldErrors: Record<string, FieldMessage> = {};
  for (const error of Array.isArray(body.errors) ? (body.errors as ApiFieldError[]) : []) {
    const field = text(error?.field);
    const errorKey = text(error?.key);
    // the API names nested inputs "input.phone"; the form knows them as "phone"
    const name = field?.split('.').pop();
    if (name && errorKey && !(name in fieldErrors)) fieldErrors[name] = { key: errorKey, message: inLanguage(error, language) };
  }
  const throttled = response.status === 429 || key === 'too_many_attempts';
  const reason = throttled ? 'throttled' : response.status >= 500 ? 'unavailable' : Object.keys(fieldErrors).length > 0 ? 'invalid' : 'refused';
  return {
    ok: false,
    reason,
    key,
    message: inLanguage(body, language),
    fieldErrors,
    retryAfter: throttled ? secondsToWait(body, response.headers.get('retry-after')) : null,
  };
}

async function post(path: string, payload: Record<string, unknown>, language: PageLanguage): Promise<AuthOutcome> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', lang: language },
      body: JSON.stringify(payload),
    });
  } catch (error) {
    console.error(`[mf-account] ${path} failed`, error);
    return unavailable();
  }
  return readAnswer(response, language);
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
