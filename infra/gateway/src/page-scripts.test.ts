// The shell's scripts on a page whose content the server renders: asked for once that content has
// been painted, by an inline loader the page's policy allows by its hash; on a page rendered in the
// browser they stay deferred in the head, where they start downloading at once.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { activate, readRegistry, writeRegistry } from '../../registry/src/registry-store';
import { buildGateway } from './app';
import { gatewayConfig } from './config';

const SHELL_INDEX =
  '<!doctype html><html><head><meta charset=utf-8><title>Store</title><script defer src=/main.js?1></script></head>' +
  '<body><div id=shell-header></div><main><div id=area-mf-catalog data-area=mf-catalog></div><div id=area-mf-cart data-area=mf-cart></div></main></body></html>';
// The catalog's server container as its build writes it.
const CATALOG_SERVER = `module.exports = { init() {}, get() { return Promise.resolve(() => ({
  renderPage: async (request) => ({ html: '<h1>Dairy ' + request.language + '</h1>', styles: '', state: {} }) })); } };`;

const hashOf = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('the scripts of the store page', () => {
  let dir: string;
  let remote: http.Server;
  let app: FastifyInstance;
  const page = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });

  beforeAll(async () => {
    remote = http.createServer((request, response) => {
      if ((request.url ?? '').split('?')[0] !== '/v1/server/remoteEntry.js') {
        response.statusCode = 404;
        response.end();
        return;
      }
      response.setHeader('content-type', 'text/javascript');
      response.end(request.method === 'HEAD' ? undefined : CATALOG_SERVER);
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    const port = String((remote.address() as AddressInfo).port);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-scripts-'));
    // the cart is live at the same origin, in a version without a server build
    const config = gatewayConfig({ STORE_VAR_DIR: dir, CATALOG_PORT: port, CART_PORT: port, API_PORT: '1', NODE_ENV: 'test' } as NodeJS.ProcessEnv);
    fs.mkdirSync(config.store.shellDist, { recursive: true });
    fs.writeFileSync(config.shellIndex, SHELL_INDEX);
    fs.writeFileSync(
      path.join(config.store.shellDist, 'first-load-graph.json'),
      JSON.stringify({
        app: 'shell',
        groups: {
          'import:shell/src/bootstrap.tsx': { files: ['473.aaaa1111.js', 'startup-shared.bbbb2222.js'], shared: [] },
          'import:shell/src/locales/ar.ts': { files: ['347.cccc3333.js'], shared: [] },
          'import:shell/src/locales/en.ts': { files: ['665.dddd4444.js'], shared: [] },
        },
      }),
    );
    writeRegistry(config.store.registryFile, activate(activate(readRegistry(config.store.registryFile), 'mf-catalog', 'v1'), 'mf-cart', 'v2'));
    app = await buildGateway(config);
  });

  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => remote.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('asks for them after the first paint on a page the server renders, with the loader allowed by its hash', async () => {
    // the first pages load the catalog's server build; once it has loaded, its pages come rendered
    let rendered = false;
    for (let attempt = 0; attempt < 50 && !rendered; attempt++) {
      rendered = (await page('/category/dairy-eggs')).body.includes('data-server-rendered="mf-catalog"');
      if (!rendered) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(rendered).toBe(true);

    const response = await page('/en/category/dairy-eggs');
    expect(response.body).toContain('<h1>Dairy en</h1>');
    expect(headOf(response.body)).not.toContain('<script defer');
    expect(response.body).not.toContain('as="script"');
    const loader = /<script>(\(function\(\)\{[^<]*)<\/script><\/body>/.exec(response.body)?.[1];
    expect(loader).toContain('"/main.js?1"');
    expect(String(response.headers['content-security-policy'])).toContain(hashOf(loader!));
  });

  it('keeps them deferred in the head on a page the browser renders', async () => {
    for (const url of ['/cart', '/what-we-do']) {
      const response = await page(url);
      expect([url, headOf(response.body)]).toEqual([url, expect.stringContaining('<script defer src=/main.js?1></script>')]);
      expect(response.body).not.toContain('requestAnimationFrame');
      expect(String(response.headers['content-security-policy'])).not.toContain("'sha256-");
    }
  });

  it('asks, with the head, for the shell\'s start-up files in the page\'s language and for the owning remote\'s entry', async () => {
    const cart = headOf((await page('/en/cart')).body);
    const preloads = cart.match(/<link rel="preload" as="script"[^>]*>/g) ?? [];
    expect(preloads.map((link) => /href="([^"]+)"/.exec(link)?.[1])).toEqual([
      '/473.aaaa1111.js',
      '/startup-shared.bbbb2222.js',
      '/665.dddd4444.js',
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/v2\/remoteEntry\.js$/),
    ]);
    expect(preloads[3]).toContain('crossorigin="anonymous"');
    expect(cart.indexOf('as="script"')).toBeLessThan(cart.indexOf('<script defer src=/main.js?1>'));
    // an information page has no owning remote: the shell's files only, in Arabic
    const info = headOf((await page('/what-we-do')).body).match(/<link rel="preload" as="script" href="([^"]+)">/g) ?? [];
    expect(info).toEqual([
      '<link rel="preload" as="script" href="/473.aaaa1111.js">',
      '<link rel="preload" as="script" href="/startup-shared.bbbb2222.js">',
      '<link rel="preload" as="script" href="/347.cccc3333.js">',
    ]);
  });
});
