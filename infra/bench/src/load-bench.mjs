// npm run bench:load — the store under load, over the gateway, on PostgreSQL: search suggestions,
// category listings, cart writes and whole checkouts (checkout, payment intent, card token and payment
// at the payment sandbox, order) at the same time, at the service-level targets and at twice them.
// Prints p50, p99 and errors per route for each level, then checks what the writes left behind: every
// acknowledged cart add is in its cart (no lost write), no product sold past its stock (no oversell),
// and every order's payment matches its checkout's total.
//
// Usage: npm run bench:load [-- --duration 20 --levels 1,2 --shoppers 60]
// Loopback only: the gateway, API and sandbox it starts listen on 127.0.0.1, and PostgreSQL must be
// local (127.0.0.1:5432, or DATABASE_URL on a loopback host); it works in a fresh database it drops.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const HOST = '127.0.0.1';
const PORTS = { gateway: 3290, api: 4490, payments: 4590 };
const GATEWAY = `http://${HOST}:${PORTS.gateway}`;
const SANDBOX = `http://${HOST}:${PORTS.payments}`;
const API_KEY = 'storefront-public-key';
const PUBLISHABLE_KEY = 'pk_test_storefront_sandbox';
const REDIS_URL = 'redis://127.0.0.1:6379';
const RIYADH = [24.7136, 46.6753];
/** Per second at 1×: the service levels for suggestions and listings; a busy evening's writes beside them. */
const TARGETS = { suggestions: 500, listings: 300, cartWrites: 20, checkouts: 1 };
/** Units of each scarce product: fewer than the checkouts that want them, so the stock check means something. */
const SCARCE_PRODUCTS = 4;

const args = process.argv.slice(2);
function option(name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
}
const DURATION = Number(option('duration', '20'));
const LEVELS = String(option('levels', '1,2')).split(',').map(Number);
const SHOPPERS = Number(option('shoppers', '60'));
if (!Number.isInteger(DURATION) || DURATION < 2 || DURATION > 120) throw new Error('--duration must be 2 to 120 seconds');
if (LEVELS.some((l) => !(l > 0 && l <= 4))) throw new Error('--levels must list multipliers from 0.1 to 4, such as 1,2');
if (!Number.isInteger(SHOPPERS) || SHOPPERS < 4 || SHOPPERS > 500) throw new Error('--shoppers must be 4 to 500');

/** Seconds of the phase being run: a level, or the short warm-up before the first. */
let phaseSeconds = DURATION;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

// ---- PostgreSQL: a fresh database on a local server

function isLoopback(hostname) {
  return ['127.0.0.1', 'localhost', '[::1]', '::1'].includes(hostname);
}

