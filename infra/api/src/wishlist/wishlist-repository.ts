// The shopper's wishlist: products they keep for later, newest first. Only active products are listed
// or added; a product that stops being sold stays stored and shows again if it comes back.
import type { Database } from '../db/database.js';

/** Products one wishlist may hold. */
export const MAX_WISHLIST = 500;

export type AddOutcome = 'added' | 'already' | 'full' | 'no_product';

export function createWishlistRepository(db: Database) {
  return {
    /** Adds the product once; a second add keeps the first row (and its place in the list). */
    async add(userId: number, productId: number): Promise<AddOutcome> {
      const [product] = await db.query<{ id: number }>('SELECT id FROM products WHERE id = $1 AND active', [productId]);
      if (!product) return 'no_product';
      const rows = await db.query<{ product_id: number }>(
        `INSERT INTO wishlist_items (user_id, product_id)
         SELECT $1, $2 WHERE (SELECT count(*) FROM wishlist_items WHERE user_id = $1) < $3
         ON CONFLICT (user_id, product_id) DO NOTHING RETURNING product_id`,
        [userId, productId, MAX_WISHLIST],
      );
      if (rows.length > 0) return 'added';
      return (await this.contains(userId, [productId])).has(productId) ? 'already' : 'full';
    },

    /** True when the product was in the wishlist. */
    async remove(userId: number, productId: number): Promise<boolean> {
      const rows = await db.query('DELETE FROM wishlist_items WHERE user_id = $1 AND product_id = $2 RETURNING product_id', [userId, productId]);
      return rows.length > 0;
    },

    /** Which of these products the user keeps in the wishlist. */
    async contains(userId: number, productIds: readonly number[]): Promise<Set<number>> {
      if (productIds.length === 0) return new Set();
      const rows = await db.query<{ product_id: number }>(
        'SELECT product_id FROM wishlist_items WHERE user_id = $1 AND product_id = ANY($2::int[])',
        [userId, productIds],
      );
      return new Set(rows.map((r) => r.product_id));
    },

    /** Every product id in the wishlist (at most MAX_WISHLIST), newest first. */
    async productIds(userId: number): Promise<number[]> {
      const rows = await db.query<{ product_id: number }>('SELECT product_id FROM wishlist_items WHERE user_id = $1 ORDER BY id DESC LIMIT $2', [userId, MAX_WISHLIST]);
      return rows.map((r) => r.product_id);
    },

    /** Active products of the wishlist, newest first, keyset-paged by the row's running id. */
    async page(userId: number, first: number, afterId: number | null) {
      const rows = await db.query<{ id: number; product_id: number; created_at: Date }>(
        `SELECT w.id, w.product_id, w.created_at FROM wishlist_items w JOIN products p ON p.id = w.product_id AND p.active
         WHERE w.user_id = $1 AND ($2::int IS NULL OR w.id < $2::int) ORDER BY w.id DESC LIMIT $3`,
        [userId, afterId, first + 1],
      );
      return { items: rows.slice(0, first), hasNextPage: rows.length > first, totalCount: await this.count(userId) };
    },

    /** Active products in the wishlist. */
    async count(userId: number): Promise<number> {
      const [count] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM wishlist_items w JOIN products p ON p.id = w.product_id AND p.active WHERE w.user_id = $1',
        [userId],
      );
      return count!.n;
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
