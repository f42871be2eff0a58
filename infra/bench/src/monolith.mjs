// What Module Federation itself costs: the same shell and remotes built as one non-federated app
// (infra/bench/monolith, for measurement only), served by a second gateway beside the benchmark store
// with the same API, server renders and data, and measured the same way as the federated store, page by
// page and one after the other: JavaScript on first load (bench:web) and Lighthouse (bench:lighthouse).
// Prints figures only; a slow result is never a failure.
//
//   npm run bench:monolith [-- --pages /,/category/dairy-eggs] [--runs 3] [--rebuild] [--json out.json]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { BENCH_ENV, CannotRun, UsageError, addCleanup, isExiting, kb, median, openStore, readOptions, repoRoot, runMain, sleep, table, writeJson } from './common.mjs';

const DEFAULT_PAGES = ['/', '/category/dairy-eggs'];
const MONOLITH_PORT = '3210';
const MONOLITH_ORIGIN = `http://127.0.0.1:${MONOLITH_PORT}`;
const START_TIMEOUT_MS = 60_000;
const USAGE = `npm run bench:monolith [-- --pages /,/category/dairy-eggs] [--runs <n>] [--rebuild] [--json <file>]
  --pages    comma-separated paths (default ${DEFAULT_PAGES.join(',')}); each is measured in Arabic and English
  --runs     Lighthouse runs per page, language and build (default 1); with more, medians are compared
  --rebuild  delete the benchmark store's builds and data first, so the current sources are measured
  --json     also write both builds' figures to this file`;

const { MONOLITH_DIST } = createRequire(import.meta.url)('../monolith/webpack.config.cjs');

/**
 * Runs a node script of the repository to its end, its output shown as it comes.
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
function run(args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'inherit', 'inherit'] });
    const removeCleanup = addCleanup(async () => child.kill('SIGTERM'));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      removeCleanup();
      if (code === 0) resolve(undefined);
      else reject(new CannotRun(`${args.join(' ')} ended with ${signal ?? `code ${code}`}`));
    });
  });
}

/** The monolith's page, served like the store's by a gateway of its own that uses the benchmark store's API and remotes. */
async function startMonolithGateway() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/gateway/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...BENCH_ENV, NODE_ENV: 'development', GATEWAY_PORT: MONOLITH_PORT, SHELL_DIST: MONOLITH_DIST },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  addCleanup(async () => {
    child.kill('SIGTERM');
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${MONOLITH_ORIGIN}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new CannotRun(`The monolith's gateway did not start on ${MONOLITH_ORIGIN}`);
}

/** The monolith's figure against the store's, as a share: +4 % is the store costing 4 % more. */
function difference(federated, monolith) {
  if (typeof federated !== 'number' || typeof monolith !== 'number' || monolith === 0) return '–';
  const share = ((federated - monolith) / monolith) * 100;
  return `${share >= 0 ? '+' : ''}${share.toFixed(1)} %`;
}

runMain(USAGE, async () => {
  const options = readOptions(DEFAULT_PAGES, { runs: { type: 'string' } });
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  if (options.url) throw new UsageError('--url: the comparison serves the monolith beside the benchmark store it starts itself');
  const runs = Number(options.values.runs ?? 1);
  if (!Number.isInteger(runs) || runs < 1 || runs > 10) throw new UsageError(`--runs: "${options.values.runs}" must be a whole number from 1 to 10`);

  const store = await openStore(undefined, { rebuild: options.rebuild });
  console.error('Building the monolith (the same sources, no Module Federation)…');
  await run([path.join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--config', 'infra/bench/monolith/webpack.config.cjs']);
  await startMonolithGateway();

  const builds = /** @type {const} */ ([
    ['federated', store.origin],
    ['monolith', MONOLITH_ORIGIN],
  ]);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-monolith-'));
  /** @type {Record<string, { web: { runs: any[] }[], lighthouse: { runs: any[] }[] }>} */
  const figures = { federated: { web: [], lighthouse: [] }, monolith: { web: [], lighthouse: [] } };
  // Page by page, the two builds one after the other, so a machine that slows down meanwhile weighs on both.
  for (const page of options.pages) {
    for (const [name, origin] of builds) {
      if (isExiting()) return 1;
      console.log(`\n=== ${page}: ${name} (${origin})`);
      const web = path.join(scratch, `${name}-web.json`);
      const lighthouse = path.join(scratch, `${name}-lighthouse.json`);
      await run(['infra/bench/src/first-load.mjs', '--url', origin, '--pages', page, '--json', web]);
      await run(['infra/bench/src/lighthouse.mjs', '--url', origin, '--pages', page, '--runs', String(runs), '--json', lighthouse]);
      figures[name].web.push(JSON.parse(fs.readFileSync(web, 'utf8')));
      figures[name].lighthouse.push(JSON.parse(fs.readFileSync(lighthouse, 'utf8')));
    }
  }
  fs.rmSync(scratch, { recursive: true, force: true });

  const rows = [];
  for (const page of options.pages) {
    for (const language of ['ar', 'en']) {
      const of = (/** @type {'federated' | 'monolith'} */ name) => {
        const web = figures[name].web.flatMap((result) => result.runs).find((entry) => entry.page === page && entry.language === language);
        const audits = figures[name].lighthouse.flatMap((result) => result.runs).filter((entry) => entry.page === page && entry.language === language);
        return {
          gzipBytes: web?.gzipBytes ?? null,
          jsFiles: web?.jsFiles ?? null,
          performance: median(audits.map((entry) => entry.scores?.performance)),
          tbtMs: median(audits.map((entry) => entry.metrics?.tbtMs)),
          lcpMs: median(audits.map((entry) => entry.metrics?.lcpMs)),
          cpuIndex: median(audits.map((entry) => entry.benchmarkIndex)),
        };
      };
      const federated = of('federated');
      const monolith = of('monolith');
      rows.push({ page, language, federated, monolith });
    }
  }
  const number = (/** @type {number | null} */ value, digits = 0) => (value === null ? '–' : value.toFixed(digits));
  console.log(`\nFederated store against the monolith (Lighthouse median of ${runs} run${runs > 1 ? 's' : ''}; Δ is the store's extra cost)`);
  console.log(
    table(
      ['page', 'lang', 'JS KB gz fed.', 'mono.', 'Δ', 'JS files fed.', 'mono.', 'perf fed.', 'mono.', 'TBT ms fed.', 'mono.', 'Δ', 'LCP s fed.', 'mono.', 'CPU index'],
      rows.map(({ page, language, federated, monolith }) => [
        page,
        language,
        federated.gzipBytes === null ? '–' : kb(federated.gzipBytes),
        monolith.gzipBytes === null ? '–' : kb(monolith.gzipBytes),
        difference(federated.gzipBytes, monolith.gzipBytes),
        number(federated.jsFiles),
        number(monolith.jsFiles),
        number(federated.performance),
        number(monolith.performance),
        number(federated.tbtMs),
        number(monolith.tbtMs),
        difference(federated.tbtMs, monolith.tbtMs),
        federated.lcpMs === null ? '–' : (federated.lcpMs / 1000).toFixed(2),
        monolith.lcpMs === null ? '–' : (monolith.lcpMs / 1000).toFixed(2),
        number(median([federated.cpuIndex, monolith.cpuIndex])),
      ]),
    ),
  );
  writeJson(options.json, { measuredAt: new Date().toISOString(), origins: Object.fromEntries(builds), runs, rows, figures });
  await store.stop();
  return 0;
});
