// Orders: placing one from a verified payment (stock decremented in the same transaction, once per
// checkout and payment), reading them for their owner, and walking their status lifecycle.
import type { Database, Queryable } from '../db/database.js';
import type { ShippingMethodName } from '../domain/offers.js';
import { formatOrderNumber, orderEta, riyadhYear, type OrderStatusCode } from '../domain/order.js';
import { lastFourOf, transactionSummary, type ProviderPayment } from '../domain/payment.js';
import { isUniqueViolation, type PaymentRow } from './checkout-repository.js';

export interface OrderRow {
  id: number;
  order_number: string;
  checkout_id: number;
  payment_id: number;
  user_id: number | null;
  seller_id: number;
  status_id: number;
  status_code: OrderStatusCode;
  status_name: string;
  status_ar_name: string;
  eta: Date | null;
  rating: number | null;
  order_rated: boolean;
  created_at: Date;
  shipping_method: ShippingMethodName;
}

export interface StatusHistoryRow {
  order_id: number;
  status_id: number;
  status_code: OrderStatusCode;
  status_name: string;
  status_ar_name: string;
  created_at: Date;
}

export interface ShortLine {
  productId: number;
  name: string;
  arName: string;
  wanted: number;
  inStock: number;
}

export type PlaceResult =
  | { kind: 'placed'; orderId: number }
  /** An order already exists for this checkout or payment (a repeat, or a concurrent call that won). */
  | { kind: 'exists'; orderId: number; paymentId: number }
  | { kind: 'out_of_stock'; lines: ShortLine[] }
  /** The checkout was re-priced after the payment was verified: it no longer pays this checkout. */
  | { kind: 'total_changed' }
  | { kind: 'not_found' };

const ORDER_COLUMNS = `o.id, o.order_number, o.checkout_id, o.payment_id, o.user_id, o.seller_id, o.status_id, os.status_code,
  os.name AS status_name, os.ar_name AS status_ar_name, o.eta, o.rating, o.order_rated, o.created_at, sm.name AS shipping_method`;
const ORDER_FROM = `orders o JOIN order_statuses os ON os.id = o.status_id JOIN checkouts c ON c.id = o.checkout_id
  JOIN shipping_methods sm ON sm.id = c.shipping_method_id`;

