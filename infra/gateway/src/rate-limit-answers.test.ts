// The whole gateway, past its rate limits: /graphql and /api refuse with status 429, Retry-After and
// the translated too_many_requests answer, whatever error handling each group of routes has.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from './app';
import { gatewayConfig } from './config';

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-limits-'));
  const env = { STORE_VAR_DIR: dir, API_PORT: '1', NODE_ENV: 'test', RATE_LIMIT_GRAPHQL: '1', RATE_LIMIT_API: '1', LOG_LEVEL: 'error' } as NodeJS.ProcessEnv;
  app = await buildGateway(gatewayConfig(env));
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const refusedAsMeant = (response: Awaited<ReturnType<FastifyInstance['inject']>>) => {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json()).toMatchObject({ success: false, key: 'too_many_requests', arMessage: expect.stringMatching(/[\u0600-\u06FF]/) });
};

it('refuses the /graphql query past the limit with 429 and the translated answer', async () => {
  const query = () =>
    app.inject({ method: 'POST', url: '/graphql', remoteAddress: '198.51.100.20', headers: { 'content-type': 'application/json' }, payload: { query: '{ categories { id } }' } });
  // the first is let through (the API is not running here, so it fails upstream)
  expect((await query()).statusCode).not.toBe(429);
  refusedAsMeant(await query());
});

it('refuses the /api request past the limit with 429 and the translated answer', async () => {
  const user = () => app.inject({ method: 'GET', url: '/api/user', remoteAddress: '198.51.100.21' });
  expect((await user()).statusCode).not.toBe(429);
  refusedAsMeant(await user());
});
