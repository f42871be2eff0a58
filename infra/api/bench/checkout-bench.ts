// Checkout to order, end to end, for concurrent shoppers on PostgreSQL: each shopper's checkout, its
// payment intent, a card payment through the payments sandbox (token and payment, as the browser makes
// them) and createOrder, all over HTTP. Every round, the shoppers all want the last units of one
// product, so the figures come with the invariants: orders = units sold, stock never below zero, every
// refused shopper's authorization voided. Prints createOrder p50/p99 and the whole flow's.
// Usage: npm run bench:checkout [-- --shoppers 20 --rounds 5]
// Needs PostgreSQL on 127.0.0.1:5432 (or DATABASE_URL on 127.0.0.1); uses a fresh database it drops.
import { buildSandbox } from 'infra-payments-sandbox/src/app';
import { loadSandboxConfig } from 'infra-payments-sandbox/src/config';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { prepareDatabase } from '../src/db/open.js';
import { openPostgres } from '../src/db/postgres.js';
import { adminQuery, findPostgres, withDatabase } from '../test/helpers/postgres-server.js';
import { DEFAULT_DELIVERY_COORDINATE } from 'shared-domain';

const args = process.argv.slice(2);
const option = (name: string, fallback: number, max: number): number => {
  const i = args.indexOf(`--${name}`);
  const value = i === -1 ? fallback : Number(args[i + 1]);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`--${name} must be an integer from 1 to ${max}`);
  return value;
};
const SHOPPERS = option('shoppers', 20, 200);
const ROUNDS = option('rounds', 5, 20);
const PUBLISHABLE = 'pk_test_storefront_sandbox';
const RIYADH: [number, number] = [DEFAULT_DELIVERY_COORDINATE.lat, DEFAULT_DELIVERY_COORDINATE.long];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