async function findPostgres() {
  const candidates = process.env.DATABASE_URL
    ? [process.env.DATABASE_URL]
    : ['postgres://postgres@127.0.0.1:5432/postgres', 'postgres://root@127.0.0.1:5432/postgres', 'postgres://postgres@127.0.0.1:5432/test'];
  for (const url of candidates) {
    if (!isLoopback(new URL(url).hostname)) throw new Error(`bench:load runs on loopback only; ${new URL(url).hostname} is not local`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return url;
    } catch {
      // the next one
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  throw new Error('no PostgreSQL server answers on 127.0.0.1:5432 (or DATABASE_URL)');
}

async function admin(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

// ---- the services, each its own process on loopback

function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

async function redisAnswers() {
  return new Promise((resolve) => {
    const socket = net.connect(6379, HOST);
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.write('PING\r\n');
    });
    socket.once('data', (chunk) => {
      socket.destroy();
      resolve(chunk.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const children = [];

function startService(name, entry, env, logFile) {
  const log = fs.createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, entry)], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`  ${name} stopped (${signal ?? `exit ${code}`}); see ${path.relative(repoRoot, logFile)}`);
  });
  children.push(child);
  return child;
}

let stopping = false;
async function stopServices() {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await sleep(1500);
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

// ---- what the browser sends

const graphqlText = (...files) => files.map((file) => fs.readFileSync(path.join(repoRoot, file), 'utf8')).join('\n');
// the storefront's own documents, so the load asks what the pages ask
const SEARCH_DOCUMENT = graphqlText('shell/src/search/search-products.graphql');
const LISTING_DOCUMENT = graphqlText(
  'mf-catalog/src/listing/products-by-category-slug.graphql',
  'mf-catalog/src/listing/listing-fields.graphql',
  'mf-catalog/src/shared/product-card-fields.light.graphql',
);
const BROWSER_HEADERS = { 'content-type': 'application/json', 'x-api-key': API_KEY, origin: GATEWAY, 'accept-language': 'ar' };

async function gatewayCall(pathname, body, cookie) {
  const started = performance.now();
  const response = await fetch(`${GATEWAY}${pathname}`, {
    method: 'POST',
    headers: { ...BROWSER_HEADERS, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const json = await response.json().catch(() => null);
  return { status: response.status, json, ms: performance.now() - started, setCookie: response.headers.getSetCookie() };
}

async function sandboxCall(pathname, body) {
  const started = performance.now();
  const response = await fetch(`${SANDBOX}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${PUBLISHABLE_KEY}:`).toString('base64')}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => null), ms: performance.now() - started };
}

// ---- the load

/** Figures of one route at one level. */
function routeFigures(name, target, total, latencies, errors, seconds) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { name, target, rate: total / seconds, total, p50: percentile(sorted, 50), p99: percentile(sorted, 99), errors };
}

function fromAutocannon(name, target, result, graphqlErrors, refusedLabel = 'GraphQL errors') {
  return {
    name,
    target,
    rate: result.requests.total / result.duration,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon's errors include its timeouts (10 s)
    errors: result.errors + result.non2xx + graphqlErrors,
    detail: [result.timeouts && `${result.timeouts} timed out`, result.errors - result.timeouts && `${result.errors - result.timeouts} connection errors`,
      result.non2xx && `${result.non2xx} non-2xx`, graphqlErrors && `${graphqlErrors} ${refusedLabel}`].filter(Boolean).join(', '),
  };
}

function runAutocannon(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on('error', () => undefined);
  });
}

async function suggestionsLoad(rate, prefixes) {
  let graphqlErrors = 0;
  const result = await runAutocannon({
    url: GATEWAY,
    duration: phaseSeconds,
    connections: Math.max(10, Math.ceil(rate / 25)),
    overallRate: rate,
    headers: BROWSER_HEADERS,
    requests: [
      {
        method: 'POST',
        path: '/graphql',
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            query: SEARCH_DOCUMENT, operationName: 'SearchProducts',
            variables: { query: pick(Math.random() < 0.8 ? prefixes.common : prefixes.tail), role: 'GUEST', coordinate: RIYADH, limit: 10 },
          }),
        }),
        onResponse: (status, body) => {
          if (status === 200 && body.includes('"errors"')) graphqlErrors += 1;
        },
      },
    ],
  });
  return fromAutocannon('suggestions (searchProducts)', rate, result, graphqlErrors);
}

async function listingsLoad(rate, slugs) {
  let graphqlErrors = 0;
  const sorts = [null, null, 'PRICE_ASC', 'DISCOUNT_DESC', 'NEWEST'];
  const result = await runAutocannon({
    url: GATEWAY,
    duration: phaseSeconds,
    connections: Math.max(10, Math.ceil(rate / 25)),
    overallRate: rate,
    headers: BROWSER_HEADERS,
    requests: [
      {
        method: 'POST',
        path: '/graphql',
        setupRequest: (request) => {
          const category = pick(slugs);
          return {
            ...request,
            body: JSON.stringify({
              query: LISTING_DOCUMENT,
              operationName: 'CatalogCategoryFirstPage',
              variables: {
                slug: category.slug, parentSlug: category.parentSlug ?? category.slug, withParent: Boolean(category.parentSlug),
                sortedBy: pick(sorts), first: 24, type: 'GUEST', coordinates: RIYADH,
              },
            }),
          };
        },
        onResponse: (status, body) => {
          if (status === 200 && body.includes('"errors"')) graphqlErrors += 1;
        },
      },
    ],
  });
  return fromAutocannon('listings (productsByCategorySlug, first page)', rate, result, graphqlErrors);
}

