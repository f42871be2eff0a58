import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { activate, readRegistry, rollback, writeRegistry } from '../../registry/src/registry-store';
import { buildGateway } from './app';
import { gatewayConfig, type GatewayConfig } from './config';

const BOOTSTRAP = 'document.documentElement.lang="ar"';
// Past the compression threshold once the registry and hints are in, as the real page is.
const SHELL_INDEX =
  `<!doctype html><html><head><meta charset=utf-8><title>Store</title><script>${BOOTSTRAP}</script>` +
  `<style>${'main { min-height: 70vh; } '.repeat(40)}</style><script defer src=/main.js?1></script></head><body></body></html>`;
// A shell file big enough to be worth compressing, with the copies the build writes beside it.
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});`;

const hashOf = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const registryIn = (html: string) => JSON.parse(/<script type="application\/json" id="remote-registry">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');
const hrefs = (html: string, rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map((m) => m[1]);
/** The manifests the page preloads (a page rendered in the browser also preloads its start-up scripts). */
const manifestPreloads = (html: string) => hrefs(html, 'preload" as="fetch');

describe('gateway', () => {
  let dir: string;
  let app: FastifyInstance;
  let config: GatewayConfig;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-'));
    const env = { STORE_VAR_DIR: dir, CART_PORT: '3902', API_PORT: '1', NODE_ENV: 'test' } as NodeJS.ProcessEnv;
    config = gatewayConfig(env);
    fs.mkdirSync(config.store.shellDist, { recursive: true });
    fs.writeFileSync(config.shellIndex, SHELL_INDEX);
    fs.writeFileSync(path.join(config.store.shellDist, 'main.0123abcd.js'), 'console.log(1)');
    const bundle = path.join(config.store.shellDist, 'app.89abcdef.js');
    fs.writeFileSync(bundle, BUNDLE);
    fs.writeFileSync(`${bundle}.br`, zlib.brotliCompressSync(BUNDLE));
    fs.writeFileSync(`${bundle}.gz`, zlib.gzipSync(BUNDLE));
    fs.writeFileSync(path.join(config.store.shellDist, 'plain.89abcdef.js'), BUNDLE);
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
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    expect(registryIn(response.body)).toEqual((await app.inject('/remotes.json')).json());
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' http:\/\/127\.0\.0\.1:3902;/);
    expect(csp).not.toContain(':3901');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('answers an address no app owns with the store page and a 404, and every owned route with a 200', async () => {
    for (const url of ['/no-such-page', '/en/category', '/checkout/no-such-step', '/product/']) {
      const missing = await app.inject({ url, headers: { accept: 'text/html' } });
      expect([url, missing.statusCode]).toEqual([url, 404]);
      // the shell's "not found" page renders in it, in the address's language
      expect(missing.body).toContain(url.startsWith('/en/') ? '<html lang="en" dir="ltr">' : '<html lang="ar" dir="rtl">');
      expect(missing.body).toContain('id="remote-registry"');
    }
    for (const url of ['/', '/index.html', '/en', '/product/almarai-fresh-milk-1l', '/cart', '/checkout/address', '/orders/42', '/what-we-do', '/sell-through-groceries']) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      expect([url, page.statusCode]).toEqual([url, 200]);
    }
  });

  it('sends the page in the language of its address or of the locale cookie', async () => {
    const english = await app.inject({ url: '/en/category/dairy-eggs', headers: { accept: 'text/html' } });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    const byCookie = await app.inject({ url: '/cart', headers: { accept: 'text/html', cookie: 'locale=en' } });
    expect(byCookie.body).toContain('<html lang="en" dir="ltr">');
    expect(byCookie.headers.vary).toContain('cookie');
  });

  it('puts the shell\'s server-rendered header into the page, and never serves the server build itself', async () => {
    const serverDir = path.join(config.store.shellDist, 'server');
    fs.mkdirSync(serverDir, { recursive: true });
    fs.writeFileSync(
      path.join(serverDir, 'remoteEntry.js'),
      `module.exports = { init() {}, get() { return Promise.resolve(() => ({ renderPage: async (request) => ({
        html: '<header>' + request.language + ' ' + request.url + '</header>', styles: '<style data-styled="active">.h{}</style>', state: {} }) })); } };`,
    );
    try {
      fs.writeFileSync(config.shellIndex, SHELL_INDEX.replace('<body></body>', '<body><div id=shell-header></div></body>'));
      const response = await app.inject({ url: '/en/category/dairy-eggs?sort=price', headers: { accept: 'text/html' } });
      expect(response.body).toContain('<body><style data-styled="active">.h{}</style><div id=shell-header data-server-rendered="shell"><header>en /category/dairy-eggs?sort=price</header></div></body>');
      const source = await app.inject({ url: '/server/remoteEntry.js', headers: { accept: '*/*' } });
      expect(source.statusCode).toBe(404);
    } finally {
      fs.writeFileSync(config.shellIndex, SHELL_INDEX);
      fs.rmSync(serverDir, { recursive: true, force: true });
    }
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

  it('tells the browser where to tokenize cards and with which publishable key, never the secret one', async () => {
    const response = await app.inject('/api/payment-config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ apiUrl: `${config.paymentsOrigin}/v1`, publishableKey: 'pk_test_storefront_sandbox', currency: 'SAR' });
    expect(response.body).not.toMatch(/sk_/);
  });

  describe('the page', () => {
    const page = (headers: Record<string, string> = {}) => app.inject({ url: '/', headers: { accept: 'text/html', ...headers } });

    it('carries the live registry, and hints for exactly its remotes', async () => {
      const response = await page();
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(registryIn(response.body)).toEqual({
        environment: 'local',
        remotes: { 'mf-cart': { version: 'v1', manifest: 'http://127.0.0.1:3902/v1/mf-manifest.json' } },
      });
      expect(hrefs(response.body, 'preconnect')).toEqual(['http://127.0.0.1:3902']);
      expect(hrefs(response.body, 'preload')).toEqual(['http://127.0.0.1:3902/v1/mf-manifest.json']);
      expect(response.body).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="http://127.0.0.1:3902/v1/mf-manifest.json">');
      expect(response.body).not.toMatch(/rel="(modulepreload|prefetch)"|as="script"/);
    });

    it('keeps the policy as strict as before: the bootstrap script by its hash, the registry block unhashed', async () => {
      const csp = String((await page()).headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' ${hashOf(BOOTSTRAP)} http://127.0.0.1:3902;`);
      expect(csp.match(/'sha256-/g)).toHaveLength(1);
      expect(csp).toContain("connect-src 'self' http://127.0.0.1:3902 ");
      expect(/script-src [^;]*/.exec(csp)?.[0]).not.toContain('unsafe');
    });

    it('shows a deploy on the next page and a rollback on the one after, without a restart', async () => {
      const original = readRegistry(config.store.registryFile);
      try {
        writeRegistry(config.store.registryFile, activate(activate(original, 'mf-cart', 'v2'), 'mf-catalog', 'v5'));
        const deployed = await page();
        expect(registryIn(deployed.body).remotes).toEqual({
          'mf-catalog': { version: 'v5', manifest: 'http://127.0.0.1:3001/v5/mf-manifest.json' },
          'mf-cart': { version: 'v2', manifest: 'http://127.0.0.1:3902/v2/mf-manifest.json' },
        });
        expect(hrefs(deployed.body, 'preconnect')).toEqual(['http://127.0.0.1:3001', 'http://127.0.0.1:3902']);
        expect(manifestPreloads(deployed.body)).toEqual(['http://127.0.0.1:3001/v5/mf-manifest.json', 'http://127.0.0.1:3902/v2/mf-manifest.json']);
        // the home page, rendered in the browser here (no server build), asks for the live catalog's entry with the head
        expect(hrefs(deployed.body, 'preload" as="script')).toEqual(['http://127.0.0.1:3001/v5/remoteEntry.js']);
        expect(String(deployed.headers['content-security-policy'])).toContain('http://127.0.0.1:3001 http://127.0.0.1:3902;');

        writeRegistry(config.store.registryFile, rollback(readRegistry(config.store.registryFile), 'mf-cart').registry);
        expect(manifestPreloads((await page()).body)).toEqual(['http://127.0.0.1:3001/v5/mf-manifest.json', 'http://127.0.0.1:3902/v1/mf-manifest.json']);
      } finally {
        writeRegistry(config.store.registryFile, original);
      }
    });

    it('escapes a hostile registry value so it cannot leave the JSON block or add a script', async () => {
      const original = readRegistry(config.store.registryFile);
      try {
        writeRegistry(config.store.registryFile, activate(original, 'mf-cart', 'v1</script><script>alert(1)</script><!--'));
        const response = await page();
        expect(response.body.match(/<script/g)).toHaveLength(3);
        expect(response.body).not.toContain('<!--');
        expect(registryIn(response.body).remotes['mf-cart'].version).toBe('v1</script><script>alert(1)</script><!--');
        expect(String(response.headers['content-security-policy']).match(/'sha256-/g)).toHaveLength(1);
      } finally {
        writeRegistry(config.store.registryFile, original);
      }
    });

    it('is compressed for a client that accepts br or gzip, deep links included, and not otherwise', async () => {
      const plain = await page();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('accept-encoding');
      expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);

      const br = await page({ 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body));

      const deepLink = await app.inject({ url: '/category/dairy-eggs/milk', headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
      expect(deepLink.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(deepLink.rawPayload).toString()).toBe(plain.body);
      expect(deepLink.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);

      expect((await page({ 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    });
  });

  describe('shell files', () => {
    it('are served from their pre-compressed copies as they are, never compressed twice', async () => {
      const br = await app.inject({ url: '/app.89abcdef.js', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.equals(fs.readFileSync(path.join(config.store.shellDist, 'app.89abcdef.js.br')))).toBe(true);
      const gzip = await app.inject({ url: '/app.89abcdef.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);
      const plain = await app.inject({ url: '/app.89abcdef.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(BUNDLE);
    });

    it('are not compressed on the fly when the build wrote no copies, and a 304 carries no encoding', async () => {
      const response = await app.inject({ url: '/plain.89abcdef.js', headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(BUNDLE);
      const again = await app.inject({ url: '/plain.89abcdef.js', headers: { 'accept-encoding': 'br, gzip', 'if-none-match': String(response.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.headers['content-encoding']).toBeUndefined();
    });
  });
});
