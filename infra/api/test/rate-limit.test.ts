// The API's own rate limit: a 429 with Retry-After and a GraphQL error in both languages past the
// limit, counted per client as the trusted proxy (the gateway) reports it, and one count for every
// API process through Redis.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { startTestApi, testConfig, type TestApi } from './helpers/test-api.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let api: TestApi;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  api = await startTestApi('pglite');
}, 60_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await api?.close();
});

async function apiProcess(env: Record<string, string>, nameSpace = `api-test-${randomUUID()}-`) {
  const app = await buildApp(testConfig({ RATE_LIMIT: '3', ...env }), { db: api.db, closeDatabase: false, rateLimitNameSpace: nameSpace });
  await app.ready();
  apps.push(app);
  return app;
}

const categories = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST', url: '/graphql', remoteAddress,
    headers: { 'content-type': 'application/json', 'x-api-key': api.config.apiKey, ...headers },
    payload: JSON.stringify({ query: '{ categories { id } }' }),
  });

describe('API rate limit', () => {
  it('answers past the limit with 429, Retry-After and a translated GraphQL error; health checks and photos are not counted', async () => {
    const app = await apiProcess({});
    for (let i = 0; i < 3; i += 1) expect((await categories(app, '198.51.100.20')).statusCode).toBe(200);
    const refused = await categories(app, '198.51.100.20');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().errors[0]).toMatchObject({
      message: expect.any(String),
      extensions: { code: 'RATE_LIMITED', key: 'too_many_attempts', arMessage: expect.stringMatching(/[\u0600-\u06FF]/), retryAfter: Number(refused.headers['retry-after']) },
    });
    for (let i = 0; i < 5; i += 1) expect((await app.inject({ method: 'GET', url: '/health', remoteAddress: '198.51.100.20' })).statusCode).toBe(200);
    // another client has its own count
    expect((await categories(app, '198.51.100.21')).statusCode).toBe(200);
  });

  it('counts each shopper by the address the trusted gateway reports, and ignores that header from anyone else', async () => {
    const app = await apiProcess({ TRUST_PROXY: '10.0.0.7' });
    // three shoppers behind one gateway: each has a count of its own
    for (const shopper of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      for (let i = 0; i < 3; i += 1) expect((await categories(app, '10.0.0.7', { 'x-forwarded-for': shopper })).statusCode).toBe(200);
    }
    expect((await categories(app, '10.0.0.7', { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(429);
    // a caller that is not the gateway cannot choose its address
    const spoofed = [];
    for (let n = 1; n <= 4; n += 1) spoofed.push((await categories(app, '198.51.100.30', { 'x-forwarded-for': `203.0.113.${40 + n}` })).statusCode);
    expect(spoofed).toEqual([200, 200, 200, 429]);
  });

  it('shares one count between two API processes through Redis', async () => {
    const nameSpace = `api-shared-${randomUUID()}-`;
    const first = await apiProcess({ REDIS_URL, RATE_LIMIT: '4' }, nameSpace);
    const second = await apiProcess({ REDIS_URL, RATE_LIMIT: '4' }, nameSpace);
    const answers = [];
    for (const app of [first, second, first, second, first, second]) answers.push((await categories(app, '192.0.2.88')).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
