// The /api routes against the real commerce API (in-process, on PGlite) over HTTP.
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../../api/src/app.js';
import { loadConfig } from '../../../api/src/config.js';
import { openPglite } from '../../../api/src/db/pglite.js';
import { defaultSeedData } from '../../../api/src/db/open.js';
import apiRoutes from './index.js';
import { LOGOUT_CLEARED_COOKIES } from './cookies.js';
import { SESSION_COOKIE, readSessionToken } from '../session/session-cookie.js';

const ORIGIN = 'http://localhost:3000';
const SESSION_SECRET = 'test-session-secret-0123456789-abcdefghij';
const user = defaultSeedData().users[0]!;

let api: FastifyInstance;
let apiUrl: string;
let gateway: FastifyInstance;

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', API_PORT: '0' });
  api = await buildApp(config, { db: await openPglite(), closeDatabase: true });
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
  gateway = Fastify();
  await gateway.register(apiRoutes, { prefix: '/api', apiUrl, apiKey: config.apiKey, publicOrigin: ORIGIN, sessionSecret: SESSION_SECRET, production: false });
  gateway.get('/probe', async (request) => ({ token: await readSessionToken(request, SESSION_SECRET) }));
  await gateway.ready();
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const line = all.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!line) throw new Error('no session cookie set');
  return line;
}

async function logIn(identifier = user.email, password = user.password, ip = '192.0.2.1') {
  return gateway.inject({
    method: 'POST', url: '/api/auth/login', remoteAddress: ip,
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    payload: { identifier, password },
  });
}

