import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PageRegistry } from '../page';
import { expectsServerRender, prepareServerBuilds, renderRemoteArea, renderShellFooter, renderShellHeader, shellServerEntry, warmPageRenders, type FooterLists, type PageRenderOptions } from './page-render';
import type { ServerBuilds, ServerModule, ServerPageRequest } from './server-builds';

const registry: PageRegistry = {
  environment: 'test',
  remotes: { 'mf-catalog': { version: 'v9', manifest: 'http://127.0.0.1:3001/v9/mf-manifest.json' } },
};

function optionsWith(module: ServerModule | null | Error, budgetMs = 150) {
  const warnings: string[] = [];
  const entries: string[] = [];
  const builds = {
    module: async (_app: string, entry: string) => {
      entries.push(entry);
      if (module instanceof Error) throw module;
      return module;
    },
  } as unknown as ServerBuilds;
  const log = { warn: (_fields: unknown, message: string) => warnings.push(message) } as unknown as FastifyBaseLogger;
  const options: PageRenderOptions = { builds, apiUrl: 'http://127.0.0.1:4000', apiKey: 'public-key', publicOrigin: 'https://store.example', budgetMs, log };
  return { options, warnings, entries };
}

const page = { url: '/category/dairy-eggs?sort=price', language: 'en' as const, ip: '203.0.113.9' };

