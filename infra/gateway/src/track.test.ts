import Fastify, { type FastifyInstance } from 'fastify';
import trackRoutes, { fixedWindowLimiter } from './track';

const ORIGIN = 'http://127.0.0.1:3000';

describe('POST /api/track', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(trackRoutes, { prefix: '/api', publicOrigin: ORIGIN, perMinute: 3 });
  });
  afterAll(() => app.close());

  const send = (payload: unknown, headers: Record<string, string> = { origin: ORIGIN }) =>
    app.inject({ method: 'POST', url: '/api/track', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(payload) });

  it('accepts a page view from the store with 204, as JSON or as a text beacon', async () => {
    expect((await send({ type: 'page_view', path: '/cart', language: 'ar', referrer: '/' })).statusCode).toBe(204);
    const beacon = await app.inject({
      method: 'POST',
      url: '/api/track',
      headers: { 'content-type': 'text/plain', origin: ORIGIN },
      payload: JSON.stringify({ type: 'page_view', path: '/faqs', language: 'en' }),
    });
    expect(beacon.statusCode).toBe(204);
  });

  it('rejects other origins and bad events', async () => {
    expect((await send({ type: 'page_view', path: '/', language: 'ar' }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await send({ type: 'page_view', path: 'https://x', language: 'ar' })).statusCode).toBe(400);
  });

  it('rate-limits a client', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await send({ type: 'page_view', path: '/', language: 'ar' })).statusCode);
    expect(statuses).toContain(429);
  });
});

describe('fixedWindowLimiter', () => {
  it('allows the limit per window and starts again in the next one', () => {
    const limiter = fixedWindowLimiter(2, 1000);
    expect([limiter.allow('a', 0), limiter.allow('a', 1), limiter.allow('a', 2), limiter.allow('b', 3)]).toEqual([true, true, false, true]);
    expect(limiter.allow('a', 1000)).toBe(true);
  });
});
