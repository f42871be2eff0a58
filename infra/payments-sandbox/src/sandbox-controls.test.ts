import type { FastifyInstance } from 'fastify';
import { basic, cardBody, createPayment, pathOf, pay, paymentCount, PUBLISHABLE, sandbox, SECRET, tokenize } from '../test/helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await sandbox();
});
afterAll(() => app.close());
beforeEach(() => app.inject({ method: 'POST', url: '/__sandbox/reset' }));

const GIVEN_ID = 'c2b1e4a0-7d3f-4e5a-9b8c-1d2e3f4a5b6c';

const setFaults = (payload: Record<string, unknown>, extra: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.inject({ method: 'POST', url: '/__sandbox/faults', payload, ...extra });

describe('POST /__sandbox/faults', () => {
  it('makes the next N API calls answer the status, and the one after works', async () => {
    const token = await tokenize(app, { number: '4111111111111111' });
    const set = await setFaults({ count: 2, status: 503 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ count: 2, status: 503, phase: 'before' });

    const first = await createPayment(app, token.id);
    const second = await app.inject({ method: 'POST', url: '/v1/tokens', headers: { authorization: basic(PUBLISHABLE) }, payload: {} });
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ type: 'api_error', message: 'Service Unavailable', errors: null });
    }
    expect((await createPayment(app, token.id)).statusCode).toBe(201);
    expect(await paymentCount(app)).toBe(1);
  });

  it('answers any 5xx asked for, 503 when none is named', async () => {
    await setFaults({ count: 1, status: 500 });
    const response = await app.inject({ method: 'GET', url: '/v1/payments', headers: { authorization: basic(SECRET) } });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe('Internal Server Error');
    expect((await setFaults({ count: 1 })).json()).toEqual({ count: 1, status: 503, phase: 'before' });
  });

  it('leaves the 3-D Secure page, /health and CORS preflights alone', async () => {
    const token = await tokenize(app, { number: '4201320111111010', save_only: true });
    const payment = await pay(app, token.id);
    await setFaults({ count: 1, status: 502 });
    expect((await app.inject({ method: 'GET', url: pathOf(payment.source.transaction_url!) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/v1/payments',
      headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/v1/payments', headers: { authorization: basic(SECRET) } })).statusCode).toBe(502);
  });

  it('keeps the CORS headers on a fault, so the store page can read it', async () => {
    await setFaults({ count: 1 });
    const response = await app.inject({ method: 'POST', url: '/v1/tokens', headers: { origin: 'http://127.0.0.1:3000' }, payload: {} });
    expect(response.statusCode).toBe(503);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('a create retried with its given_id after a 5xx makes exactly one payment', async () => {
    const token = await tokenize(app, { number: '4111111111111111' });
    await setFaults({ count: 2, status: 503 });
    expect((await createPayment(app, token.id, { givenId: GIVEN_ID })).statusCode).toBe(503);
    expect((await createPayment(app, token.id, { givenId: GIVEN_ID })).statusCode).toBe(503);
    const retried = await createPayment(app, token.id, { givenId: GIVEN_ID });
    expect(retried.statusCode).toBe(201);
    expect((await createPayment(app, token.id, { givenId: GIVEN_ID })).json().id).toBe(retried.json().id);
    expect(await paymentCount(app)).toBe(1);
  });

  it('phase "after": the payment is made but its answer lost; the retry answers that payment', async () => {
    const token = await tokenize(app, { number: '4111111111111111', save_only: true });
    await setFaults({ count: 1, status: 504, phase: 'after' });
    const lost = await createPayment(app, token.id, { givenId: GIVEN_ID });
    expect(lost.statusCode).toBe(504);
    expect(lost.json()).toEqual({ type: 'api_error', message: 'Gateway Timeout', errors: null });
    expect(await paymentCount(app)).toBe(1);

    // The save_only token is spent, yet the retry answers the payment it made.
    const retried = await createPayment(app, token.id, { givenId: GIVEN_ID });
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toMatchObject({ status: 'paid', amount: 12550 });
    expect(await paymentCount(app)).toBe(1);
  });

  it.each([
    [{ count: 0 }, { count: ['must be an integer from 1 to 1000'] }],
    [{ count: 2, status: 404 }, { status: ['must be a 5xx status code'] }],
    [{ count: 'two', status: 503, phase: 'during' }, { count: ['must be an integer from 1 to 1000'], phase: ['must be before or after'] }],
  ])('refuses %j', async (payload, errors) => {
    const response = await setFaults(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'invalid_request_error', message: 'Validation Failed', errors });
  });

  it('answers only loopback callers, and no page from another origin', async () => {
    const outside = await setFaults({ count: 5 }, { remoteAddress: '10.20.30.40' });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({ type: 'authorization_error', message: 'The sandbox controls answer local requests only', errors: null });
    const fromPage = await setFaults({ count: 5 }, { headers: { origin: 'https://attacker.example' } });
    expect(fromPage.statusCode).toBe(403);
    expect((await setFaults({ count: 1 }, { remoteAddress: '::1', headers: { origin: 'http://localhost:3000' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/__sandbox/reset', remoteAddress: '192.168.1.20' })).statusCode).toBe(403);
    // a proxy on this machine passing on someone else's request is not a local caller
    expect((await setFaults({ count: 1 }, { headers: { 'x-forwarded-for': '203.0.113.5' } })).statusCode).toBe(403);
  });
});

describe('POST /__sandbox/reset', () => {
  it('forgets tokens, payments, given_ids and faults', async () => {
    const token = await tokenize(app, { number: '4111111111111111' });
    await pay(app, token.id, { givenId: GIVEN_ID });
    await setFaults({ count: 3 });
    expect((await app.inject({ method: 'POST', url: '/__sandbox/reset' })).json()).toEqual({ ok: true });
    expect(await paymentCount(app)).toBe(0);
    expect((await app.inject({ method: 'GET', url: `/v1/tokens/${token.id}`, headers: { authorization: basic(SECRET) } })).statusCode).toBe(404);
  });
});

describe('in production', () => {
  it('has no controls at all', async () => {
    const production = await sandbox({
      NODE_ENV: 'production',
      PAYMENT_PUBLISHABLE_KEY: 'pk_live_Riyadh2026storefront',
      PAYMENT_SECRET_KEY: 'sk_live_Riyadh2026storefront',
      PAYMENTS_PUBLIC_ORIGIN: 'https://pay.souq-grocery.sa',
    });
    try {
      for (const url of ['/__sandbox/faults', '/__sandbox/reset']) {
        const response = await production.inject({ method: 'POST', url, payload: { count: 1 } });
        expect(response.statusCode, url).toBe(404);
      }
      const token = await production.inject({
        method: 'POST',
        url: '/v1/tokens',
        headers: { authorization: basic('pk_live_Riyadh2026storefront') },
        payload: cardBody({ number: '4201320111111010', callback_url: 'https://souq-grocery.sa/checkout' }),
      });
      expect(token.json().verification_url).toMatch(/^https:\/\/pay\.souq-grocery\.sa\/v1\/transaction_auths\//);
      const withTestKey = await production.inject({ method: 'POST', url: '/v1/tokens', headers: { authorization: basic(PUBLISHABLE) }, payload: {} });
      expect(withTestKey.statusCode).toBe(401);
    } finally {
      await production.close();
    }
  });
});

describe('GET /health', () => {
  it('answers ok', async () => {
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ ok: true });
  });
});
