import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { activate, readRegistry, writeRegistry } from '../../registry/src/registry-store';
import { buildGateway } from './app';
import { gatewayConfig } from './config';

describe('gateway', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-'));
    const env = { STORE_VAR_DIR: dir, CART_PORT: '3902', API_PORT: '1', NODE_ENV: 'test' } as NodeJS.ProcessEnv;
    const config = gatewayConfig(env);
    fs.mkdirSync(config.store.shellDist, { recursive: true });
    fs.writeFileSync(config.shellIndex, '<html><head><script>document.documentElement.lang="ar"</script></head><body></body></html>');
    fs.writeFileSync(path.join(config.store.shellDist, 'main.0123abcd.js'), 'console.log(1)');
    writeRegistry(config.store.registryFile, activate(readRegistry(config.store.registryFile), 'mf-cart', 'v1'));
    app = await buildGateway(config);
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the registry as remote name → manifest URL and version, never cached', async () => {
    const response = await app.inject('/remotes.json');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      environment: 'local',
      remotes: { 'mf-cart': { version: 'v1', manifest: 'http://127.0.0.1:3902/v1/mf-manifest.json' } },
    });
  });

  it('serves the shell for any page route with a CSP naming exactly the registry origins', async () => {
    const response = await app.inject({ url: '/category/dairy-eggs/milk', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html>');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' http:\/\/127\.0\.0\.1:3902;/);
    expect(csp).not.toContain(':3901');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('caches hashed assets for a year and answers 404 for missing files', async () => {
    const asset = await app.inject('/main.0123abcd.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ url: '/missing.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
  });

  it('answers a clear 503 when the commerce API is down', async () => {
    const response = await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ __typename }' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'service_unavailable' });
  });
});
