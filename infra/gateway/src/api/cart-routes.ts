// Cart routes of spec §7 ("Own backend proxy"): GET /api/cart, POST /api/cart/add-to-cart and
// POST /api/cart/empty-cart, plus POST /api/cart/merge, the guest cart's one-time merge at login. They
// answer logged-in shoppers only; guests keep their cart in the browser.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayAddToCartDocument, GatewayCartDocument, GatewayEmptyCartDocument, GatewayMergeGuestCartDocument } from '../generated/graphql.js';
import { failure } from './messages.js';
import { originCheck, requestLanguage, type RouteDeps } from './route-kit.js';

// Product ids and quantities only: a price in the body is refused by the strict schema.
const line = z.object({ productId: z.union([z.string().regex(/^\d{1,10}$/), z.number().int().positive()]), quantity: z.number().int().min(1).max(999) }).strict();
const addBody = z.union([z.object({ items: z.array(line).min(1).max(100) }).strict(), z.array(line).min(1).max(100)]);
// The merge key is generated once per guest cart by the browser; the API applies each key once per cart.
const mergeBody = z.object({ mergeKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/), items: z.array(line).min(1).max(100) }).strict();
const emptyBody = z.object({ cartId: z.union([z.string().max(20), z.number().int()]).nullish() }).strict().default({});

const asItems = (lines: z.infer<typeof line>[]) => lines.map((i) => ({ productId: String(i.productId), quantity: i.quantity }));

export default async function cartRoutes(scope: FastifyInstance, deps: RouteDeps): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { api } = deps;
  const checkOrigin = originCheck(deps.storeOrigin);

  app.get('/cart', async (request, reply) => {
    const { session } = await app.storeSession(request, reply);
    if (!session) return { cart: null };
    const data = await api(GatewayCartDocument, {}, { token: session.token, language: requestLanguage(request) });
    return { cart: data.cart };
  });

  app.post('/cart/add-to-cart', { preHandler: checkOrigin, schema: { body: addBody } }, async (request, reply) => {
    const { session } = await app.storeSession(request, reply);
    if (!session) return reply.code(401).send({ ...failure('unauthorized'), cart: null });
    const items = asItems(Array.isArray(request.body) ? request.body : request.body.items);
    const data = await api(GatewayAddToCartDocument, { items }, { token: session.token, language: requestLanguage(request) });
    return reply.code(data.addToCart.success ? 200 : 400).send(data.addToCart);
  });

  app.post('/cart/merge', { preHandler: checkOrigin, schema: { body: mergeBody } }, async (request, reply) => {
    const { session } = await app.storeSession(request, reply);
    if (!session) return reply.code(401).send({ ...failure('unauthorized'), cart: null, applied: false });
    const data = await api(
      GatewayMergeGuestCartDocument,
      { mergeKey: request.body.mergeKey, items: asItems(request.body.items) },
      { token: session.token, language: requestLanguage(request) },
    );
    return reply.code(data.mergeGuestCart.success ? 200 : 400).send(data.mergeGuestCart);
  });

  app.post('/cart/empty-cart', { preHandler: checkOrigin, schema: { body: emptyBody } }, async (request, reply) => {
    const { session } = await app.storeSession(request, reply);
    if (!session) return reply.code(401).send({ ...failure('unauthorized'), cart: null });
    const cartId = request.body.cartId === null || request.body.cartId === undefined ? null : String(request.body.cartId);
    const data = await api(GatewayEmptyCartDocument, { cartId }, { token: session.token, language: requestLanguage(request) });
    return reply.code(data.emptyCart.success ? 200 : 400).send(data.emptyCart);
  });
}
