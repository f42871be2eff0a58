// Rate limits on /graphql and /api: a translated 429 with Retry-After, keyed by the client address
// the configured proxy chain reports, and one count for every gateway process through Redis.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimits from './rate-limit';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const apps: FastifyInstance[] = [];

async function gateway(options: { graphql?: number; api?: number; redisUrl?: string | null; nameSpace?: string; trustProxy?: boolean } = {}) {
  const app = Fastify({ trustProxy: options.trustProxy ?? false });
  await app.register(async (scope) => {
    await scope.register(rateLimits, {
      limits: { graphql: options.graphql ?? 3, api: options.api ?? 2 },
      redisUrl: options.redisUrl ?? null,
      nameSpace: options.nameSpace ?? `test-${randomUUID()}-`,
    });
    scope.post('/graphql', async () => ({ data: { ok: true } }));
    scope.get('/api/user', async () => ({ user: null }));
    scope.get('/images/products/milk.svg', async () => '<svg/>');
  });
  await app.ready();
  apps.push(app);
  return app;
}

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

const graphql = (app: FastifyInstance, headers: Record<string, string> = {}, remoteAddress = '198.51.100.7') =>
  app.inject({ method: 'POST', url: '/graphql', remoteAddress, headers: { 'content-type': 'application/json', ...headers }, payload: { query: '{ categories { id } }' } });

describe('gateway rate limits', () => {
  it('answers the request past the limit with 429, Retry-After and a message in both languages', async () => {
    const app = await gateway();
    for (let i = 0; i < 3; i += 1) expect((await graphql(app)).statusCode).toBe(200);
    const refused = await graphql(app);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ success: false, key: 'too_many_requests', message: expect.any(String), arMessage: expect.stringMatching(/[\u0600-\u06FF]/) });
    // /api keeps its own count; product photos are not counted
    expect((await app.inject({ method: 'GET', url: '/api/user', remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await app.inject({ method: 'GET', url: '/images/products/milk.svg', remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
  });

  it('counts each client by the address the trusted proxy reports, and ignores that header without a trusted proxy', async () => {
    const trusting = await gateway({ trustProxy: true });
    for (const client of ['203.0.113.1', '203.0.113.2']) {
      for (let i = 0; i < 3; i += 1) expect((await graphql(trusting, { 'x-forwarded-for': client }, '10.0.0.5')).statusCode).toBe(200);
    }
    expect((await graphql(trusting, { 'x-forwarded-for': '203.0.113.1' }, '10.0.0.5')).statusCode).toBe(429);

    const direct = await gateway();
    // sent together, as a page's first queries are: each is counted once
    const spoofed = await Promise.all([1, 2, 3, 4].map((n) => graphql(direct, { 'x-forwarded-for': `203.0.113.${n}` }, '198.51.100.9')));
    expect(spoofed.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429]);
  });

  it('shares one count between two gateway processes through Redis', async () => {
    const nameSpace = `test-shared-${randomUUID()}-`;
    const first = await gateway({ redisUrl: REDIS_URL, nameSpace, graphql: 4 });
    const second = await gateway({ redisUrl: REDIS_URL, nameSpace, graphql: 4 });
    const answers = [];
    for (const app of [first, second, first, second, first, second]) answers.push((await graphql(app, {}, '192.0.2.77')).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
