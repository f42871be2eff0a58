// The embedded database keeps every acknowledged write across a crash: the API process is killed
// (SIGKILL) in the middle of a shopper's session, started again on the same data folder, and the
// shopper's cart lines and addresses are there and their session goes on with the same token.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultSeedData } from '../src/db/open.js';
import { openPglite } from '../src/db/pglite.js';
import { pgliteDumpFile } from './helpers/test-api.js';

const API_KEY = 'storefront-public-key';
const GATEWAY_SECRET = 'development-only-gateway-secret';
const shopper = defaultSeedData().users[1]!;

let dataDir: string;
let api: ChildProcess | null = null;
let url = '';

/** Starts the API on the data folder; resolves with its URL once it listens, and how long that took. */
function startApi(): Promise<{ url: string; ms: number }> {
  const started = performance.now();
  const { DATABASE_URL: _realServer, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../src/server.ts')], {
    env: { ...env, NODE_OPTIONS: '', NODE_ENV: 'test', API_PORT: '0', API_HOST: '127.0.0.1', PGLITE_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api = child;
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^/\s]+)\/graphql/.exec(output);
      if (match) resolve({ url: match[1]!, ms: Math.round(performance.now() - started) });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the API stopped (exit ${code}): ${output}`)));
  });
}

function killApi(): Promise<void> {
  return new Promise((resolve) => {
    if (!api || api.exitCode !== null) return resolve();
    api.once('exit', () => resolve());
    api.kill('SIGKILL');
  });
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': API_KEY,
      'x-gateway-secret': GATEWAY_SECRET,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

beforeAll(async () => {
  // the folder starts as the seeded database, so the API starts without seeding
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-durability-'));
  const db = await openPglite({ dataDir, loadDataDir: new Blob([readFileSync(pgliteDumpFile())]) });
  await db.close();
}, 120_000);

afterAll(async () => {
  await killApi();
  rmSync(dataDir, { recursive: true, force: true });
});

it('keeps the cart lines and addresses written just before a SIGKILL, and the session goes on', async () => {
  url = (await startApi()).url;
  const login = await gql<{ login: { success: boolean; token: string } }>(
    'mutation ($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { success token } }',
    { identifier: shopper.email, password: shopper.password },
  );
  expect(login.login.success).toBe(true);
  const token = login.login.token;

  const products = await gql<{ listProducts: { results: { id: string }[] } }>('{ listProducts(pageSize: 3) { results { id } } }');
  const lines = products.listProducts.results.map((p, i) => ({ productId: p.id, quantity: i + 2 }));
  const added = await gql<{ addToCart: { success: boolean } }>('mutation ($items: [CartItemInput!]!) { addToCart(items: $items) { success } }', { items: lines }, token);
  expect(added.addToCart.success).toBe(true);
  const address = await gql<{ createAddress: { success: boolean; address: { id: string } } }>(
    'mutation ($input: AddressInput!) { createAddress(input: $input) { success address { id } } }',
    { input: { address1: 'شارع التحلية، حي السليمانية، الرياض', lat: 24.7005, long: 46.6855, addressType: 'SHIPPING' } },
    token,
  );
  expect(address.createAddress.success).toBe(true);

  // no graceful shutdown: the process dies right after acknowledging the writes
  await killApi();
  const restart = await startApi();
  url = restart.url;
  console.log(`[durability] the API answered again ${restart.ms} ms after a SIGKILL (PGlite, same data folder)`);

  const after = await gql<{ cart: { cartItem: { quantity: number; product: { id: string } }[] }; addressBook: { id: string }[] }>(
    '{ cart { cartItem { quantity product { id } } } addressBook { id } }',
    {},
    token,
  );
  const quantities = Object.fromEntries(after.cart.cartItem.map((line) => [line.product.id, line.quantity]));
  for (const line of lines) expect(quantities[line.productId]).toBeGreaterThanOrEqual(line.quantity);
  expect(after.addressBook.map((a) => a.id)).toContain(address.createAddress.address.id);
}, 120_000);
