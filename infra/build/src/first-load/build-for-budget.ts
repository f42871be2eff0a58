// Production builds of the shell and every remote for the first-load byte budget. A build is used
// only when it was made from exactly the current sources (the inputs hash `npm start` stamps beside
// each build): first one the store already made — the end-to-end store, the benchmark store or
// `npm start`'s — else the budget's own in var/budget/<app>, built here when missing or stale.
// Built without source maps and compressed copies (the budget counts JavaScript files only, and
// those are the same either way), one app at a time so the rest of the unit run keeps a core.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { clearStamp, inputsHash, isCurrent, writeStamp, type AppName } from '../../../registry/src/build-inputs';

export const APPS: readonly AppName[] = ['shell', 'mf-catalog', 'mf-cart', 'mf-checkout', 'mf-account'];

export const repoRoot = path.resolve(__dirname, '../../../..');
export const BUDGET_BUILD_DIR = process.env.BUDGET_BUILD_DIR ? path.resolve(process.env.BUDGET_BUILD_DIR) : path.join(repoRoot, 'var', 'budget');

/** The stores whose builds may be reused: the end-to-end store, the benchmark store, `npm start`. */
const STORE_DIRS = ['e2e', 'bench', '.'].map((dir) => path.join(repoRoot, 'var', dir));

const MARKER = 'first-load-graph.json';

/** Where a store keeps an app's live build: the shell's folder, or the registry's current release. */
function storeBuildOf(storeDir: string, app: AppName): string | null {
  if (app === 'shell') return path.join(storeDir, 'shell');
  try {
    const registry = JSON.parse(fs.readFileSync(path.join(storeDir, 'registry', 'local.json'), 'utf8')) as { remotes?: Record<string, { current?: string }> };
    const current = registry.remotes?.[app]?.current;
    return current ? path.join(storeDir, 'releases', app, current) : null;
  } catch {
    return null;
  }
}

function webpack(app: AppName, outputDir: string): Promise<void> {
  const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [repoRoot] });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--no-deprecation', cli, '--config', path.join(repoRoot, app, 'webpack.config.cjs'), '--mode', 'production'], {
      cwd: path.join(repoRoot, app),
      env: { ...process.env, BUILD_OUTPUT_DIR: outputDir, BUILD_PROFILE: 'measure', BUILD_TARGET: 'browser', NODE_OPTIONS: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Building ${app} for the byte budget failed (exit ${code}):\n${errors.slice(-4000)}`))));
  });
}

/**
 * A current build of every app: its folder per app. Builds (into var/budget) the apps no store has
 * a current build of.
 */
export async function ensureBudgetBuilds(log: (message: string) => void = () => {}): Promise<Map<AppName, string>> {
  const dirs = new Map<AppName, string>();
  for (const app of APPS) {
    const inputs = inputsHash(app, repoRoot);
    const own = path.join(BUDGET_BUILD_DIR, app);
    const found = [...STORE_DIRS.map((store) => storeBuildOf(store, app)), own].find((dir) => dir && isCurrent(dir, MARKER, inputs));
    if (found) {
      dirs.set(app, found);
      continue;
    }
    log(`building ${app} for the first-load budget…`);
    clearStamp(own);
    fs.rmSync(own, { recursive: true, force: true });
    await webpack(app, own);
    writeStamp(own, inputs);
    dirs.set(app, own);
  }
  return dirs;
}
