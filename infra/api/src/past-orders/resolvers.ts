// Rating, favourite and order-again resolvers over the viewer's own orders. Another shopper's order
// answers as not found, so nobody learns which order numbers exist.
import type { MercuriusLoaders } from 'mercurius';
import { z } from 'zod';
import { orderRatingSchema } from 'shared-domain';
import type { GraphQLContext } from '../context.js';
import type { MutationResolvers, Order, QueryResolvers } from '../generated/graphql.js';
import { fail, fieldError, ok, type FieldError, type MessageKey } from '../messages.js';
import { idField, validate } from '../validation.js';
import { idCursor, idPage, idPageInfo } from '../paging.js';
import { loadOrders } from '../checkout/mappers.js';
import { resolveReach } from '../catalog/inputs.js';
import { toProduct } from '../catalog/mappers.js';

const MAX_PAGE = 50;

const ratingSchema = z.object({
  orderId: idField,
  rating: orderRatingSchema,
});

const favouriteSchema = z.object({
  orderId: idField,
  favourite: z.boolean({ message: 'invalid_type' }),
});

const REFUSALS: Record<'not_found' | 'not_delivered' | 'already_rated', { key: MessageKey; field: string }> = {
  not_found: { key: 'not_found', field: 'orderId' },
  not_delivered: { key: 'order_not_delivered', field: 'orderId' },
  already_rated: { key: 'order_already_rated', field: 'rating' },
};

function refused(key: MessageKey, errors: FieldError[] = []) {
  return { ...fail(key, errors), order: null };
}

async function orderAnswer(ctx: GraphQLContext, orderId: number, key: MessageKey) {
  return { ...ok(key), order: (await loadOrders(ctx.repos, [orderId])).get(orderId) ?? null };
}

/** A query's id argument: a positive integer, else nothing is found. */
function queryId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

export const pastOrderQueries: QueryResolvers<GraphQLContext> = {
  async favouriteOrders(_root, { first, after }, ctx) {
    const page = idPage(first, after, 10, MAX_PAGE);
    if (!ctx.viewer) return { edges: [], pageInfo: idPageInfo([], false, null), totalCount: 0 };
    const listed = await ctx.repos.pastOrders.favouritesPage(ctx.viewer.userId, page.first, page.afterId);
    const orders = await loadOrders(ctx.repos, listed.ids);
    return {
      edges: listed.ids.map((id) => ({ node: orders.get(id)!, cursor: idCursor(id) })),
      pageInfo: idPageInfo(listed.ids, listed.hasNextPage, page.afterId),
      totalCount: listed.totalCount,
    };
  },

  async orderAgainItems(_root, { orderId, role, coordinate }, ctx) {
    const id = queryId(orderId);
    if (!ctx.viewer || id === null) return null;
    const reach = await resolveReach(ctx, role, coordinate, 'coordinate');
    const lines = await ctx.repos.pastOrders.reorderLines(ctx.viewer.userId, id);
    if (!lines) return null;
    const records = await ctx.repos.catalog.products({ ids: [...new Set(lines.map((l) => l.product_id))] }, reach);
    const byId = new Map(records.map((r) => [r.id, toProduct(r)]));
    return lines.map((line) => {
      const product = byId.get(line.product_id) ?? null;
      return {
        lineId: String(line.line_id),
        productId: String(line.product_id),
        quantity: line.quantity,
        product,
        available: product?.available ?? false,
        stockAvailable: product?.stockAvailable ?? 0,
        // a product no longer sold cannot be ordered from anyone
        sameSellerAvailable: product !== null && line.same_seller_available,
      };
    });
  },
};

export const pastOrderMutations: MutationResolvers<GraphQLContext> = {
  async updateOrderRating(_root, args, ctx) {
    if (!ctx.viewer) return refused('unauthorized');
    const input = validate(ratingSchema, args);
    if (!input.ok) return refused('invalid_input', input.errors);
    const outcome = await ctx.repos.pastOrders.rate(ctx.viewer.userId, input.data.orderId, input.data.rating);
    if (outcome !== 'rated') {
      const { key, field } = REFUSALS[outcome];
      return refused(key, [fieldError(field, key)]);
    }
    return orderAnswer(ctx, input.data.orderId, 'order_rated');
  },

  async setFavouriteOrder(_root, args, ctx) {
    if (!ctx.viewer) return refused('unauthorized');
    const input = validate(favouriteSchema, args);
    if (!input.ok) return refused('invalid_input', input.errors);
    const { orderId, favourite } = input.data;
    const owned = await ctx.repos.pastOrders.setFavourite(ctx.viewer.userId, orderId, favourite);
    if (!owned) return refused('not_found', [fieldError('orderId', 'not_found')]);
    return orderAnswer(ctx, orderId, favourite ? 'order_favourited' : 'order_unfavourited');
  },
};

/** Mercurius loaders: the favourite mark of every order in a response, in one query. */
export const pastOrderLoaders: MercuriusLoaders = {
  Order: {
    favourite: {
      async loader(queries: { obj: Pick<Order, 'id'> }[], context): Promise<boolean[]> {
        const ctx = context as unknown as GraphQLContext;
        if (!ctx.viewer) return queries.map(() => false);
        const marked = await ctx.repos.pastOrders.favourites(ctx.viewer.userId, [...new Set(queries.map((q) => Number(q.obj.id)))]);
        return queries.map((q) => marked.has(Number(q.obj.id)));
      },
      opts: { cache: false },
    },
  },
};
