// Cart routes of spec §7 ("Own backend proxy"): GET /api/cart, POST /api/cart/add-to-cart and
// POST /api/cart/empty-cart, plus POST /api/cart/merge, the guest cart's one-time merge at login. They
// answer logged-in shoppers only; guests keep their cart in the browser.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiClient } from './api-client.js';
import { failure } from './messages.js';
import type { SessionData } from './session.js';

export interface CartRouteDeps {
  api: ApiClient;
  currentSession(request: FastifyRequest, reply: FastifyReply): Promise<{ session: SessionData | null }>;
  checkOrigin(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  badBody(reply: FastifyReply, error: z.ZodError): unknown;
  language(request: FastifyRequest): string | undefined;
}

const CART = `id currency subTotal grandTotal subTotalHalalas grandTotalHalalas totalItems cartSugId
  cartItem { id quantity totalSellingPrice totalSellingPriceHalalas product { id slug name arName image price sellingPrice priceHalalas sellingPriceHalalas maxOrder available } }`;
const RESULT = `success key message arMessage errors { field key message arMessage } cart { ${CART} }`;
const CART_QUERY = `query Cart { cart { ${CART} } }`;
const ADD_TO_CART = `mutation AddToCart($items: [CartItemInput!]!) { addToCart(items: $items) { ${RESULT} } }`;
const MERGE_GUEST_CART = `mutation MergeGuestCart($mergeKey: String!, $items: [CartItemInput!]!) { mergeGuestCart(mergeKey: $mergeKey, items: $items) { ${RESULT} applied } }`;
const EMPTY_CART = `mutation EmptyCart($cartId: ID) { emptyCart(cartId: $cartId) { ${RESULT} } }`;

interface CartResult {
  success: boolean;
  key: string;
  cart: unknown;
}

// Product ids and quantities only: a price in the body is refused by the strict schema.
const line = z.object({ productId: z.union([z.string().regex(/^\d{1,10}$/), z.number().int().positive()]), quantity: z.number().int().min(1).max(999) }).strict();
const addBody = z.union([z.object({ items: z.array(line).min(1).max(100) }).strict(), z.array(line).min(1).max(100)]);
// The merge key is generated once per guest cart by the browser; the API applies each key once per cart.
const mergeBody = z.object({ mergeKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/), items: z.array(line).min(1).max(100) }).strict();
const emptyBody = z.object({ cartId: z.union([z.string().max(20), z.number().int()]).nullish() }).strict();

export async function cartRoutes(app: FastifyInstance, deps: CartRouteDeps): Promise<void> {
  const { api } = deps;

  app.get('/cart', async (request, reply) => {
    const { session } = await deps.currentSession(request, reply);
    if (!session) return { cart: null };
    const data = await api<{ cart: unknown }>(CART_QUERY, {}, { token: session.token, language: deps.language(request) });
    return { cart: data.cart };
  });

  app.post('/cart/add-to-cart', { preHandler: deps.checkOrigin }, async (request, reply) => {
    const body = addBody.safeParse(request.body);
    if (!body.success) return deps.badBody(reply, body.error);
    const { session } = await deps.currentSession(request, reply);
    if (!session) return reply.code(401).send({ ...failure('unauthorized'), cart: null });
    const items = (Array.isArray(body.data) ? body.data : body.data.items).map((i) => ({ productId: String(i.productId), quantity: i.quantity }));
    const data = await api<{ addToCart: CartResult }>(ADD_TO_CART, { items }, { token: session.token, language: deps.language(request) });
    return reply.code(data.addToCart.success ? 200 : 400).send(data.addToCart);
  });

  app.post('/cart/merge', { preHandler: deps.checkOrigin }, async (request, reply) => {
    const body = mergeBody.safeParse(request.body);
    if (!body.success) return deps.badBody(reply, body.error);
    const { session } = await deps.currentSession(request, reply);
    if (!session) return reply.code(401).send({ ...failure('unauthorized'), cart: null, applied: false });
    const items = body.data.items.map((i) => ({ productId: String(i.productId), quantity: i.quantity }));
    const data = await api<{ mergeGuestCart: CartResult }>(MERGE_GUEST_CART, { mergeKey: body.data.mergeKey, items }, { token: session.token, language: deps.language(request) });
    return reply.code(data.mergeGuestCart.success ? 200 : 400).send(data.mergeGuestCart);
  });

  app.post('/cart/empty-cart', { preHandler: deps.checkOrigin }, async (request, reply) => {
    const body = emptyBody.safeParse(request.body ?? {});
    if (!body.success) return deps.badBody(reply, body.error);
    const { session } = await deps.currentSession(request, reply);
    if (!session) return reply.code(401).send({ ...failure('unauthorized'), cart: null });
    const cartId = body.data.cartId === null || body.data.cartId === undefined ? null : String(body.data.cartId);
    const data = await api<{ emptyCart: CartResult }>(EMPTY_CART, { cartId }, { token: session.token, language: deps.language(request) });
    return reply.code(data.emptyCart.success ? 200 : 400).send(data.emptyCart);
  });
}
