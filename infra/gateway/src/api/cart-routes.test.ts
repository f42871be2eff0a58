// /api/cart routes against the real commerce API (in-process, on PGlite) over HTTP.
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../../api/src/app.js';
import { loadConfig } from '../../../api/src/config.js';
import { openPglite } from '../../../api/src/db/pglite.js';
import { defaultSeedData } from '../../../api/src/db/open.js';
import apiRoutes from './index.js';
import { SESSION_COOKIE } from './session.js';

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
