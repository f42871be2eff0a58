// Shared pieces of the benchmark scripts: command-line options, a private store on bench ports,
// the browser settings and number formatting. Benchmarks print figures; they never judge them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** Repository root: infra/bench/src → ../../.. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Debian's Chromium; a browser is never downloaded. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Ports and data folder of the benchmark store: apart from `npm start` (3000…) and the e2e store (3100…). */
export const BENCH_VAR_DIR = path.join(repoRoot, 'var', 'bench');
export const BENCH_ENV = {
  GATEWAY_PORT: '3200',
  CATALOG_PORT: '3201',
  CART_PORT: '3202',
  CHECKOUT_PORT: '3203',
  ACCOUNT_PORT: '3204',
  API_PORT: '4400',
  PAYMENTS_PORT: '4500',
  STORE_VAR_DIR: BENCH_VAR_DIR,
  PGLITE_DIR: path.join(BENCH_VAR_DIR, 'pglite'),
  LOG_LEVEL: 'warn',
};
const BENCH_HOST = '127.0.0.1';
export const BENCH_ORIGIN = `http://${BENCH_HOST}:${BENCH_ENV.GATEWAY_PORT}`;

/** The first start builds the shell and every remote. */
const START_TIMEOUT_MS = 10 * 60 * 1000;

/** The API seeds a new database on its first start. */
const API_TIMEOUT_MS = 2 * 60 * 1000;

export const LANGUAGES = /** @type {const} */ (['ar', 'en']);

/** The shell's record of the guided tours (localStorage key and value) for a returning guest who has seen both. */
export const TOURS_SEEN = /** @type {const} */ (['website_tours', JSON.stringify({ deliveryTour: true, cartTour: true })]);

export class UsageError extends Error {}
/** A reason the benchmark cannot run that needs no stack trace to explain. */
export class CannotRun extends Error {}

/**
 * Parses the shared options (--pages, --url, --json) plus any extra ones.
 * @param {string[]} defaultPages
 * @param {import('node:util').ParseArgsConfig['options']} [extra]
 */
