// Where the main thread's time goes on a first load: a Chromium performance trace (CDP Tracing with
// the V8 sampling profiler) of `/`, a listing and a product page on a phone with 4x CPU slowdown,
// and a table of the long tasks (over 50 ms) by what runs in them: React render, styled-components
// rule insertion, i18n start-up, federation start-up, tours, layout reads, Apollo, other. Prints
// figures only; a slow page is never a failure.
//
//   npm run bench:trace [-- --pages /,/cart] [--url http://127.0.0.1:3000] [--json out.json] [--traces dir]
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  CannotRun,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  TOURS_SEEN,
  UsageError,
  addCleanup,
  isExiting,
  openStore,
  readOptions,
  runMain,
  sleep,
  table,
  warmPage,
  writeJson,
} from './common.mjs';
import { analyseTrace, CATEGORIES, LONG_TASK_MS, parseSourceMap, summariseTasks, traceEventsOf } from './trace-analysis.mjs';

const PRODUCT_PAGE = '/product/{first}';
const DEFAULT_PAGES = ['/', '/category/dairy-eggs', PRODUCT_PAGE];
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 844 };
const SETTLE_MS = 1500;
const MAX_SETTLE_MS = 20_000;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.gc',
  'blink.user_timing',
  'loading',
  'toplevel',
];
const USAGE = `npm run bench:trace [-- --pages /,/cart] [--url <origin> | --rebuild] [--lang ar,en] [--cpu <n>] [--returning] [--json <file>] [--traces <dir>]
  --pages    comma-separated paths (default /, /category/dairy-eggs and the first product's page)
  --lang     languages to trace, ar and/or en (default ar: the right-to-left styles are the heavier case)
  --cpu      CPU slowdown, 1-8 (default 4). A long task is one over 50 ms at 4x and over 50 x n / 4 ms at
             n x: at 1x, tasks over 12.5 ms, which Lighthouse's phone simulation (4x) counts as blocking.
             At 1x the machine's own noise hides less, and the tracer's start-up weighs less.
  --returning  trace a returning guest, both guided tours already seen (default: a first visit, whose
             delivery tour opens once the page has settled)
  --url      measure a store that is already running instead of starting one on the bench ports
  --rebuild  delete the benchmark store's builds and data first, so the current sources are measured
  --json     also write every long task with its split and functions to this file
  --traces   also keep each raw trace (JSON, opens in the browser's performance panel) in this folder`;

/** The slug of the store's first product near the default address, for the product page. @param {string} origin */
async function firstProductSlug(origin) {
  const response = await fetch(new URL('/graphql', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'storefront-public-key', origin },
    body: JSON.stringify({ query: 'query BenchFirstProduct { productsBySearch(first: 1, sortedBy: RATING_DESC) { edges { node { slug } } } }' }),
  });
  const body = /** @type {{ data?: { productsBySearch?: { edges: { node: { slug: string } }[] } } }} */ (await response.json().catch(() => ({})));
  const slug = body.data?.productsBySearch?.edges[0]?.node.slug;
  if (!slug) throw new CannotRun(`Could not find a product to trace (HTTP ${response.status})`);
  return slug;
}

/** Source maps of the bundles, fetched beside each script (`.map`) once per run. */
function sourceMaps() {
  /** @type {Map<string, import('node:module').SourceMap | null>} */
  const maps = new Map();
  return {
    /** @param {string[]} urls */
    async load(urls) {
      await Promise.all(
        urls
          .filter((url) => /^https?:[^?]*\.js(\?|$)/.test(url) && !maps.has(url))
          .map(async (url) => {
            maps.set(url, null);
            try {
              const response = await fetch(`${url.split('?')[0]}.map`, { signal: AbortSignal.timeout(10_000) });
              if (response.ok) maps.set(url, parseSourceMap(await response.text()));
            } catch {
              // without a map the frame is named by its bundle
            }
          }),
      );
    },
    /** @param {string} url */
    get: (url) => maps.get(url) ?? null,
  };
}

/**
 * Loads one page in a fresh context (empty cache; a first visit unless `returning`) with the CPU
 * slowed down, and returns its trace.
 * @param {import('playwright-core').Browser} browser @param {string} url @param {'ar' | 'en'} language @param {string} userAgent
 * @param {{ cpuSlowdown: number, returning: boolean }} how
 */
