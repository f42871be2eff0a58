// Checkouts as their owner sees them, their re-pricing, and payment intents with their transactions.
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';
import type { OutOfStockAction, SellerOffer, ShippingMethodName } from '../domain/offers.js';

export interface StoredAddress {
  address1?: string | null;
  address2?: string | null;
  lat: number;
  long: number;
  country?: string | null;
}

export interface CheckoutRow {
  id: number;
  token: string;
  cart_id: number | null;
  user_id: number | null;
  user_phone: string | null;
  seller_id: number;
  shipping_method_id: number;
  shipping_method: ShippingMethodName;
  payment_method_id: number | null;
  shipping_address: StoredAddress | null;
  billing_address: StoredAddress | null;
  coupon_id: number | null;
  coupon_value_halalas: number | null;
  sub_total_halalas: number;
  delivery_charge_halalas: number;
  discount_halalas: number;
  coupon_halalas: number;
  base_halalas: number;
  tax_halalas: number;
  grand_total_halalas: number;
  delivery_distance_m: number | null;
  split_type: string;
  schedule_time: Date | null;
  out_of_stock_action: OutOfStockAction;
  created_at: Date;
  order_id: number | null;
}

export interface CheckoutLineRow {
  id: number;
  checkout_id: number;
  product_id: number;
  slug: string;
  name: string;
  ar_name: string;
  image: string | null;
  quantity: number;
  item_selling_price_halalas: number;
  total_selling_price_halalas: number;
}

export interface SellerRow {
  id: number;
  slug: string;
  name: string;
  ar_name: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  ar_address: string | null;
  lat: number;
  long: number;
  logo_image: string | null;
  delivery_mode: string;
  is_open: boolean;
  delivery_radius_km: number;
  group_id: number | null;
  group_name: string | null;
  group_ar_name: string | null;
}

export interface CheckoutView {
  checkout: CheckoutRow;
  lines: CheckoutLineRow[];
  seller: SellerRow;
}

export type PaymentStatus = 'initiated' | 'authorized' | 'paid' | 'failed' | 'voided' | 'refunded' | 'superseded';

export interface PaymentRow {
  id: number;
  checkout_id: number;
  user_id: number | null;
  psp_id: string | null;
  gateway: string;
  payment_method_id: number | null;
  card_id: number | null;
  amount_halalas: number;
  currency: string;
  status: PaymentStatus;
  given_id: string;
  callback_url: string | null;
  description: string | null;
  card_brand: string | null;
  last_four: string | null;
  created_at: Date;
}

export interface TransactionRow {
  id: number;
  payment_id: number;
  kind: 'authorization' | 'capture' | 'void' | 'refund';
  status: string | null;
  psp_id: string | null;
  amount_halalas: number;
  currency: string;
  created_at: Date;
}

const CHECKOUT_COLUMNS = `c.id, c.token::text AS token, c.cart_id, c.user_id, u.phone AS user_phone, c.seller_id, c.shipping_method_id,
  sm.name AS shipping_method, c.payment_method_id, c.shipping_address, c.billing_address, c.coupon_id,
  cp.coupon_value_halalas, c.sub_total_halalas, c.delivery_charge_halalas, c.discount_halalas, c.coupon_halalas, c.base_halalas,
  c.tax_halalas, c.grand_total_halalas, c.delivery_distance_m, c.split_type, c.schedule_time, c.out_of_stock_action, c.created_at,
  o.id AS order_id`;
const CHECKOUT_FROM = `checkouts c
  JOIN shipping_methods sm ON sm.id = c.shipping_method_id
  LEFT JOIN users u ON u.id = c.user_id
  LEFT JOIN coupons cp ON cp.id = c.coupon_id
  LEFT JOIN orders o ON o.checkout_id = c.id`;

const PAYMENT_COLUMNS = `id, checkout_id, user_id, psp_id, gateway, payment_method_id, card_id, amount_halalas, currency, status,
  given_id::text AS given_id, callback_url, description, card_brand, last_four, created_at`;

