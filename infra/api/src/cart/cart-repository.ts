// Server carts of logged-in users, the data the offers engine needs, replacements, shipping methods and checkouts.
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';
import type { OutOfStockAction, Point, ProductInfo, SellerInput, SellerOfferRow, SellerOffer } from '../domain/offers.js';

/** Distinct lines one cart may hold. */
export const MAX_CART_LINES = 100;
/** A line's quantity when the product names no max order. */
export const DEFAULT_MAX_ORDER = 50;

export interface CartProductRow {
  id: number;
  slug: string;
  name: string;
  ar_name: string;
  image: string | null;
  max_order: number | null;
  price_halalas: number;
  selling_price_halalas: number;
  available: boolean;
}

export interface CartRow {
  id: number;
  items: { product: CartProductRow; quantity: number }[];
}

export interface ShippingMethodRow {
  id: number;
  name: 'delivery' | 'pickup' | 'schedule';
  ar_name: string;
  en_name: string;
}

export interface PaymentMethodRow {
  id: number;
  name: string;
  ar_name: string;
  description: string;
  ar_description: string;
}

// Best price among open sellers that hold stock; the catalogue price otherwise.
const PRODUCT_COLUMNS = `p.id, p.slug, p.name, p.ar_name, p.image, p.max_order,
  coalesce(best.price_halalas, p.price_halalas) AS price_halalas,
  coalesce(best.selling_price_halalas, p.selling_price_halalas) AS selling_price_halalas,
  (p.active AND best.selling_price_halalas IS NOT NULL) AS available`;
const BEST_OFFER = `LEFT JOIN LATERAL (
    SELECT o.price_halalas, o.selling_price_halalas FROM offers o JOIN sellers s ON s.id = o.seller_id
    WHERE o.product_id = p.id AND s.is_open AND o.stock > 0
    ORDER BY o.selling_price_halalas, o.seller_id LIMIT 1) best ON true`;