async function record(browser, url, language, userAgent, { cpuSlowdown, returning }) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    screen: VIEWPORT,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent,
    locale: language === 'ar' ? 'ar-SA' : 'en-US',
  });
  try {
    await context.addCookies([{ name: 'locale', value: language, url, sameSite: 'Lax' }]);
    if (returning) {
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), TOURS_SEEN);
    }
    const tab = await context.newPage();
    const page = await context.newCDPSession(tab);
    await page.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    /** @type {Set<string>} */
    const scripts = new Set();
    let requests = 0;
    let inFlight = 0;
    tab.on('request', (request) => {
      requests++;
      inFlight++;
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    tab.on('requestfinished', () => inFlight--);
    tab.on('requestfailed', () => inFlight--);

    const tracing = await browser.newBrowserCDPSession();
    const complete = new Promise((resolve) => tracing.once('Tracing.tracingComplete', resolve));
    await tracing.send('Tracing.start', {
      transferMode: 'ReturnAsStream',
      traceConfig: { includedCategories: TRACE_CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
    });
    await tab.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await tab.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
    // Settle like bench:web: until a whole settle period passes with nothing in flight and nothing new.
    const settleUntil = Date.now() + MAX_SETTLE_MS;
    let seen = -1;
    while (Date.now() < settleUntil) {
      await sleep(SETTLE_MS);
      if (inFlight <= 0 && requests === seen) break;
      seen = requests;
    }
    await tracing.send('Tracing.end');
    const { stream } = /** @type {{ stream: string }} */ (await complete);
    let text = '';
    for (;;) {
      const chunk = /** @type {{ data: string, eof: boolean, base64Encoded?: boolean }} */ (await tracing.send('IO.read', { handle: stream, size: 1 << 20 }));
      text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
      if (chunk.eof) break;
    }
    await tracing.send('IO.close', { handle: stream });
    await tracing.detach();
    const state = await tab.evaluate(() => ({
      lang: document.documentElement.lang,
      mounted: [...document.querySelectorAll('[id^="area-"]')].filter((element) => element.childElementCount > 0).map((element) => element.id.slice(5)),
    }));
    return { text, scripts: [...scripts], ...state };
  } finally {
    await context.close();
  }
}

const ms = (/** @type {number} */ value) => Math.round(value);

/** @param {ReturnType<typeof summariseTasks>} summary */
function categoryRows(summary) {
  return CATEGORIES.map((category) => {
    const row = summary.rows.get(category);
    const top = [...row.functions.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([label, value]) => `${label} ${ms(value)}`)
      .join('; ');
    const share = summary.total ? `${Math.round((row.ms / summary.total) * 100)}%` : '–';
    return [category, ms(row.ms), share, row.led, top];
  });
}

runMain(USAGE, async () => {
  const options = readOptions(DEFAULT_PAGES, { traces: { type: 'string' }, lang: { type: 'string' }, cpu: { type: 'string' }, returning: { type: 'boolean' } });
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const languages = String(options.values.lang ?? 'ar')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (languages.length === 0 || languages.some((language) => language !== 'ar' && language !== 'en')) throw new UsageError(`--lang: "${options.values.lang}" must be ar, en or ar,en`);
  const tracesDir = typeof options.values.traces === 'string' ? path.resolve(options.values.traces) : undefined;
  const cpuSlowdown = options.values.cpu === undefined ? CPU_SLOWDOWN : Number(options.values.cpu);
  if (!Number.isInteger(cpuSlowdown) || cpuSlowdown < 1 || cpuSlowdown > 8) throw new UsageError(`--cpu: "${options.values.cpu}" must be a whole number from 1 to 8`);
  const longTaskMs = (LONG_TASK_MS * cpuSlowdown) / CPU_SLOWDOWN;
  const returning = options.values.returning === true;

  const store = await openStore(options.url, { rebuild: options.rebuild });
  // The default product page is the first product's, whatever the seed named it.
  const slug = options.pages.includes(PRODUCT_PAGE) ? await firstProductSlug(store.origin) : '';
  const resolvedPages = options.pages.map((page) => (page === PRODUCT_PAGE ? `/product/${encodeURIComponent(slug)}` : page));

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
  console.log(
    `Performance trace of a ${returning ? "returning guest's" : 'first'} load on a phone (${VIEWPORT.width}x${VIEWPORT.height}, empty cache, ${cpuSlowdown}x CPU slowdown), ${store.origin}, Chromium ${chromeVersion}`,
  );
  console.log(`Long tasks: main-thread tasks over ${longTaskMs} ms. Milliseconds inside them, split by the sampled stacks (source maps) and the trace's style, layout, compile and GC events.`);

  const maps = sourceMaps();
  const results = [];
  try {
    for (const page of resolvedPages) {
      for (const language of /** @type {('ar' | 'en')[]} */ (languages)) {
        if (isExiting()) return 1;
        const url = new URL(page, store.origin).href;
        console.error(`  trace: ${page} [${language}]`);
        let recorded;
        await warmPage(url, `locale=${language}`);
        const missesBefore = store.serverRenderMisses();
        try {
          recorded = await record(browser, url, language, userAgent, { cpuSlowdown, returning });
        } catch (error) {
          if (isExiting()) return 1;
          console.log(`\n${page} [${language}] — could not be traced: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
          continue;
        }
        if (tracesDir) {
          fs.mkdirSync(tracesDir, { recursive: true });
          const name = `${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${language}.trace.json`;
          fs.writeFileSync(path.join(tracesDir, name), recorded.text);
        }
        const events = traceEventsOf(JSON.parse(recorded.text));
        await maps.load(recorded.scripts);
        const analysis = analyseTrace(events, maps.get, url, longTaskMs);
        const summary = summariseTasks(analysis.tasks, longTaskMs);
        const missesAfter = store.serverRenderMisses();
        const serverRenderMisses = missesBefore === null || missesAfter === null ? null : missesAfter - missesBefore;
        results.push({ page, language, analysis, summary, mounted: recorded.mounted, serverRenderMisses });

        console.log(
          `\n${page}  [${language}]  — ${summary.count} long tasks, ${ms(summary.total)} ms in them, ${ms(summary.blocking)} ms past ${longTaskMs} ms (blocking); mounted: ${recorded.mounted.join(', ') || 'none'}; ${
            serverRenderMisses === null ? 'server render not known (a store at --url)' : serverRenderMisses === 0 ? 'server-rendered' : `${serverRenderMisses} area(s) left to the browser by the server render`
          }`,
        );
        console.log(table(['category', 'ms', 'share', 'tasks led', 'heaviest (ms)'], categoryRows(summary)));
        const other = summary.rows.get('other');
        if (other.detail.size) {
          console.log(
            `  other: ${[...other.detail.entries()]
              .sort((a, b) => b[1] - a[1])
              .map(([category, value]) => `${category.replace(/^other: ?/, '') || 'JavaScript'} ${ms(value)}`)
              .join(', ')}`,
          );
        }
        const longest = [...analysis.tasks].sort((a, b) => b.durationMs - a.durationMs).slice(0, 8);
        if (longest.length) {
          console.log(
            table(
              ['task at ms', 'ms', 'led by', 'heaviest function'],
              longest.map((task) => [ms(task.startMs), ms(task.durationMs), task.lead, task.functions[0] ? `${task.functions[0].label} (${ms(task.functions[0].ms)} ms)` : '–']),
            ),
          );
        }
      }
    }
  } finally {
    removeCleanup();
    await browser.close();
    await store.stop();
  }
  if (results.length === 0) throw new CannotRun('No page could be traced.');

  // One table for the closing note: milliseconds in long tasks per category, a column per page.
  console.log('\nMilliseconds in long tasks by category');
  const header = ['category', ...results.map((result) => `${result.page.length > 24 ? `${result.page.slice(0, 23)}…` : result.page} [${result.language}]`)];
  const rows = CATEGORIES.map((category) => [category, ...results.map((result) => ms(result.summary.rows.get(category).ms))]);
  rows.push(['all long tasks', ...results.map((result) => ms(result.summary.total))]);
  rows.push([`blocking (over ${longTaskMs} ms)`, ...results.map((result) => ms(result.summary.blocking))]);
  rows.push(['long tasks', ...results.map((result) => result.summary.count)]);
  console.log(table(header, rows));
  if (tracesDir) console.log(`\nRaw traces in ${tracesDir}`);

  writeJson(options.json, {
    measuredAt: new Date().toISOString(),
    origin: store.origin,
    chromium: chromeVersion,
    cpuSlowdown,
    longTaskMs,
    returning,
    pages: results.map(({ page, language, analysis, summary, mounted, serverRenderMisses }) => ({
      page,
      language,
      mounted,
      serverRenderMisses,
      longTasks: summary.count,
      longTaskMs: summary.total,
      blockingMs: summary.blocking,
      categories: Object.fromEntries([...summary.rows.entries()].map(([category, row]) => [category, { ms: row.ms, led: row.led, detail: Object.fromEntries(row.detail) }])),
      tasks: analysis.tasks,
    })),
  });
  return 0;
});
