// Depth and alias limits, lone authentication mutations, introspection, and configuration checks.
import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { startTestApi, type TestApi } from './helpers/test-api.js';

describe('configuration', () => {
  it('names every bad variable at once', () => {
    expect(() => loadConfig({ API_PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ API_PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'production' });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['API_PORT', 'DATABASE_URL', 'AUTH_SECRET', 'GATEWAY_SECRET']) expect(message).toContain(name);
    }
  });

  it('logs every request by default and takes a quieter level from LOG_LEVEL, refusing an unknown one', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(() => loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('defaults to embedded PGlite under var/ and, in development, the committed public key', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.database).toMatchObject({ kind: 'pglite' });
    expect(config.database.kind === 'pglite' && config.database.dataDir.endsWith('var/pglite')).toBe(true);
    expect(config.apiKey).toBe('storefront-public-key');
    expect(config.port).toBe(4000);
  });
});

describe('GraphQL protections', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite');
  });
  afterAll(async () => {
    await api?.close();
  });

  it('refuses queries nested too deeply', async () => {
    const levels = ['categories', ...Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? 'children' : 'parent'))];
    const deep = `{ ${levels.map((f) => `${f} {`).join(' ')} id ${'}'.repeat(levels.length)} }`;
    const res = await api.gql(deep);
    expect(res.errors?.[0]?.extensions).toMatchObject({ key: 'query_too_deep', arMessage: expect.any(String) });
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 25 }, (_, i) => `a${i}: categories { id }`).join(' ');
    const res = await api.gql(`{ ${aliases} }`);
    expect(res.errors?.[0]?.extensions?.key).toBe('too_many_aliases');
  });

  it('refuses the 21st alias before any resolver runs', async () => {
    // listProducts reads the taxonomy first: a resolver that ran would call it
    const resolverRan = jest.spyOn(api.app.repos.catalog, 'taxonomy');
    const aliases = Array.from({ length: 21 }, (_, i) => `a${i}: listProducts(pageSize: 2) { totalCount }`).join(' ');
    const res = await api.gql(`{ ${aliases} }`);
    expect(res.errors?.map((e) => e.extensions?.key)).toContain('too_many_aliases');
    expect(res.data ?? null).toBeNull();
    expect(resolverRan).not.toHaveBeenCalled();
    resolverRan.mockRestore();
  });

  it('refuses a cost-heavy query before any resolver runs, in both languages, counting variables and aliases', async () => {
    const resolverRan = jest.spyOn(api.app.repos.catalog, 'taxonomy');
    const listing = jest.spyOn(api.app.repos.catalog, 'listing');
    const deepPages = Array.from({ length: 20 }, (_, i) => `a${i}: listProducts(pageSize: 100, page: 50) { results { id name } totalCount }`).join(' ');
    const heavy = await api.gql(`{ ${deepPages} }`);
    expect(heavy.errors?.[0]?.extensions).toMatchObject({ key: 'query_too_costly', arMessage: expect.stringMatching(/[\u0600-\u06FF]/) });
    expect(heavy.data ?? null).toBeNull();
    // one deep page through variables is refused the same way
    const byVariables = await api.gql('query Deep($size: Int, $page: Int) { listProducts(pageSize: $size, page: $page) { results { id name } } }', { size: 100, page: 50 });
    expect(byVariables.errors?.[0]?.extensions?.key).toBe('query_too_costly');
    expect(resolverRan).not.toHaveBeenCalled();
    // the same field at a shopper's size runs
    const normal = await api.gql('query Normal($size: Int) { listProducts(pageSize: $size, page: 2) { results { id name } totalCount } }', { size: 24 });
    expect(normal.errors).toBeUndefined();
    expect(listing).toHaveBeenCalledTimes(1);
    resolverRan.mockRestore();
    listing.mockRestore();
  });

  it('runs authentication mutations only alone', async () => {
    const headers = { 'x-gateway-secret': api.config.gatewaySecret };
    const twice = await api.gql('mutation { a: login(identifier: "a@b.co", password: "x1") { success } b: login(identifier: "a@b.co", password: "x2") { success } }', {}, headers);
    expect(twice.errors?.[0]?.extensions?.key).toBe('single_operation_only');
    const mixed = await api.gql('mutation { login(identifier: "a@b.co", password: "x1") { success } logout { success } }', {}, headers);
    expect(mixed.errors?.[0]?.extensions?.key).toBe('single_operation_only');
    const batch = await api.app.inject({
      method: 'POST', url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-api-key': api.config.apiKey, ...headers },
      payload: JSON.stringify([{ query: 'mutation { login(identifier: "a@b.co", password: "x1") { success } }' }, { query: '{ me { id } }' }]),
    });
    expect(batch.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('keeps introspection outside production only', async () => {
    const dev = await api.gql('{ __schema { queryType { name } } }');
    expect(dev.data.__schema.queryType.name).toBe('Query');
    const production = await buildApp(
      loadConfig({
        NODE_ENV: 'production', API_KEY: 'storefront-public-key', AUTH_SECRET: 'a'.repeat(40), GATEWAY_SECRET: 'b'.repeat(20),
        PAYMENT_SECRET_KEY: 'sk_live_storefront_example', STORE_ORIGINS: 'https://souq.example.sa',
      }),
      { db: api.db, closeDatabase: false },
    );
    try {
      const res = await production.inject({
        method: 'POST', url: '/graphql',
        headers: { 'content-type': 'application/json', 'x-api-key': 'storefront-public-key' },
        payload: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
      });
      expect(res.json().errors?.[0]?.message).toMatch(/introspection/i);
      const outbox = await production.inject({ method: 'GET', url: '/dev/outbox' });
      expect(outbox.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('names the variable of a wrongly typed input, in both languages', async () => {
    const res = await api.gql('query($n: Int) { productsBySearch(first: $n) { totalCount } }', { n: 'many' });
    expect(res.errors?.[0]?.extensions).toMatchObject({ key: 'invalid_type', fieldErrors: [expect.objectContaining({ field: 'n', arMessage: expect.any(String) })] });
  });
});
