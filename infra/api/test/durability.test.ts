// The embedded database keeps every acknowledged write across a crash: the API process is killed
// (SIGKILL) in the middle of a shopper's session, right after the shopper filled the cart, saved an
// address and placed an order paid by card at the payments sandbox; started again on the same data
// folder, the cart lines, the address and the order (number, status, total, lines) are there, the
// paid checkout stays closed (sending the order again answers the same order, never a second one), and
// the session goes on with the same token.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultSeedData } from '../src/db/open.js';
import { openPglite } from '../src/db/pglite.js';
import { SECRET_KEY, TEST_CARDS, type ProviderHarness } from './helpers/fake-provider.js';
import { startSandboxProvider } from './helpers/sandbox-provider.js';
import { pgliteDumpFile } from './helpers/test-api.js';

const API_KEY = 'storefront-public-key';
const GATEWAY_SECRET = 'development-only-gateway-secret';
const shopper = defaultSeedData().users[1]!;
/** Where the shopper's saved address is: Al Sulaimaniyah, Riyadh. */
const SULAIMANIYAH = { lat: 24.7005, long: 46.6855 };
const ORDER_FIELDS = `id orderNumber status { statusCode } checkout { id grandTotalHalalas lines { quantity product { id } } }
  payment { id status amountHalalas }`;

let dataDir: string;
let api: ChildProcess | null = null;
let url = '';
let sandbox: ProviderHarness | null = null;

