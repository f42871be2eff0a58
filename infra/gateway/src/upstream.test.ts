// The /graphql proxy: mutations only from the store's own pages; queries from anywhere.
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import http from 'node:http';
import { compressionOptions } from './compression';
import { mayMutate, upstreamRoutes } from './upstream';

const ORIGIN = 'https://store.example.sa';

describe('mayMutate', () => {
  it('finds a mutation operation wherever it stands', () => {
    expect(mayMutate('mutation { logout { success } }')).toBe(true);
    expect(mayMutate('query A { me { id } }\nmutation B { deactivateUser { success } }')).toBe(true);
    expect(mayMutate('# a comment\n,mutation{deactivateUser{success}}')).toBe(true);
    expect(mayMutate('"""about """ mutation X { logout { success } }')).toBe(true);
    // an escaped triple quote does not end a block string early
    expect(mayMutate('"""a \\""" still text """ mutation { logout { success } }')).toBe(true);
  });

  it('ignores the word in strings and comments of a query', () => {
    expect(mayMutate('{ me { id } }')).toBe(false);
    expect(mayMutate('query Search { productsBySearch(search: "mutation") { totalCount } }')).toBe(false);
    expect(mayMutate('# no mutation here\n{ categories { id } }')).toBe(false);
    expect(mayMutate('query Q { productsBySearch(search: """ mutation """) { totalCount } }')).toBe(false);
    expect(mayMutate('query Mutations { me { id } }')).toBe(false);
  });
});

