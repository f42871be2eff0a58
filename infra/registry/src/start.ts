// npm start: build whatever is missing or was built from other source (see ensure-built.ts), then run
// the store as one process tree (API, gateway, remote origins, payment sandbox). Ctrl-C stops everything.
// npm run dev: the same services, with every app rebuilt on change (development builds).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, developmentUnlessSet, repoRoot, storeConfig, storeOrigin, type StoreConfig } from './config';
import { clearStamp } from './build-inputs';
import { releaseDir, runWebpack } from './build';
import { ensureBuilt } from './ensure-built';
import { activate, readRegistry, writeRegistry } from './registry-store';

const dev = process.argv.includes('--dev');
// `npm start` is the local store: the development profile unless NODE_ENV says otherwise (the
// end-to-end harness says test). Every service defaults to production on its own and refuses to start
// there without its secrets and public origins.
const env = { ...developmentUnlessSet(process.env), ...(dev ? { STORE_ENVIRONMENT: 'development', NODE_ENV: 'development' } : {}) };
const config = storeConfig(env);
// The API reads payments from this store's sandbox and builds payment callbacks only on the store's own
// origin; both follow the ports chosen here unless set explicitly (the real provider, a public origin).
Object.assign(env, {
  PAYMENT_API_URL: process.env.PAYMENT_API_URL ?? `http://127.0.0.1:${config.ports.payments}`,
  STORE_ORIGINS: process.env.STORE_ORIGINS ?? [storeOrigin(config), `http://localhost:${config.ports.gateway}`].join(','),
});
const children: ChildProcess[] = [];
let stopping = false;

function watchAll(store: StoreConfig): void {
  // The watch writes development builds over the shell's folder: the next `npm start` must rebuild it.
  clearStamp(store.shellDist);
  children.push(runWebpack(path.join(repoRoot, 'shell'), store.shellDist, { watch: true, mode: 'development' }));
  let registry = readRegistry(store.registryFile, store.environment);
  for (const remote of REMOTES) {
    children.push(runWebpack(path.join(repoRoot, remote), releaseDir(store, remote, 'dev'), { watch: true, mode: 'development' }));
    registry = activate(registry, remote, 'dev');
  }
  writeRegistry(store.registryFile, registry);
}

/** A core service stopping stops the store; the API or sandbox stopping leaves the rest serving. */
function service(name: string, entry: string, core = false): void {
  const file = path.join(repoRoot, entry);
  if (!fs.existsSync(file)) return;
  const child = spawn(process.execPath, ['--import', 'tsx', file], { cwd: repoRoot, env, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    if (!core) {
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); the rest of the store keeps running.`);
      return;
    }
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the store.`);
    void stop(1);
  });
  children.push(child);
}

async function waitFor(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

async function stop(code: number): Promise<never> {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  process.exit(code);
}

async function main() {
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  if (dev) {
    watchAll(config);
  } else {
    await ensureBuilt(config);
  }
  service('commerce API', 'infra/api/src/server.ts');
  service('payment sandbox', 'infra/payments-sandbox/src/server.ts');
  service('remote origins', 'infra/registry/src/origins-server.ts', true);
  service('gateway', 'infra/gateway/src/server.ts', true);
  const url = storeOrigin(config);
  const apiExists = fs.existsSync(path.join(repoRoot, 'infra/api/src/server.ts'));
  // A fresh embedded database is created and seeded on first start; allow it time.
  if (await waitFor(`${url}/${apiExists ? 'ready' : 'health'}`, 300_000)) {
    console.log(`\nThe store is running at ${url}  (Ctrl-C stops it)\n`);
  } else {
    console.error('The gateway did not start in time.');
    await stop(1);
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  void stop(1);
});
