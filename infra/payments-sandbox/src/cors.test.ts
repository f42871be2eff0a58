// The store's pages call tokens and payments straight from the browser, from the store's origin.
import type { FastifyInstance } from 'fastify';
import { basic, cardBody, PUBLISHABLE, sandbox, STORE_ORIGIN, tokenize } from '../test/helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await sandbox();
});
afterAll(() => app.close());

describe('CORS on the API', () => {
  it.each(['/v1/tokens', '/v1/payments'])('answers the preflight of %s for any origin, with the Authorization header', async (url) => {
    const response = await app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin: STORE_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(String(response.headers['access-control-allow-methods']).split(/,\s*/)).toEqual(['GET', 'POST', 'OPTIONS']);
    expect(String(response.headers['access-control-allow-headers']).split(/,\s*/)).toEqual(['Authorization', 'Content-Type']);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('marks the answers of tokens and payments readable by the store page', async () => {
    const tokenResponse = await app.inject({
      method: 'POST',
      url: '/v1/tokens',
      headers: { origin: STORE_ORIGIN, authorization: basic(PUBLISHABLE) },
      payload: cardBody({ number: '4111111111111111' }),
    });
    expect(tokenResponse.headers['access-control-allow-origin']).toBe('*');
    const token = await tokenize(app, { number: '4111111111111111' });
    const payment = await app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: { origin: 'https://another-store.example', authorization: basic(PUBLISHABLE) },
      payload: { amount: 12550, currency: 'SAR', callback_url: `${STORE_ORIGIN}/checkout/verify-payment`, source: { type: 'token', token: token.id } },
    });
    expect(payment.statusCode).toBe(201);
    expect(payment.headers['access-control-allow-origin']).toBe('*');
    const refused = await app.inject({ method: 'POST', url: '/v1/payments', headers: { origin: STORE_ORIGIN }, payload: {} });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
  });

  it('gives the sandbox controls and /health no CORS headers', async () => {
    for (const url of ['/health']) {
      const response = await app.inject({ method: 'GET', url, headers: { origin: STORE_ORIGIN } });
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
    }
    const controls = await app.inject({ method: 'POST', url: '/__sandbox/reset', headers: { origin: STORE_ORIGIN } });
    expect(controls.headers['access-control-allow-origin']).toBeUndefined();
  });
});
