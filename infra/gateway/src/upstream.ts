// Forwards /graphql and /images to the commerce API. The shopper's cookies never leave the
// gateway; the API token from the session is added as a bearer header instead, renewed on the way
// exactly as the /api routes renew it. A session whose renewal fails goes on as a guest and the
// answer says so (`x-session-expired: 1`), so the page opens its expired-session modal at once.
// A request carries exactly one operation, as text; a GraphQL mutation must come from the store's
// own pages, by the same Origin rule as the state-changing /api routes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { failure } from './api/messages.js';
import { fromStorePage } from './api/origin.js';
import { COMPRESSION_THRESHOLD } from './compression.js';

const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language', 'lang', 'x-api-key', 'user-agent'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'];
const UPSTREAM_TIMEOUT_MS = 15_000;

export interface UpstreamOptions {
  apiUrl: string;
  /** The store's own origin: only its pages may send mutations. */
  publicOrigin: string;
  /** The shopper's API token for this request (renewed if it had expired), and whether the session lapsed. */
  sessionFor: (request: FastifyRequest, reply: FastifyReply) => Promise<{ token: string | null; expired: boolean }>;
}

/** The response header that tells the page its session has lapsed (its renewal failed). */
export const SESSION_EXPIRED_HEADER = 'x-session-expired';

// Strings (block strings with their escaped triple quotes) and comments: no operation keyword lives there.
const NON_CODE = /"""(?:\\"""|[\s\S])*?"""|"(?:[^"\\\n\r]|\\.)*"|#[^\n\r]*/g;
const MUTATION_KEYWORD = /(?:^|[^_0-9A-Za-z])mutation(?![_0-9A-Za-z])/;

/**
 * Whether a GraphQL document may hold a mutation. Read without a parser, it errs towards yes: the word
 * mutation used as a name outside strings and comments counts too.
 */
export function mayMutate(document: string): boolean {
  return MUTATION_KEYWORD.test(document.replace(NON_CODE, ' '));
}

/**
 * The one operation a /graphql request carries, as text: the `query` of a JSON object body, or of the
 * URL for a GET. Null for any other shape — a batch (an array body), a query that is not text, a body
 * that is not a JSON object, queries in both body and URL — which is refused before anything else is
 * decided about the request.
 */
export function operationOf(request: FastifyRequest): string | null {
  const fromUrl = (request.query as Record<string, unknown> | undefined)?.query;
  if (fromUrl !== undefined && typeof fromUrl !== 'string') return null;
  if (request.method === 'GET') return typeof fromUrl === 'string' ? fromUrl : null;
  let body: unknown = request.body;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      return null;
    }
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const query = (body as { query?: unknown }).query;
  if (typeof query !== 'string' || fromUrl !== undefined) return null;
  return query;
}

export function serviceUnavailable(reply: FastifyReply, what: string) {
  return reply.code(503).header('cache-control', 'no-store').send({
    error: 'service_unavailable',
    message: `${what} is not available right now. Please try again shortly.`,
    arMessage: 'الخدمة غير متاحة حالياً. يرجى المحاولة بعد قليل.',
  });
}

async function forward(request: FastifyRequest, reply: FastifyReply, options: UpstreamOptions) {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  // the shopper's address as this gateway's trusted proxy chain reports it: the API (trusting the
  // gateways) counts its rate limit per shopper, not per gateway
  headers.set('x-forwarded-for', request.ip);
  const { token, expired } = await options.sessionFor(request, reply);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (expired) reply.header(SESSION_EXPIRED_HEADER, '1');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  // A shopper who moves on (a new search, another page) closes the request: the API stops on it too.
  const clientLeft = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) clientLeft.abort();
  });
  let response: Response;
  try {
    response = await fetch(new URL(request.url, options.apiUrl), {
      method: request.method,
      headers,
      body: hasBody ? (typeof request.body === 'string' ? request.body : JSON.stringify(request.body)) : undefined,
      signal: AbortSignal.any([AbortSignal.timeout(UPSTREAM_TIMEOUT_MS), clientLeft.signal]),
      redirect: 'manual',
    });
  } catch (error) {
    if (clientLeft.signal.aborted) {
      request.log.info('the client left before the commerce API answered');
      return reply;
    }
    request.log.warn({ err: error }, 'commerce API unreachable');
    return serviceUnavailable(reply, 'The store API');
  }
  reply.code(response.status);
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = response.headers.get(name);
    if (value) reply.header(name, value);
  }
  if (!response.body) return reply.send();
  // A body of known, small size is passed on whole, so the compression threshold sees its size (a
  // stream is compressed whatever its length). The API's content-length is not passed on either
  // way: the body may be re-encoded on its way out, and Fastify counts what it sends.
  if (isSmall(response)) {
    try {
      return reply.send(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      if (clientLeft.signal.aborted) {
        request.log.info('the client left while the commerce API answered');
        return reply;
      }
      request.log.warn({ err: error }, 'commerce API answer cut short');
      return serviceUnavailable(reply, 'The store API');
    }
  }
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}

function isSmall(response: Response): boolean {
  const length = response.headers.get('content-length');
  // fetch has already decoded an encoded body, and its content-length counts the encoded bytes
  if (length === null || response.headers.has('content-encoding')) return false;
  return /^\d+$/.test(length) && Number(length) < COMPRESSION_THRESHOLD;
}

export async function upstreamRoutes(app: FastifyInstance, options: UpstreamOptions): Promise<void> {
  const storeOrigin = new URL(options.publicOrigin).origin;
  // When the client leaves before the first byte of a streamed answer goes out, Fastify reports the
  // cut stream as a server error. Nobody is waiting for that answer: it is noted quietly, and every
  // other error takes the usual way.
  app.setErrorHandler((error, request, reply) => {
    if (reply.raw.destroyed && !reply.raw.headersSent) {
      request.log.info({ err: error }, 'the client left before the answer was sent');
      return;
    }
    // The rate limiter throws its refusal as a plain object (status, Retry-After, translated body).
    // Rethrown from here, Fastify would send that body with status 200; it goes out as it is meant.
    if (!(error instanceof Error)) {
      const refusal = error as { statusCode?: number };
      return reply.code(refusal.statusCode ?? 500).header('cache-control', 'no-store').send(error);
    }
    throw error;
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/graphql',
    handler: (request, reply) => {
      // the shape first: a batch or a query that is not text could hide a mutation from the Origin check
      const operation = operationOf(request);
      if (operation === null) return reply.code(400).header('cache-control', 'no-store').send(failure('single_operation_only'));
      // CSRF: another site's page cannot make the API change anything with this shopper's session
      if (mayMutate(operation) && !fromStorePage(request, storeOrigin)) {
        return reply.code(403).header('cache-control', 'no-store').send(failure('invalid_origin'));
      }
      return forward(request, reply, options);
    },
  });
  const noSession = async () => ({ token: null, expired: false });
  app.get('/images/*', (request, reply) => forward(request, reply, { ...options, sessionFor: noSession }));
}
