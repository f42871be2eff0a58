// What production hides: introspection, GraphQL's "Did you mean …" hints (they name fields the caller
// did not ask for), and the development routes, which outside production answer only this machine.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { startTestApi, testConfig, type TestApi } from './helpers/test-api.js';

const PRODUCTION_ENV = {
  NODE_ENV: 'production', API_KEY: 'souq-public-api-key', AUTH_SECRET: 'a'.repeat(40), GATEWAY_SECRET: 'b'.repeat(20),
  PAYMENT_SECRET_KEY: 'sk_live_storefront_example', STORE_ORIGINS: 'https://souq.example.sa',
};

let api: TestApi;
let production: FastifyInstance;
let development: FastifyInstance;

beforeAll(async () => {
  api = await startTestApi('pglite');
  production = await buildApp(loadConfig(PRODUCTION_ENV), { db: api.db, closeDatabase: false });
  development = await buildApp(testConfig({ NODE_ENV: 'development' }), { db: api.db, closeDatabase: false });
}, 60_000);

afterAll(async () => {
  await production?.close();
  await development?.close();
  await api?.close();
});

const ask = (app: FastifyInstance, apiKey: string, query: string) =>
  app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', 'x-api-key': apiKey }, payload: JSON.stringify({ query }) });

describe('in production', () => {
  it('refuses introspection', async () => {
    const res = await ask(production, PRODUCTION_ENV.API_KEY, '{ __schema { queryType { name } } }');
    expect(res.json().errors?.[0]?.message).toMatch(/introspection/i);
    expect(res.json().data ?? null).toBeNull();
  });

  it('names no field, argument or value the caller did not ask for', async () => {
    const misspelt = [
      '{ categories { id nme } }',
      '{ listProducts(pagSize: 2) { totalCount } }',
      '{ categories { ...F } } fragment F on Categry { id }',
      'query($f: ProductFilte) { categories { id } }',
    ];
    for (const query of misspelt) {
      const inDevelopment = await ask(development, api.config.apiKey, query);
      const inProduction = await ask(production, PRODUCTION_ENV.API_KEY, query);
      // the same request outside production shows what is hidden
      expect(JSON.stringify(inDevelopment.json()), query).toMatch(/Did you mean/);
      const body = inProduction.json();
      expect(JSON.stringify(body), query).not.toMatch(/Did you mean/);
      expect(body.errors?.[0]?.extensions, query).toMatchObject({ key: 'invalid_input', arMessage: expect.stringMatching(/[\u0600-\u06FF]/) });
    }
  });

  it('has no development outbox, from anywhere', async () => {
    for (const remoteAddress of ['127.0.0.1', '203.0.113.5']) {
      const outbox = await production.inject({ method: 'GET', url: '/dev/outbox', remoteAddress });
      expect(outbox.statusCode).toBe(404);
      expect(outbox.body).not.toMatch(/reset|messages/i);
    }
  });
});

describe('outside production', () => {
  it('answers the development outbox only to this machine, never through a proxy', async () => {
    const local = await development.inject({ method: 'GET', url: '/dev/outbox' });
    expect(local.statusCode).toBe(200);
    expect(local.json()).toHaveProperty('messages');
    const remote = await development.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '203.0.113.5' });
    expect(remote.statusCode).toBe(404);
    const proxied = await development.inject({ method: 'GET', url: '/dev/outbox', headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(proxied.statusCode).toBe(404);
    const v6 = await development.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '::ffff:127.0.0.1' });
    expect(v6.statusCode).toBe(200);
  });
});