/** A unique index said no: the other request got there first. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return false;
  return !constraint || e.constraint === constraint || (e.message ?? '').includes(constraint);
}

export function createCheckoutRepository(db: Database) {
  async function views(ids: readonly number[], q: Queryable = db): Promise<Map<number, CheckoutView>> {
    if (ids.length === 0) return new Map();
    const rows = await q.query<CheckoutRow>(`SELECT ${CHECKOUT_COLUMNS} FROM ${CHECKOUT_FROM} WHERE c.id = ANY($1::int[])`, [ids]);
    if (rows.length === 0) return new Map();
    const [lines, sellers] = await Promise.all([
      q.query<CheckoutLineRow>(
        `SELECT l.id, l.checkout_id, l.product_id, p.slug, p.name, p.ar_name, p.image, l.quantity, l.item_selling_price_halalas, l.total_selling_price_halalas
         FROM checkout_lines l JOIN products p ON p.id = l.product_id WHERE l.checkout_id = ANY($1::int[]) ORDER BY l.checkout_id, l.id`,
        [rows.map((r) => r.id)],
      ),
      q.query<SellerRow>(
        `SELECT s.id, s.slug, s.name, s.ar_name, s.phone, s.email, s.address, s.ar_address, s.lat, s.long, s.logo_image, s.delivery_mode,
                s.is_open, s.delivery_radius_km, g.id AS group_id, g.name AS group_name, g.ar_name AS group_ar_name
         FROM sellers s LEFT JOIN seller_groups g ON g.id = s.seller_group_id WHERE s.id = ANY($1::int[])`,
        [[...new Set(rows.map((r) => r.seller_id))]],
      ),
    ]);
    const sellerById = new Map(sellers.map((s) => [s.id, s]));
    const result = new Map<number, CheckoutView>();
    for (const checkout of rows) {
      result.set(checkout.id, { checkout, lines: lines.filter((l) => l.checkout_id === checkout.id), seller: sellerById.get(checkout.seller_id)! });
    }
    return result;
  }

  return {
    views,

    /** The checkout when `userId` owns it; another user's or a guest's checkout is nobody else's. */
    async ownedView(userId: number, checkoutId: number): Promise<CheckoutView | null> {
      const [row] = await db.query<{ id: number }>('SELECT id FROM checkouts WHERE id = $1 AND user_id = $2', [checkoutId, userId]);
      if (!row) return null;
      return (await views([row.id])).get(row.id) ?? null;
    },

    /** The user's checkouts, newest first, keyset-paged by id. */
    async list(userId: number, first: number, afterId: number | null): Promise<{ views: CheckoutView[]; hasNextPage: boolean; totalCount: number }> {
      const ids = await db.query<{ id: number }>(
        'SELECT id FROM checkouts WHERE user_id = $1 AND ($2::int IS NULL OR id < $2::int) ORDER BY id DESC LIMIT $3',
        [userId, afterId, first + 1],
      );
      const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM checkouts WHERE user_id = $1', [userId]);
      const page = ids.slice(0, first).map((r) => r.id);
      const byId = await views(page);
      return { views: page.map((id) => byId.get(id)!), hasNextPage: ids.length > first, totalCount: count!.n };
    },

    /** A seller's place and reach, open or not. */
    async seller(sellerId: number): Promise<SellerRow | null> {
      const [row] = await db.query<SellerRow>(
        `SELECT s.id, s.slug, s.name, s.ar_name, s.phone, s.email, s.address, s.ar_address, s.lat, s.long, s.logo_image, s.delivery_mode,
                s.is_open, s.delivery_radius_km, NULL::int AS group_id, NULL::text AS group_name, NULL::text AS group_ar_name
         FROM sellers s WHERE s.id = $1`,
        [sellerId],
      );
      return row ?? null;
    },

    /**
     * Stores a re-priced checkout: its totals, lines, addresses and choices. Refused (false) when an
     * order was made from it meanwhile; the checkout row is locked so a concurrent order waits.
     */
    async reprice(input: {
      checkoutId: number;
      userId: number;
      shippingMethodId: number;
      shippingAddress: StoredAddress | null;
      billingAddress: StoredAddress | null;
      scheduleTime: string | null;
      outOfStockAction: OutOfStockAction;
      offer: SellerOffer;
    }): Promise<boolean> {
      const { offer } = input;
      return db.transaction(async (tx) => {
        const [locked] = await tx.query<{ id: number }>('SELECT id FROM checkouts WHERE id = $1 AND user_id = $2 FOR UPDATE', [input.checkoutId, input.userId]);
        if (!locked) return false;
        const ordered = await tx.query('SELECT 1 FROM orders WHERE checkout_id = $1', [input.checkoutId]);
        if (ordered.length > 0) return false;
        await tx.query(
          `UPDATE checkouts SET shipping_method_id = $2, shipping_address = $3, billing_address = $4, schedule_time = $5, out_of_stock_action = $6,
             sub_total_halalas = $7, delivery_charge_halalas = $8, discount_halalas = $9, base_halalas = $10, tax_halalas = $11,
             grand_total_halalas = $12, commission_halalas = $13, rider_earning_halalas = $14, delivery_distance_m = $15, updated_at = now()
           WHERE id = $1`,
          [
            input.checkoutId, input.shippingMethodId,
            input.shippingAddress ? JSON.stringify(input.shippingAddress) : null,
            input.billingAddress ? JSON.stringify(input.billingAddress) : null,
            input.scheduleTime, input.outOfStockAction,
            offer.subTotalHalalas, offer.deliveryChargeHalalas, offer.discountHalalas, offer.baseAmountHalalas, offer.taxAmountHalalas,
            offer.grandTotalHalalas, offer.bbCommissionHalalas, offer.riderEarningHalalas, offer.deliveryDistanceM,
          ],
        );
        await tx.query('DELETE FROM checkout_lines WHERE checkout_id = $1', [input.checkoutId]);
        await tx.query(
          `INSERT INTO checkout_lines (checkout_id, product_id, quantity, item_price_halalas, item_selling_price_halalas, total_selling_price_halalas)
           SELECT $1, * FROM unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::int[])`,
          [
            input.checkoutId,
            offer.items.map((i) => i.productId),
            offer.items.map((i) => i.quantity),
            offer.items.map((i) => i.itemPriceHalalas),
            offer.items.map((i) => i.itemSellingPriceHalalas),
            offer.items.map((i) => i.totalSellingPriceHalalas),
          ],
        );
        return true;
      });
    },

    // ---- payments

    async payment(paymentId: number): Promise<PaymentRow | null> {
      const [row] = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = $1`, [paymentId]);
      return row ?? null;
    },

    async openIntent(checkoutId: number): Promise<PaymentRow | null> {
      const [row] = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE checkout_id = $1 AND status = 'initiated'`, [checkoutId]);
      return row ?? null;
    },

    /**
     * The checkout's open payment intent for its current total, made once: the checkout row is locked,
     * so a double click waits for the first request and gets its intent (and its given_id). An open
     * intent for another total (the checkout was re-priced) is superseded by a new one.
     */
    async intentFor(input: {
      checkoutId: number;
      userId: number;
      gateway: string;
      paymentMethodId: number;
      cardId: number | null;
      callbackUrl: (paymentId: number) => string;
      customerIp: string | null;
    }): Promise<{ intent: PaymentRow; created: boolean } | { closed: true } | null> {
      return db.transaction(async (tx) => {
        const [checkout] = await tx.query<{ token: string; grand_total_halalas: number }>(
          'SELECT token::text AS token, grand_total_halalas FROM checkouts WHERE id = $1 AND user_id = $2 FOR UPDATE',
          [input.checkoutId, input.userId],
        );
        if (!checkout) return null;
        if ((await tx.query('SELECT 1 FROM orders WHERE checkout_id = $1', [input.checkoutId])).length > 0) return { closed: true as const };
        const [open] = await tx.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE checkout_id = $1 AND status = 'initiated'`, [input.checkoutId]);
        if (open && open.amount_halalas === checkout.grand_total_halalas) {
          // the same intent: the shopper's latest card choice is kept, the key and amount are not touched
          const [kept] = await tx.query<PaymentRow>(
            `UPDATE payments SET card_id = $2, payment_method_id = $3, updated_at = now() WHERE id = $1 RETURNING ${PAYMENT_COLUMNS}`,
            [open.id, input.cardId, input.paymentMethodId],
          );
          return { intent: kept!, created: false };
        }
        if (open) await tx.query(`UPDATE payments SET status = 'superseded', updated_at = now() WHERE id = $1`, [open.id]);
        const [created] = await tx.query<PaymentRow>(
          `INSERT INTO payments (checkout_id, user_id, gateway, payment_method_id, card_id, amount_halalas, currency, status, given_id, description, customer_ip)
           VALUES ($1, $2, $3, $4, $5, $6, 'SAR', 'initiated', $7, $8, $9) RETURNING ${PAYMENT_COLUMNS}`,
          [
            input.checkoutId, input.userId, input.gateway, input.paymentMethodId, input.cardId, checkout.grand_total_halalas,
            randomUUID(), `Souq order ${checkout.token}`, input.customerIp,
          ],
        );
        const [withUrl] = await tx.query<PaymentRow>(
          `UPDATE payments SET callback_url = $2 WHERE id = $1 RETURNING ${PAYMENT_COLUMNS}`,
          [created!.id, input.callbackUrl(created!.id)],
        );
        return { intent: withUrl!, created: true };
      });
    },

    /** Records the provider's id for an intent; false when the intent already names another, or the id belongs to another payment. */
    async bindPspId(paymentId: number, pspId: string): Promise<boolean> {
      try {
        const rows = await db.query(
          'UPDATE payments SET psp_id = $2, updated_at = now() WHERE id = $1 AND (psp_id IS NULL OR psp_id = $2) RETURNING id',
          [paymentId, pspId],
        );
        return rows.length > 0;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** Moves a payment on, only from the statuses given (so a late answer never undoes a later one). */
    async setPaymentStatus(paymentId: number, status: PaymentStatus, from: readonly PaymentStatus[], card?: { brand: string | null; lastFour: string | null }): Promise<boolean> {
      const rows = await db.query(
        `UPDATE payments SET status = $2, updated_at = now(),
           card_brand = coalesce($4, card_brand), last_four = coalesce($5, last_four)
         WHERE id = $1 AND status = ANY($3::text[]) RETURNING id`,
        [paymentId, status, from, card?.brand ?? null, card?.lastFour ?? null],
      );
      return rows.length > 0;
    },

    /** Records a transaction; a capture, void or refund already recorded for the payment is returned instead. */
    async recordTransaction(input: {
      paymentId: number;
      kind: TransactionRow['kind'];
      status: string | null;
      pspId: string | null;
      amountHalalas: number;
      currency: string;
      response: Record<string, unknown> | null;
    }, q: Queryable = db): Promise<TransactionRow> {
      const once = input.kind !== 'authorization';
      const [row] = await q.query<TransactionRow>(
        `INSERT INTO transactions (payment_id, kind, status, psp_id, amount_halalas, currency, response) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ${once ? "ON CONFLICT (payment_id, kind) WHERE kind IN ('capture', 'void', 'refund') DO NOTHING" : ''}
         RETURNING id, payment_id, kind, status, psp_id, amount_halalas, currency, created_at`,
        [input.paymentId, input.kind, input.status, input.pspId, input.amountHalalas, input.currency, input.response ? JSON.stringify(input.response) : null],
      );
      if (row) return row;
      const [existing] = await q.query<TransactionRow>(
        'SELECT id, payment_id, kind, status, psp_id, amount_halalas, currency, created_at FROM transactions WHERE payment_id = $1 AND kind = $2',
        [input.paymentId, input.kind],
      );
      return existing!;
    },

    /** A transaction of one of the user's payments. */
    async ownedTransaction(userId: number, transactionId: number): Promise<{ transaction: TransactionRow; payment: PaymentRow } | null> {
      const [t] = await db.query<TransactionRow & { user_id: number | null }>(
        `SELECT t.id, t.payment_id, t.kind, t.status, t.psp_id, t.amount_halalas, t.currency, t.created_at, c.user_id
         FROM transactions t JOIN payments p ON p.id = t.payment_id JOIN checkouts c ON c.id = p.checkout_id WHERE t.id = $1`,
        [transactionId],
      );
      if (!t || t.user_id !== userId) return null;
      const { user_id: _owner, ...transaction } = t;
      const [payment] = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = $1`, [t.payment_id]);
      return { transaction, payment: payment! };
    },

    async paymentsByIds(ids: readonly number[]): Promise<Map<number, PaymentRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = ANY($1::int[])`, [ids]);
      return new Map(rows.map((r) => [r.id, r]));
    },

    async paymentMethodsByIds(ids: readonly number[]): Promise<Map<number, { id: number; name: string; ar_name: string; description: string; ar_description: string }>> {
      if (ids.length === 0) return new Map();
      const rows = await db.query<{ id: number; name: string; ar_name: string; description: string; ar_description: string }>(
        'SELECT id, name, ar_name, description, ar_description FROM payment_methods WHERE id = ANY($1::int[])',
        [ids],
      );
      return new Map(rows.map((r) => [r.id, r]));
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
