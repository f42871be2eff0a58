import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { storeConfig } from './config';
import { activate, publicRegistry, readRegistry, rollback, writeRegistry } from './registry-store';
import { releaseIntegrity, sri } from './release-integrity';

describe('registry store', () => {
  it('activates versions newest first and rolls back to the one before', () => {
    let registry = readRegistry('/nonexistent/registry.json');
    registry = activate(registry, 'mf-cart', 'v1');
    registry = activate(registry, 'mf-cart', 'v2');
    registry = activate(registry, 'mf-cart', 'v3');
    expect(registry.remotes['mf-cart']).toEqual({ current: 'v3', history: ['v2', 'v1'] });
    const back = rollback(registry, 'mf-cart');
    expect(back).toMatchObject({ from: 'v3', to: 'v2' });
    expect(back.registry.remotes['mf-cart']).toEqual({ current: 'v2', history: ['v1'] });
  });

  it('refuses a rollback with no earlier version', () => {
    const registry = activate(readRegistry('/nonexistent'), 'mf-account', 'v1');
    expect(() => rollback(registry, 'mf-account')).toThrow(/no previous version/);
  });

  it('writes atomically and publishes manifest URLs on each remote origin', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
    const file = path.join(dir, 'registry', 'local.json');
    writeRegistry(file, activate(readRegistry(file), 'mf-catalog', 'v7'));
    const config = storeConfig({ NODE_ENV: 'test', STORE_VAR_DIR: dir, CATALOG_PORT: '3101' });
    expect(publicRegistry(readRegistry(file), config)).toEqual({
      environment: 'local',
      remotes: { 'mf-catalog': { version: 'v7', manifest: 'http://127.0.0.1:3101/v7/mf-manifest.json' } },
    });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('records each built version’s digests, publishes the live one’s and keeps those a rollback can reach', () => {
    const digests = (n: number) => ({ manifest: `sha384-manifest${n}`, entry: `sha384-entry${n}` });
    let registry = activate(readRegistry('/nonexistent'), 'mf-checkout', 'v1', digests(1));
    registry = activate(registry, 'mf-checkout', 'v2', digests(2));
    registry = activate(registry, 'mf-checkout', 'dev');
    expect(registry.remotes['mf-checkout']).toEqual({ current: 'dev', history: ['v2', 'v1'], integrity: { v1: digests(1), v2: digests(2) } });
    const config = storeConfig({ NODE_ENV: 'test', STORE_VAR_DIR: '/tmp/none', CHECKOUT_PORT: '3103' });
    // a development build has none to publish; after a rollback the earlier version's are live again
    expect(publicRegistry(registry, config).remotes['mf-checkout']).toEqual({ version: 'dev', manifest: 'http://127.0.0.1:3103/dev/mf-manifest.json' });
    const back = rollback(registry, 'mf-checkout').registry;
    expect(publicRegistry(back, config).remotes['mf-checkout']).toEqual({ version: 'v2', manifest: 'http://127.0.0.1:3103/v2/mf-manifest.json', integrity: digests(2) });
  });

  it('digests a version folder’s manifest and the entry it names', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
    const manifest = JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } });
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), manifest);
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mf_checkout;');
    expect(releaseIntegrity(dir)).toEqual({ manifest: sri(manifest), entry: sri('var mf_checkout;') });
    expect(sri('var mf_checkout;')).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('names the variable when a port is wrong', () => {
    expect(() => storeConfig({ NODE_ENV: 'test', CART_PORT: 'abc' })).toThrow('CART_PORT');
    // every bad value at once
    expect(() => storeConfig({ NODE_ENV: 'test', CART_PORT: 'abc', API_PORT: '99999', STORE_ENVIRONMENT: 'Prod!' })).toThrow(/CART_PORT.*API_PORT.*STORE_ENVIRONMENT/);
  });
});
