// First-load JavaScript cost of store pages on a phone, empty cache, Arabic and English:
// every JavaScript response with its origin, bytes on the wire and gzip size computed here
// (zlib level 9, so the figure does not depend on whether a server compresses), plus the
// request count. Prints figures only; a heavy page is never a failure.
//
//   npm run bench:web [-- --pages /,/cart] [--url http://127.0.0.1:3000] [--json out.json]
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import {
  CannotRun,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  LANGUAGES,
  addCleanup,
  isExiting,
  kb,
  openStore,
  readOptions,
  remoteOrigins,
  runMain,
  sleep,
  table,
  writeJson,
} from './common.mjs';

const DEFAULT_PAGES = ['/', '/cart', '/category/dairy-eggs', '/search-products?searchKeyword=milk'];
const TARGET_PAGE = '/';
const TARGET_GZIP_BYTES = 150 * 1024;
const VIEWPORT = { width: 390, height: 844 };
const NETWORK_IDLE_TIMEOUT_MS = 30_000;
const SETTLE_MS = 1500;
const MAX_SETTLE_MS = 20_000;
const USAGE = `npm run bench:web [-- --pages /,/cart] [--url <origin> | --rebuild] [--json <file>]
  --pages    comma-separated paths (default ${DEFAULT_PAGES.join(',')})
  --url      measure a store that is already running instead of starting one on the bench ports
  --rebuild  delete the benchmark store's builds and data first, so the current sources are measured
  --json     also write the raw figures (every JavaScript file) to this file`;

/**
 * @typedef {{ url: string, origin: string, status: number, contentType: string,
 *   transferBytes: number | null, encodedBodyBytes: number | null, rawBytes: number, gzipBytes: number }} JsFile
 */

/** @param {import('playwright-core').Request} request @param {import('playwright-core').Response} response */
function isJavaScript(request, response) {
  if (request.resourceType() === 'script') return true;
  return /javascript|ecmascript/i.test(response.headers()['content-type'] ?? '');
}

/**
 * Loads one page in a fresh context (empty cache and cookies) and records what it fetched.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {string} page
 * @param {'ar' | 'en'} language
 * @param {string} userAgent
 */
async function measure(browser, origin, page, language, userAgent) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    screen: VIEWPORT,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent,
    locale: language === 'ar' ? 'ar-SA' : 'en-US',
  });
  await context.addCookies([{ name: 'locale', value: language, url: origin, sameSite: 'Lax' }]);
  const tab = await context.newPage();

  let requests = 0;
  /** @type {string[]} */
  const failed = [];
  /** @type {string[]} */
  const errors = [];
  /** @type {Promise<JsFile | null>[]} */
  const pending = [];
  /** @type {string[]} */
  const httpErrors = [];
  /** @type {{ url: string, type: string, status: number }[]} */
  const responses = [];
  let inFlight = 0;
  tab.on('request', () => {
    requests++;
    inFlight++;
  });
  tab.on('requestfailed', () => inFlight--);
  tab.on('response', (response) => {
    responses.push({ url: response.url(), type: response.request().resourceType(), status: response.status() });
    if (response.status() >= 400) httpErrors.push(`${response.status()} ${response.url()}`);
  });
  tab.on('requestfailed', (request) => failed.push(`${request.failure()?.errorText ?? 'failed'} ${request.url()}`));
  tab.on('pageerror', (error) => errors.push(error.message));
  tab.on('requestfinished', (request) => {
    inFlight--;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || !isJavaScript(request, response)) return null;
        const body = await response.body();
        const sizes = await request.sizes().catch(() => null);
        return {
          url: request.url(),
          origin: new URL(request.url()).origin,
          status: response.status(),
          contentType: response.headers()['content-type'] ?? '',
          transferBytes: sizes ? sizes.responseHeadersSize + sizes.responseBodySize : null,
          encodedBodyBytes: sizes ? sizes.responseBodySize : null,
          rawBytes: body.length,
          gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
        };
      })().catch((error) => {
        errors.push(`could not read ${request.url()}: ${error.message}`);
        return null;
      }),
    );
  });

  const url = new URL(page, origin).href;
  const started = Date.now();
  const response = await tab.goto(url, { waitUntil: 'load', timeout: 60_000 });
  const loadMs = Date.now() - started;
  let networkIdle = true;
  await tab.waitForLoadState('networkidle', { timeout: NETWORK_IDLE_TIMEOUT_MS }).catch(() => {
    networkIdle = false;
  });
  // Parts of a page load late (a fragment shown once API data arrives): settle until a whole
  // settle period passes with nothing in flight and nothing new, within a bound.
  const settleUntil = Date.now() + MAX_SETTLE_MS;
  let seen = -1;
  while (Date.now() < settleUntil) {
    await sleep(SETTLE_MS);
    await Promise.all(pending);
    if (inFlight <= 0 && requests === seen) break;
    seen = requests;
  }
  const files = /** @type {JsFile[]} */ ((await Promise.all(pending)).filter(Boolean));
  const state = await tab.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    finalPath: location.pathname + location.search,
    mounted: [...document.querySelectorAll('[id^="area-"]')].filter((element) => element.childElementCount > 0).map((element) => element.id.slice(5)),
  }));
  await context.close();
  return { page, language, url, status: response?.status() ?? null, loadMs, networkIdle, requests, failed, httpErrors, errors, ...state, files, responses };
}

