// POST /api/contact against the real commerce API (in-process, on PGlite) over HTTP.
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { openPglite } from '../../api/src/db/pglite.js';
import apiRoutes from './api/index.js';
import { SESSION_COOKIE } from './session/session-cookie.js';
import contactRoutes from './contact';

const ORIGIN = 'http://127.0.0.1:3000';
const SESSION_SECRET = 'test-session-secret-0123456789-abcdefghij';
const message = {
  name: 'Sara Al-Qahtani',
  email: 'Sara@Example.SA',
  phone: '055-123-4567',
  subject: 'Late order',
  message: 'My order from the Olaya store has not arrived yet.',
};

let api: FastifyInstance;
let apiUrl: string;
let app: FastifyInstance;

interface StoredMessage {
  user_id: number | null;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  language: string;
  client_ip: string | null;
}

const stored = () =>
  api.db.query<StoredMessage>('SELECT user_id, name, email, phone, subject, message, language, client_ip FROM contact_messages ORDER BY id');

async function contactApp(options: Partial<Parameters<typeof contactRoutes>[1]> = {}): Promise<FastifyInstance> {
  const instance = Fastify();
  await instance.register(apiRoutes, { prefix: '/api', apiUrl, apiKey: 'storefront-public-key', publicOrigin: ORIGIN, sessionSecret: SESSION_SECRET, production: false });
  await instance.register(contactRoutes, { prefix: '/api', publicOrigin: ORIGIN, apiUrl, apiKey: 'storefront-public-key', sessionSecret: SESSION_SECRET, perHour: 100, ...options });
  return instance;
}

beforeAll(async () => {
  api = await buildApp(loadConfig({ NODE_ENV: 'test', API_PORT: '0' }), { db: await openPglite(), closeDatabase: true });
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
  app = await contactApp();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await api?.close();
});

const send = (payload: unknown, headers: Record<string, string> = {}, target = app, remoteAddress = '192.0.2.60') =>
  target.inject({ method: 'POST', url: '/api/contact', remoteAddress, headers: { origin: ORIGIN, ...headers }, payload: payload as Record<string, string> });

describe('POST /api/contact', () => {
  it('stores a valid message through the commerce API and thanks the shopper in both languages', async () => {
    const before = (await stored()).length;
    const response = await send(message, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ success: true, key: 'contact_saved', message: expect.stringMatching(/received your message/), arMessage: expect.stringMatching(/[\u0600-\u06FF]/) });
    const rows = await stored();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toEqual({
      user_id: null,
      name: 'Sara Al-Qahtani',
      email: 'sara@example.sa',
      phone: '+966551234567',
      subject: 'Late order',
      message: message.message,
      language: 'EN',
      client_ip: '192.0.2.60',
    });
  });

  it("names the shopper's account when they are logged in", async () => {
    const register = await app.inject({
      method: 'POST', url: '/api/auth/register', headers: { origin: ORIGIN },
      payload: { email: 'contact.form@example.sa', password: 'contact-pass-1', firstName: 'Reem' },
    });
    const lines = [register.headers['set-cookie']].flat().filter((c): c is string => typeof c === 'string');
    const cookie = lines.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0]!;
    const response = await send({ ...message, phone: '' }, { cookie });
    expect(response.statusCode).toBe(200);
    const [user] = await api.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'contact.form@example.sa'");
    expect((await stored()).at(-1)).toMatchObject({ user_id: user!.id, phone: null, language: 'AR' });
  });

  it('answers bad fields with bilingual field errors and stores nothing', async () => {
    const before = await stored();
    const bad = await send({ ...message, email: 'nope', phone: '123', message: 'Too short', name: undefined });
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(body).toMatchObject({ success: false, key: 'invalid_input', arMessage: expect.stringMatching(/[\u0600-\u06FF]/) });
    const byField = Object.fromEntries(body.errors.map((e: { field: string; key: string }) => [e.field, e.key]));
    expect(byField).toEqual({ name: 'field_required', email: 'invalid_email', phone: 'invalid_phone', message: 'field_too_short' });
    for (const e of body.errors) expect(e).toMatchObject({ message: expect.any(String), arMessage: expect.stringMatching(/[\u0600-\u06FF]/) });
    // an address the form's own check lets through is still the API's to refuse, by the form's field name
    const longLocal = await send({ ...message, email: `${'a'.repeat(70)}@example.sa` });
    expect(longLocal.statusCode).toBe(400);
    expect(longLocal.json().errors).toEqual([expect.objectContaining({ field: 'email', key: 'invalid_email', arMessage: expect.stringMatching(/[\u0600-\u06FF]/) })]);
    expect(await stored()).toEqual(before);
  });

  it('refuses another origin and, past the hourly limit, answers 429 with a Retry-After', async () => {
    const foreign = await send(message, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ key: 'invalid_origin' });
    const strict = await contactApp({ perHour: 1 });
    try {
      expect((await send(message, {}, strict, '192.0.2.61')).statusCode).toBe(200);
      const limited = await send(message, {}, strict, '192.0.2.61');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('3600');
      expect(limited.json()).toMatchObject({ key: 'too_many_attempts', arMessage: expect.stringMatching(/[\u0600-\u06FF]/) });
    } finally {
      await strict.close();
    }
  });

  it('answers 502 when the API is down or does not trust the gateway', async () => {
    const down = Fastify();
    await down.register(contactRoutes, { prefix: '/api', publicOrigin: ORIGIN, apiUrl: 'http://127.0.0.1:9', apiKey: 'storefront-public-key' });
    const untrusted = Fastify();
    await untrusted.register(contactRoutes, { prefix: '/api', publicOrigin: ORIGIN, apiUrl, apiKey: 'storefront-public-key', gatewaySecret: 'not-the-gateway-secret-0123' });
    try {
      const before = (await stored()).length;
      for (const target of [down, untrusted]) {
        const response = await send(message, {}, target);
        expect(response.statusCode).toBe(502);
        expect(response.json()).toMatchObject({ success: false, key: 'operation_failed' });
      }
      expect(await stored()).toHaveLength(before);
    } finally {
      await down.close();
      await untrusted.close();
    }
  });
});