/** Starts the API on the data folder; resolves with its URL once it listens, and how long that took. */
function startApi(): Promise<{ url: string; ms: number }> {
  const started = performance.now();
  const { DATABASE_URL: _realServer, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../src/server.ts')], {
    env: {
      ...env, NODE_OPTIONS: '', NODE_ENV: 'test', API_PORT: '0', API_HOST: '127.0.0.1', PGLITE_DIR: dataDir, LOG_LEVEL: 'warn',
      // the API verifies and captures the shopper's payment at this provider
      PAYMENT_API_URL: sandbox!.url, PAYMENT_SECRET_KEY: SECRET_KEY,
    },
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

interface Order {
  id: string;
  orderNumber: string;
  status: { statusCode: string };
  checkout: { id: string; grandTotalHalalas: number; lines: { quantity: number; product: { id: string } }[] };
  payment: { id: string; status: string; amountHalalas: number };
}

interface OrderResult {
  success: boolean;
  key: string;
  order: Order | null;
}

const CREATE_ORDER = `mutation ($checkoutId: ID, $paymentId: ID, $pspId: String) {
  createOrder(checkoutId: $checkoutId, paymentId: $paymentId, pspId: $pspId) { success key order { ${ORDER_FIELDS} } } }`;
const CREATE_PAYMENT = `mutation ($checkoutId: ID) { createPayment(checkoutId: $checkoutId, returnUrl: "/checkout/verify-payment?type=tokenized") {
  success key payment { id } amount currency givenId description callbackUrl } }`;

/**
 * The shopper's checkout of the server cart, as the browser walks it: the best store for the address,
 * the checkout, the address step, the payment intent, a Visa card tokenized and paid at the sandbox
 * with the publishable key and the intent's given_id, then the order.
 */
async function placeOrder(token: string): Promise<{
  result: OrderResult; checkoutId: string; paymentId: string; pspId: string; amount: number; lines: { productId: string; quantity: number }[];
}> {
  const { cartSuggestions } = await gql<{ cartSuggestions: { sellerId: string; available: boolean; itemMissing: number; minOrderMet: boolean }[] }>(
    'query ($c: [Float!]) { cartSuggestions(coordinate: $c, shippingMethod: "delivery") { sellerId available itemMissing minOrderMet } }',
    { c: [SULAIMANIYAH.lat, SULAIMANIYAH.long] },
    token,
  );
  const store = cartSuggestions.find((s) => s.available && s.itemMissing === 0 && s.minOrderMet);
  if (!store) throw new Error(`no store near the address fills the cart: ${JSON.stringify(cartSuggestions)}`);
  const { getAllShippingMethods } = await gql<{ getAllShippingMethods: { edges: { node: { id: string; name: string } }[] } }>(
    '{ getAllShippingMethods { edges { node { id name } } } }',
  );
  const delivery = getAllShippingMethods.edges.find((e) => e.node.name === 'delivery')!.node.id;
  const { cart } = await gql<{ cart: { cartItem: { quantity: number; product: { id: string } }[] } }>('{ cart { cartItem { quantity product { id } } } }', {}, token);

  const ordered = cart.cartItem.map((line) => ({ productId: line.product.id, quantity: line.quantity }));

  const { createCheckout } = await gql<{ createCheckout: { success: boolean; key: string; checkout: { id: string } } }>(
    'mutation ($data: [CheckoutDataInput!]!) { createCheckout(data: $data) { success key checkout { id } } }',
    {
      data: [{
        shippingMethod: delivery, seller: store.sellerId, coordinate: [SULAIMANIYAH.lat, SULAIMANIYAH.long],
        cartDetails: ordered,
      }],
    },
    token,
  );
  expect(createCheckout).toMatchObject({ success: true });
  const checkoutId = createCheckout.checkout.id;
  const { updateCheckout } = await gql<{ updateCheckout: { success: boolean; key: string } }>(
    'mutation ($id: ID!, $address: CheckoutAddressInput) { updateCheckout(checkoutId: $id, shippingAddress: $address) { success key } }',
    { id: checkoutId, address: { address1: 'شارع التحلية، حي السليمانية، الرياض', lat: SULAIMANIYAH.lat, long: SULAIMANIYAH.long, country: 'SA' } },
    token,
  );
  expect(updateCheckout).toMatchObject({ success: true });

  const { createPayment: intent } = await gql<{
    createPayment: { success: boolean; key: string; payment: { id: string }; amount: number; currency: string; givenId: string; description: string; callbackUrl: string };
  }>(CREATE_PAYMENT, { checkoutId }, token);
  expect(intent).toMatchObject({ success: true });
  const card = await sandbox!.createToken(TEST_CARDS.visa);
  const made = await sandbox!.createPayment({
    amount: intent.amount, currency: intent.currency, description: intent.description, callback_url: intent.callbackUrl,
    source: { type: 'token', token: card.id, manual: true }, given_id: intent.givenId, metadata: { given_id: intent.givenId, split_type: 'fixed' },
  });
  expect(made.status).toBe(201);
  if (made.body.status === 'initiated') await sandbox!.complete3ds(made.body);

  const { createOrder } = await gql<{ createOrder: OrderResult }>(CREATE_ORDER, { checkoutId, paymentId: intent.payment.id, pspId: made.body.id }, token);
  return { result: createOrder, checkoutId, paymentId: intent.payment.id, pspId: made.body.id, amount: intent.amount, lines: ordered };
}

beforeAll(async () => {
  sandbox = await startSandboxProvider();
  // the folder starts as the seeded database, so the API starts without seeding
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-durability-'));
  const db = await openPglite({ dataDir, loadDataDir: new Blob([readFileSync(pgliteDumpFile())]) });
  await db.close();
}, 120_000);

afterAll(async () => {
  await killApi();
  await sandbox?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('keeps the cart lines, addresses and paid order written just before a SIGKILL, and the session goes on', async () => {
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
    { input: { address1: 'شارع التحلية، حي السليمانية، الرياض', lat: SULAIMANIYAH.lat, long: SULAIMANIYAH.long, addressType: 'SHIPPING' } },
    token,
  );
  expect(address.createAddress.success).toBe(true);
  const placed = await placeOrder(token);
  expect(placed.result).toMatchObject({ success: true, key: 'order_placed', order: { status: { statusCode: 'placed' }, payment: { status: 'paid', amountHalalas: placed.amount } } });
  const order = placed.result.order!;
  expect(order.checkout).toMatchObject({ id: placed.checkoutId, grandTotalHalalas: placed.amount });
  const byProduct = (a: { productId: string }, b: { productId: string }) => a.productId.localeCompare(b.productId);
  expect(order.checkout.lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })).sort(byProduct)).toEqual([...placed.lines].sort(byProduct));

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

  // the order is there as it was acknowledged: number, status, total and lines
  const read = await gql<{ getOrderById: Order | null }>(`query ($id: ID!) { getOrderById(orderId: $id) { ${ORDER_FIELDS} } }`, { id: order.id }, token);
  expect(read.getOrderById).toEqual(order);
  expect((await sandbox!.payment(placed.pspId)).status).toBe('captured');
  const listed = await gql<{ orders: { totalCount: number; edges: { node: { id: string; orderNumber: string } }[] } }>(
    '{ orders(first: 5) { totalCount edges { node { id orderNumber } } } }',
    {},
    token,
  );
  expect(listed.orders.edges[0]!.node).toEqual({ id: order.id, orderNumber: order.orderNumber });

  // the checkout stays closed: the same payment sent again answers the same order, and it cannot be paid again
  const charges = await sandbox!.paymentCount();
  const { createOrder: replayed } = await gql<{ createOrder: OrderResult }>(CREATE_ORDER, { checkoutId: placed.checkoutId, paymentId: placed.paymentId, pspId: placed.pspId }, token);
  expect(replayed).toMatchObject({ success: true, order: { id: order.id, orderNumber: order.orderNumber } });
  const { createPayment: again } = await gql<{ createPayment: { success: boolean; key: string } }>(CREATE_PAYMENT, { checkoutId: placed.checkoutId }, token);
  expect(again).toMatchObject({ success: false, key: 'checkout_closed' });
  const relisted = await gql<{ orders: { totalCount: number } }>('{ orders(first: 5) { totalCount } }', {}, token);
  expect(relisted.orders.totalCount).toBe(listed.orders.totalCount);
  expect(await sandbox!.paymentCount()).toBe(charges);
  expect((await sandbox!.payment(placed.pspId)).status).toBe('captured');
}, 120_000);