async function main(): Promise<void> {
  const adminUrl = await findPostgres();
  if (!adminUrl) throw new Error('no PostgreSQL server answers on 127.0.0.1:5432 (or DATABASE_URL)');
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(adminUrl).hostname)) throw new Error('the benchmark runs against a local server only');
  const name = `storefront_bench_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  const db = openPostgres(withDatabase(adminUrl, name), { max: 10 });
  const sandbox = await buildSandbox(loadSandboxConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
  let api: Awaited<ReturnType<typeof buildApp>> | null = null;
  try {
    const seeded = performance.now();
    await prepareDatabase(db);
    console.log(`fresh PostgreSQL database ${name} migrated and seeded in ${Math.round(performance.now() - seeded)} ms`);
    const providerUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PAYMENT_API_URL: providerUrl });
    api = await buildApp(config, { db, closeDatabase: false });
    const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });

    const gql = async (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const response = await fetch(`${apiUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': config.apiKey, ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data: Record<string, any>; errors?: unknown[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    };
    const provider = async (path: string, body: unknown) => {
      const response = await fetch(`${providerUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: basic(PUBLISHABLE) }, body: JSON.stringify(body) });
      return (await response.json()) as { id: string; status: string };
    };

    const [seller] = await db.query<{ id: number; name: string }>(
      `SELECT id, name FROM sellers WHERE is_open AND delivery_mode IN ('delivery', 'both') AND storefront_distance_km($1, $2, lat, long) <= delivery_radius_km - 2
       ORDER BY delivery_radius_km DESC, id LIMIT 1`,
      RIYADH,
    );
    const [category] = await db.query<{ id: number }>('SELECT id FROM categories WHERE level = 1 ORDER BY id LIMIT 1');
    const methods = (await gql('{ getAllShippingMethods { edges { node { id name } } } }', {})).getAllShippingMethods.edges;
    const delivery = methods.find((e: { node: { name: string } }) => e.node.name === 'delivery').node.id as string;

    const orderTimes: number[] = [];
    const flowTimes: number[] = [];
    let ok = true;
    for (let round = 1; round <= ROUNDS; round += 1) {
      // the last units of a premium box of dates: fewer than there are shoppers
      const units = Math.max(1, Math.floor(SHOPPERS * 0.75));
      const [next] = await db.query<{ id: number }>('SELECT max(id) + 1 AS id FROM products');
      const productId = next!.id;
      await db.query(
        `INSERT INTO products (id, slug, sku, name, ar_name, price_halalas, selling_price_halalas, category_id, max_order)
         VALUES ($1, $2, $2, $3, $4, 18900, 18900, $5, 5)`,
        [productId, `bench-ajwa-box-${productId}`, `Ajwa Al Madinah Dates Gift Box 1 kg (round ${round})`, `علبة هدايا تمر عجوة المدينة 1 كجم (الجولة ${round})`, category!.id],
      );
      await db.query('INSERT INTO offers (product_id, seller_id, price_halalas, selling_price_halalas, stock) VALUES ($1, $2, 18900, 18900, $3)', [productId, seller!.id, units]);

      const shoppers = await Promise.all(
        Array.from({ length: SHOPPERS }, async (_, i) => {
          const registered = await gql(
            'mutation($input: RegisterInput!) { register(input: $input) { success token } }',
            { input: { email: `bench-${round}-${i}-${process.pid}@checkout.bench`, password: `Bench-${round}-${i}-2026`, firstName: 'Faisal', lastName: 'Al-Harbi' } },
            { 'x-gateway-secret': config.gatewaySecret },
          );
          return { authorization: `Bearer ${registered.register.token}` };
        }),
      );

      const flows = await Promise.all(
        shoppers.map(async (auth) => {
          const started = performance.now();
          const checkout = (await gql(
            'mutation($data: [CheckoutDataInput!]!) { createCheckout(data: $data) { success checkout { id } } }',
            { data: [{ shippingMethod: delivery, seller: String(seller!.id), cartDetails: [{ productId: String(productId), quantity: 1 }], coordinate: RIYADH }] },
            auth,
          )).createCheckout.checkout;
          const intent = (await gql(
            'mutation($c: ID) { createPayment(checkoutId: $c, returnUrl: "/checkout/verify-payment?type=tokenized") { success payment { id } amount currency givenId description callbackUrl } }',
            { c: checkout.id },
            auth,
          )).createPayment;
          const year = (new Date().getUTCFullYear() + 2) % 100;
          const token = await provider('/v1/tokens', { name: 'Faisal Al-Harbi', number: '4111111111111111', month: 12, year, cvc: '737', callback_url: intent.callbackUrl, save_only: true });
          const payment = await provider('/v1/payments', {
            amount: intent.amount, currency: intent.currency, description: intent.description, callback_url: intent.callbackUrl,
            source: { type: 'token', token: token.id, manual: true }, given_id: intent.givenId, metadata: { given_id: intent.givenId, split_type: 'fixed' },
          });
          const ordering = performance.now();
          const result = (await gql(
            'mutation($c: ID, $p: ID, $s: String) { createOrder(checkoutId: $c, paymentId: $p, pspId: $s) { success key order { orderNumber } } }',
            { c: checkout.id, p: intent.payment.id, s: payment.id },
            auth,
          )).createOrder;
          const done = performance.now();
          return { result, orderMs: done - ordering, flowMs: done - started, pspId: payment.id };
        }),
      );
      for (const f of flows) {
        orderTimes.push(f.orderMs);
        flowTimes.push(f.flowMs);
      }
      const placed = flows.filter((f) => f.result.success).length;
      const refused = flows.filter((f) => f.result.key === 'out_of_stock').length;
      const [stock] = await db.query<{ stock: number }>('SELECT stock FROM offers WHERE product_id = $1', [productId]);
      const [orders] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders o JOIN checkout_lines l ON l.checkout_id = o.checkout_id WHERE l.product_id = $1', [productId]);
      const [voided] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM payments p JOIN checkout_lines l ON l.checkout_id = p.checkout_id WHERE l.product_id = $1 AND p.status = 'voided'`,
        [productId],
      );
      const holds = placed === units && orders!.n === units && stock!.stock === 0 && refused === SHOPPERS - units && voided!.n === refused;
      ok &&= holds;
      console.log(
        `round ${round}: ${SHOPPERS} shoppers for ${units} units → ${placed} orders, ${refused} out_of_stock, stock ${stock!.stock}, ${orders!.n} orders in the database, ${voided!.n} authorizations voided — ${holds ? 'invariants hold' : 'INVARIANT BROKEN'}`,
      );
    }
    orderTimes.sort((a, b) => a - b);
    flowTimes.sort((a, b) => a - b);
    const fmt = (n: number) => `${n.toFixed(0)} ms`;
    console.log(`createOrder (${orderTimes.length} calls, ${SHOPPERS} concurrent): p50 ${fmt(percentile(orderTimes, 50))}, p99 ${fmt(percentile(orderTimes, 99))}, max ${fmt(orderTimes[orderTimes.length - 1]!)}`);
    console.log(`checkout → intent → sandbox token and payment → order (${flowTimes.length} flows): p50 ${fmt(percentile(flowTimes, 50))}, p99 ${fmt(percentile(flowTimes, 99))}`);
    if (!ok) process.exitCode = 1;
  } finally {
    await api?.close();
    await sandbox.close();
    await db.close();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
