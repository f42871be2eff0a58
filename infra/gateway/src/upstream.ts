// Forwards /graphql and /images to the commerce API. The shopper's cookies never leave the
// gateway; the API token from the session is added as a bearer header instead.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language', 'lang', 'x-api-key', 'user-agent'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'];
const UPSTREAM_TIMEOUT_MS = 15_000;

export interface UpstreamOptions {
  apiUrl: string;
  tokenFor: (request: FastifyRequest) => Promise<string | null>;
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
  const token = await options.tokenFor(request);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  let response: Response;
  try {
    response = await fetch(new URL(request.url, options.apiUrl), {
      method: request.method,
      headers,
      body: hasBody ? (typeof request.body === 'string' ? request.body : JSON.stringify(request.body)) : undefined,
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      redirect: 'manual',
    });
  } catch (error) {
    request.log.warn({ err: error }, 'commerce API unreachable');
    return serviceUnavailable(reply, 'The store API');
  }
  reply.code(response.status);
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = response.headers.get(name);
    if (value) reply.header(name, value);
  }
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}

export async function upstreamRoutes(app: FastifyInstance, options: UpstreamOptions): Promise<void> {
  app.route({ method: ['GET', 'POST'], url: '/graphql', handler: (request, reply) => forward(request, reply, options) });
  app.get('/images/*', (request, reply) => forward(request, reply, { ...options, tokenFor: async () => null }));
}
