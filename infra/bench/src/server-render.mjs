// What the server render of a page costs (docs/decisions/018): the gateway sends the head at once and
// the body once the header and the owning remote's area are rendered, so the last byte arrives when the
// render is done. Per page and language: the first byte, the whole page (p50, p95, max), the HTML's
// size, and how many of the answers carried the area rendered on the server rather than left to the
// browser (over the budget, or failed). Requests go one at a time after a warm-up, then `--concurrency`
// at once. Prints figures only; a slow render is never a failure.
//
//   npm run bench:ssr [-- --pages /,/category/dairy-eggs] [--requests 30] [--concurrency 4] [--url <origin>]
import { LANGUAGES, kb, openStore, readOptions, runMain, table, UsageError, writeJson } from './common.mjs';

const DEFAULT_PAGES = ['/', '/search-products?searchKeyword=حليب', '/category/dairy-eggs', '/product/almarai-low-fat-fresh-milk-1l'];
const WARM_UP = 5;
const USAGE = `npm run bench:ssr [-- --pages /,/cart] [--url <origin> | --rebuild] [--json <file>] [--requests <n>] [--concurrency <n>]
  --pages        comma-separated paths (default ${DEFAULT_PAGES.join(',')}); each in Arabic and English
  --url          measure a store that is already running instead of starting one on the bench ports
  --rebuild      delete the benchmark store's builds and data first, so the current sources are measured
  --requests     measured requests per page, language and mode (default 30, after ${WARM_UP} to warm up)
  --concurrency  requests at once in the second mode (default 4)
  --json         also write the figures to this file`;

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/**
 * One page load as a browser makes it: the first byte (the head, sent at once) and the last (the body,
 * after the render).
 * @param {string} url @param {'ar' | 'en'} language
 */
async function load(url, language) {
  const started = performance.now();
  const response = await fetch(url, { headers: { accept: 'text/html', 'accept-encoding': 'br', cookie: `locale=${language}` } });
  const reader = /** @type {ReadableStreamDefaultReader<Uint8Array>} */ (response.body?.getReader());
  let firstByte = 0;
  let bytes = 0;
  const decoder = new TextDecoder();
  let html = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!firstByte) firstByte = performance.now() - started;
    bytes += value.byteLength;
    html += decoder.decode(value, { stream: true });
  }
  const total = performance.now() - started;
  const areas = [...html.matchAll(/data-server-rendered="([^"]+)"/g)].map((match) => match[1]);
  return { status: response.status, firstByte, total, bytes, areas };
}

/** @param {string} url @param {'ar' | 'en'} language @param {number} count @param {number} concurrency */
async function measure(url, language, count, concurrency) {
  /** @type {Awaited<ReturnType<typeof load>>[]} */
  const loads = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      loads.push(await load(url, language));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return loads;
}

runMain(USAGE, async () => {
  const options = readOptions(DEFAULT_PAGES, { requests: { type: 'string' }, concurrency: { type: 'string' } });
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const requests = Number(options.values.requests ?? 30);
  const concurrency = Number(options.values.concurrency ?? 4);
  if (!Number.isInteger(requests) || requests < 1) throw new UsageError('--requests must be a whole number above 0');
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new UsageError('--concurrency must be a whole number above 0');
  const store = await openStore(options.url, { rebuild: options.rebuild });
  try {
    const budget = options.url ? 'the store\'s' : process.env.SERVER_RENDER_BUDGET_MS ? `${process.env.SERVER_RENDER_BUDGET_MS} ms` : 'the gateway\'s default';
    console.log(`Server render of store pages at ${store.origin} (budget ${budget}); times from the request, in ms`);
    const rows = [];
    const figures = [];
    for (const page of options.pages) {
      for (const language of LANGUAGES) {
        const url = new URL(page, store.origin).href;
        await measure(url, language, WARM_UP, 1);
        for (const [mode, atOnce] of [['one at a time', 1], [`${concurrency} at once`, concurrency]]) {
          const loads = await measure(url, language, requests, /** @type {number} */ (atOnce));
          const totals = loads.map((entry) => entry.total);
          const rendered = loads.filter((entry) => entry.areas.some((area) => area !== 'shell')).length;
          const header = loads.filter((entry) => entry.areas.includes('shell')).length;
          const row = {
            page,
            language,
            mode,
            firstByte: Math.round(quantile(loads.map((entry) => entry.firstByte), 0.5)),
            p50: Math.round(quantile(totals, 0.5)),
            p95: Math.round(quantile(totals, 0.95)),
            max: Math.round(Math.max(...totals)),
            kb: kb(quantile(loads.map((entry) => entry.bytes), 0.5)),
            areaRendered: `${rendered}/${loads.length}`,
            headerRendered: `${header}/${loads.length}`,
          };
          figures.push({ ...row, loads });
          rows.push([page, language, mode, row.firstByte, row.p50, row.p95, row.max, row.kb, row.areaRendered, row.headerRendered]);
        }
      }
    }
    console.log(table(['page', 'lang', 'requests', 'first byte p50', 'whole page p50', 'p95', 'max', 'KB (br)', 'page area on server', 'header on server'], rows));
    writeJson(options.json, figures);
    return 0;
  } finally {
    await store.stop();
  }
});
