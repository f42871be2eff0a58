// The one way browser code calls the gateway's own routes (spec §7 "Own backend proxy", /api/*):
// JSON both ways, the session cookie on the same origin and nowhere else, the page language, and
// every failure (no answer, an HTTP error, a body that is not JSON) thrown as a RequestError with
// the answer's message key. State-changing routes check Origin (ADR 005); a same-origin request in
// `same-origin` mode always carries the store's own, and is never sent, or redirected, elsewhere. An
// answer marked `x-session-expired` is reported on the page bus (session-lapse.ts).
import i18next from 'i18next';
import { OPERATION_FAILED, RequestError } from './request-error';
import { reportSessionLapse } from './session-lapse';

/** A path on the gateway's backend-for-frontend. */
export type GatewayPath = `/api/${string}`;

export interface GatewayRequestOptions {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  /** The language the answer's texts should be in; the page's by default. */
  language?: 'ar' | 'en';
  signal?: AbortSignal;
  /** Lets the request outlive the page (a page view sent as the shopper leaves). */
  keepalive?: boolean;
}

const pageLanguage = (): 'ar' | 'en' => (i18next.language === 'en' ? 'en' : 'ar');

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** Calls a gateway route and answers its JSON as `T`; anything else is thrown as a RequestError. */
export async function gatewayRequest<T>(path: GatewayPath, options: GatewayRequestOptions = {}): Promise<T> {
  if (!path.startsWith('/api/')) throw new TypeError(`gatewayRequest calls the gateway's /api routes only, not ${path}`);
  const { method = options.body === undefined ? 'GET' : 'POST', body, language = pageLanguage(), signal, keepalive } = options;
  const headers: Record<string, string> = { accept: 'application/json', lang: language };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      mode: 'same-origin',
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
      ...(keepalive ? { keepalive } : {}),
    });
  } catch (error) {
    throw new RequestError(OPERATION_FAILED, { cause: error, request: `${method} ${path}` });
  }
  // the session lapsed on the way (the gateway answered as to a guest): the shell opens its modal
  reportSessionLapse(response.headers, 'api');
  const parsed = await readJson(response);
  if (!response.ok) throw RequestError.fromResult(parsed, response.status, response.headers.get('retry-after'), `${method} ${path}`);
  if (parsed === undefined) throw new RequestError(OPERATION_FAILED, { status: response.status, request: `${method} ${path}` });
  return parsed as T;
}
