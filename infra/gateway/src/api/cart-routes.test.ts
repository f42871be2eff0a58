// /api/cart routes against the real commerce API (in-process, on PGlite) over HTTP.
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../../api/src/app.js';
import { loadConfig } from '../../../api/src/config.js';
import { openPglite } from '../../../api/src/db/pglite.js';
import { defaultSeedData } from '../../../api/src/db/open.js';
import apiRoutes from './index.js';
import { SESSION_COOKIE } from '../session/session-cookie.js';

const ORIGIN = 'http://localhost:3000';
const user = defaultSeedData().users[1]!;

let api: FastifyInstance;
let gateway: FastifyInstance;
let productIds: number[];

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', API_PORT: '0' });
  api = await buildApp(config, { db: await openPglite(), closeDatabase: true });
  const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
  gateway = Fastify();
  await gateway.register(apiRoutes, { prefix: '/api', apiUrl, apiKey: config.apiKey, publicOrigin: ORIGIN, sessionSecret: 'test-session-secret-0123456789-abcdefghij', production: false });
  await gateway.ready();
  productIds = (await api.db.query<{ product_id: number }>('SELECT DISTINCT product_id FROM offers WHERE stock > 0 ORDER BY product_id LIMIT 2')).map((r) => r.product_id);
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

async function session(): Promise<string> {
  const res = await gateway.inject({
    method: 'POST', url: '/api/auth/login', remoteAddress: '192.0.2.50',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    payload: { identifier: user.email, password: user.password },
  });
  const all = [res.headers['set-cookie']].flat().filter((c): c is string => typeof c === 'string');
  return all.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0]!;
}

describe('/api/cart', () => {
  it('answers a guest with no cart and refuses a guest add', async () => {
    expect((await gateway.inject({ method: 'GET', url: '/api/cart' })).json()).toEqual({ cart: null });
    const add = await gateway.inject({ method: 'POST', url: '/api/cart/add-to-cart', headers: { origin: ORIGIN }, payload: { items: [{ productId: productIds[0], quantity: 1 }] } });
    expect(add.statusCode).toBe(401);
  });

  it('adds, reads and empties the cart of a logged-in shopper', async () => {
    const cookie = await session();
    const headers = { origin: ORIGIN, cookie };
    const add = await gateway.inject({ method: 'POST', url: '/api/cart/add-to-cart', headers, payload: [{ productId: productIds[0], quantity: 2 }, { productId: String(productIds[1]), quantity: 1 }] });
    expect(add.statusCode).toBe(200);
    expect(add.json().cart.totalItems).toBe(2);
    const cart = (await gateway.inject({ method: 'GET', url: '/api/cart', headers: { cookie } })).json().cart;
    expect(cart.cartItem.map((i: { quantity: number }) => i.quantity)).toEqual([2, 1]);
    const empty = await gateway.inject({ method: 'POST', url: '/api/cart/empty-cart', headers, payload: { cartId: cart.id } });
    expect(empty.json()).toMatchObject({ success: true, cart: { totalItems: 0 } });
  });

  it('merges a guest cart once per merge key: a retried merge returns the cart unchanged', async () => {
    const cookie = await session();
    const headers = { origin: ORIGIN, cookie };
    await gateway.inject({ method: 'POST', url: '/api/cart/empty-cart', headers, payload: {} });
    await gateway.inject({ method: 'POST', url: '/api/cart/add-to-cart', headers, payload: { items: [{ productId: productIds[0], quantity: 1 }] } });
    const payload = { mergeKey: '5d1f0c2e-7b3a-4e69-a1d8-2c4b6e8f0a13', items: [{ productId: productIds[0], quantity: 2 }, { productId: String(productIds[1]), quantity: 1 }] };
    const first = await gateway.inject({ method: 'POST', url: '/api/cart/merge', headers, payload });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, applied: true });
    const quantities = (cart: { cartItem: { id: string; quantity: number }[] }) => Object.fromEntries(cart.cartItem.map((i) => [i.id, i.quantity]));
    expect(quantities(first.json().cart)).toEqual({ [productIds[0]!]: 3, [productIds[1]!]: 1 });

    const retried = await gateway.inject({ method: 'POST', url: '/api/cart/merge', headers, payload });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ success: true, applied: false });
    expect(retried.json().cart).toEqual(first.json().cart);
    expect(quantities((await gateway.inject({ method: 'GET', url: '/api/cart', headers: { cookie } })).json().cart)).toEqual({ [productIds[0]!]: 3, [productIds[1]!]: 1 });

    // the spec's add-to-cart route is still a plain add
    const added = await gateway.inject({ method: 'POST', url: '/api/cart/add-to-cart', headers, payload: { items: payload.items } });
    expect(quantities(added.json().cart)).toEqual({ [productIds[0]!]: 5, [productIds[1]!]: 2 });
  });

  it('refuses a merge from a guest, another origin, without a usable key or with prices', async () => {
    const cookie = await session();
    const items = [{ productId: productIds[0], quantity: 1 }];
    const mergeKey = '8e2a4c6b-0d1f-4a3c-9b5e-7f1a2c3d4e5f';
    const guest = await gateway.inject({ method: 'POST', url: '/api/cart/merge', headers: { origin: ORIGIN }, payload: { mergeKey, items } });
    expect(guest.statusCode).toBe(401);
    const foreign = await gateway.inject({ method: 'POST', url: '/api/cart/merge', headers: { origin: 'https://evil.example', cookie }, payload: { mergeKey, items } });
    expect(foreign.statusCode).toBe(403);
    for (const payload of [{ items }, { mergeKey: 'short', items }, { mergeKey, items: [] }, { mergeKey, items: [{ ...items[0], price: 0.01 }] }, { mergeKey, items: [{ productId: productIds[0], quantity: 0 }] }]) {
      const res = await gateway.inject({ method: 'POST', url: '/api/cart/merge', headers: { origin: ORIGIN, cookie }, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ message: expect.any(String), arMessage: expect.stringMatching(/[\u0600-\u06FF]/) });
    }
    // an id that names no product: the API's field error, in both languages
    const unknown = await gateway.inject({ method: 'POST', url: '/api/cart/merge', headers: { origin: ORIGIN, cookie }, payload: { mergeKey, items: [{ productId: 99999999, quantity: 1 }] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, cart: null, applied: false, errors: [{ field: 'items.0.productId', key: 'not_found', arMessage: expect.stringMatching(/[\u0600-\u06FF]/) }] });
  });

  it('refuses prices in the body, bad quantities and other origins', async () => {
    const cookie = await session();
    const withPrice = await gateway.inject({ method: 'POST', url: '/api/cart/add-to-cart', headers: { origin: ORIGIN, cookie }, payload: { items: [{ productId: productIds[0], quantity: 1, price: 0.01 }] } });
    expect(withPrice.statusCode).toBe(400);
    const negative = await gateway.inject({ method: 'POST', url: '/api/cart/add-to-cart', headers: { origin: ORIGIN, cookie }, payload: { items: [{ productId: productIds[0], quantity: -1 }] } });
    expect(negative.statusCode).toBe(400);
    const foreign = await gateway.inject({ method: 'POST', url: '/api/cart/empty-cart', headers: { origin: 'https://evil.example', cookie }, payload: {} });
    expect(foreign.statusCode).toBe(403);
  });
});
