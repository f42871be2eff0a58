import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeStamp, type AppName } from './build-inputs';
import { releaseDir } from './build';
import { REMOTES, storeConfig, type StoreConfig } from './config';
import { releaseIntegrity } from './release-integrity';
import { ensureBuilt, type Builders } from './ensure-built';
import { readRegistry } from './registry-store';

let dir: string;
let store: StoreConfig;
let hashes: Record<AppName, string>;
let versions: number;
let checks: number;

/** Builders that write what a real build leaves behind (output marker and stamp), without webpack. */
const builders: Builders = {
  inputsHash: (app) => hashes[app],
  checkGenerated: async () => {
    checks += 1;
  },
  buildShell: async (config) => {
    fs.mkdirSync(config.shellDist, { recursive: true });
    fs.writeFileSync(path.join(config.shellDist, 'index.html'), '<!doctype html>');
    writeStamp(config.shellDist, hashes.shell);
  },
  buildRelease: async (config, remote) => {
    versions += 1;
    const version = `v${versions}`;
    const out = releaseDir(config, remote, version);
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, 'mf-manifest.json'), '{}');
    fs.writeFileSync(path.join(out, 'remoteEntry.js'), `var ${remote.replace('-', '_')} = {};`);
    writeStamp(out, hashes[remote]);
    return version;
  },
  log: () => undefined,
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ensure-built-'));
  store = storeConfig({ NODE_ENV: 'test', STORE_VAR_DIR: dir });
  hashes = { shell: 's1', 'mf-catalog': 'a1', 'mf-cart': 'b1', 'mf-checkout': 'c1', 'mf-account': 'd1' };
  versions = 0;
  checks = 0;
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const current = () => Object.fromEntries(Object.entries(readRegistry(store.registryFile).remotes).map(([name, entry]) => [name, entry?.current]));

describe('ensureBuilt', () => {
  it('builds everything on a fresh clone and nothing on an unchanged tree', async () => {
    expect(await ensureBuilt(store, builders)).toEqual(['shell', ...REMOTES]);
    expect(current()).toEqual({ 'mf-catalog': 'v1', 'mf-cart': 'v2', 'mf-checkout': 'v3', 'mf-account': 'v4' });
    // each version is recorded with the digests of what was built
    expect(readRegistry(store.registryFile).remotes['mf-checkout']?.integrity?.v3).toEqual(releaseIntegrity(releaseDir(store, 'mf-checkout', 'v3')));
    expect(await ensureBuilt(store, builders)).toEqual([]);
    expect(current()).toEqual({ 'mf-catalog': 'v1', 'mf-cart': 'v2', 'mf-checkout': 'v3', 'mf-account': 'v4' });
  });

  it('gives a changed remote a new live version, keeping the old one to roll back to, and builds nothing else', async () => {
    await ensureBuilt(store, builders);
    hashes['mf-cart'] = 'b2';
    expect(await ensureBuilt(store, builders)).toEqual(['mf-cart']);
    expect(readRegistry(store.registryFile).remotes['mf-cart']).toMatchObject({ current: 'v5', history: ['v2'] });
    expect(Object.keys(readRegistry(store.registryFile).remotes['mf-cart']?.integrity ?? {}).sort()).toEqual(['v2', 'v5']);
    expect(current()).toMatchObject({ 'mf-catalog': 'v1', 'mf-checkout': 'v3', 'mf-account': 'v4' });
  });

  it('rebuilds the shell alone when only its inputs changed', async () => {
    await ensureBuilt(store, builders);
    hashes.shell = 's2';
    expect(await ensureBuilt(store, builders)).toEqual(['shell']);
  });

  it('rebuilds every app when a shared input changes all their hashes', async () => {
    await ensureBuilt(store, builders);
    hashes = { shell: 's2', 'mf-catalog': 'a2', 'mf-cart': 'b2', 'mf-checkout': 'c2', 'mf-account': 'd2' };
    expect(await ensureBuilt(store, builders)).toEqual(['shell', ...REMOTES]);
  });

  it('rebuilds a build with no record of its source, and one whose output went missing', async () => {
    await ensureBuilt(store, builders);
    fs.rmSync(`${store.shellDist}.inputs.json`);
    fs.rmSync(path.join(releaseDir(store, 'mf-account', 'v4'), 'mf-manifest.json'));
    expect(await ensureBuilt(store, builders)).toEqual(['shell', 'mf-account']);
  });

  it('treats a live version deployed from other source as changed', async () => {
    await ensureBuilt(store, builders);
    writeStamp(releaseDir(store, 'mf-catalog', 'v1'), 'a-variant');
    expect(await ensureBuilt(store, builders)).toEqual(['mf-catalog']);
  });

  it('checks the generated GraphQL files once before building, and not at all when nothing is built', async () => {
    await ensureBuilt(store, builders);
    expect(checks).toBe(1);
    await ensureBuilt(store, builders);
    expect(checks).toBe(1);
    hashes['mf-catalog'] = 'a2';
    hashes['mf-cart'] = 'b2';
    expect(await ensureBuilt(store, builders)).toEqual(['mf-catalog', 'mf-cart']);
    expect(checks).toBe(2);
  });

  it('builds nothing when a generated GraphQL file is stale', async () => {
    const stale = new Error('Generated GraphQL files are stale or the documents do not match the schema: run npm run codegen');
    const built: string[] = [];
    const failing: Builders = {
      ...builders,
      checkGenerated: () => Promise.reject(stale),
      buildShell: async (config) => {
        built.push('shell');
        await builders.buildShell(config);
      },
      buildRelease: async (config, remote) => {
        built.push(remote);
        return builders.buildRelease(config, remote);
      },
    };
    await expect(ensureBuilt(store, failing)).rejects.toBe(stale);
    expect(built).toEqual([]);
    expect(readRegistry(store.registryFile).remotes).toEqual({});
  });
});