describe('session', () => {
  it('is a guest without a cookie', async () => {
    const res = await gateway.inject({ method: 'GET', url: '/api/user' });
    expect(res.json()).toEqual({ user: null, token: false, refreshToken: false, isExpired: false, noSession: true });
  });

  it('logs in into an encrypted HttpOnly SameSite=Lax cookie and never shows the token', async () => {
    const res = await logIn();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, user: { email: user.email.toLowerCase() } });
    expect(JSON.stringify(body)).not.toMatch(/ey[A-Za-z0-9_-]{10,}\./);
    const cookie = sessionCookie(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // localhost
    const value = cookie.split(';')[0]!.split('=')[1]!;
    expect(value.split('.')).toHaveLength(5); // JWE compact: not readable
    const session = await gateway.inject({ method: 'GET', url: '/api/user', headers: { cookie: `${SESSION_COOKIE}=${value}` } });
    expect(session.json()).toMatchObject({ user: { email: user.email.toLowerCase() }, token: true, isExpired: false, noSession: false });
    const probe = await gateway.inject({ method: 'GET', url: '/probe', headers: { cookie: `${SESSION_COOKIE}=${value}` } });
    expect(probe.json().token).toMatch(/^ey/);
  });

  it('sets the session cookie Secure outside localhost, and clears it the same way', async () => {
    const store = 'https://store.example.sa';
    const other = Fastify();
    await other.register(apiRoutes, { prefix: '/api', apiUrl, apiKey: 'storefront-public-key', publicOrigin: store, sessionSecret: SESSION_SECRET, production: false });
    try {
      const login = await other.inject({
        method: 'POST', url: '/api/auth/login', remoteAddress: '192.0.2.2',
        headers: { origin: store, 'content-type': 'application/json' },
        payload: { identifier: user.email, password: user.password },
      });
      expect(login.statusCode).toBe(200);
      const cookie = sessionCookie(login.headers['set-cookie']);
      const flags = cookie.split(';').slice(1).map((f) => f.trim().toLowerCase());
      expect(flags).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
      const out = await other.inject({ method: 'GET', url: '/api/auth/logout', headers: { cookie: cookie.split(';')[0]! } });
      const cleared = sessionCookie(out.headers['set-cookie']);
      expect(cleared).toMatch(/^ath=;/);
      expect(cleared.split(';').map((f) => f.trim().toLowerCase())).toContain('secure');
    } finally {
      await other.close();
    }
  });

  it('treats a tampered cookie as a guest', async () => {
    const value = sessionCookie((await logIn()).headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    const parts = value.split('.');
    parts[3] = parts[3]!.slice(0, -2) + (parts[3]!.endsWith('AA') ? 'BB' : 'AA');
    const tampered = parts.join('.');
    const res = await gateway.inject({ method: 'GET', url: '/api/user', headers: { cookie: `${SESSION_COOKIE}=${tampered}` } });
    expect(res.json()).toMatchObject({ user: null, noSession: true });
    const probe = await gateway.inject({ method: 'GET', url: '/probe', headers: { cookie: `${SESSION_COOKIE}=${tampered}` } });
    expect(probe.json().token).toBeNull();
  });

  it('clears the checkout, payment and card cookies at logout, and keeps the language', async () => {
    const value = sessionCookie((await logIn()).headers['set-cookie']).split(';')[0]!;
    const helpers = ['addr_dts=x', 'checkout_dts=x', 'PSP_ID=x', 'ORD_SUCC=x', 'e_id=x', 'p_dts=x', 'cart_info_dts=x', 'card_dts=x', 'card_tknz=x', 'locale=en'];
    const out = await gateway.inject({ method: 'GET', url: '/api/auth/logout', headers: { cookie: [value, ...helpers].join('; ') } });
    expect(out.statusCode).toBe(200);
    const lines = [out.headers['set-cookie']].flat().filter((c): c is string => typeof c === 'string');
    const cleared = lines.filter((l) => /^[^=]+=;/.test(l) && /Expires=Thu, 01 Jan 1970/i.test(l)).map((l) => l.split('=')[0]);
    expect(cleared.sort()).toEqual([SESSION_COOKIE, 'addr_dts', 'checkout_dts', 'PSP_ID', 'ORD_SUCC', 'e_id', 'p_dts', 'cart_info_dts', 'card_dts', 'card_tknz'].sort());
    expect([...LOGOUT_CLEARED_COOKIES].sort()).toEqual(cleared.filter((n) => n !== SESSION_COOKIE).sort());
    expect(lines.some((l) => l.startsWith('locale='))).toBe(false);
    for (const line of lines) expect(line).toMatch(/Path=\//);
  });

  it('makes the old cookie a guest after logout', async () => {
    const value = sessionCookie((await logIn()).headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    const cookie = `${SESSION_COOKIE}=${value}`;
    const out = await gateway.inject({ method: 'GET', url: '/api/auth/logout', headers: { cookie } });
    expect(out.json()).toEqual({ success: true });
    expect(String(out.headers['set-cookie'])).toMatch(/ath=;/);
    const replay = await gateway.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(replay.json()).toMatchObject({ user: null, noSession: true });
    const book = await gateway.inject({ method: 'GET', url: '/api/address', headers: { cookie } });
    expect(book.statusCode).toBe(200);
    expect(book.json().addressBook).toEqual([]);
  });

  it('refuses a POST from a foreign Origin', async () => {
    const res = await gateway.inject({
      method: 'POST', url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { identifier: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, key: 'invalid_origin', arMessage: expect.any(String) });
    expect(res.headers['set-cookie']).toBeUndefined();
    const noOrigin = await gateway.inject({ method: 'POST', url: '/api/update-cookie', payload: { cookieType: 'locale', cookieData: 'en' } });
    expect(noOrigin.statusCode).toBe(403);
  });

  it('refuses the 11th wrong password in a row with 429 and a translated message', async () => {
    const victim = defaultSeedData().users[1]!;
    for (let i = 0; i < 10; i += 1) {
      const res = await logIn(victim.email, 'not-the-password-1', `192.0.2.${10 + i}`);
      expect(res.statusCode).toBe(401);
    }
    const res = await logIn(victim.email, 'not-the-password-1', '192.0.2.50');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toMatchObject({ key: 'too_many_attempts', message: expect.any(String), arMessage: expect.stringMatching(/[\u0600-\u06FF]/) });
  });

  it('renews an expired token once for parallel requests and keeps the shopper logged in', async () => {
    const value = sessionCookie((await logIn()).headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    const { sealSession, openSession } = await import('../session/session-cookie.js');
    const data = (await openSession(value, SESSION_SECRET))!;
    const aged = await sealSession({ ...data, tokenExpiresAt: Math.floor(Date.now() / 1000) - 10 }, SESSION_SECRET);
    const cookie = `${SESSION_COOKIE}=${aged}`;
    const [a, b, c] = await Promise.all([
      gateway.inject({ method: 'GET', url: '/api/user', headers: { cookie } }),
      gateway.inject({ method: 'GET', url: '/api/user', headers: { cookie } }),
      gateway.inject({ method: 'GET', url: '/api/address', headers: { cookie } }),
    ]);
    expect(a.json()).toMatchObject({ user: { email: user.email.toLowerCase() }, isExpired: false });
    expect(b.json()).toMatchObject({ user: { email: user.email.toLowerCase() }, isExpired: false });
    expect(c.statusCode).toBe(200);
    const renewed = sessionCookie(a.headers['set-cookie']).split(';')[0]!;
    const sessionOf = async (line: string) => openSession(line.split('=')[1], SESSION_SECRET);
    // each response seals the same renewed tokens (ciphertexts differ: every seal has a fresh IV)
    expect((await sessionOf(sessionCookie(b.headers['set-cookie']).split(';')[0]!))?.refreshToken).toBe((await sessionOf(renewed))?.refreshToken);
    const later = await gateway.inject({ method: 'GET', url: '/api/user', headers: { cookie: renewed } });
    expect(later.json()).toMatchObject({ noSession: false, isExpired: false });
  });

  it('reports an expired session once the token and its renewal have lapsed', async () => {
    const value = sessionCookie((await logIn()).headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    // end the session server side, then age the cookie's token
    await gateway.inject({ method: 'GET', url: '/api/auth/logout', headers: { cookie: `${SESSION_COOKIE}=${value}` } });
    const { sealSession, openSession } = await import('../session/session-cookie.js');
    const data = (await openSession(value, SESSION_SECRET))!;
    const aged = await sealSession({ ...data, tokenExpiresAt: Math.floor(Date.now() / 1000) - 10 }, SESSION_SECRET);
    const res = await gateway.inject({ method: 'GET', url: '/api/user', headers: { cookie: `${SESSION_COOKIE}=${aged}` } });
    expect(res.json()).toMatchObject({ user: null, isExpired: true, noSession: false });
    // every /api answer says so, for the page to open its modal mid-page
    expect(res.headers['x-session-expired']).toBe('1');
    const cart = await gateway.inject({ method: 'GET', url: '/api/cart', headers: { cookie: `${SESSION_COOKIE}=${aged}` } });
    expect(cart.headers['x-session-expired']).toBe('1');
    const fresh = await gateway.inject({ method: 'GET', url: '/api/cart' });
    expect(fresh.headers['x-session-expired']).toBeUndefined();
  });
});

describe('account access', () => {
  it('registers into a session and sends reset links without saying whether the account exists', async () => {
    const res = await gateway.inject({
      method: 'POST', url: '/api/auth/register', headers: { origin: ORIGIN },
      payload: { email: 'gateway.new@example.com', password: 'gateway-pass-1', firstName: 'Huda' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { email: 'gateway.new@example.com', fullName: 'Huda' } });
    expect(res.json().token).toBeUndefined();
    sessionCookie(res.headers['set-cookie']);
    const weak = await gateway.inject({ method: 'POST', url: '/api/auth/register', headers: { origin: ORIGIN }, payload: { email: 'x@example.com', password: 'short' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toMatchObject({ field: 'password', key: 'weak_password' });
    for (const identifier of ['gateway.new@example.com', 'nobody@example.com']) {
      const forgot = await gateway.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { origin: ORIGIN }, payload: { identifier } });
      expect(forgot.json()).toMatchObject({ success: true, key: 'reset_sent' });
    }
    const outbox = (await api.inject({ method: 'GET', url: '/dev/outbox' })).json();
    expect(outbox.messages[0].body).toContain(`${ORIGIN}/authentication/reset-password?token=`);
    const reset = await gateway.inject({ method: 'POST', url: '/api/auth/reset-password', headers: { origin: ORIGIN }, payload: { token: 'bogus', password: 'another-pass-2' } });
    expect(reset.statusCode).toBe(400);
  });

  it('answers throttled reset requests and resets with 429 and a Retry-After', async () => {
    const victim = defaultSeedData().users[2]!;
    const forgot = (ip: string) => gateway.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: ip, headers: { origin: ORIGIN }, payload: { identifier: victim.phone } });
    for (let i = 0; i < 5; i += 1) expect((await forgot(`192.0.2.${100 + i}`)).statusCode).toBe(200);
    const refused = await forgot('192.0.2.120');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ success: false, key: 'too_many_attempts', arMessage: expect.stringMatching(/[\u0600-\u06FF]/) });

    const reset = () => gateway.inject({ method: 'POST', url: '/api/auth/reset-password', remoteAddress: '192.0.2.121', headers: { origin: ORIGIN }, payload: { token: 'replayed-link', password: 'another-pass-2' } });
    for (let i = 0; i < 5; i += 1) {
      const res = await reset();
      expect(res.statusCode).toBe(400);
      expect(res.headers['retry-after']).toBeUndefined();
    }
    const locked = await reset();
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().retryAfter).toBe(Number(locked.headers['retry-after']));
  });
});

describe('address and categories', () => {
  it('sets the current address as default and returns the address book', async () => {
    const value = sessionCookie((await logIn()).headers['set-cookie']).split(';')[0]!;
    const set = await gateway.inject({
      method: 'POST', url: '/api/address/set-default', headers: { origin: ORIGIN, cookie: value },
      payload: { lat: 24.76, long: 46.76, address: 'Al Yasmin, Riyadh', country: 'SA', addressType: 'SHIPPING' },
    });
    expect(set.json()).toMatchObject({ success: true, address: { isDefault: true, header: 'Riyadh' } });
    const book = await gateway.inject({ method: 'GET', url: '/api/address', headers: { cookie: value } });
    expect(book.json().addressBook.some((a: { address1: string }) => a.address1 === 'Al Yasmin, Riyadh')).toBe(true);
    const bad = await gateway.inject({
      method: 'POST', url: '/api/address/set-default', headers: { origin: ORIGIN, cookie: value },
      payload: { lat: 'north', long: 46.76, address: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'lat', arMessage: expect.any(String) });
  });

  it('serves categories with levels, lead categories, prime types and brands', async () => {
    const all = (await gateway.inject({ method: 'POST', url: '/api/categories', payload: {} })).json();
    expect(all.categories[0]).toMatchObject({ level: 0, children: expect.any(Array) });
    const lead = (await gateway.inject({ method: 'POST', url: '/api/categories/lead-categories', payload: {} })).json();
    expect(lead.leadCategories.length).toBeLessThanOrEqual(6);
    for (const c of lead.leadCategories) expect(c.children.length).toBeLessThanOrEqual(6);
    const types = (await gateway.inject({ method: 'POST', url: '/api/categories/prime-types', payload: {} })).json();
    expect(types.productTypes.length).toBeGreaterThan(0);
    const brands = (await gateway.inject({ method: 'POST', url: '/api/prime-brands', payload: {} })).json();
    expect(brands.brands[0]).toMatchObject({ slug: expect.any(String), arName: expect.any(String) });
  });
});

describe('helper cookies', () => {
  it('sets allowed cookies, encrypted when asked, and refuses others', async () => {
    const plain = await gateway.inject({
      method: 'POST', url: '/api/update-cookie', headers: { origin: ORIGIN },
      payload: { cookieType: 'checkout_dts', cookieData: { id: 5 }, shouldEncrypt: false, exp: 2147483647 },
    });
    expect(plain.json()).toEqual({ success: true });
    expect(plain.headers['set-cookie']).toMatch(/checkout_dts=%7B%22id%22%3A5%7D/);
    expect(plain.headers['set-cookie']).toMatch(/Expires=Tue, 19 Jan 2038/);
    const secret = await gateway.inject({
      method: 'POST', url: '/api/update-cookie', headers: { origin: ORIGIN },
      payload: { cookieType: 'card_tknz', cookieData: 'tok_123', shouldEncrypt: true },
    });
    expect(secret.headers['set-cookie']).toMatch(/HttpOnly/);
    expect(secret.headers['set-cookie']).not.toMatch(/tok_123/);
    const forbidden = await gateway.inject({
      method: 'POST', url: '/api/update-cookie', headers: { origin: ORIGIN },
      payload: { cookieType: 'ath', cookieData: 'x', shouldEncrypt: false },
    });
    expect(forbidden.statusCode).toBe(400);
    const del = await gateway.inject({ method: 'POST', url: '/api/delete-cookie', headers: { origin: ORIGIN }, payload: { cookies: ['checkout_dts', 'card_tknz'] } });
    expect(del.json()).toEqual({ success: true });
    expect(String(del.headers['set-cookie'])).toMatch(/checkout_dts=;/);
  });
});
