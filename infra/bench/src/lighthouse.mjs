// Lighthouse 12 in its default mobile form (simulated slow 4G and 4x CPU slowdown) against store
// pages in Arabic and English, one run at a time, each in a fresh Chromium. Prints the category
// scores and the load metrics; a low score is never a failure.
//
//   npm run bench:lighthouse [-- --pages /,/cart] [--url http://127.0.0.1:3000] [--json out.json]
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { preparedShopper } from './shopper.mjs';
import { CannotRun, UsageError, CHROMIUM_FLAGS, CHROMIUM_PATH, LANGUAGES, TOURS_SEEN, addCleanup, isExiting, kb, median, openStore, readOptions, runMain, table, warmPage, writeJson } from './common.mjs';

const DEFAULT_PAGES = ['/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const USAGE = `npm run bench:lighthouse [-- --pages /,/cart] [--url <origin> | --rebuild] [--json <file>] [--runs <n>] [--reports <dir>] [--cart <n> | --returning] [--without-scripts]
  --pages    comma-separated paths (default ${DEFAULT_PAGES.join(',')}); each is measured in Arabic and English
  --url      measure a store that is already running instead of starting one on the bench ports
  --rebuild  delete the benchmark store's builds and data first, so the current sources are measured
  --json     also write the figures to this file
  --runs     runs per page and language (default 1); with more, a median row follows
  --reports  also save each run's full Lighthouse report (HTML and JSON) in this folder
  --cart     measure as a returning guest with <n> products in the cart (1-30) and both tours seen,
             so /cart shows lines and seller offers instead of the empty cart
  --returning  measure as a returning guest with both tours seen and an empty cart: without it, every
             run is a first visit, whose delivery tour opens once the page has settled
  --shopper  measure as a signed-in shopper (one per language) with a paid order, an address and a
             checkout open at the address step, both tours seen: for /orders, /addresses, /checkout/…
  --without-scripts  block every script file, so the page is the server's HTML and styles alone: what
             the markup costs to lay out and paint, the floor beneath what the scripts add. Only
             meaningful for pages rendered on the server.`;
// Every script file the page could ask for (the shell's, the remotes' entries and chunks); the small
// inline scripts of the HTML still run.
const SCRIPT_FILES = ['*.js', '*.js?*'];
const MAX_CART_LINES = 30;

/**
 * The first <count> products the store lists near its default address, in the shape the cart keeps
 * in local storage (prices in halalas), so a measured page can start with a realistic basket.
 * @param {string} origin @param {number} count
 */
async function sampleCart(origin, count) {
  const query = `query BenchCart($first: Int) { productsBySearch(first: $first, sortedBy: RATING_DESC) { edges { node {
    id slug name arName image priceHalalas sellingPriceHalalas maxOrder stockAvailable weight weightType } } } }`;
  const response = await fetch(new URL('/graphql', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'storefront-public-key', origin },
    body: JSON.stringify({ query, variables: { first: count } }),
  });
  const body = /** @type {{ data?: { productsBySearch?: { edges: { node: Record<string, any> }[] } }, errors?: unknown[] }} */ (await response.json());
  const nodes = body.data?.productsBySearch?.edges.map((edge) => edge.node) ?? [];
  if (!response.ok || nodes.length === 0) throw new CannotRun(`Could not list products for the cart (HTTP ${response.status}${body.errors ? `, ${JSON.stringify(body.errors).slice(0, 200)}` : ''})`);
  const cartItems = nodes.map((node, index) => {
    const product = {
      id: Number(node.id),
      slug: node.slug,
      name: node.name,
      arName: node.arName,
      image: node.image ?? '',
      sellingPrice: node.sellingPriceHalalas,
      price: node.priceHalalas,
      maxOrder: node.maxOrder ?? 50,
      stockAvailable: node.stockAvailable > 0,
      ...(typeof node.weight === 'number' ? { weight: node.weight } : {}),
      ...(typeof node.weightType === 'string' ? { weightType: node.weightType } : {}),
    };
    return { productId: product.id, quantity: 1 + (index % 3), product };
  });
  const subtotal = cartItems.reduce((sum, line) => sum + line.quantity * line.product.sellingPrice, 0);
  return { cartItems, totalItems: cartItems.length, subtotal };
}

/**
 * What the measured profile starts with: a guest cart (--cart) or a shopper's cookies (--shopper).
 * @typedef {{ cart?: unknown, cookies?: import('playwright-core').Cookie[] }} Profile
 */

/**
 * Writes the profile's cart or cookies and a tours record into the browser Lighthouse is about to
 * use; the audit then runs with storage reset off, so it sees them.
 * @param {number} port Chromium's debugging port @param {string} origin @param {Profile} profile
 */
async function prepareProfile(port, origin, profile) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    if (profile.cookies) await context.addCookies(profile.cookies);
    const page = await context.newPage();
    await page.goto(new URL('/remotes.json', origin).href);
    await page.evaluate(
      ([stored, [toursKey, toursSeen]]) => {
        if (stored) localStorage.setItem('cartInfo', JSON.stringify(stored));
        localStorage.setItem(toursKey, toursSeen);
      },
      /** @type {const} */ ([profile.cart ?? null, TOURS_SEEN]),
    );
    await page.close();
  } finally {
    // A browser reached over CDP is only disconnected here; chrome-launcher stops it later.
    await browser.close();
  }
}

// chrome-launcher comes with lighthouse; resolve it from there so the script does not rely on hoisting.
const requireFromLighthouse = createRequire(import.meta.resolve('lighthouse'));
const { launch } = await import(pathToFileURL(requireFromLighthouse.resolve('chrome-launcher')).href);

/**
 * Lighthouse starts from a clean profile (no cookies), so the language comes from the URL:
 * Arabic is the default, English is the /en prefix (the shell drops it from the address).
 * @param {string} origin @param {string} page @param {'ar' | 'en'} language
 */
function urlFor(origin, page, language) {
  return new URL(language === 'en' ? `/en${page === '/' ? '/' : page}` : page, origin).href;
}

/**
 * @param {string} url
 * @param {string | undefined} reportBase where to save the full report (.report.html and .report.json), if anywhere
 * @param {Profile} [profile] a guest cart or a shopper's cookies to start with (see --cart, --shopper)
 * @param {{ withoutScripts?: boolean }} [how] block the page's script files (see --without-scripts)
 */
async function audit(url, reportBase, profile, { withoutScripts = false } = {}) {
  // Ctrl-C is handled in common.mjs (this Chromium first, then the store), not by chrome-launcher.
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent', handleSIGINT: false });
  const removeCleanup = addCleanup(async () => chrome.kill());
  try {
    if (profile) await prepareProfile(chrome.port, new URL(url).origin, profile);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(profile ? { disableStorageReset: true } : {}),
      ...(withoutScripts ? { blockedUrlPatterns: SCRIPT_FILES } : {}),
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    if (reportBase) {
      const [html, json] = /** @type {string[]} */ (result.report);
      fs.mkdirSync(path.dirname(reportBase), { recursive: true });
      fs.writeFileSync(`${reportBase}.report.html`, html);
      fs.writeFileSync(`${reportBase}.report.json`, json);
    }
    return result.lhr;
  } finally {
    removeCleanup();
    await chrome.kill();
  }
}

/** @param {import('lighthouse').Result} lhr */
function figures(lhr) {
  const score = (/** @type {string} */ id) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const metric = (/** @type {string} */ id) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === 'number' ? value : null;
  };
  return {
    finalUrl: lhr.finalDisplayedUrl,
    lighthouse: lhr.lighthouseVersion,
    userAgent: lhr.environment?.networkUserAgent,
    // Lighthouse's CPU speed estimate of this machine; simulated timings scale with it, so a busy
    // machine (low index) reads slower.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: lhr.runWarnings ?? [],
    scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices') },
    metrics: {
      lcpMs: metric('largest-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
      tbtMs: metric('total-blocking-time'),
      fcpMs: metric('first-contentful-paint'),
    },
    // Lighthouse's estimated savings, largest first: where the time goes.
    opportunities: Object.values(lhr.audits)
      .filter((entry) => entry.details?.type === 'opportunity' && typeof entry.score === 'number' && entry.score < 1)
      .map((entry) => {
        const details = /** @type {{ overallSavingsMs?: number, overallSavingsBytes?: number }} */ (entry.details);
        return { id: entry.id, savingsMs: details.overallSavingsMs ?? 0, savingsBytes: details.overallSavingsBytes ?? 0 };
      })
      .filter((entry) => entry.savingsMs > 0 || entry.savingsBytes > 0)
      .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes),
    // Audits Lighthouse could not compute (12.2 predates this Chromium; a few trace-based ones fail).
    erroredAudits: Object.values(lhr.audits)
      .filter((entry) => entry.scoreDisplayMode === 'error')
      .map((entry) => entry.id),
    mainThreadMs: metric('mainthread-work-breakdown'),
    bootupMs: metric('bootup-time'),
    // Audits below 90 in each category, for a quick look at what costs the points.
    failing: Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number' && /** @type {number} */ (lhr.audits[ref.id].score) < 0.9)
          .map((ref) => ({
            id: ref.id,
            score: lhr.audits[ref.id].score,
            value: lhr.audits[ref.id].displayValue ?? null,
            // The offending elements, when the audit names them (accessibility audits do).
            nodes: (/** @type {{ items?: { node?: { snippet?: string } }[] }} */ (lhr.audits[ref.id].details)?.items ?? [])
              .map((item) => item.node?.snippet)
              .filter(Boolean)
              .slice(0, 3),
          })),
      ]),
    ),
  };
}

/**
 * One Lighthouse run: its figures, or the error that stopped it.
 * `serverRenderMisses`: the page's areas the gateway left to the browser during the run (null: unknown).
 * @typedef {{ page: string, language: 'ar' | 'en', attempt: number, url: string, serverRenderMisses?: number | null } & Partial<ReturnType<typeof figures>>} Run
 */

const seconds = (/** @type {number | null} */ ms) => (ms === null ? '–' : (ms / 1000).toFixed(2));
const plain = (/** @type {number | null} */ value, digits = 0) => (value === null ? '–' : value.toFixed(digits));
runMain(USAGE, async () => {
  const options = readOptions(DEFAULT_PAGES, { reports: { type: 'string' }, runs: { type: 'string' }, cart: { type: 'string' }, shopper: { type: 'boolean' }, returning: { type: 'boolean' }, 'without-scripts': { type: 'boolean' } });
  const withoutScripts = options.values['without-scripts'] === true;
  const cartLines = options.values.cart === undefined ? 0 : Number(options.values.cart);
  if (!Number.isInteger(cartLines) || cartLines < 0 || cartLines > MAX_CART_LINES) {
    throw new UsageError(`--cart: "${options.values.cart}" must be a whole number from 1 to ${MAX_CART_LINES}`);
  }
  if (cartLines && options.values.shopper) throw new UsageError('--cart and --shopper: choose one (a shopper keeps the cart on the server)');
  if (options.values.returning && (cartLines || options.values.shopper)) throw new UsageError('--returning: already so with --cart or --shopper');
  const reports = typeof options.values.reports === 'string' ? path.resolve(options.values.reports) : undefined;
  const repeat = Number(options.values.runs ?? 1);
  if (!Number.isInteger(repeat) || repeat < 1 || repeat > 20) throw new UsageError(`--runs: "${options.values.runs}" must be a whole number from 1 to 20`);
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const store = await openStore(options.url, { rebuild: options.rebuild });
  console.log(`Lighthouse, mobile form factor, default (simulated) throttling, ${store.origin}`);
  if (withoutScripts) console.log(`Without scripts: every script file (${SCRIPT_FILES.join(', ')}) is blocked, so each page is its server HTML alone.`);
  const cart = cartLines ? await sampleCart(store.origin, cartLines) : undefined;
  if (cart) console.log(`As a returning guest with ${cart.totalItems} products in the cart and both tours seen.`);
  /** @type {Partial<Record<'ar' | 'en', Profile>>} */
  const profiles = {};
  if (options.values.shopper) {
    for (const language of LANGUAGES) profiles[language] = { cookies: await preparedShopper(store.origin, language) };
    console.log('As a signed-in shopper (one per language) with a paid order, an address and an open checkout, both tours seen.');
  } else if (cart) for (const language of LANGUAGES) profiles[language] = { cart };
  else if (options.values.returning) {
    for (const language of LANGUAGES) profiles[language] = {};
    console.log('As a returning guest with both tours seen and an empty cart.');
  }

  /** @type {Run[]} */
  const runs = [];
  try {
    for (const page of options.pages) {
      for (const language of LANGUAGES) {
        const url = urlFor(store.origin, page, language);
        const cookies = profiles[language]?.cookies;
        await warmPage(url, cookies?.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '));
        for (let attempt = 1; attempt <= repeat; attempt++) {
          if (isExiting()) return 1;
          console.error(`  lighthouse: ${page} [${language}]${repeat > 1 ? ` run ${attempt}/${repeat}` : ''} ${url}`);
          const name = `${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${language}${repeat > 1 ? `-${attempt}` : ''}`;
          const missesBefore = store.serverRenderMisses();
          const missed = () => {
            const now = store.serverRenderMisses();
            return now === null || missesBefore === null ? null : now - missesBefore;
          };
          try {
            const lhr = await audit(url, reports ? path.join(reports, name) : undefined, profiles[language], { withoutScripts });
            runs.push({ page, language, attempt, url, serverRenderMisses: missed(), ...figures(lhr) });
          } catch (error) {
            if (isExiting()) return 1;
            runs.push({ page, language, attempt, url, runtimeError: error instanceof Error ? error.message.split('\n')[0] : String(error) });
          }
        }
      }
    }
  } finally {
    await store.stop();
  }

  const done = runs.filter((run) => 'scores' in run);
  console.log(`${done[0]?.lighthouse ? `Lighthouse ${done[0].lighthouse}, ` : ''}${done[0]?.userAgent ?? ''}`);
  console.log("Scores out of 100. CPU index: Lighthouse's estimate of this machine's speed; on a busy machine it drops and the simulated times rise.");
  console.log('Server-rendered: whether every area of the page came from the server (no: that many were left to the browser, over the render budget; ?: a store at --url).\n');

  /** @param {Run} run @returns {(number | null)[]} */
  const numbers = (run) =>
    run.scores && run.metrics
      ? [
          run.scores.performance,
          run.scores.accessibility,
          run.scores.bestPractices,
          run.metrics.lcpMs,
          run.metrics.cls,
          run.metrics.tbtMs,
          run.metrics.fcpMs,
          run.benchmarkIndex ?? null,
        ]
      : Array(8).fill(null);
  /** @param {(number | null)[]} values */
  const cells = (values) => [
    plain(values[0]),
    plain(values[1]),
    plain(values[2]),
    seconds(values[3]),
    plain(values[4], 3),
    plain(values[5]),
    seconds(values[6]),
    plain(values[7]),
  ];
  /** Whether the measured page came server-rendered: a run whose areas the gateway left to the browser
   * measures the fallback, not the page a shopper normally gets. @param {Run} run */
  const served = (run) => (run.serverRenderMisses === null || run.serverRenderMisses === undefined ? '?' : run.serverRenderMisses === 0 ? 'yes' : `no (${run.serverRenderMisses})`);
  /** @type {string[][]} */
  const rows = [];
  for (const page of options.pages) {
    for (const language of LANGUAGES) {
      const group = runs.filter((run) => run.page === page && run.language === language);
      for (const run of group) rows.push([page, language, ...(repeat > 1 ? [String(run.attempt)] : []), ...cells(numbers(run)), served(run)]);
      if (repeat > 1) {
        const measured = group.map(numbers).filter((values) => values[0] !== null);
        const fallbacks = group.filter((run) => (run.serverRenderMisses ?? 0) > 0).length;
        rows.push([page, language, 'median', ...cells(Array.from({ length: 8 }, (_, index) => median(measured.map((values) => values[index])))), fallbacks ? `${fallbacks} of ${group.length} not` : '']);
      }
    }
  }
  const header = ['page', 'lang', ...(repeat > 1 ? ['run'] : []), 'perf', 'a11y', 'best-pr.', 'LCP s', 'CLS', 'TBT ms', 'FCP s', 'CPU index', 'server-rendered'];
  console.log(table(header, rows));

  // Details of the first completed run of each page and language; only errors of the others.
  const detailed = new Set();
  for (const run of runs) {
    const key = `${run.page} ${run.language}`;
    const full = 'scores' in run && !detailed.has(key);
    if (full) detailed.add(key);
    const notes = [];
    if (run.runtimeError) notes.push(`error: ${run.runtimeError}`);
    for (const warning of ('warnings' in run && run.warnings) || []) notes.push(`warning: ${warning}`);
    if (full) {
      if ('finalUrl' in run && run.finalUrl && run.finalUrl !== run.url) notes.push(`ended at ${run.finalUrl}`);
      if ('mainThreadMs' in run && typeof run.mainThreadMs === 'number') {
        notes.push(`main-thread work ${seconds(run.mainThreadMs)} s, JavaScript execution ${seconds(run.bootupMs ?? null)} s`);
      }
      if ('opportunities' in run && run.opportunities?.length) {
        const listed = run.opportunities.slice(0, 6).map((entry) => `${entry.id} (${[entry.savingsMs ? `~${Math.round(entry.savingsMs)} ms` : '', entry.savingsBytes ? `${kb(entry.savingsBytes)} KB` : ''].filter(Boolean).join(', ')})`);
        notes.push(`opportunities: ${listed.join(', ')}`);
      }
      if ('erroredAudits' in run && run.erroredAudits?.length) notes.push(`not computed by Lighthouse: ${run.erroredAudits.join(', ')}`);
      if ('failing' in run && run.failing) {
        for (const [category, audits] of Object.entries(run.failing)) {
          if (audits.length) notes.push(`${category} below 90: ${audits.map((entry) => (entry.value ? `${entry.id} (${entry.value})` : entry.id)).join(', ')}`);
          for (const entry of audits) for (const node of entry.nodes) notes.push(`  ${entry.id}: ${node}`);
        }
      }
    }
    const label = repeat > 1 ? ` run ${run.attempt}` : '';
    if (notes.length) console.log(`\n${run.page} [${run.language}]${label} ${run.url}\n${notes.map((note) => `  ${note}`).join('\n')}`);
  }
  if (reports) console.log(`\nFull reports in ${reports}`);
  writeJson(options.json, { measuredAt: new Date().toISOString(), origin: store.origin, withoutScripts, runs });
  if (done.length === 0) throw new CannotRun('No Lighthouse run completed.');
  return 0;
});