export function createCartRepository(db: Database) {
  async function products(ids: readonly number[], q: Queryable = db): Promise<Map<number, CartProductRow>> {
    if (ids.length === 0) return new Map();
    const rows = await q.query<CartProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products p ${BEST_OFFER} WHERE p.id = ANY($1::int[])`, [ids]);
    return new Map(rows.map((r) => [r.id, r]));
  }

  async function cartIdFor(userId: number, q: Queryable = db): Promise<number> {
    const [row] = await q.query<{ id: number }>(
      'INSERT INTO carts (user_id) VALUES ($1) ON CONFLICT (user_id) DO UPDATE SET updated_at = now() RETURNING id',
      [userId],
    );
    return row!.id;
  }

  async function readCart(cartId: number, q: Queryable = db): Promise<CartRow> {
    const lines = await q.query<{ product_id: number; quantity: number }>(
      'SELECT product_id, quantity FROM cart_items WHERE cart_id = $1 ORDER BY added_at, product_id',
      [cartId],
    );
    const byId = await products(lines.map((l) => l.product_id), q);
    return { id: cartId, items: lines.flatMap((l) => (byId.has(l.product_id) ? [{ product: byId.get(l.product_id)!, quantity: l.quantity }] : [])) };
  }

  /**
   * Runs a change of the user's cart in a transaction with the cart's row locked, so concurrent
   * changes of one cart take turns: the line count holds under its limit, adds listing the same
   * products in other orders cannot deadlock, and each answer is the cart as that change left it. A
   * deadlock or serialization failure met anyway is tried again.
   */
  async function withCart<T>(userId: number, fn: (tx: Queryable, cartId: number) => Promise<T>): Promise<T> {
    const cartId = await cartIdFor(userId);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction(async (tx) => {
          await tx.query('SELECT id FROM carts WHERE id = $1 FOR UPDATE', [cartId]);
          return fn(tx, cartId);
        });
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        if (!['40001', '40P01'].includes(code) || attempt >= 3) throw error;
      }
    }
  }

  /** Adds quantities (capped by max order) inside the caller's transaction; lines beyond the cart's room are left out. */
  async function addLines(tx: Queryable, cartId: number, items: readonly { productId: number; quantity: number }[]): Promise<{ cart: CartRow; tooManyLines: boolean }> {
    const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM cart_items WHERE cart_id = $1', [cartId]);
    const existing = new Set(
      (await tx.query<{ product_id: number }>('SELECT product_id FROM cart_items WHERE cart_id = $1 AND product_id = ANY($2::int[])', [cartId, items.map((i) => i.productId)])).map(
        (r) => r.product_id,
      ),
    );
    let room = MAX_CART_LINES - count!.n;
    const accepted = items.filter((i) => existing.has(i.productId) || room-- > 0);
    if (accepted.length > 0) {
      await tx.query(
        `INSERT INTO cart_items (cart_id, product_id, quantity)
         SELECT $1, p.id, LEAST(i.quantity, coalesce(p.max_order, ${DEFAULT_MAX_ORDER}))
         FROM unnest($2::int[], $3::int[]) AS i(product_id, quantity)
         JOIN products p ON p.id = i.product_id AND p.active
         ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = LEAST(
           cart_items.quantity + EXCLUDED.quantity,
           (SELECT coalesce(max_order, ${DEFAULT_MAX_ORDER}) FROM products WHERE id = EXCLUDED.product_id))`,
        [cartId, accepted.map((i) => i.productId), accepted.map((i) => i.quantity)],
      );
      await tx.query('UPDATE carts SET updated_at = now() WHERE id = $1', [cartId]);
    }
    return { cart: await readCart(cartId, tx), tooManyLines: accepted.length < items.length };
  }

  return {
    products,

    async cartOf(userId: number): Promise<CartRow> {
      return readCart(await cartIdFor(userId));
    },

    /**
     * Adds quantities in one statement per call: concurrent adds to one cart each land (row-level
     * upsert), and the total is capped by the product's max order. Unknown or inactive products are skipped.
     */
    async addItems(userId: number, items: readonly { productId: number; quantity: number }[]): Promise<{ cart: CartRow; tooManyLines: boolean }> {
      return withCart(userId, (tx, cartId) => addLines(tx, cartId, items));
    },

    /**
     * Merges a guest cart once per merge key: the key is recorded in the same transaction as the added
     * quantities, so a repeat (a retried request, or two at once) finds it and leaves the cart as it is.
     */
    async mergeItems(
      userId: number,
      mergeKey: string,
      items: readonly { productId: number; quantity: number }[],
    ): Promise<{ cart: CartRow; tooManyLines: boolean; applied: boolean }> {
      return withCart(userId, async (tx, cartId) => {
        // a concurrent merge with the same key waits for the cart's lock, then finds the key recorded
        const [fresh] = await tx.query<{ cart_id: number }>(
          'INSERT INTO cart_merges (cart_id, merge_key) VALUES ($1, $2) ON CONFLICT (cart_id, merge_key) DO NOTHING RETURNING cart_id',
          [cartId, mergeKey],
        );
        if (!fresh) return { cart: await readCart(cartId, tx), tooManyLines: false, applied: false };
        return { ...(await addLines(tx, cartId, items)), applied: true };
      });
    },

    /** Which of these ids name a product of the catalogue, sold or not. */
    async knownProductIds(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.query<{ id: number }>('SELECT id FROM products WHERE id = ANY($1::int[])', [ids]);
      return new Set(rows.map((r) => r.id));
    },

    /** True when `cartId` is this user's cart. */
    async ownsCart(userId: number, cartId: number): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM carts WHERE id = $1 AND user_id = $2', [cartId, userId]);
      return rows.length > 0;
    },

    async setQuantity(userId: number, productId: number, quantity: number): Promise<CartRow> {
      return withCart(userId, async (tx, cartId) => {
        if (quantity <= 0) {
          await tx.query('DELETE FROM cart_items WHERE cart_id = $1 AND product_id = $2', [cartId, productId]);
        } else {
          await tx.query(
            `INSERT INTO cart_items (cart_id, product_id, quantity)
             SELECT $1, p.id, LEAST($3::int, coalesce(p.max_order, ${DEFAULT_MAX_ORDER})) FROM products p WHERE p.id = $2 AND p.active
             ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
            [cartId, productId, quantity],
          );
        }
        return readCart(cartId, tx);
      });
    },

    async empty(userId: number): Promise<CartRow> {
      return withCart(userId, async (tx, cartId) => {
        await tx.query('DELETE FROM cart_items WHERE cart_id = $1', [cartId]);
        return { id: cartId, items: [] };
      });
    },

    /** Open sellers that reach the point, with their offers for the given products. */
    async sellersFor(point: Point, productIds: readonly number[], onlySellerId?: number): Promise<SellerInput[]> {
      const sellers = await db.query<{
        id: number; name: string; ar_name: string; lat: number; long: number; delivery_mode: SellerInput['deliveryMode'];
        delivery_radius_km: number; min_order_halalas: number; base_delivery_fee_halalas: number; per_km_fee_halalas: number;
        free_delivery_over_halalas: number | null; is_open: boolean; avg_prep_minutes: number;
      }>(
        `SELECT id, name, ar_name, lat, long, delivery_mode, delivery_radius_km, min_order_halalas, base_delivery_fee_halalas,
                per_km_fee_halalas, free_delivery_over_halalas, is_open, avg_prep_minutes
         FROM sellers
         WHERE is_open AND storefront_distance_km($1::float8, $2::float8, lat, long) <= delivery_radius_km
           AND ($3::int IS NULL OR id = $3::int)
         ORDER BY id`,
        [point.lat, point.long, onlySellerId ?? null],
      );
      if (sellers.length === 0 || productIds.length === 0) return [];
      const offers = await db.query<{ seller_id: number; product_id: number; price_halalas: number; selling_price_halalas: number; stock: number }>(
        `SELECT seller_id, product_id, price_halalas, selling_price_halalas, stock FROM offers
         WHERE seller_id = ANY($1::int[]) AND product_id = ANY($2::int[])`,
        [sellers.map((s) => s.id), productIds],
      );
      const bySeller = new Map<number, Map<number, SellerOfferRow>>();
      for (const o of offers) {
        let map = bySeller.get(o.seller_id);
        if (!map) bySeller.set(o.seller_id, (map = new Map()));
        map.set(o.product_id, { priceHalalas: o.price_halalas, sellingPriceHalalas: o.selling_price_halalas, stock: o.stock });
      }
      return sellers.map((s) => ({
        id: s.id,
        name: s.name,
        arName: s.ar_name,
        lat: s.lat,
        long: s.long,
        deliveryMode: s.delivery_mode,
        deliveryRadiusKm: s.delivery_radius_km,
        minOrderHalalas: s.min_order_halalas,
        baseDeliveryFeeHalalas: s.base_delivery_fee_halalas,
        perKmFeeHalalas: s.per_km_fee_halalas,
        freeDeliveryOverHalalas: s.free_delivery_over_halalas,
        isOpen: s.is_open,
        avgPrepMinutes: s.avg_prep_minutes,
        offers: bySeller.get(s.id) ?? new Map(),
      }));
    },

    productInfo(rows: Map<number, CartProductRow>): Map<number, ProductInfo> {
      return new Map([...rows.values()].map((r) => [r.id, { id: r.id, name: r.name, arName: r.ar_name, image: r.image, maxOrder: r.max_order }]));
    },

    /** Products of the same type (else category) that the seller holds, nearest in price first. */
    async replacements(productId: number, sellerId: number, first: number): Promise<CartProductRow[]> {
      return db.query<CartProductRow>(
        `WITH missing AS (SELECT id, product_type_id, category_id, selling_price_halalas FROM products WHERE id = $1)
         SELECT p.id, p.slug, p.name, p.ar_name, p.image, p.max_order, o.price_halalas, o.selling_price_halalas, true AS available
         FROM missing m
         JOIN products p ON p.id <> m.id AND p.active
           AND (p.product_type_id = m.product_type_id OR (m.product_type_id IS NULL AND p.category_id = m.category_id))
         JOIN offers o ON o.product_id = p.id AND o.seller_id = $2 AND o.stock > 0
         ORDER BY (p.category_id = m.category_id) DESC, abs(o.selling_price_halalas - m.selling_price_halalas), p.id
         LIMIT $3`,
        [productId, sellerId, first],
      );
    },

    async shippingMethods(first: number): Promise<{ methods: ShippingMethodRow[]; total: number; payments: Map<number, PaymentMethodRow[]> }> {
      const methods = await db.query<ShippingMethodRow>('SELECT id, name, ar_name, en_name FROM shipping_methods ORDER BY id LIMIT $1', [first]);
      const [total] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM shipping_methods');
      const links = await db.query<PaymentMethodRow & { shipping_method_id: number }>(
        `SELECT l.shipping_method_id, pm.id, pm.name, pm.ar_name, pm.description, pm.ar_description
         FROM shipping_method_payment_methods l JOIN payment_methods pm ON pm.id = l.payment_method_id ORDER BY pm.id`,
      );
      const payments = new Map<number, PaymentMethodRow[]>();
      for (const { shipping_method_id, ...pm } of links) payments.set(shipping_method_id, [...(payments.get(shipping_method_id) ?? []), pm]);
      return { methods, total: total!.n, payments };
    },

    async shippingMethod(id: number): Promise<ShippingMethodRow | null> {
      const [row] = await db.query<ShippingMethodRow>('SELECT id, name, ar_name, en_name FROM shipping_methods WHERE id = $1', [id]);
      return row ?? null;
    },

    async paymentMethodsFor(shippingId: number): Promise<PaymentMethodRow[]> {
      return db.query<PaymentMethodRow>(
        `SELECT pm.id, pm.name, pm.ar_name, pm.description, pm.ar_description FROM shipping_method_payment_methods l
         JOIN payment_methods pm ON pm.id = l.payment_method_id WHERE l.shipping_method_id = $1 ORDER BY pm.id`,
        [shippingId],
      );
    },

    /** Persists a checkout with its lines, priced by the engine from the seller's offers. */
    async createCheckout(input: {
      userId: number | null;
      cartId: number | null;
      shippingMethodId: number;
      shippingAddress: unknown;
      outOfStockAction: OutOfStockAction;
      offer: SellerOffer;
    }): Promise<{ id: number; token: string; outOfStockAction: OutOfStockAction }> {
      const { offer } = input;
      return db.transaction(async (tx) => {
        const token = randomUUID();
        const [row] = await tx.query<{ id: number; out_of_stock_action: OutOfStockAction }>(
          `INSERT INTO checkouts (token, cart_id, user_id, seller_id, shipping_method_id, shipping_address, sub_total_halalas,
             delivery_charge_halalas, discount_halalas, base_halalas, tax_halalas, grand_total_halalas, commission_halalas,
             rider_earning_halalas, delivery_distance_m, split_type, schedule_time, out_of_stock_action)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id, out_of_stock_action`,
          [
            token, input.cartId, input.userId, offer.sellerId, input.shippingMethodId,
            input.shippingAddress === null ? null : JSON.stringify(input.shippingAddress),
            offer.subTotalHalalas, offer.deliveryChargeHalalas, offer.discountHalalas, offer.baseAmountHalalas, offer.taxAmountHalalas,
            offer.grandTotalHalalas, offer.bbCommissionHalalas, offer.riderEarningHalalas, offer.deliveryDistanceM, offer.splitType, offer.scheduleTime,
            input.outOfStockAction,
          ],
        );
        await tx.query(
          `INSERT INTO checkout_lines (checkout_id, product_id, quantity, item_price_halalas, item_selling_price_halalas, total_selling_price_halalas)
           SELECT $1, * FROM unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::int[])`,
          [
            row!.id,
            offer.items.map((i) => i.productId),
            offer.items.map((i) => i.quantity),
            offer.items.map((i) => i.itemPriceHalalas),
            offer.items.map((i) => i.itemSellingPriceHalalas),
            offer.items.map((i) => i.totalSellingPriceHalalas),
          ],
        );
        return { id: row!.id, token, outOfStockAction: row!.out_of_stock_action };
      });
    },

    async checkoutLines(checkoutId: number) {
      return db.query<{ product_id: number; quantity: number; item_selling_price_halalas: number; total_selling_price_halalas: number }>(
        'SELECT product_id, quantity, item_selling_price_halalas, total_selling_price_halalas FROM checkout_lines WHERE checkout_id = $1 ORDER BY id',
        [checkoutId],
      );
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
