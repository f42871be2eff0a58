// The shared limiter: a count per bucket and client address, a 429 with Retry-After and the
// service's own body past the limit, requests on the allow list never counted, and each of a burst of
// parallel requests counted once.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import serviceRateLimits from './rate-limit';

const apps: FastifyInstance[] = [];

async function service(trustProxy: boolean | string[] = false) {
  const app = Fastify({ trustProxy });
  await app.register(serviceRateLimits, {
    bucketOf: (request) => (request.url.startsWith('/graphql') ? 'graphql' : 'other'),
    maxFor: (bucket) => (bucket === 'graphql' ? 3 : 1),
    redisUrl: null,
    nameSpace: `kit-test-${randomUUID()}-`,
    allowList: (request) => request.url === '/health',
    refusal: (retryAfter) => ({ key: 'too_many_requests', waitSeconds: retryAfter }),
  });
  app.post('/graphql', async () => ({ ok: true }));
  app.get('/other', async () => ({ ok: true }));
  app.get('/health', async () => ({ ok: true }));
  await app.ready();
  apps.push(app);
  return app;
}

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

const post = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/graphql', remoteAddress, headers, payload: {} });

describe('service rate limits', () => {
  it('refuses past the bucket limit with 429, Retry-After and the service body; other buckets and the allow list go on', async () => {
    const app = await service();
    const burst = await Promise.all([1, 2, 3, 4].map(() => post(app, '198.51.100.1')));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429]);
    const refused = burst.find((r) => r.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ statusCode: 429, key: 'too_many_requests', waitSeconds: Number(refused.headers['retry-after']) });
    // another client, another bucket, and the allow list are counted apart
    expect((await post(app, '198.51.100.2')).statusCode).toBe(200);
    expect((await app.inject({ url: '/other', remoteAddress: '198.51.100.1' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/other', remoteAddress: '198.51.100.1' })).statusCode).toBe(429);
    for (let i = 0; i < 5; i += 1) expect((await app.inject({ url: '/health', remoteAddress: '198.51.100.1' })).statusCode).toBe(200);
  });

  it('keys by the address a trusted proxy reports, and by the socket without one', async () => {
    const trusting = await service(['10.0.0.5']);
    for (let i = 0; i < 3; i += 1) expect((await post(trusting, '10.0.0.5', { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(200);
    expect((await post(trusting, '10.0.0.5', { 'x-forwarded-for': '203.0.113.2' })).statusCode).toBe(200);
    expect((await post(trusting, '10.0.0.5', { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(429);
    const direct = await service();
    const spoofed = [];
    for (let n = 1; n <= 4; n += 1) spoofed.push((await post(direct, '198.51.100.9', { 'x-forwarded-for': `203.0.113.${n}` })).statusCode);
    expect(spoofed).toEqual([200, 200, 200, 429]);
  });
});
