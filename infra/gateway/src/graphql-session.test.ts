// The /graphql proxy renews an expired access token exactly as the /api routes do, and tells the page
// when the session has lapsed: against the real commerce API (in-process, on PGlite).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { defaultSeedData } from '../../api/src/db/open.js';
import { openPglite } from '../../api/src/db/pglite.js';
import { buildGateway } from './app';
import { gatewayConfig } from './config';
import { SESSION_COOKIE, openSession, sealSession } from './session/session-cookie';
import { SESSION_EXPIRED_HEADER } from './upstream';

const user = defaultSeedData().users[0]!;
let api: FastifyInstance;
let gateway: FastifyInstance;
let dir: string;
let origin: string;
let secret: string;

beforeAll(async () => {
  const apiConfig = loadConfig({ NODE_ENV: 'test', API_PORT: '0' });
  api = await buildApp(apiConfig, { db: await openPglite(), closeDatabase: true });
  const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-graphql-'));
  const config = gatewayConfig({ NODE_ENV: 'test', STORE_VAR_DIR: dir, API_URL: apiUrl } as NodeJS.ProcessEnv);
  origin = config.publicOrigin;
  secret = config.sessionSecret;
  gateway = await buildGateway(config);
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await api?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function agedSession(): Promise<string> {
  const login = await gateway.inject({
    method: 'POST', url: '/api/auth/login', remoteAddress: '192.0.2.40',
    headers: { origin, 'content-type': 'application/json' },
    payload: { identifier: user.email, password: user.password },
  });
  expect(login.statusCode).toBe(200);
  const line = ([] as string[]).concat(login.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
  const data = (await openSession(line.split(';')[0]!.split('=')[1], secret))!;
  return sealSession({ ...data, tokenExpiresAt: Math.floor(Date.now() / 1000) - 10 }, secret);
}

const whoAmI = (cookie: string) =>
  gateway.inject({
    method: 'POST', url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-api-key': 'storefront-public-key', cookie: `${SESSION_COOKIE}=${cookie}` },
    payload: { query: '{ userInfo { userId email } }' },
  });

describe('/graphql with an expired access token', () => {
  it('renews it once for parallel requests and answers as the shopper, with the new session cookie', async () => {
    const aged = await agedSession();
    const [a, b] = await Promise.all([whoAmI(aged), whoAmI(aged)]);
    for (const response of [a, b]) {
      expect(response.statusCode).toBe(200);
      expect(response.json().data.userInfo).toMatchObject({ email: user.email.toLowerCase() });
      expect(response.headers[SESSION_EXPIRED_HEADER]).toBeUndefined();
    }
    const renewed = (response: typeof a) => ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    const [first, second] = await Promise.all([a, b].map((r) => openSession(renewed(r).split(';')[0]!.split('=')[1], secret)));
    expect(first!.tokenExpiresAt).toBeGreaterThan(Math.floor(Date.now() / 1000));
    // one renewal: both answers carry the same rotated refresh token
    expect(second!.refreshToken).toBe(first!.refreshToken);
  });

  it('goes on as a guest when the renewal fails, says the session expired and clears the cookie', async () => {
    const aged = await agedSession();
    const data = (await openSession(aged, secret))!;
    const revoked = await sealSession({ ...data, refreshToken: 'no-longer-valid-refresh-token' }, secret);
    const response = await whoAmI(revoked);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.userInfo).toBeNull();
    expect(response.headers[SESSION_EXPIRED_HEADER]).toBe('1');
    const cleared = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/i);
  });
});
