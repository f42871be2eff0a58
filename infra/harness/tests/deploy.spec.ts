// Shipping one remote is a registry change: deploy a new version of mf-cart with a visible change,
// reload, see it; every file of the shell and the other remotes stays byte-for-byte the same; a
// rollback restores the old version. It runs in its own project, after every other journey (see
// playwright.config.ts), because the change it makes live would race journeys that read that text.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { area, expect, openStore, test } from '../src/fixtures';
import { E2E_ENV, repoRoot } from '../src/store';

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

function untouchedSnapshot() {
  const registry = readRegistry();
  const snapshot: Record<string, Record<string, string>> = { shell: treeHash(path.join(E2E_ENV.STORE_VAR_DIR, 'shell')) };
  for (const remote of ['mf-catalog', 'mf-checkout', 'mf-account']) {
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
