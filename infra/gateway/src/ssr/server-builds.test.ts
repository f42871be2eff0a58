import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverEntryUrl, ServerBuilds } from './server-builds';

/** A server container as the build writes it (library commonjs-module): `init` and `get('./server')`. */
const container = (body: string) => `
module.exports = {
  init() {},
  get(request) {
    if (request !== './server') return Promise.reject(new Error('no ' + request));
    return Promise.resolve(() => ({ renderPage: async (request) => (${body}) }));
  },
};`;

describe('the apps\' server builds', () => {
  let server: http.Server;
  let origin: string;
  const files = new Map<string, string>();
  const asked: string[] = [];
  let lastModified = 'Tue, 24 Nov 2026 19:00:00 GMT';

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      asked.push(`${request.method} ${request.url}`);
      const body = files.get((request.url ?? '').split('?')[0]!);
      if (body === undefined) {
        response.statusCode = 404;
        response.end('not found');
        return;
      }
      response.setHeader('content-type', 'text/javascript');
      response.setHeader('last-modified', lastModified);
      response.end(request.method === 'HEAD' ? undefined : body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  beforeEach(() => {
    files.clear();
    asked.length = 0;
  });

  const request = { url: '/', language: 'ar' as const, origin: 'https://store.example', graphql: { url: 'http://api/graphql', headers: {} }, assetBase: 'x' };

  it('names the server container beside a version\'s browser manifest', () => {
    expect(serverEntryUrl('https://cdn.example/catalog/v7/mf-manifest.json')).toBe('https://cdn.example/catalog/v7/server/remoteEntry.js');
  });

  it('loads a version\'s server module through the federation runtime, and the next version once it is live', async () => {
    files.set('/v1/server/remoteEntry.js', container(`{ html: '<h1>first ' + request.language + '</h1>', styles: '', state: {} }`));
    files.set('/v2/server/remoteEntry.js', container(`{ html: '<h1>second</h1>', styles: '', state: {} }`));
    const builds = new ServerBuilds();

    const first = await builds.module('mf-catalog', `${origin}/v1/server/remoteEntry.js`);
    expect((await first!.renderPage(request)).html).toBe('<h1>first ar</h1>');
    // the same version again: the loaded container, not a second download
    await builds.module('mf-catalog', `${origin}/v1/server/remoteEntry.js`);
    expect(asked.filter((line) => line === 'GET /v1/server/remoteEntry.js')).toHaveLength(1);

    const second = await builds.module('mf-catalog', `${origin}/v2/server/remoteEntry.js`);
    expect((await second!.renderPage(request)).html).toBe('<h1>second</h1>');
    // and back (a rollback): the first version's own container
    const again = await builds.module('mf-catalog', `${origin}/v1/server/remoteEntry.js`);
    expect((await again!.renderPage(request)).html).toBe('<h1>first ar</h1>');
  });

  it('answers null for a version without a server build, and does not ask for it again', async () => {
    const builds = new ServerBuilds();
    await expect(builds.module('mf-cart', `${origin}/v3/server/remoteEntry.js`)).resolves.toBeNull();
    await expect(builds.module('mf-cart', `${origin}/v3/server/remoteEntry.js`)).resolves.toBeNull();
    expect(asked).toEqual(['HEAD /v3/server/remoteEntry.js']);
    expect(builds.isLoaded('mf-cart', `${origin}/v3/server/remoteEntry.js`)).toBe(false);
  });

  it('says a version is loaded only once its module has arrived', async () => {
    files.set('/v6/server/remoteEntry.js', container(`{ html: '<h1>six</h1>', styles: '', state: {} }`));
    const builds = new ServerBuilds();
    const entry = `${origin}/v6/server/remoteEntry.js`;
    expect(builds.isLoaded('mf-catalog', entry)).toBe(false);
    const loading = builds.module('mf-catalog', entry);
    expect(builds.isLoaded('mf-catalog', entry)).toBe(false);
    await loading;
    expect(builds.isLoaded('mf-catalog', entry)).toBe(true);
    // another app, or another version, is not
    expect(builds.isLoaded('mf-cart', entry)).toBe(false);
    expect(builds.isLoaded('mf-catalog', `${origin}/v7/server/remoteEntry.js`)).toBe(false);
  });

  it('fails for a container that throws as it loads or exports no renderer', async () => {
    files.set('/v4/server/remoteEntry.js', 'throw new Error("broken build");');
    files.set('/v5/server/remoteEntry.js', 'module.exports = { init() {}, get() { return Promise.resolve(() => ({})); } };');
    const builds = new ServerBuilds();
    await expect(builds.module('mf-catalog', `${origin}/v4/server/remoteEntry.js`)).rejects.toThrow();
    await expect(builds.module('mf-catalog', `${origin}/v5/server/remoteEntry.js`)).rejects.toThrow(/renderPage/);
  });

  it('asks again for a development build, which is rewritten in place, and loads it anew once it changed', async () => {
    const builds = new ServerBuilds();
    files.set('/dev/server/remoteEntry.js', container(`{ html: 'first build', styles: '', state: {} }`));
    const first = await builds.module('mf-catalog', `${origin}/dev/server/remoteEntry.js`);
    expect((await first!.renderPage(request)).html).toBe('first build');
    files.set('/dev/server/remoteEntry.js', container(`{ html: 'rebuilt', styles: '', state: {} }`));
    lastModified = 'Tue, 24 Nov 2026 20:00:00 GMT';
    const second = await builds.module('mf-catalog', `${origin}/dev/server/remoteEntry.js`);
    expect((await second!.renderPage(request)).html).toBe('rebuilt');
  });

  it('evaluates a container in a file afresh when its address changes (the shell rebuilt in place)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-build-'));
    const file = path.join(dir, 'remoteEntry.js');
    const builds = new ServerBuilds();
    fs.writeFileSync(file, container(`{ html: 'built once', styles: '', state: {} }`));
    const once = await builds.module('shell', `${pathToFileURL(file).href}?built=1`);
    expect((await once!.renderPage(request)).html).toBe('built once');
    fs.writeFileSync(file, container(`{ html: 'built twice', styles: '', state: {} }`));
    const twice = await builds.module('shell', `${pathToFileURL(file).href}?built=2`);
    expect((await twice!.renderPage(request)).html).toBe('built twice');
    await expect(builds.module('shell', pathToFileURL(path.join(dir, 'missing.js')).href)).resolves.toBeNull();
  });
});