describe('the server render of a page', () => {
  it('renders the owning remote\'s area from its live version, reading the API as a guest', async () => {
    let seen: ServerPageRequest | null = null;
    const { options, entries } = optionsWith({
      renderPage: async (request) => {
        seen = request;
        return { html: '<h1>Dairy</h1>', styles: '<style data-styled="active">.a{}</style>', state: { light: [] } };
      },
    });
    const area = await renderRemoteArea(options, registry, page);
    expect(area).toEqual({ element: 'area-mf-catalog', app: 'mf-catalog', html: '<h1>Dairy</h1>', styles: '<style data-styled="active">.a{}</style>', state: { light: [] } });
    expect(entries).toEqual(['http://127.0.0.1:3001/v9/server/remoteEntry.js']);
    expect(seen).toMatchObject({
      url: '/category/dairy-eggs?sort=price',
      language: 'en',
      origin: 'https://store.example',
      assetBase: 'http://127.0.0.1:3001/v9/',
      graphql: { url: 'http://127.0.0.1:4000/graphql', headers: { 'x-api-key': 'public-key', lang: 'en', 'x-forwarded-for': '203.0.113.9' } },
    });
  });

  it('expects a page\'s content from the server only where its owning remote\'s live build is loaded', () => {
    const loaded = new Set(['mf-catalog http://127.0.0.1:3001/v9/server/remoteEntry.js']);
    const builds = { isLoaded: (app: string, entry: string) => loaded.has(`${app} ${entry}`) } as unknown as ServerBuilds;
    expect(expectsServerRender({ builds }, registry, '/category/dairy-eggs')).toBe(true);
    expect(expectsServerRender({ builds }, registry, '/')).toBe(true);
    // the cart is not live here; the shell's own pages have no remote
    expect(expectsServerRender({ builds }, registry, '/cart')).toBe(false);
    expect(expectsServerRender({ builds }, registry, '/what-we-do')).toBe(false);
    // another version of the catalog, not loaded yet
    const next: PageRegistry = { ...registry, remotes: { 'mf-catalog': { version: 'v10', manifest: 'http://127.0.0.1:3001/v10/mf-manifest.json' } } };
    expect(expectsServerRender({ builds }, next, '/category/dairy-eggs')).toBe(false);
  });

  it('leaves the area to the browser when no remote owns the route or the owner is not live', async () => {
    const { options, entries } = optionsWith(null);
    await expect(renderRemoteArea(options, registry, { ...page, url: '/what-we-do' })).resolves.toBeNull();
    await expect(renderRemoteArea(options, registry, { ...page, url: '/cart' })).resolves.toBeNull();
    expect(entries).toEqual([]);
  });

  it('leaves the area to the browser when the remote has no server build, or its build fails to load or throws', async () => {
    for (const module of [null, new Error('unreachable'), { renderPage: () => Promise.reject(new Error('render failed')) }]) {
      const { options } = optionsWith(module);
      await expect(renderRemoteArea(options, registry, page)).resolves.toBeNull();
    }
  });

  it('gives up on a render that takes longer than the budget, and stops it', async () => {
    let stopped = false;
    const { options, warnings } = optionsWith(
      {
        renderPage: (request) =>
          new Promise((resolve) => {
            request.signal?.addEventListener('abort', () => (stopped = true));
            setTimeout(() => resolve({ html: 'late', styles: '', state: {} }), 2_000);
          }),
      },
      50,
    );
    const started = performance.now();
    await expect(renderRemoteArea(options, registry, page)).resolves.toBeNull();
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(stopped).toBe(true);
    expect(warnings).toEqual(['server render left to the browser: over the 50 ms budget']);
  });

  it('does not hold the page for a server build that is still loading (an origin that does not answer)', async () => {
    const { options } = optionsWith(null, 50);
    options.builds = { module: () => new Promise(() => undefined) } as unknown as ServerBuilds;
    const started = performance.now();
    await expect(renderRemoteArea(options, registry, page)).resolves.toBeNull();
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('renders the shell\'s header from the build beside the gateway, addressed by the time it was built', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    const { options, entries } = optionsWith({ renderPage: async () => ({ html: '<header>Souq</header>', styles: '', state: {} }) });
    await expect(renderShellHeader(options, await shellServerEntry(dist), page)).resolves.toBeNull();
    fs.mkdirSync(path.join(dist, 'server'));
    fs.writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), '// built');
    const area = await renderShellHeader(options, await shellServerEntry(dist), page);
    expect(area).toMatchObject({ element: 'shell-header', app: 'shell', html: '<header>Souq</header>' });
    expect(entries[0]).toMatch(/^file:\/\/.*\/server\/remoteEntry\.js\?built=\d+$/);
  });

  it('renders the shell\'s footer with the lists it shows, marked as the footer, and hands the lists to the browser', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    fs.mkdirSync(path.join(dist, 'server'));
    fs.writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), '// built');
    const lists: FooterLists = { lead: [{ slug: 'dairy-eggs' }], types: [{ slug: 'dates' }], brands: [{ slug: 'almarai' }] };
    let given: unknown = null;
    const { options } = optionsWith({
      renderPage: () => Promise.reject(new Error('not the footer')),
      renderFooter: async (request) => {
        given = request.lists;
        return { html: '<footer>Almarai</footer>', styles: '<style data-styled="active">.f{}</style>', state: { lists: request.lists } };
      },
    });

    const area = await renderShellFooter(options, await shellServerEntry(dist), page, async () => lists);

    expect(given).toEqual(lists);
    expect(area).toEqual({ element: 'shell-footer', app: 'shell-footer', html: '<footer>Almarai</footer>', styles: '<style data-styled="active">.f{}</style>', state: { lists } });
  });

  it('leaves the footer to the browser when its lists cannot be read in time or the shell\'s build has no footer', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    fs.mkdirSync(path.join(dist, 'server'));
    fs.writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), '// built');
    const footer = { html: '<footer></footer>', styles: '', state: {} };
    const withFooter = optionsWith({ renderPage: async () => footer, renderFooter: async () => footer }, 50);
    await expect(renderShellFooter(withFooter.options, await shellServerEntry(dist), page, () => Promise.reject(new Error('commerce API unreachable')))).resolves.toBeNull();
    await expect(renderShellFooter(withFooter.options, await shellServerEntry(dist), page, () => new Promise(() => undefined))).resolves.toBeNull();
    expect(withFooter.warnings).toEqual(['server render left to the browser: commerce API unreachable', 'server render left to the browser: over the 50 ms budget']);

    const older = optionsWith({ renderPage: async () => footer });
    await expect(renderShellFooter(older.options, await shellServerEntry(dist), page, async () => ({ lead: [], types: [], brands: [] }))).resolves.toBeNull();
  });

  it('loads the shell\'s and every live remote\'s server build ahead of the first page, and says when one could not be loaded', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    fs.mkdirSync(path.join(dist, 'server'));
    fs.writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), '// built');
    const live: PageRegistry = {
      ...registry,
      remotes: { ...registry.remotes, 'mf-cart': { version: 'v4', manifest: 'http://127.0.0.1:3002/v4/mf-manifest.json' } },
    };
    const ready = optionsWith(null);
    await expect(prepareServerBuilds(ready.options.builds, live, dist, ready.options.log)).resolves.toBe(true);
    expect(ready.entries).toEqual([
      expect.stringMatching(/^file:\/\/.*\/server\/remoteEntry\.js\?built=\d+$/),
      'http://127.0.0.1:3001/v9/server/remoteEntry.js',
      'http://127.0.0.1:3002/v4/server/remoteEntry.js',
    ]);

    const down = optionsWith(new Error('connect ECONNREFUSED 127.0.0.1:3001'));
    await expect(prepareServerBuilds(down.options.builds, registry, dist, down.options.log)).resolves.toBe(false);
    expect(down.warnings).toEqual([
      'server build not loaded ahead of pages: connect ECONNREFUSED 127.0.0.1:3001',
      'server build not loaded ahead of pages: connect ECONNREFUSED 127.0.0.1:3001',
    ]);
  });

  it('warms the home page once in each language, header, page and footer, past the page budget a cold build needs', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    fs.mkdirSync(path.join(dist, 'server'));
    fs.writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), '// built');
    const renders: string[] = [];
    // a cold render: slower than the page budget of 50 ms
    const slowly = (what: string, request: ServerPageRequest) =>
      new Promise<{ html: string; styles: string; state: Record<string, unknown> }>((resolve) => {
        renders.push(`${what} ${request.url} ${request.language}`);
        setTimeout(() => resolve({ html: what, styles: '', state: {} }), 120);
      });
    const { options, warnings } = optionsWith({ renderPage: (request) => slowly('page', request), renderFooter: (request) => slowly('footer', request) }, 50);

    await expect(warmPageRenders(options, registry, dist, async () => ({ lead: [], types: [], brands: [] }))).resolves.toBe(6);

    expect(renders.sort()).toEqual(['footer / ar', 'footer / en', 'page / ar', 'page / ar', 'page / en', 'page / en']);
    expect(warnings).toEqual([]);
  });

  it('warms what it can when one area fails, and says which', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    const { options, warnings } = optionsWith({ renderPage: async (request) => (request.url === '/' ? { html: 'home', styles: '', state: {} } : Promise.reject(new Error('not home'))) });
    options.builds = {
      module: async (app: string) => (app === 'mf-catalog' ? { renderPage: () => Promise.reject(new Error('render failed')) } : null),
    } as unknown as ServerBuilds;
    // no shell build beside the gateway: the header and footer are the browser's; the catalog's page throws
    await expect(warmPageRenders(options, registry, dist, async () => ({ lead: [], types: [], brands: [] }))).resolves.toBe(0);
    expect(warnings).toEqual(['server render left to the browser: render failed', 'server render left to the browser: render failed']);
  });
});
