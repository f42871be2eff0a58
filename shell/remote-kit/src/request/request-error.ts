// What every failed call to the web origin becomes, whether it went to the gateway's /api routes or
// through the GraphQL client: the HTTP status, the message key of spec §7/§8 (the API's and the
// gateway's answers carry one; `operation_failed` when nothing better is known), the refused fields,
// and the texts in both languages when the answer had them. Pages show their own translations for
// these keys; the texts are the server's words for a reason no translation names.

/** The generic failure (spec §8), shown when an answer says nothing more precise. */
export const OPERATION_FAILED = 'operation_failed';

export interface RequestTexts {
  en: string | null;
  ar: string | null;
}

export interface RequestFieldError {
  /** The input's path as the server names it, e.g. `items.0.productId` or `input.phone`. */
  field: string;
  key: string;
  texts: RequestTexts;
}

/**
 * A mutation result or a refused /api answer (spec §7: success, key, message, arMessage, field
 * errors); a throttled one also says how many seconds to wait.
 */
export interface ResultBody {
  success?: boolean;
  key?: string;
  message?: string;
  arMessage?: string;
  errors?: readonly { field?: string; key?: string; message?: string; arMessage?: string }[];
  retryAfter?: number | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function fieldErrorsOf(value: unknown): RequestFieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    const { field, key, message, arMessage } = (entry ?? {}) as Record<string, unknown>;
    const name = text(field);
    const errorKey = text(key);
    return name && errorKey ? [{ field: name, key: errorKey, texts: { en: text(message), ar: text(arMessage) } }] : [];
  });
}

function secondsOf(value: unknown): number | null {
  const seconds = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

export interface RequestErrorDetails {
  status?: number | null;
  fieldErrors?: readonly RequestFieldError[];
  texts?: RequestTexts | null;
  retryAfter?: number | null;
  cause?: unknown;
  /** What was asked, for the message (e.g. `POST /api/cart/merge`). */
  request?: string;
}

function describe(key: string, { request = 'request', status = null }: RequestErrorDetails): string {
  return status === null ? `${request} failed (${key})` : `${request} answered ${status} (${key})`;
}

export class RequestError extends Error {
  /** The HTTP status of the answer; null when none arrived (the network failed). */
  readonly status: number | null;
  readonly fieldErrors: readonly RequestFieldError[];
  readonly texts: RequestTexts | null;
  /** Seconds to wait before trying again, when the answer was throttled. */
  readonly retryAfter: number | null;

  constructor(
    /** The message key: the server's, or `operation_failed`. */
    readonly key: string,
    details: RequestErrorDetails = {},
  ) {
    super(describe(key, details), { cause: details.cause });
    this.name = 'RequestError';
    this.status = details.status ?? null;
    this.fieldErrors = details.fieldErrors ?? [];
    this.texts = details.texts ?? null;
    this.retryAfter = details.retryAfter ?? null;
  }

  /** The session behind the request has ended, or there never was one. */
  get unauthorized(): boolean {
    return this.status === 401 || this.key === 'unauthorized';
  }

  /** The server's own words in the page language, when it sent them. */
  textIn(language: 'ar' | 'en'): string | null {
    return this.texts?.[language] ?? null;
  }

  /**
   * From an answer's body (anything: a refused mutation result, a gateway failure, text that was not
   * JSON) and what the HTTP answer said around it.
   */
  static fromResult(body: unknown, status: number | null, retryAfterHeader: string | null = null, request?: string): RequestError {
    const result = (body !== null && typeof body === 'object' ? body : {}) as ResultBody;
    const texts = { en: text(result.message), ar: text(result.arMessage) };
    return new RequestError(text(result.key) ?? (status === 401 ? 'unauthorized' : OPERATION_FAILED), {
      status,
      fieldErrors: fieldErrorsOf(result.errors),
      texts: texts.en || texts.ar ? texts : null,
      retryAfter: secondsOf(result.retryAfter) ?? secondsOf(retryAfterHeader),
      ...(request ? { request } : {}),
    });
  }
}

/** The result itself when it says `success: true`; otherwise the refusal as a RequestError. */
export function requireSuccess<T extends ResultBody>(result: T | null | undefined, status: number | null = 200): T {
  if (result?.success !== true) throw RequestError.fromResult(result, status);
  return result;
}