/** @param {ReturnType<typeof summarise>} run @param {Map<string, string>} names @param {string} origin */
function printRun(run, names, origin) {
  const label = (/** @type {string} */ o) => (o === origin ? 'web (shell)' : (names.get(o) ?? 'other'));
  const notes = [
    `HTTP ${run.status}`,
    `lang=${run.lang || '?'} dir=${run.dir || '?'}`,
    `mounted: ${run.mounted.join(', ') || 'none'}`,
    run.finalPath !== run.page ? `ended at ${run.finalPath}` : '',
    run.networkIdle ? '' : `no network idle within ${NETWORK_IDLE_TIMEOUT_MS / 1000} s`,
    run.failed.length ? `${run.failed.length} failed request(s)` : '',
    run.httpErrors.length ? `${run.httpErrors.length} HTTP error response(s)` : '',
    run.errors.length ? `${run.errors.length} page error(s)` : '',
  ].filter(Boolean);
  console.log(`\n${run.page}  [${run.language}]  — ${notes.join(', ')}`);
  const rows = run.byOrigin.map((entry) => [
    label(entry.origin),
    entry.origin,
    entry.files,
    entry.gzipBytes,
    kb(entry.gzipBytes),
    kb(entry.transferBytes),
    kb(entry.rawBytes),
  ]);
  rows.push(['total JS', '', run.jsFiles, run.gzipBytes, kb(run.gzipBytes), kb(run.transferBytes), kb(run.rawBytes)]);
  console.log(table(['origin', 'address', 'JS files', 'gzip B', 'gzip KB', 'wire KB', 'raw KB'], rows));
  console.log(`requests: ${run.requests} in all`);
  for (const line of run.failed.slice(0, 5)) console.log(`  failed: ${line}`);
  for (const line of run.httpErrors.slice(0, 5)) console.log(`  HTTP: ${line}`);
  for (const line of run.errors.slice(0, 5)) console.log(`  error: ${line}`);
}

/** @param {Awaited<ReturnType<typeof measure>>} run */
function summarise(run) {
  /** @type {Map<string, { origin: string, files: number, gzipBytes: number, transferBytes: number, rawBytes: number }>} */
  const byOrigin = new Map();
  for (const file of run.files) {
    const entry = byOrigin.get(file.origin) ?? { origin: file.origin, files: 0, gzipBytes: 0, transferBytes: 0, rawBytes: 0 };
    entry.files++;
    entry.gzipBytes += file.gzipBytes;
    entry.transferBytes += file.transferBytes ?? 0;
    entry.rawBytes += file.rawBytes;
    byOrigin.set(file.origin, entry);
  }
  const sum = (/** @type {'gzipBytes' | 'rawBytes'} */ key) => run.files.reduce((total, file) => total + file[key], 0);
  return {
    ...run,
    jsFiles: run.files.length,
    gzipBytes: sum('gzipBytes'),
    rawBytes: sum('rawBytes'),
    transferBytes: run.files.reduce((total, file) => total + (file.transferBytes ?? 0), 0),
    byOrigin: [...byOrigin.values()].sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

runMain(USAGE, async () => {
  const options = readOptions(DEFAULT_PAGES);
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const store = await openStore(options.url, { rebuild: options.rebuild });
  const names = await remoteOrigins(store.origin);
  // Ctrl-C is handled in common.mjs (browser first, then the store), not by Playwright.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const removeCleanup = addCleanup(() => browser.close());
  const chromeVersion = browser.version();
  const userAgent = `Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chromeVersion} Mobile Safari/537.36`;
  console.log(`First load on a phone (${VIEWPORT.width}x${VIEWPORT.height}, empty cache), ${store.origin}, Chromium ${chromeVersion}`);
  console.log('KB = 1024 bytes. gzip = each JavaScript body gzipped here at level 9; wire = bytes as transferred (headers + body).');

  const runs = [];
  try {
    for (const page of options.pages) {
      for (const language of LANGUAGES) {
        if (isExiting()) return 1;
        let run;
        try {
          run = summarise(await measure(browser, store.origin, page, language, userAgent));
        } catch (error) {
          if (isExiting()) return 1;
          console.log(`\n${page}  [${language}]  — could not be measured: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
          continue;
        }
        printRun(run, names, store.origin);
        runs.push(run);
      }
    }
  } finally {
    removeCleanup();
    await browser.close();
    await store.stop();
  }
  if (runs.length === 0) throw new CannotRun('No page could be measured.');

  console.log('');
  for (const run of runs.filter((entry) => entry.page === TARGET_PAGE)) {
    const delta = TARGET_GZIP_BYTES - run.gzipBytes;
    const verdict = delta >= 0 ? `${kb(delta)} KB under` : `${kb(-delta)} KB over`;
    console.log(
      `${TARGET_PAGE} [${run.language}]: ${kb(run.gzipBytes)} KB of JavaScript (gzip) against the ${kb(TARGET_GZIP_BYTES)} KB target — ${verdict} (${((run.gzipBytes / TARGET_GZIP_BYTES) * 100).toFixed(0)}%)`,
    );
  }
  if (!runs.some((run) => run.page === TARGET_PAGE)) console.log(`(${TARGET_PAGE} was not measured, so no comparison with the ${kb(TARGET_GZIP_BYTES)} KB target)`);

  writeJson(options.json, {
    measuredAt: new Date().toISOString(),
    origin: store.origin,
    chromium: chromeVersion,
    viewport: VIEWPORT,
    targetGzipBytes: { page: TARGET_PAGE, bytes: TARGET_GZIP_BYTES },
    remotes: Object.fromEntries(names),
    runs: runs.map(({ byOrigin, ...run }) => ({ ...run, byOrigin })),
  });
  return 0;
});
