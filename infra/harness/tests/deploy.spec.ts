// Shipping one remote is a registry change: deploy a new version of mf-cart with a visible change,
// reload, see it; every file of the shell and the other remotes stays byte-for-byte the same; a
// rollback restores the old version. It runs in its own project, after every other journey (see
// playwright.config.ts), because the change it makes live would race journeys that read that text.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { area, expect, openStore, test } from '../src/fixtures';
import { E2E_ENV, repoRoot, STORE_URL } from '../src/store';

test.describe.configure({ mode: 'serial' });

function treeHash(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[path.relative(dir, full)] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

const registryFile = path.join(E2E_ENV.STORE_VAR_DIR, 'registry', 'local.json');
const readRegistry = () => JSON.parse(fs.readFileSync(registryFile, 'utf8')) as { remotes: Record<string, { current: string }> };

const REMOTES = ['mf-catalog', 'mf-cart', 'mf-checkout', 'mf-account'] as const;

/** Every file of the shell and of the live versions of the remotes but `deployed`, and every live version. */
function untouchedSnapshot(deployed: (typeof REMOTES)[number] = 'mf-cart') {
  const registry = readRegistry();
  const snapshot: Record<string, Record<string, string>> = { shell: treeHash(path.join(E2E_ENV.STORE_VAR_DIR, 'shell')) };
  for (const remote of REMOTES.filter((name) => name !== deployed)) {
    snapshot[remote] = treeHash(path.join(E2E_ENV.STORE_VAR_DIR, 'releases', remote, registry.remotes[remote]!.current));
  }
  return { snapshot, versions: Object.fromEntries(Object.entries(registry.remotes).map(([name, entry]) => [name, entry.current])) };
}

const run = (script: string, args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'infra/registry/src', script), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...E2E_ENV },
    encoding: 'utf8',
    stdio: 'pipe',
  });

test('deploy one remote, see the change on reload, then roll it back', async ({ page }) => {
  test.setTimeout(240_000);
  await openStore(page, '/cart', 'en');
  await expect(area(page, 'mf-cart').getByRole('heading', { level: 1 })).toHaveText('Your cart');
  const before = untouchedSnapshot();

  // A team's change: the same remote with a new page title, built from its own copy of the source.
  const variant = path.join(E2E_ENV.STORE_VAR_DIR, 'variant', 'mf-cart');
  fs.rmSync(variant, { recursive: true, force: true });
  fs.cpSync(path.join(repoRoot, 'mf-cart'), variant, { recursive: true, filter: (src) => !src.includes(`${path.sep}dist`) });
  const titles = path.join(variant, 'src', 'locales', 'en', 'cart.json');
  const en = JSON.parse(fs.readFileSync(titles, 'utf8')) as Record<string, string>;
  fs.writeFileSync(titles, JSON.stringify({ ...en, cart_title: 'Your basket' }, null, 2));

  run('deploy.ts', ['mf-cart', '--source', variant]);
  await page.reload();
  await expect(area(page, 'mf-cart').getByRole('heading', { level: 1 })).toHaveText('Your basket');

  const after = untouchedSnapshot();
  expect(after.snapshot).toEqual(before.snapshot);
  expect(after.versions['mf-cart']).not.toBe(before.versions['mf-cart']);
  expect({ ...after.versions, 'mf-cart': '' }).toEqual({ ...before.versions, 'mf-cart': '' });

  run('rollback.ts', ['mf-cart']);
  await page.reload();
  await expect(area(page, 'mf-cart').getByRole('heading', { level: 1 })).toHaveText('Your cart');
  expect(untouchedSnapshot().versions).toEqual(before.versions);
});

/** A team's copy of a remote's source with one English text changed. */
function variantOf(remote: string, namespace: string, key: string, text: string): string {
  const variant = path.join(E2E_ENV.STORE_VAR_DIR, 'variant', remote);
  fs.rmSync(variant, { recursive: true, force: true });
  fs.cpSync(path.join(repoRoot, remote), variant, { recursive: true, filter: (src) => !src.includes(`${path.sep}dist`) });
  const file = path.join(variant, 'src', 'locales', 'en', `${namespace}.json`);
  const texts = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(file, JSON.stringify({ ...texts, [key]: text }, null, 2));
  return variant;
}

