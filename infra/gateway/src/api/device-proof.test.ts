// The gateway keeps the API's device proof in an HttpOnly cookie after a sign-in and sends it with that
// browser's next sign-in, so a stranger's wrong passwords cannot lock the owner's browser out
// (docs/decisions/017). Against the real commerce API, in-process, on PGlite.
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../../api/src/app.js';
import { loadConfig } from '../../../api/src/config.js';
import { defaultSeedData } from '../../../api/src/db/open.js';
import { openPglite } from '../../../api/src/db/pglite.js';
import { LOGIN_LIMITS } from '../../../api/src/account/login-throttle.js';
import apiRoutes from './index.js';
import { DEVICE_COOKIE } from './cookies.js';

const ORIGIN = 'https://souq.example.sa';
const SESSION_SECRET = 'test-session-secret-0123456789-abcdefghij';
const owner = defaultSeedData().users[1]!;

let api: FastifyInstance;
let gateway: FastifyInstance;

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', API_PORT: '0' });
  api = await buildApp(config, { db: await openPglite(), closeDatabase: true });
  const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
  gateway = Fastify();
  await gateway.register(apiRoutes, { prefix: '/api', apiUrl, apiKey: config.apiKey, publicOrigin: ORIGIN, sessionSecret: SESSION_SECRET, production: false });
  await gateway.ready();
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

function logIn(password: string, remoteAddress: string, cookie?: string) {
  return gateway.inject({
    method: 'POST', url: '/api/auth/login', remoteAddress,
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: { identifier: owner.email, password },
  });
}

const setCookies = (header: string | string[] | undefined) => ([] as string[]).concat(header ?? []);

describe('device proof cookie', () => {
  it('is set after a sign-in, kept out of page script and the answer, and lets that browser in while strangers are locked out', async () => {
    const first = await logIn(owner.password, '192.0.2.60');
    expect(first.statusCode).toBe(200);
    const line = setCookies(first.headers['set-cookie']).find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    expect(line).toBeDefined();
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/Secure/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Path=\/api\/auth/);
    const value = line!.split(';')[0]!.split('=')[1]!;
    expect(value.split('.')).toHaveLength(5); // encrypted: not the API's token
    expect(first.body).not.toMatch(/deviceToken/);

    // a stranger's wrong passwords, from many addresses, lock the account to strangers
    for (let i = 0; i < LOGIN_LIMITS.account; i += 1) expect((await logIn(`guess-${i}-Riyadh1`, `198.51.100.${70 + i}`)).statusCode).toBe(401);
    const stranger = await logIn(owner.password, '198.51.100.99');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);

    // the owner's browser still signs in, with its cookie
    const again = await logIn(owner.password, '192.0.2.60', `${DEVICE_COOKIE}=${value}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true, key: 'logged_in' });

    // logout ends the session, not the proof
    const out = await gateway.inject({ method: 'GET', url: '/api/auth/logout', headers: { origin: ORIGIN, cookie: `${DEVICE_COOKIE}=${value}` } });
    expect(setCookies(out.headers['set-cookie']).some((c) => c.startsWith(`${DEVICE_COOKIE}=`))).toBe(false);
  });
});
