// The /graphql proxy: mutations only from the store's own pages; queries from anywhere.
import Fastify, { type FastifyInstance } from 'fastify';
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

  beforeAll(async () => {
    upstream = Fastify();
    upstream.route({
      method: ['GET', 'POST'],
      url: '/graphql',
      handler: async () => {
        calls += 1;
        return { data: { ok: true } };
      },
    });
    const apiUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
    app = Fastify();
    await app.register(upstreamRoutes, { apiUrl, publicOrigin: ORIGIN, tokenFor: async () => null });
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

  it('refuses a mutation from another origin, in both languages, without calling the API', async () => {
    for (const body of [LOGOUT, [{ query: '{ me { id } }' }, LOGOUT], { query: '{ me { id } }\nmutation M { deactivateUser { success } }', operationName: 'M' }]) {
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

  it('forwards queries from any origin or none', async () => {
    expect((await post({ query: '{ categories { id } }' }, { origin: 'https://evil.example' })).statusCode).toBe(200);
    expect((await post({ query: 'query($q: String) { productsBySearch(search: $q) { totalCount } }', variables: { q: 'mutation' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/graphql?query=%7B%20me%20%7B%20id%20%7D%20%7D' })).statusCode).toBe(200);
    expect(calls).toBe(3);
  });
});