describe('/graphql proxy', () => {
  let upstream: FastifyInstance;
  let app: FastifyInstance;
  let calls: number;
  let forwardedFor: unknown;

  beforeAll(async () => {
    upstream = Fastify();
    upstream.route({
      method: ['GET', 'POST'],
      url: '/graphql',
      handler: async (request) => {
        calls += 1;
        forwardedFor = request.headers['x-forwarded-for'];
        return { data: { ok: true } };
      },
    });
    const apiUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
    app = Fastify();
    await app.register(upstreamRoutes, { apiUrl, publicOrigin: ORIGIN, sessionFor: async () => ({ token: null, expired: false }) });
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });
  beforeEach(() => {
    calls = 0;
  });

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(payload) });
  const LOGOUT = { query: 'mutation { logout { success } }' };

  it('forwards a mutation from the store page', async () => {
    const response = await post(LOGOUT, { origin: ORIGIN });
    expect(response.statusCode).toBe(200);
    expect(calls).toBe(1);
  });

  it('tells the API the shopper’s address as the gateway determined it, never the one the shopper claims', async () => {
    const response = await app.inject({
      method: 'POST', url: '/graphql', remoteAddress: '203.0.113.9',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
      payload: JSON.stringify({ query: '{ categories { id } }' }),
    });
    expect(response.statusCode).toBe(200);
    expect(forwardedFor).toBe('203.0.113.9');
  });

  it('refuses a mutation from another origin, in both languages, without calling the API', async () => {
    for (const body of [LOGOUT, { query: '{ me { id } }\nmutation M { deactivateUser { success } }', operationName: 'M' }]) {
      const response = await post(body, { origin: 'https://evil.example' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, key: 'invalid_origin', arMessage: expect.stringMatching(/[\u0600-\u06FF]/) });
    }
    const plain = await app.inject({ method: 'POST', url: '/graphql', headers: { origin: 'https://evil.example', 'content-type': 'text/plain' }, payload: JSON.stringify(LOGOUT) });
    expect(plain.statusCode).toBe(403);
    expect(calls).toBe(0);
  });

  it('refuses a mutation with no Origin, as the state-changing /api routes do', async () => {
    expect((await post(LOGOUT)).statusCode).toBe(403);
    const crossSite = await app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent(LOGOUT.query)}`, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    expect(calls).toBe(0);
  });

  it('refuses a batch, a query that is not text and a body that is not one JSON object before any Origin decision', async () => {
    const shapes: { payload: string; origin: string }[] = [
      { payload: JSON.stringify([{ query: '{ me { id } }' }, LOGOUT]), origin: 'https://evil.example' },
      { payload: JSON.stringify([LOGOUT]), origin: ORIGIN },
      { payload: JSON.stringify({ query: ['mutation { logout { success } }'] }), origin: 'https://evil.example' },
      { payload: JSON.stringify({ query: { mutation: 'logout' } }), origin: ORIGIN },
      { payload: JSON.stringify('mutation { logout { success } }'), origin: ORIGIN },
      { payload: 'mutation { logout { success } }', origin: ORIGIN },
    ];
    for (const { payload, origin } of shapes) {
      const response = await app.inject({ method: 'POST', url: '/graphql', headers: { origin, 'content-type': 'text/plain' }, payload });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toMatchObject({ success: false, key: 'single_operation_only', arMessage: expect.stringMatching(/[\u0600-\u06FF]/) });
    }
    const twoInUrl = await app.inject({ method: 'GET', url: '/graphql?query=%7B%20me%20%7B%20id%20%7D%20%7D&query=mutation%20%7B%20logout%20%7B%20success%20%7D%20%7D' });
    expect(twoInUrl.statusCode).toBe(400);
    expect(calls).toBe(0);
  });

  it('forwards queries from any origin or none', async () => {
    expect((await post({ query: '{ categories { id } }' }, { origin: 'https://evil.example' })).statusCode).toBe(200);
    expect((await post({ query: 'query($q: String) { productsBySearch(search: $q) { totalCount } }', variables: { q: 'mutation' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/graphql?query=%7B%20me%20%7B%20id%20%7D%20%7D' })).statusCode).toBe(200);
    expect(calls).toBe(3);
  });
});

describe('a client that leaves before the answer', () => {
  let upstream: FastifyInstance;
  let app: FastifyInstance;
  let gatewayUrl: URL;
  const logs: { level: number; msg: string }[] = [];
  let upstreamClosed: Promise<void>;
  let noteUpstreamClosed: () => void;
  let answersStarted = 0;

  beforeAll(async () => {
    upstream = Fastify();
    upstream.post('/graphql', (request, reply) => {
      // the API answers slowly: headers only after 800 ms, then the body (more than the compression
      // threshold) in two parts 1.5 s apart
      request.raw.socket.once('close', () => noteUpstreamClosed());
      setTimeout(() => {
        if (request.raw.socket.destroyed) return;
        answersStarted += 1;
        reply.raw.writeHead(200, { 'content-type': 'application/json' });
        reply.raw.write(`{"data":{"filler":"${'x'.repeat(4000)}`);
        setTimeout(() => reply.raw.end('"}}'), 1500);
      }, 800);
      return reply;
    });
    const apiUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
    app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void logs.push(JSON.parse(line) as { level: number; msg: string }) } },
    });
    await app.register(async (scope) => {
      await scope.register(compress, compressionOptions);
      await scope.register(upstreamRoutes, { apiUrl, publicOrigin: ORIGIN, sessionFor: async () => ({ token: null, expired: false }) });
    });
    gatewayUrl = new URL('/graphql', await app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });
  beforeEach(() => {
    logs.length = 0;
    answersStarted = 0;
    upstreamClosed = new Promise((resolve) => {
      noteUpstreamClosed = resolve;
    });
  });

  /** Sends a query and drops the connection after `ms`. */
  function leaveAfter(ms: number) {
    const request = http.request(gatewayUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'br' } });
    request.on('error', () => undefined);
    request.end(JSON.stringify({ query: '{ categories { id } }' }));
    setTimeout(() => request.destroy(), ms);
  }

  const warnings = () => logs.filter((line) => line.level >= 40);

  it('stops asking the API when the shopper leaves before it answers, and logs no warning', async () => {
    leaveAfter(100);
    await upstreamClosed;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answersStarted).toBe(0);
    expect(logs.map((line) => line.msg)).toContain('the client left before the commerce API answered');
    expect(warnings()).toEqual([]);
  });

  it('logs no warning when the shopper leaves while the answer streams', async () => {
    leaveAfter(1200);
    await upstreamClosed;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(warnings()).toEqual([]);
    expect(logs.some((line) => line.level === 30 && /client left|closed prematurely/.test(line.msg))).toBe(true);
  });

  it('still answers a client that waits', async () => {
    const response = await fetch(gatewayUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ categories { id } }' }) });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { filler: string } }).data.filler).toHaveLength(4000);
    expect(warnings()).toEqual([]);
  });
});