/** Cart adds through /api/cart/add-to-cart; each acknowledged one is remembered, to be found in the cart afterwards. */
async function cartWritesLoad(rate, shoppers, productIds, acknowledged) {
  let refused = 0;
  const result = await runAutocannon({
    url: GATEWAY,
    duration: phaseSeconds,
    connections: Math.max(4, Math.ceil(rate / 10)),
    overallRate: rate,
    headers: BROWSER_HEADERS,
    requests: [
      {
        method: 'POST',
        path: '/api/cart/add-to-cart',
        setupRequest: (request, context) => {
          const shopper = pick(shoppers);
          const productId = pick(productIds);
          context.line = { shopper: shopper.index, productId };
          return { ...request, headers: { ...request.headers, cookie: shopper.cookie }, body: JSON.stringify({ items: [{ productId: String(productId), quantity: 1 }] }) };
        },
        onResponse: (status, body, context) => {
          if (status === 200 && body.includes('"success":true') && !body.includes('cart_too_many_lines')) {
            const key = `${context.line.shopper}:${context.line.productId}`;
            acknowledged.set(key, (acknowledged.get(key) ?? 0) + 1);
          } else {
            refused += 1;
          }
        },
      },
    ],
  });
  // a 200 refusal (a full cart) counts as an error too: this load never fills a cart
  return fromAutocannon('cart writes (POST /api/cart/add-to-cart)', rate, result, refused - result.non2xx, 'refused with 200');
}

/** Whole checkouts, started at a steady rate (open loop): the browser's calls, one after the other. */
async function checkoutsLoad(rate, shoppers, scarce, deliveryMethodId, outcomes) {
  const steps = { createCheckout: [], createPayment: [], cardTokenAndPayment: [], createOrder: [], flow: [] };
  const errors = { createCheckout: 0, createPayment: 0, cardTokenAndPayment: 0, createOrder: 0, flow: 0 };
  const started = performance.now();
  const flows = [];
  const year = (new Date().getUTCFullYear() + 2) % 100;

  async function flow(n) {
    const shopper = shoppers[n % shoppers.length];
    const product = pick(scarce);
    const began = performance.now();
    try {
      const checkout = await gatewayCall('/graphql', {
        query: 'mutation($data: [CheckoutDataInput!]!) { createCheckout(data: $data) { success key checkout { id } } }',
        variables: { data: [{ shippingMethod: deliveryMethodId, seller: String(product.sellerId), cartDetails: [{ productId: String(product.id), quantity: 1 }], coordinate: RIYADH }] },
      }, shopper.cookie);
      steps.createCheckout.push(checkout.ms);
      const made = checkout.json?.data?.createCheckout;
      if (checkout.status !== 200 || !made) {
        errors.createCheckout += 1;
        return;
      }
      if (!made.success) {
        // sold out before the checkout: an answer the shopper understands, not a failure
        if (['offer_unavailable', 'out_of_stock'].includes(made.key)) outcomes.soldOutAtCheckout += 1;
        else errors.createCheckout += 1;
        return;
      }
      const intentCall = await gatewayCall('/graphql', {
        query: 'mutation($c: ID) { createPayment(checkoutId: $c, returnUrl: "/checkout/verify-payment?type=tokenized") { success key payment { id } amount currency givenId description callbackUrl } }',
        variables: { c: made.checkout.id },
      }, shopper.cookie);
      steps.createPayment.push(intentCall.ms);
      const intent = intentCall.json?.data?.createPayment;
      if (!intent?.success) {
        errors.createPayment += 1;
        return;
      }
      const token = await sandboxCall('/v1/tokens', { name: 'Faisal Al-Harbi', number: '4111111111111111', month: 12, year, cvc: '737', callback_url: intent.callbackUrl, save_only: true });
      const payment = token.status === 201
        ? await sandboxCall('/v1/payments', {
          amount: intent.amount, currency: intent.currency, description: intent.description, callback_url: intent.callbackUrl,
          source: { type: 'token', token: token.json.id, manual: true }, given_id: intent.givenId, metadata: { given_id: intent.givenId, split_type: 'fixed' },
        })
        : null;
      if (!payment || payment.status !== 201) {
        errors.cardTokenAndPayment += 1;
        return;
      }
      steps.cardTokenAndPayment.push(token.ms + payment.ms);
      const askOrder = () => gatewayCall('/graphql', {
        query: 'mutation($c: ID, $p: ID, $s: String) { createOrder(checkoutId: $c, paymentId: $p, pspId: $s) { success key order { orderNumber } } }',
        variables: { c: made.checkout.id, p: intent.payment.id, s: payment.json.id },
      }, shopper.cookie);
      const order = await askOrder();
      steps.createOrder.push(order.ms);
      let placed = order.json?.data?.createOrder;
      // an answer lost on the way (a timeout) is asked again, as the payment return page does: the
      // order is made once per payment, so the retry answers the order already placed, or the refusal
      for (let retry = 0; !placed && retry < 3; retry += 1) {
        errors.createOrder += 1;
        await sleep(1000);
        placed = (await askOrder()).json?.data?.createOrder;
      }
      if (placed?.success) outcomes.placed.set(product.id, (outcomes.placed.get(product.id) ?? 0) + 1);
      else if (placed?.key === 'out_of_stock') outcomes.soldOutAtOrder += 1;
      else {
        if (placed) errors.createOrder += 1;
        else outcomes.unanswered += 1;
        return;
      }
      steps.flow.push(performance.now() - began);
    } catch {
      errors.flow += 1;
    }
  }

  for (let n = 0; performance.now() - started < phaseSeconds * 1000; n += 1) {
    flows.push(flow(n));
    const next = started + ((n + 1) * 1000) / rate;
    await sleep(Math.max(0, next - performance.now()));
  }
  await Promise.all(flows);
  const seconds = phaseSeconds;
  const label = (step) => `checkout: ${step}`;
  return [
    routeFigures(label('createCheckout (POST /graphql)'), rate, steps.createCheckout.length, steps.createCheckout, errors.createCheckout, seconds),
    routeFigures(label('createPayment (POST /graphql)'), rate, steps.createPayment.length, steps.createPayment, errors.createPayment, seconds),
    routeFigures(label('card token + payment (sandbox)'), rate, steps.cardTokenAndPayment.length, steps.cardTokenAndPayment, errors.cardTokenAndPayment, seconds),
    routeFigures(label('createOrder (POST /graphql)'), rate, steps.createOrder.length, steps.createOrder, errors.createOrder, seconds),
    routeFigures(label('whole flow, when placed'), rate, steps.flow.length, steps.flow, errors.flow, seconds),
  ];
}