test('deploy the catalog: the next page the server renders shows the change, with nothing else rebuilt', async ({ page }) => {
  test.setTimeout(300_000);
  // the HTML as the gateway sends it, before any script: what the server rendered
  const served = async () => (await page.request.get(`${STORE_URL}/`, { headers: { accept: 'text/html', cookie: 'locale=en' } })).text();
  const heroOf = (html: string) => /<h1 id="home-title">([^<]*)<\/h1>/.exec(html)?.[1];
  expect(heroOf(await served())).toBe('Fresh groceries from stores near you');
  const before = untouchedSnapshot('mf-catalog');

  run('deploy.ts', ['mf-catalog', '--source', variantOf('mf-catalog', 'homepage', 'hero_title', 'Groceries from Riyadh stores near you')]);
  const deployed = await served();
  expect(deployed).toContain('data-server-rendered="mf-catalog"');
  expect(heroOf(deployed)).toBe('Groceries from Riyadh stores near you');
  const after = untouchedSnapshot('mf-catalog');
  expect(after.snapshot).toEqual(before.snapshot);
  expect({ ...after.versions, 'mf-catalog': '' }).toEqual({ ...before.versions, 'mf-catalog': '' });

  run('rollback.ts', ['mf-catalog']);
  expect(heroOf(await served())).toBe('Fresh groceries from stores near you');
  expect(untouchedSnapshot('mf-catalog').versions).toEqual(before.versions);
});

test('a catalog version whose server build is missing or throws still gives a working page, rendered in the browser', async ({ page }) => {
  test.setTimeout(120_000);
  const original = fs.readFileSync(registryFile, 'utf8');
  const registry = JSON.parse(original) as { remotes: Record<string, { current: string; history: string[]; integrity?: Record<string, unknown> }> };
  const catalog = registry.remotes['mf-catalog']!;
  const releases = path.join(E2E_ENV.STORE_VAR_DIR, 'releases', 'mf-catalog');
  const broken: [string, (serverDir: string) => void][] = [
    ['without-server-build', (serverDir) => fs.rmSync(serverDir, { recursive: true, force: true })],
    [
      'throwing-server-build',
      (serverDir) =>
        fs.writeFileSync(
          path.join(serverDir, 'remoteEntry.js'),
          'module.exports = { init() {}, get() { return Promise.resolve(() => ({ renderPage: async () => { throw new Error("render failed"); } })); } };',
        ),
    ],
  ];
  try {
    for (const [name, breakIt] of broken) {
      // the same browser files (and digests) as the live version, with its server build broken
      const version = `${catalog.current}-${name}`;
      fs.rmSync(path.join(releases, version), { recursive: true, force: true });
      fs.cpSync(path.join(releases, catalog.current), path.join(releases, version), { recursive: true });
      breakIt(path.join(releases, version, 'server'));
      const integrity = catalog.integrity?.[catalog.current];
      const live = { ...catalog, current: version, history: [catalog.current, ...catalog.history], integrity: integrity ? { [version]: integrity } : undefined };
      fs.writeFileSync(registryFile, JSON.stringify({ ...registry, remotes: { ...registry.remotes, 'mf-catalog': live } }, null, 2));

      const html = await (await page.request.get(`${STORE_URL}/category/dairy-eggs`, { headers: { accept: 'text/html', cookie: 'locale=en' } })).text();
      expect(html).toContain(`/${version}/mf-manifest.json`);
      expect(html).toContain('data-server-rendered="shell"');
      expect(html).not.toContain('data-server-rendered="mf-catalog"');

      await openStore(page, '/category/dairy-eggs', 'en');
      const listing = area(page, 'mf-catalog');
      await expect(listing.getByRole('heading', { level: 1 })).toHaveText('Dairy & Eggs');
      await expect(listing.locator('a[href^="/product/"]').first()).toBeVisible();
    }
  } finally {
    fs.writeFileSync(registryFile, original);
  }
});
