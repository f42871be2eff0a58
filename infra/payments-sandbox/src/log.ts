// What the request log may say. Bodies are never logged. A URL is logged as its route with the ids in
// it (token_…, UUIDs) and nothing else a caller typed: another path parameter, an unknown path, and
// any query value but lang, page and status are replaced. Long runs of digits are replaced anywhere,
// error messages and stacks included.
import type { FastifyRequest } from 'fastify';

const REDACTED = '[REDACTED]';
const LOGGED_QUERY_VALUES = new Set(['lang', 'page', 'status']);
const ID = /^(token_[A-Za-z0-9]+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
// 12 to 19 digits, possibly grouped by spaces or dashes: the shape of a card number.
const CARD_LIKE = /\d(?:[ -]?\d){11,18}/g;

export function scrubCardData(value: string): string {
  return value.replace(CARD_LIKE, REDACTED);
}

function loggedQuery(query: string): string {
  if (query === '') return '';
  const parts = query.split('&').map((part) => {
    const key = part.split('=')[0] ?? '';
    let name: string;
    try {
      name = decodeURIComponent(key.replace(/\+/g, ' '));
    } catch {
      return REDACTED;
    }
    return LOGGED_QUERY_VALUES.has(name) ? part : `${key}=${REDACTED}`;
  });
  return `?${parts.join('&')}`;
}

/** The URL as the log shows it; `route` is the matched route's pattern (/v1/payments/:id), if any. */
export function loggedUrl(url: string, route: string | undefined, params: Record<string, unknown>): string {
  const at = url.indexOf('?');
  const query = loggedQuery(at === -1 ? '' : url.slice(at + 1));
  if (!route) return scrubCardData(`[unknown path]${query}`);
  const path = route.replace(/:(\w+)|\*/g, (match, name?: string) => {
    const value = params[name ?? '*'];
    return name && typeof value === 'string' && ID.test(value) ? value : REDACTED;
  });
  return scrubCardData(`${path}${query}`);
}

interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
}

export const logSerializers = {
  req(request: FastifyRequest) {
    const route = request.is404 ? undefined : request.routeOptions.url;
    const params = typeof request.params === 'object' && request.params !== null ? (request.params as Record<string, unknown>) : {};
    return { method: request.method, url: loggedUrl(request.url, route, params), remoteAddress: request.ip };
  },
  err(error: Error & { code?: string; statusCode?: number }): LoggedError {
    return {
      type: error.name,
      message: scrubCardData(String(error.message)),
      stack: scrubCardData(error.stack ?? ''),
      ...(error.code ? { code: error.code } : {}),
      ...(error.statusCode ? { statusCode: error.statusCode } : {}),
    };
  },
};
