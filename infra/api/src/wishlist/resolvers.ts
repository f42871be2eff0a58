// Wishlist resolvers, and the loader that answers Product.inWishlist for a whole page of products in
// one query.
import type { MercuriusLoaders } from 'mercurius';
import { z } from 'zod';
import type { GraphQLContext } from '../context.js';
import type { MutationResolvers, Product, QueryResolvers } from '../generated/graphql.js';
import { fail, fieldError, ok, type FieldError, type MessageKey } from '../messages.js';
import { idField, validate } from '../validation.js';
import { idCursor, idPage, idPageInfo } from '../paging.js';
import { resolveReach } from '../catalog/inputs.js';
import { toProduct } from '../catalog/mappers.js';

const MAX_PAGE = 50;

async function answer(ctx: GraphQLContext, userId: number, key: MessageKey, productId: number, inWishlist: boolean) {
  const reach = await resolveReach(ctx, 'USER', null, 'coordinate');
  const [[record], totalCount] = await Promise.all([ctx.repos.catalog.products({ ids: [productId] }, reach), ctx.repos.wishlist.count(userId)]);
  return { ...ok(key), product: record ? toProduct(record) : null, inWishlist, totalCount };
}

function refused(key: MessageKey, errors: FieldError[] = []) {
  return { ...fail(key, errors), product: null, inWishlist: false, totalCount: 0 };
}

export const wishlistQueries: QueryResolvers<GraphQLContext> = {
  async wishlist(_root, { first, after, role, coordinate }, ctx) {
    const page = idPage(first, after, 24, MAX_PAGE);
    if (!ctx.viewer) return { edges: [], pageInfo: idPageInfo([], false, null), totalCount: 0 };
    const reach = await resolveReach(ctx, role, coordinate, 'coordinate');
    const listed = await ctx.repos.wishlist.page(ctx.viewer.userId, page.first, page.afterId);
    const records = await ctx.repos.catalog.products({ ids: listed.items.map((i) => i.product_id) }, reach);
    const byId = new Map(records.map((r) => [r.id, r]));
    // a product deactivated between the two reads is left out of this page
    const items = listed.items.filter((i) => byId.has(i.product_id));
    return {
      edges: items.map((i) => ({
        node: toProduct(byId.get(i.product_id)!),
        cursor: idCursor(i.id),
        addedAt: new Date(i.created_at).toISOString(),
      })),
      pageInfo: idPageInfo(listed.items.map((i) => i.id), listed.hasNextPage, page.afterId),
      totalCount: listed.totalCount,
    };
  },

  async wishlistProductIds(_root, _args, ctx) {
    if (!ctx.viewer) return [];
    return (await ctx.repos.wishlist.productIds(ctx.viewer.userId)).map(String);
  },
};

export const wishlistMutations: MutationResolvers<GraphQLContext> = {
  async createWishlist(_root, args, ctx) {
    if (!ctx.viewer) return refused('unauthorized');
    const input = validate(z.object({ product: idField }), args);
    if (!input.ok) return refused('invalid_input', input.errors);
    const userId = ctx.viewer.userId;
    const outcome = await ctx.repos.wishlist.add(userId, input.data.product);
    if (outcome === 'no_product') return refused('not_found', [fieldError('product', 'not_found')]);
    if (outcome === 'full') return refused('wishlist_full', [fieldError('product', 'wishlist_full')]);
    return answer(ctx, userId, 'wishlist_added', input.data.product, true);
  },

  async removeFromWishlist(_root, args, ctx) {
    if (!ctx.viewer) return refused('unauthorized');
    const input = validate(z.object({ id: idField }), args);
    if (!input.ok) return refused('invalid_input', input.errors);
    const userId = ctx.viewer.userId;
    const removed = await ctx.repos.wishlist.remove(userId, input.data.id);
    if (!removed) return refused('not_in_wishlist', [fieldError('id', 'not_in_wishlist')]);
    return answer(ctx, userId, 'wishlist_removed', input.data.id, false);
  },
};

/** Mercurius loaders: every Product of a response learns whether it is in the viewer's wishlist at once. */
export const wishlistLoaders: MercuriusLoaders = {
  Product: {
    inWishlist: {
      async loader(queries: { obj: Pick<Product, 'id'> }[], context): Promise<boolean[]> {
        const ctx = context as unknown as GraphQLContext;
        if (!ctx.viewer) return queries.map(() => false);
        const kept = await ctx.repos.wishlist.contains(ctx.viewer.userId, [...new Set(queries.map((q) => Number(q.obj.id)))]);
        return queries.map((q) => kept.has(Number(q.obj.id)));
      },
      opts: { cache: false },
    },
  },
};
