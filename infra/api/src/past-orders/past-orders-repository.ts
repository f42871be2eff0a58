// A shopper's placed orders after the fact: the rating (once, after delivery), favourites, and the
// lines of an order with what its seller holds now, for ordering it again.
import type { Database } from '../db/database.js';

export type RatingOutcome = 'rated' | 'not_found' | 'not_delivered' | 'already_rated';

export interface ReorderLineRow {
  line_id: number;
  product_id: number;
  quantity: number;
  /** The order's seller is open and holds at least the ordered quantity. */
  same_seller_available: boolean;
}

export function createPastOrdersRepository(db: Database) {
  return {
    /**
     * Sets the rating in one statement that checks owner, status and that none was given before, so two
     * concurrent ratings cannot both land; when nothing changed, says why.
     */
    async rate(userId: number, orderId: number, rating: number): Promise<RatingOutcome> {
      const rated = await db.query(
        `UPDATE orders o SET rating = $3, order_rated = true, updated_at = now()
         FROM order_statuses s
         WHERE o.id = $1 AND o.user_id = $2 AND s.id = o.status_id AND s.status_code = 'delivered' AND NOT o.order_rated
         RETURNING o.id`,
        [orderId, userId, rating],
      );
      if (rated.length > 0) return 'rated';
      const [row] = await db.query<{ status_code: string; order_rated: boolean }>(
        'SELECT s.status_code, o.order_rated FROM orders o JOIN order_statuses s ON s.id = o.status_id WHERE o.id = $1 AND o.user_id = $2',
        [orderId, userId],
      );
      if (!row) return 'not_found';
      return row.order_rated ? 'already_rated' : 'not_delivered';
    },

    /** Marks or unmarks one of the user's orders; false when the order is not theirs. */
    async setFavourite(userId: number, orderId: number, favourite: boolean): Promise<boolean> {
      const [owned] = await db.query('SELECT 1 FROM orders WHERE id = $1 AND user_id = $2', [orderId, userId]);
      if (!owned) return false;
      if (favourite) {
        await db.query('INSERT INTO favourite_orders (user_id, order_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, orderId]);
      } else {
        await db.query('DELETE FROM favourite_orders WHERE user_id = $1 AND order_id = $2', [userId, orderId]);
      }
      return true;
    },

    /** Which of these orders the user marked. */
    async favourites(userId: number, orderIds: readonly number[]): Promise<Set<number>> {
      if (orderIds.length === 0) return new Set();
      const rows = await db.query<{ order_id: number }>(
        'SELECT order_id FROM favourite_orders WHERE user_id = $1 AND order_id = ANY($2::int[])',
        [userId, orderIds],
      );
      return new Set(rows.map((r) => r.order_id));
    },

    /** The user's favourite orders, newest order first, keyset-paged by order id. */
    async favouritesPage(userId: number, first: number, afterId: number | null): Promise<{ ids: number[]; hasNextPage: boolean; totalCount: number }> {
      const rows = await db.query<{ order_id: number }>(
        `SELECT f.order_id FROM favourite_orders f JOIN orders o ON o.id = f.order_id AND o.user_id = f.user_id
         WHERE f.user_id = $1 AND ($2::int IS NULL OR f.order_id < $2::int) ORDER BY f.order_id DESC LIMIT $3`,
        [userId, afterId, first + 1],
      );
      const [count] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM favourite_orders f JOIN orders o ON o.id = f.order_id AND o.user_id = f.user_id WHERE f.user_id = $1',
        [userId],
      );
      return { ids: rows.slice(0, first).map((r) => r.order_id), hasNextPage: rows.length > first, totalCount: count!.n };
    },

    /** The lines of one of the user's orders, in checkout order; null when the order is not theirs. */
    async reorderLines(userId: number, orderId: number): Promise<ReorderLineRow[] | null> {
      const [order] = await db.query<{ checkout_id: number; seller_id: number }>(
        'SELECT checkout_id, seller_id FROM orders WHERE id = $1 AND user_id = $2',
        [orderId, userId],
      );
      if (!order) return null;
      return db.query<ReorderLineRow>(
        `SELECT l.id AS line_id, l.product_id, l.quantity,
                EXISTS (SELECT 1 FROM offers f JOIN sellers s ON s.id = f.seller_id
                        WHERE f.product_id = l.product_id AND f.seller_id = $2 AND s.is_open AND f.stock >= l.quantity) AS same_seller_available
         FROM checkout_lines l WHERE l.checkout_id = $1 ORDER BY l.id`,
        [order.checkout_id, order.seller_id],
      );
    },
  };
}

export type PastOrdersRepository = ReturnType<typeof createPastOrdersRepository>;