export function createOrderRepository(db: Database) {
  async function existing(q: Queryable, checkoutId: number, paymentId: number): Promise<{ id: number; payment_id: number } | null> {
    const [row] = await q.query<{ id: number; payment_id: number }>(
      'SELECT id, payment_id FROM orders WHERE checkout_id = $1 OR payment_id = $2 ORDER BY id LIMIT 1',
      [checkoutId, paymentId],
    );
    return row ?? null;
  }

  return {
    /** The order made from this checkout or with this payment, if any. */
    async existingFor(checkoutId: number, paymentId: number): Promise<{ id: number; payment_id: number } | null> {
      return existing(db, checkoutId, paymentId);
    },

    /**
     * Places the order in one transaction: the checkout row is locked (a second call for it waits, then
     * finds the order), the seller's offer rows for the lines are locked in product order (so
     * concurrent checkouts sharing products never deadlock), every line's stock is checked, and only
     * when all suffice is stock decremented and the order, its first status and the authorization
     * written. Nothing is written when a line is short.
     */
    async place(input: { checkoutId: number; payment: PaymentRow; provider: ProviderPayment; paymentStatus: 'authorized' | 'paid' }): Promise<PlaceResult> {
      const { checkoutId, payment } = input;
      try {
        return await db.transaction(async (tx): Promise<PlaceResult> => {
          const [checkout] = await tx.query<{
            id: number; user_id: number | null; seller_id: number; schedule_time: Date | null; delivery_distance_m: number | null;
            avg_prep_minutes: number; method: ShippingMethodName; grand_total_halalas: number;
          }>(
            `SELECT c.id, c.user_id, c.seller_id, c.schedule_time, c.delivery_distance_m, s.avg_prep_minutes, sm.name AS method, c.grand_total_halalas
             FROM checkouts c JOIN sellers s ON s.id = c.seller_id JOIN shipping_methods sm ON sm.id = c.shipping_method_id
             WHERE c.id = $1 FOR UPDATE OF c`,
            [checkoutId],
          );
          if (!checkout) return { kind: 'not_found' };
          const already = await existing(tx, checkoutId, payment.id);
          if (already) return { kind: 'exists', orderId: already.id, paymentId: already.payment_id };
          if (checkout.grand_total_halalas !== input.provider.amount) return { kind: 'total_changed' };

          const lines = await tx.query<{ product_id: number; quantity: number; name: string; ar_name: string }>(
            `SELECT l.product_id, sum(l.quantity)::int AS quantity, p.name, p.ar_name FROM checkout_lines l JOIN products p ON p.id = l.product_id
             WHERE l.checkout_id = $1 GROUP BY l.product_id, p.name, p.ar_name ORDER BY l.product_id`,
            [checkoutId],
          );
          if (lines.length === 0) return { kind: 'out_of_stock', lines: [] };
          const ids = lines.map((l) => l.product_id);
          const stock = new Map(
            (
              await tx.query<{ product_id: number; stock: number }>(
                'SELECT product_id, stock FROM offers WHERE seller_id = $1 AND product_id = ANY($2::int[]) ORDER BY product_id FOR UPDATE',
                [checkout.seller_id, ids],
              )
            ).map((r) => [r.product_id, r.stock]),
          );
          const short = lines
            .filter((l) => (stock.get(l.product_id) ?? 0) < l.quantity)
            .map((l) => ({ productId: l.product_id, name: l.name, arName: l.ar_name, wanted: l.quantity, inStock: stock.get(l.product_id) ?? 0 }));
          if (short.length > 0) return { kind: 'out_of_stock', lines: short };

          await tx.query(
            `UPDATE offers o SET stock = o.stock - u.quantity FROM unnest($2::int[], $3::int[]) AS u(product_id, quantity)
             WHERE o.seller_id = $1 AND o.product_id = u.product_id`,
            [checkout.seller_id, ids, lines.map((l) => l.quantity)],
          );
          const [{ now, seq }] = (await tx.query<{ now: Date; seq: number }>("SELECT now() AS now, nextval('order_number_seq')::int AS seq")) as [{ now: Date; seq: number }];
          const eta = orderEta({
            placedAt: now, method: checkout.method, scheduleTime: checkout.schedule_time,
            prepMinutes: checkout.avg_prep_minutes, distanceM: checkout.delivery_distance_m,
          });
          const [order] = await tx.query<{ id: number }>(
            `INSERT INTO orders (order_number, checkout_id, payment_id, user_id, seller_id, status_id, eta)
             VALUES ($1, $2, $3, $4, $5, (SELECT id FROM order_statuses WHERE status_code = 'placed'), $6) RETURNING id`,
            [formatOrderNumber(riyadhYear(now), seq), checkoutId, payment.id, checkout.user_id, checkout.seller_id, eta],
          );
          await tx.query(
            `INSERT INTO order_status_history (order_id, status_id) SELECT $1, id FROM order_statuses WHERE status_code = 'placed'`,
            [order!.id],
          );
          await tx.query(
            `INSERT INTO transactions (payment_id, kind, status, psp_id, amount_halalas, currency, response) VALUES ($1, 'authorization', $2, $3, $4, $5, $6)`,
            [payment.id, input.provider.status, input.provider.id, input.provider.amount, input.provider.currency, JSON.stringify(transactionSummary(input.provider))],
          );
          await tx.query(
            `UPDATE payments SET status = $2, card_brand = coalesce($3, card_brand), last_four = coalesce($4, last_four), updated_at = now() WHERE id = $1`,
            [payment.id, input.paymentStatus, input.provider.source?.company ?? null, lastFourOf(input.provider)],
          );
          return { kind: 'placed', orderId: order!.id };
        });
      } catch (error) {
        // the unique keys on orders.checkout_id and orders.payment_id: another call placed it first
        if (!isUniqueViolation(error)) throw error;
        const row = await existing(db, checkoutId, payment.id);
        if (!row) throw error;
        return { kind: 'exists', orderId: row.id, paymentId: row.payment_id };
      }
    },

    async ordersByIds(ids: readonly number[]): Promise<{ orders: OrderRow[]; history: StatusHistoryRow[] }> {
      if (ids.length === 0) return { orders: [], history: [] };
      const orders = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.id = ANY($1::int[])`, [ids]);
      const history = await db.query<StatusHistoryRow>(
        `SELECT h.order_id, h.status_id, os.status_code, os.name AS status_name, os.ar_name AS status_ar_name, h.created_at
         FROM order_status_history h JOIN order_statuses os ON os.id = h.status_id WHERE h.order_id = ANY($1::int[]) ORDER BY h.order_id, h.id`,
        [ids],
      );
      return { orders, history };
    },

    /** The order when the user owns it. */
    async ownedOrderId(userId: number, orderId: number): Promise<number | null> {
      const [row] = await db.query<{ id: number }>('SELECT id FROM orders WHERE id = $1 AND user_id = $2', [orderId, userId]);
      return row?.id ?? null;
    },

    /** The user's orders, newest first, keyset-paged by id. */
    async list(userId: number, first: number, afterId: number | null): Promise<{ ids: number[]; hasNextPage: boolean; totalCount: number }> {
      const rows = await db.query<{ id: number }>(
        'SELECT id FROM orders WHERE user_id = $1 AND ($2::int IS NULL OR id < $2::int) ORDER BY id DESC LIMIT $3',
        [userId, afterId, first + 1],
      );
      const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [userId]);
      return { ids: rows.slice(0, first).map((r) => r.id), hasNextPage: rows.length > first, totalCount: count!.n };
    },

    /** Moves an order through the given statuses, each with its history row; the order row is locked meanwhile. */
    async advance(orderId: number, plan: (current: OrderStatusCode, method: ShippingMethodName) => OrderStatusCode[] | null): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ status_code: OrderStatusCode; method: ShippingMethodName }>(
          `SELECT os.status_code, sm.name AS method FROM orders o JOIN order_statuses os ON os.id = o.status_id
           JOIN checkouts c ON c.id = o.checkout_id JOIN shipping_methods sm ON sm.id = c.shipping_method_id
           WHERE o.id = $1 FOR UPDATE OF o`,
          [orderId],
        );
        if (!row) return false;
        const steps = plan(row.status_code, row.method);
        if (!steps || steps.length === 0) return false;
        for (const code of steps) {
          await tx.query('INSERT INTO order_status_history (order_id, status_id) SELECT $1, id FROM order_statuses WHERE status_code = $2', [orderId, code]);
        }
        await tx.query(
          'UPDATE orders SET status_id = (SELECT id FROM order_statuses WHERE status_code = $2), updated_at = now() WHERE id = $1',
          [orderId, steps[steps.length - 1]],
        );
        return true;
      });
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