export function readOptions(defaultPages, extra = {}) {
  let values;
  try {
    ({ values } = parseArgs({
      args: process.argv.slice(2),
      options: {
        pages: { type: 'string' },
        url: { type: 'string' },
        json: { type: 'string' },
        rebuild: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        ...extra,
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const pages = values.pages
    ? String(values.pages)
        .split(',')
        .map((page) => page.trim())
        .filter(Boolean)
    : defaultPages;
  for (const page of pages) {
    if (!page.startsWith('/')) throw new UsageError(`--pages: "${page}" must start with "/"`);
  }
  let url;
  if (values.url) {
    try {
      url = new URL(String(values.url)).origin;
    } catch {
      throw new UsageError(`--url: "${values.url}" is not a URL`);
    }
  }
  if (values.rebuild && url) throw new UsageError('--rebuild applies to the benchmark store only, not to --url');
  return {
    help: Boolean(values.help),
    rebuild: Boolean(values.rebuild),
    pages,
    url,
    json: values.json ? path.resolve(String(values.json)) : undefined,
    /** every parsed value, for a script's own options */
    values: /** @type {Record<string, string | boolean | undefined>} */ (/** @type {unknown} */ (values)),
  };
}

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {string} url */
async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** @param {number} port */
function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: BENCH_HOST, port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** @type {Set<() => Promise<void>>} */
const cleanups = new Set();
let exiting = false;

/**
 * Registers something to undo when the script ends early (Ctrl-C, a crash); returns its remover.
 * @param {() => Promise<void>} cleanup
 */
export function addCleanup(cleanup) {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** True once the script is on its way out (Ctrl-C): loops stop starting new measurements. */
export const isExiting = () => exiting;

/**
 * Runs every registered clean-up once, last registered first (the browser, then the store),
 * then exits.
 * @param {number} code
 */
async function exitAfterCleanup(code) {
  if (exiting) return;
  exiting = true;
  for (const cleanup of [...cleanups].reverse()) {
    try {
      await cleanup();
    } catch {
      // best effort: we are leaving anyway
    }
  }
  process.exit(code);
}

// Output piped into something that stops reading (`| head`) must not turn into an error loop:
// stop writing, stop the store, leave.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', () => void exitAfterCleanup(0));
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping…`);
    void exitAfterCleanup(130);
  });
}

/** The gateway's log line for an area it left to the browser (infra/gateway/src/ssr/page-render.ts). */
const SERVER_RENDER_MISS = /server render left to the browser/;

/**
 * Asks for a page's HTML a few times before it is measured, as a store in use has it: the gateway's
 * server builds, the API's compiled queries and their caches warm. A first request after a start or a
 * quiet spell can miss the server render budget, and the measured page would then be rendered in the
 * browser, which is not what a shopper of a busy store gets.
 * @param {string} url @param {string} [cookie]
 */
export async function warmPage(url, cookie) {
  for (let round = 0; round < 3; round++) {
    try {
      const response = await fetch(url, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) }, signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
    } catch {
      return; // the measurement itself reports a page that does not answer
    }
  }
}

/** When the benchmark store's shell was built, or null. */
function shellBuiltAt() {
  try {
    return fs.statSync(path.join(BENCH_VAR_DIR, 'shell', 'index.html')).mtime;
  } catch {
    return null;
  }
}

/**
 * The store to measure: the one at --url, or a private one started on the bench ports and
 * stopped by `stop()` (also on Ctrl-C and on errors, via `runMain`). The private store keeps its
 * builds and database between runs (like `npm start`); `rebuild` deletes both first, so the
 * current sources are measured against freshly seeded data.
 * @param {string | undefined} url
 * `serverRenderMisses()` counts the areas the private store's gateway left to the browser (over its
 * render budget, or failed), read from its log; a store at --url gives null (its log is elsewhere).
 * @param {string | undefined} url
 * @param {{ rebuild?: boolean }} [options]
 * @returns {Promise<{ origin: string, stop: () => Promise<void>, serverRenderMisses: () => number | null }>}
 */
export async function openStore(url, { rebuild = false } = {}) {
  if (url) {
    if (!(await answers(`${url}/health`))) console.error(`warning: ${url}/health does not answer; measuring anyway.`);
    return { origin: url, stop: async () => {}, serverRenderMisses: () => null };
  }
  const ports = Object.entries(BENCH_ENV).filter(([name]) => name.endsWith('_PORT'));
  for (const [name, port] of ports) {
    if (await portInUse(Number(port))) {
      throw new CannotRun(
        `Port ${port} (${name}) is already taken on ${BENCH_HOST} — is a benchmark store still running? ` +
          `Stop it, or measure it with --url ${BENCH_ORIGIN}.`,
      );
    }
  }
  if (rebuild) {
    for (const folder of ['shell', 'releases', 'registry', 'pglite']) fs.rmSync(path.join(BENCH_VAR_DIR, folder), { recursive: true, force: true });
  }
  fs.mkdirSync(BENCH_VAR_DIR, { recursive: true });
  const logFile = path.join(BENCH_VAR_DIR, 'store.log');
  const log = fs.createWriteStream(logFile, { flags: 'w' });
  log.on('error', () => {}); // the log is a convenience; never a reason to stop
  console.error(`Starting a benchmark store at ${BENCH_ORIGIN} (data ${path.relative(repoRoot, BENCH_VAR_DIR)}, log ${path.relative(repoRoot, logFile)})…`);

  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/registry/src/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...BENCH_ENV },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {{ exited: { code: number | null, signal: string | null } | null, apiStopped: boolean, serverRenderMisses: number }} */
  const state = { exited: null, apiStopped: false, serverRenderMisses: 0 };
  const exitedPromise = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      state.exited = { code, signal };
      resolve(undefined);
    }),
  );
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk) => {
      if (!log.writableEnded) log.write(chunk);
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      // Builds take minutes on a first run: show their progress, and any service that stops.
      for (const line of lines) {
        if (/^Building |stopped \(/.test(line)) console.error(`  store: ${line.trim()}`);
        if (/^commerce API stopped/.test(line)) state.apiStopped = true;
        if (SERVER_RENDER_MISS.test(line)) state.serverRenderMisses += 1;
      }
    });
  }

  /** @param {NodeJS.Signals} signal */
  const killGroup = (signal) => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), signal);
    } catch {
      // already gone
    }
  };
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    cleanups.delete(stop);
    if (!state.exited) {
      killGroup('SIGTERM');
      await Promise.race([exitedPromise, sleep(5000)]);
    }
    // start.ts exits first; its services may still be closing.
    await sleep(300);
    killGroup('SIGKILL');
    log.end();
  };
  cleanups.add(stop);
  // Last resort when the process ends some other way.
  process.once('exit', () => {
    if (!stopped) killGroup('SIGKILL');
  });

  const started = Date.now();
  while (Date.now() - started < START_TIMEOUT_MS) {
    if (state.exited) break;
    if (await answers(`${BENCH_ORIGIN}/health`)) {
      console.error(`  store: up after ${((Date.now() - started) / 1000).toFixed(1)} s`);
      // Pages show data only once the API has opened (and, on a first run, seeded) its database.
      const apiHealth = `http://${BENCH_HOST}:${BENCH_ENV.API_PORT}/health`;
      const apiDeadline = Date.now() + API_TIMEOUT_MS;
      let apiUp = false;
      while (!state.exited && !state.apiStopped && !apiUp && Date.now() < apiDeadline) {
        apiUp = await answers(apiHealth);
        if (!apiUp) await sleep(500);
      }
      console.error(
        apiUp
          ? `  store: API up after ${((Date.now() - started) / 1000).toFixed(1)} s`
          : `  store: warning: the API (${apiHealth}) is not answering, so pages will lack data; see ${path.relative(repoRoot, logFile)} (--rebuild also recreates its database)`,
      );
      const builtAt = shellBuiltAt();
      if (builtAt && builtAt.getTime() < started) {
        const minutes = Math.round((Date.now() - builtAt.getTime()) / 60000);
        console.error(`  store: measuring builds from ${builtAt.toISOString()} (${minutes} min ago); --rebuild measures the current sources`);
      }
      return { origin: BENCH_ORIGIN, stop, serverRenderMisses: () => state.serverRenderMisses };
    }
    await sleep(500);
  }
  await stop();
  const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-25).join('\n') : '';
  const { exited } = state;
  const why = exited ? `it exited (${exited.signal ?? `code ${exited.code}`})` : `it did not answer ${BENCH_ORIGIN}/health within ${START_TIMEOUT_MS / 60000} minutes`;
  throw new CannotRun(`The benchmark store did not start: ${why}. Last lines of ${path.relative(repoRoot, logFile)}:\n${tail}`);
}

/**
 * Runs a script's main function: usage errors and failures to run exit non-zero, after the
 * store is stopped. Slow results never do.
 * @param {string} usage printed after a usage error
 * @param {() => Promise<number | void>} main
 */
export function runMain(usage, main) {
  process.on('uncaughtException', (error) => {
    if (exiting) return;
    if (!(/** @type {NodeJS.ErrnoException} */ (error).code === 'EPIPE')) console.error(error);
    void exitAfterCleanup(1);
  });
  main().then(
    (code) => exitAfterCleanup(code ?? 0),
    (error) => {
      if (exiting) return; // interrupted: whatever failed after that is no news
      if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
      else console.error(error instanceof CannotRun ? error.message : (error?.stack ?? error));
      return exitAfterCleanup(error instanceof UsageError ? 2 : 1);
    },
  );
}

/**
 * Which remote each origin serves, from the store's /remotes.json (empty if unavailable).
 * @param {string} origin
 * @returns {Promise<Map<string, string>>}
 */
export async function remoteOrigins(origin) {
  const names = new Map();
  try {
    const response = await fetch(`${origin}/remotes.json`, { signal: AbortSignal.timeout(5000) });
    const registry = await response.json();
    for (const [name, entry] of Object.entries(registry?.remotes ?? {})) {
      const manifest = /** @type {{ manifest?: string }} */ (entry)?.manifest;
      if (manifest) names.set(new URL(manifest).origin, name);
    }
  } catch {
    // labels are a nicety
  }
  return names;
}

/** @param {number} bytes */
export const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * The middle of the figures that were measured (a run that failed gives none), or null without any.
 * @param {(number | null | undefined)[]} values
 */
export function median(values) {
  const sorted = /** @type {number[]} */ (values.filter((value) => typeof value === 'number')).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * A plain text table; numeric columns are right-aligned.
 * @param {string[]} header
 * @param {(string | number)[][]} rows
 */
export function table(header, rows) {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const numeric = header.map((_, column) => rows.every((row) => typeof row[column] === 'number' || /^[\d.,\s%–-]+$/.test(String(row[column]))));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  return cells
    .map((row) => row.map((cell, column) => (numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ').trimEnd())
    .join('\n');
}

/**
 * Writes the raw figures as JSON when --json was given.
 * @param {string | undefined} file
 * @param {unknown} data
 */
export function writeJson(file, data) {
  if (!file) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`\nRaw figures written to ${file}`);
}