function printLevel(level, figures) {
  const fmt = (n) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : '—');
  console.log(`\n${level}× the targets, ${DURATION} s (load average after: ${os.loadavg()[0].toFixed(1)})`);
  console.log(`  ${'route'.padEnd(52)} ${'target/s'.padStart(8)} ${'done/s'.padStart(8)} ${'requests'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`);
  for (const f of figures) {
    const detail = f.detail ? `  (${f.detail})` : '';
    console.log(`  ${f.name.padEnd(52)} ${fmt(f.target).padStart(8)} ${fmt(f.rate).padStart(8)} ${String(f.total).padStart(9)} ${fmt(f.p50).padStart(8)} ${fmt(f.p99).padStart(8)} ${String(f.errors).padStart(7)}${detail}`);
  }
}

// ---- main

async function main() {
  for (const [name, port] of Object.entries(PORTS)) {
    if (!(await portFree(port))) throw new Error(`port ${port} (${name}) on ${HOST} is taken: is another bench:load running?`);
  }
  const adminUrl = await findPostgres();
  const database = `storefront_load_${process.pid}_${Date.now().toString(36)}`;
  await admin(adminUrl, `CREATE DATABASE ${database} TEMPLATE template0 ENCODING 'UTF8'`);
  const databaseUrl = withDatabase(adminUrl, database);
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const varDir = path.join(repoRoot, 'var', 'bench-load');
  fs.mkdirSync(varDir, { recursive: true });
  const logFile = path.join(varDir, 'services.log');
  fs.writeFileSync(logFile, '');
  const redis = await redisAnswers();

  try {
    // the test profile (committed development secrets, the sandbox as provider), with the rate limits
    // on and counted in Redis as in production, but high enough for one loopback client to load the store
    const common = {
      NODE_ENV: 'test', LOG_LEVEL: 'warn', API_PORT: String(PORTS.api), GATEWAY_PORT: String(PORTS.gateway), PAYMENTS_PORT: String(PORTS.payments),
      ...(redis ? { REDIS_URL } : {}),
    };
    console.error(`Starting the API on a fresh PostgreSQL database (${database}), the payment sandbox and the gateway on ${HOST}${redis ? ', rate limits counted in Redis' : ' (no Redis: rate limits in memory)'}…`);
    const seedStarted = performance.now();
    startService('payment sandbox', 'infra/payments-sandbox/src/server.ts', common, logFile);
    startService('commerce API', 'infra/api/src/server.ts', {
      ...common, DATABASE_URL: databaseUrl, PAYMENT_API_URL: SANDBOX, STORE_ORIGINS: GATEWAY, RATE_LIMIT: '100000000', TRUST_PROXY: 'loopback',
    }, logFile);
    startService('gateway', 'infra/gateway/src/server.ts', {
      ...common, STORE_VAR_DIR: varDir, API_URL: `http://${HOST}:${PORTS.api}`, RATE_LIMIT_GRAPHQL: '100000000', RATE_LIMIT_API: '100000000',
    }, logFile);
    await waitFor(`${GATEWAY}/ready`, 600_000);
    await waitFor(`${SANDBOX}/health`, 60_000);
    console.error(`  ready in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s (migrated and seeded)`);

    // what the load asks for: the seeded catalogue's categories, products and the words shoppers type
    const categories = (await db.query(
      `SELECT c.slug, p.slug AS "parentSlug" FROM categories c LEFT JOIN categories p ON p.id = c.parent_id
        WHERE EXISTS (SELECT 1 FROM products x WHERE x.category_id = c.id AND x.active) ORDER BY c.id`,
    )).rows;
    const names = (await db.query('SELECT name, ar_name FROM products WHERE active ORDER BY id')).rows;
    // what shoppers type: the first letters of the catalogue's words, the common ones far more often
    // (a long tail of whole words too), as typeahead traffic is: most of it shares a few prefixes
    const counts = new Map();
    for (const word of names.flatMap((p) => `${p.name} ${p.ar_name}`.split(/\s+/)).filter((w) => w.length >= 4 && /^[\p{L}]+$/u.test(w))) {
      for (const typed of [word.slice(0, 3), word.slice(0, 4), word.toLowerCase()]) counts.set(typed, (counts.get(typed) ?? 0) + 1);
    }
    const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([typed]) => typed);
    const prefixes = { common: ranked.slice(0, 150), tail: ranked.slice(150) };
    const cartRows = (await db.query(
      `SELECT p.id, coalesce(p.max_order, 50) AS cap FROM products p WHERE p.active AND coalesce(p.max_order, 50) >= 20
         AND EXISTS (SELECT 1 FROM offers o JOIN sellers s ON s.id = o.seller_id WHERE o.product_id = p.id AND o.stock > 0 AND s.is_open)
       ORDER BY p.id LIMIT 400`,
    )).rows;
    const cartProducts = cartRows.map((r) => r.id);
    const capOf = new Map(cartRows.map((r) => [r.id, r.cap]));
    const [seller] = (await db.query(
      `SELECT id FROM sellers WHERE is_open AND delivery_mode IN ('delivery', 'both') AND storefront_distance_km($1, $2, lat, long) <= delivery_radius_km - 2
        ORDER BY delivery_radius_km DESC, id LIMIT 1`,
      RIYADH,
    )).rows;
    const [category] = (await db.query('SELECT id FROM categories WHERE level = 1 ORDER BY id LIMIT 1')).rows;
    const [delivery] = (await db.query("SELECT id FROM shipping_methods WHERE name = 'delivery'")).rows;
    // a few premium products with fewer units than the checkouts that will want them
    const totalCheckouts = LEVELS.reduce((sum, level) => sum + TARGETS.checkouts * level * DURATION, 0);
    const units = Math.max(1, Math.floor((totalCheckouts * 0.6) / SCARCE_PRODUCTS));
    const scarce = [];
    for (let i = 0; i < SCARCE_PRODUCTS; i += 1) {
      const [{ id }] = (await db.query('SELECT max(id) + 1 AS id FROM products')).rows;
      await db.query(
        `INSERT INTO products (id, slug, sku, name, ar_name, price_halalas, selling_price_halalas, category_id, max_order)
         VALUES ($1, $2, $2, $3, $4, 18900, 18900, $5, 5)`,
        [id, `load-ajwa-box-${id}`, `Ajwa Al Madinah Dates Gift Box 1 kg (${i + 1})`, `علبة هدايا تمر عجوة المدينة 1 كجم (${i + 1})`, category.id],
      );
      await db.query('INSERT INTO offers (product_id, seller_id, price_halalas, selling_price_halalas, stock) VALUES ($1, $2, 18900, 18900, $3)', [id, seller.id, units]);
      scarce.push({ id, sellerId: seller.id, stock: units });
    }

    // shoppers, signed in through the gateway as the browser does (each with its session cookie)
    const shoppers = [];
    for (let i = 0; i < SHOPPERS; i += 6) {
      const batch = await Promise.all(Array.from({ length: Math.min(6, SHOPPERS - i) }, async (_, j) => {
        const index = i + j;
        const answer = await gatewayCall('/api/auth/register', { email: `load.${process.pid}.${index}@souq.bench`, password: `Riyadh-load-${index}-2026`, firstName: 'Faisal', lastName: 'Al-Harbi' });
        const session = answer.setCookie.find((c) => c.startsWith('ath='));
        if (answer.status !== 200 || !session) throw new Error(`registering a shopper answered ${answer.status}: ${JSON.stringify(answer.json)}`);
        return { index, email: `load.${process.pid}.${index}@souq.bench`, cookie: session.split(';')[0] };
      }));
      shoppers.push(...batch);
    }
    console.log(`machine: ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} before the load (every figure below shares these CPUs with the load generator and whatever else runs)`);
    console.error(`  ${shoppers.length} shoppers signed in; ${prefixes.common.length + prefixes.tail.length} search prefixes, ${categories.length} categories, ${cartProducts.length} products for the cart, ${SCARCE_PRODUCTS} products with ${units} units each for checkouts`);

    const acknowledged = new Map();
    const outcomes = { placed: new Map(), soldOutAtCheckout: 0, soldOutAtOrder: 0, unanswered: 0 };
    // warm-up, not measured: compiled queries, connection pools and caches as a running store has them
    phaseSeconds = 5;
    await Promise.all([
      suggestionsLoad(TARGETS.suggestions / 10, prefixes),
      listingsLoad(TARGETS.listings / 10, categories),
      cartWritesLoad(TARGETS.cartWrites / 10, shoppers, cartProducts, acknowledged),
    ]);
    phaseSeconds = DURATION;
    for (const level of LEVELS) {
      const [suggestions, listings, cart, checkouts] = await Promise.all([
        suggestionsLoad(TARGETS.suggestions * level, prefixes),
        listingsLoad(TARGETS.listings * level, categories),
        cartWritesLoad(TARGETS.cartWrites * level, shoppers, cartProducts, acknowledged),
        checkoutsLoad(TARGETS.checkouts * level, shoppers, scarce, String(delivery.id), outcomes),
      ]);
      printLevel(level, [suggestions, listings, cart, ...checkouts]);
      await sleep(2000);
    }

    // ---- what the writes left behind
    console.log('\nChecked afterwards, in the database:');
    let holds = true;
    const inCarts = new Map((await db.query(
      `SELECT u.email, ci.product_id, ci.quantity FROM cart_items ci JOIN carts c ON c.id = ci.cart_id JOIN users u ON u.id = c.user_id WHERE u.email LIKE $1`,
      [`load.${process.pid}.%`],
    )).rows.map((r) => [`${shoppers.find((s) => s.email === r.email).index}:${r.product_id}`, r.quantity]));
    let lost = 0;
    let extra = 0;
    let acknowledgedTotal = 0;
    // a line holds at most the product's max order: adds past it are acknowledged and capped
    const expected = (key, count) => Math.min(count, capOf.get(Number(key.split(':')[1])) ?? count);
    for (const [key, count] of acknowledged) {
      acknowledgedTotal += count;
      const stored = inCarts.get(key) ?? 0;
      if (stored < expected(key, count)) lost += expected(key, count) - stored;
    }
    for (const [key, stored] of inCarts) if (stored > expected(key, acknowledged.get(key) ?? 0)) extra += stored - expected(key, acknowledged.get(key) ?? 0);
    console.log(`  cart writes: ${acknowledgedTotal} acknowledged adds over ${acknowledged.size} cart lines; ${lost} lost; ${extra} more units stored than acknowledged (adds whose answer was still on its way when a phase ended) — ${lost === 0 ? 'no lost write' : 'LOST WRITES'}`);
    holds &&= lost === 0;

    for (const product of scarce) {
      const [{ stock }] = (await db.query('SELECT stock FROM offers WHERE product_id = $1 AND seller_id = $2', [product.id, product.sellerId])).rows;
      const [{ sold, orders }] = (await db.query(
        `SELECT coalesce(sum(l.quantity), 0)::int AS sold, count(DISTINCT o.id)::int AS orders
           FROM orders o JOIN checkout_lines l ON l.checkout_id = o.checkout_id WHERE l.product_id = $1`,
        [product.id],
      )).rows;
      const placed = outcomes.placed.get(product.id) ?? 0;
      const ok = stock >= 0 && sold === product.stock - stock && orders === placed && sold <= product.stock;
      holds &&= ok;
      console.log(`  product ${product.id}: ${product.stock} units, ${sold} sold in ${orders} orders (${placed} placed answers), ${stock} left — ${ok ? 'no oversell' : 'OVERSOLD OR MISCOUNTED'}`);
    }
    const [totals] = (await db.query(
      `SELECT count(*)::int AS orders,
              count(*) FILTER (WHERE p.amount_halalas <> c.grand_total_halalas OR c.grand_total_halalas <> c.sub_total_halalas + c.delivery_charge_halalas
                                 OR c.sub_total_halalas <> (SELECT sum(total_selling_price_halalas) FROM checkout_lines WHERE checkout_id = c.id))::int AS mismatched,
              coalesce(sum(c.grand_total_halalas), 0)::bigint AS total
         FROM orders o JOIN checkouts c ON c.id = o.checkout_id JOIN payments p ON p.id = o.payment_id`,
    )).rows;
    // every payment the provider holds for the store ends as an order or is given back
    const statuses = Object.fromEntries((await db.query('SELECT status, count(*)::int AS n FROM payments GROUP BY status ORDER BY status')).rows.map((r) => [r.status, r.n]));
    const [{ orphans }] = (await db.query(
      `SELECT count(*)::int AS orphans FROM payments p WHERE p.status IN ('authorized', 'paid') AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_id = p.id)`,
    )).rows;
    const voided = { n: statuses.voided ?? 0 };
    const placedTotal = [...outcomes.placed.values()].reduce((a, b) => a + b, 0);
    const totalsOk = totals.mismatched === 0 && totals.orders === placedTotal && orphans === 0 && voided.n >= outcomes.soldOutAtOrder && outcomes.unanswered === 0;
    holds &&= totalsOk;
    console.log(
      `  orders: ${totals.orders} placed, SAR ${(Number(totals.total) / 100).toFixed(2)} in all; ${totals.mismatched} whose payment, lines or delivery do not add up to the total; ` +
        `${outcomes.soldOutAtOrder} refused out_of_stock after paying, ${voided.n} authorizations voided; ${outcomes.soldOutAtCheckout} sold out at checkout; ` +
        `${outcomes.unanswered} never answered — ${totalsOk ? 'totals hold' : 'TOTALS DO NOT HOLD'}`,
    );
    console.log(`  payments by status: ${Object.entries(statuses).map(([status, n]) => `${status} ${n}`).join(', ')}; ${orphans} authorized or captured without an order`);
    if (!holds) process.exitCode = 1;
  } finally {
    await db.end().catch(() => undefined);
    await stopServices();
    await admin(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((error) => console.error(`could not drop ${database}: ${error.message}`));
  }
}

process.on('SIGINT', () => {
  void stopServices().then(() => process.exit(130));
});

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await stopServices();
  process.exit(1);
});
