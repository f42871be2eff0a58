// Cart, offers, replacements, shipping methods and checkout creation. Every price is the server's:
// inputs carry product ids and quantities only, and checkout totals are recomputed from the offers.
import { createHash } from 'node:crypto';
import type { GraphQLContext } from '../context.js';
import type {
  Cart,
  CartProduct,
  CartResult,
  CartSuggestion,
  Maybe,
  MutationResolvers,
  OutOfStockAction,
  QueryResolvers,
  UpdatedSuggestion,
} from '../generated/graphql.js';
import { fail, fieldError, ok, type FieldError } from '../messages.js';
import { inputError } from '../errors.js';
import { halalasToSar } from '../domain/money.js';
import { normaliseLines, offerFromSeller, rankSellerOffers, type CartLineInput, type SellerOffer, type ShippingMethodName } from '../domain/offers.js';
import { resolveReach } from '../catalog/resolvers.js';
import { DEFAULT_MAX_ORDER, MAX_CART_LINES, type CartProductRow, type CartRow } from './cart-repository.js';
import { isOpenSlot, scheduleSlots } from './schedule.js';

/** Largest quantity accepted in one request line; beyond it the request is refused, not trimmed. */
const MAX_REQUEST_QUANTITY = 999;
const MAX_REQUEST_LINES = MAX_CART_LINES;

const sar = halalasToSar;

function toCartProduct(p: CartProductRow): CartProduct {
  return {
    id: String(p.id),
    slug: p.slug,
    name: p.name,
    arName: p.ar_name,
    image: p.image,
    price: sar(p.price_halalas),
    sellingPrice: sar(p.selling_price_halalas),
    priceHalalas: p.price_halalas,
    sellingPriceHalalas: p.selling_price_halalas,
    maxOrder: p.max_order,
    available: p.available,
  };
}

export function toCart(row: CartRow): Cart {
  const subTotal = row.items.reduce((sum, i) => sum + i.quantity * i.product.selling_price_halalas, 0);
  return {
    id: String(row.id),
    currency: 'SAR',
    subTotal: sar(subTotal),
    grandTotal: sar(subTotal),
    subTotalHalalas: subTotal,
    grandTotalHalalas: subTotal,
    totalItems: row.items.length,
    cartSugId: row.items.length > 0 ? processIdOf(String(row.id), row.items.map((i) => ({ productId: i.product.id, quantity: i.quantity }))) : null,
    cartItem: row.items.map((i) => ({
      id: String(i.product.id),
      quantity: i.quantity,
      product: toCartProduct(i.product),
      totalSellingPrice: sar(i.quantity * i.product.selling_price_halalas),
      totalSellingPriceHalalas: i.quantity * i.product.selling_price_halalas,
    })),
  };
}

/**
 * A cart process is one cart with one content: the cart's id (none for a guest's browser cart) and its
 * lines, in any order. Where the shopper stands and how they ship change the offers, not the process,
 * so the cart's cartSugId and its suggestions' processId agree.
 */
function processIdOf(cartId: string | null, lines: readonly CartLineInput[]): string {
  const content = normaliseLines(lines)
    .sort((a, b) => a.productId - b.productId)
    .map((l) => [l.productId, l.quantity]);
  return createHash('sha256').update(JSON.stringify([cartId, content])).digest('hex').slice(0, 24);
}

function toSuggestion(offer: SellerOffer, processId: string, cartId: string | null): CartSuggestion {
  return {
    processId,
    cartId,
    rank: offer.rank,
    sellerId: String(offer.sellerId),
    sellerName: offer.sellerName,
    sellerArName: offer.sellerArName,
    distance: offer.distanceKm,
    deliveryDistance: offer.distanceKm.toFixed(2),
    deliveryTime: offer.deliveryTime,
    subTotal: sar(offer.subTotalHalalas),
    deliveryCharge: sar(offer.deliveryChargeHalalas),
    discount: sar(offer.discountHalalas),
    grandTotal: sar(offer.grandTotalHalalas),
    baseAmount: sar(offer.baseAmountHalalas),
    taxAmount: sar(offer.taxAmountHalalas),
    bbCommission: sar(offer.bbCommissionHalalas),
    riderEarning: sar(offer.riderEarningHalalas),
    pgFixed: sar(offer.pgFixedHalalas),
    pgTotal: sar(offer.pgTotalHalalas),
    splitAmount: sar(offer.splitAmountHalalas),
    minOrder: sar(offer.minOrderHalalas),
    subTotalHalalas: offer.subTotalHalalas,
    deliveryChargeHalalas: offer.deliveryChargeHalalas,
    discountHalalas: offer.discountHalalas,
    grandTotalHalalas: offer.grandTotalHalalas,
    baseAmountHalalas: offer.baseAmountHalalas,
    taxAmountHalalas: offer.taxAmountHalalas,
    minOrderHalalas: offer.minOrderHalalas,
    minOrderMet: offer.minOrderMet,
    itemTotal: offer.itemTotal,
    itemAvailable: offer.itemAvailable,
    itemMissing: offer.itemMissing,
    missingItems: offer.missingItems.map((m) => ({ ...m, productId: String(m.productId) })),
    items: offer.items.map((i) => ({
      ...i,
      productId: String(i.productId),
      itemPrice: sar(i.itemPriceHalalas),
      itemSellingPrice: sar(i.itemSellingPriceHalalas),
      totalSellingPrice: sar(i.totalSellingPriceHalalas),
    })),
    available: offer.available,
    splitType: offer.splitType,
    scheduleTime: offer.scheduleTime,
    outOfStockAction: offer.outOfStockAction,
    shippingMethod: offer.shippingMethod,
  };
}

function toUpdatedSuggestion(s: CartSuggestion): UpdatedSuggestion {
  return {
    process_id: s.processId,
    cart_id: s.cartId ?? null,
    rank: s.rank,
    seller_id: s.sellerId,
    seller_name: s.sellerName,
    distance: s.distance,
    delivery_time: s.deliveryTime,
    sub_total: s.subTotal,
    delivery_charge: s.deliveryCharge,
    discount: s.discount,
    grand_total: s.grandTotal,
    item_total: s.itemTotal,
    item_available: s.itemAvailable,
    item_missing: s.itemMissing,
    missing_items: s.missingItems,
    items: s.items,
    base_amount: s.baseAmount,
    tax_amount: s.taxAmount,
    bb_commission: s.bbCommission,
    rider_earning: s.riderEarning,
    available: s.available,
    split_type: s.splitType,
    pg_fixed: s.pgFixed,
    pg_total: s.pgTotal,
    split_amount: s.splitAmount,
    min_order: s.minOrder,
    schedule_time: s.scheduleTime ?? null,
    out_of_stock_action: s.outOfStockAction,
  };
}

function parseId(value: string, field: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw inputError(field, 'invalid_value');
  return id;
}

/** Request lines: ids must be ids; negative, fractional or oversize quantities are refused. */
function checkLines(items: readonly { productId: string; quantity: number }[], field: string, { allowZero = false } = {}): { lines: CartLineInput[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  if (items.length > MAX_REQUEST_LINES) return { lines: [], errors: [fieldError(field, 'cart_too_many_lines')] };
  const lines: CartLineInput[] = [];
  items.forEach((item, index) => {
    const productId = Number(item.productId);
    if (!Number.isSafeInteger(productId) || productId <= 0) errors.push(fieldError(`${field}.${index}.productId`, 'invalid_value'));
    else if (!Number.isSafeInteger(item.quantity) || item.quantity < (allowZero ? 0 : 1) || item.quantity > MAX_REQUEST_QUANTITY) {
      errors.push(fieldError(`${field}.${index}.quantity`, 'invalid_number'));
    } else lines.push({ productId, quantity: item.quantity });
  });
  return { lines, errors };
}

function shippingName(value: Maybe<string> | undefined): ShippingMethodName {
  if (value === 'pickup' || value === 'schedule') return value;
  if (value === null || value === undefined || value === 'delivery') return 'delivery';
  throw inputError('shippingMethod', 'invalid_value');
}

function checkSchedule(method: ShippingMethodName, time: Maybe<string> | undefined, now = new Date()): string | null {
  if (method !== 'schedule') return null;
  if (!time || Number.isNaN(Date.parse(time)) || !isOpenSlot(time, now)) return null;
  return new Date(time).toISOString();
}

async function linesFor(ctx: GraphQLContext, items: Maybe<readonly { productId: string; quantity: number }[]> | undefined): Promise<{ lines: CartLineInput[]; cartId: string | null }> {
  if (items !== null && items !== undefined) {
    const { lines, errors } = checkLines(items, 'items');
    if (errors.length > 0) throw inputError(errors[0]!.field, errors[0]!.key);
    return { lines: normaliseLines(lines), cartId: ctx.viewer ? String((await ctx.repos.cart.cartOf(ctx.viewer.userId)).id) : null };
  }
  if (!ctx.viewer) return { lines: [], cartId: null };
  const cart = await ctx.repos.cart.cartOf(ctx.viewer.userId);
  return { lines: cart.items.map((i) => ({ productId: i.product.id, quantity: i.quantity })), cartId: String(cart.id) };
}

async function suggestionsFor(
  ctx: GraphQLContext,
  args: { items?: Maybe<readonly { productId: string; quantity: number }[]>; coordinate?: Maybe<number[]>; shippingMethod?: Maybe<string>; scheduleTime?: Maybe<string>; outOfStockAction?: Maybe<OutOfStockAction> },
): Promise<CartSuggestion[]> {
  const method = shippingName(args.shippingMethod);
  const point = await resolveReach(ctx, ctx.viewer ? 'USER' : 'GUEST', args.coordinate, 'coordinate');
  const { lines, cartId } = await linesFor(ctx, args.items);
  if (lines.length === 0) return [];
  const ids = lines.map((l) => l.productId);
  const [productRows, sellers] = await Promise.all([ctx.repos.cart.products(ids), ctx.repos.cart.sellersFor(point, ids)]);
  const offers = rankSellerOffers({
    lines,
    products: ctx.repos.cart.productInfo(productRows),
    sellers,
    point,
    shippingMethod: method,
    scheduleTime: checkSchedule(method, args.scheduleTime),
    outOfStockAction: args.outOfStockAction ?? 'REPLACE',
  });
  const processId = processIdOf(cartId, lines);
  return offers.map((o) => toSuggestion(o, processId, cartId));
}

function cartAnswer(row: CartRow, key: 'cart_updated' | 'ok' = 'cart_updated', errors: FieldError[] = []): CartResult {
  return { ...ok(key), errors, cart: toCart(row) };
}

export const cartQueries: QueryResolvers<GraphQLContext> = {
  async cart(_root, _args, ctx) {
    if (!ctx.viewer) return null;
    return toCart(await ctx.repos.cart.cartOf(ctx.viewer.userId));
  },

  async cartSuggestions(_root, args, ctx) {
    return suggestionsFor(ctx, args);
  },

  async productSuggestion(_root, { productIds, sellerId, first }, ctx) {
    const seller = parseId(sellerId, 'sellerId');
    const limit = Math.min(Math.max(first ?? 4, 1), 12);
    if (productIds.length > 50) throw inputError('productIds', 'field_too_long');
    const entries = await Promise.all(
      productIds.map(async (raw) => {
        const id = Number(raw);
        if (!Number.isSafeInteger(id) || id <= 0) return { success: false, productId: raw, suggestedItems: [] };
        const rows = await ctx.repos.cart.replacements(id, seller, limit);
        return { success: true, productId: raw, suggestedItems: rows.map(toCartProduct) };
      }),
    );
    return { productSuggestion: entries };
  },

  async getAllShippingMethods(_root, { first }, ctx) {
    const { methods, total, payments } = await ctx.repos.cart.shippingMethods(Math.min(Math.max(first ?? 10, 1), 10));
    const slots = scheduleSlots(new Date());
    return {
      totalCount: total,
      edges: methods.map((m) => ({
        node: {
          id: String(m.id),
          name: m.name,
          arName: m.ar_name,
          enName: m.en_name,
          paymentMethod: (payments.get(m.id) ?? []).map(toPaymentMethod),
          slots: m.name === 'schedule' ? slots : [],
        },
      })),
    };
  },

  async getPaymentMethodByShipping(_root, { shippingId }, ctx) {
    return (await ctx.repos.cart.paymentMethodsFor(parseId(shippingId, 'shippingId'))).map(toPaymentMethod);
  },
};

function toPaymentMethod(pm: { id: number; name: string; ar_name: string; description: string; ar_description: string }) {
  return { id: String(pm.id), name: pm.name, arName: pm.ar_name, description: pm.description, arDescription: pm.ar_description };
}

export const cartMutations: MutationResolvers<GraphQLContext> = {
  async addToCart(_root, { items }, ctx) {
    if (!ctx.viewer) return { ...fail('unauthorized'), cart: null };
    const { lines, errors } = checkLines(items, 'items');
    if (errors.length > 0) return { ...fail('invalid_input', errors), cart: null };
    const merged = normaliseLines(lines).map((l) => ({ ...l, quantity: Math.min(l.quantity, DEFAULT_MAX_ORDER * 20) }));
    const { cart, tooManyLines } = await ctx.repos.cart.addItems(ctx.viewer.userId, merged);
    return cartAnswer(cart, 'cart_updated', tooManyLines ? [fieldError('items', 'cart_too_many_lines')] : []);
  },

  async updateCartQuantity(_root, { productId, quantity }, ctx) {
    if (!ctx.viewer) return { ...fail('unauthorized'), cart: null };
    const { lines, errors } = checkLines([{ productId, quantity }], 'items', { allowZero: true });
    if (errors.length > 0) return { ...fail('invalid_input', errors), cart: null };
    return cartAnswer(await ctx.repos.cart.setQuantity(ctx.viewer.userId, lines[0]!.productId, lines[0]!.quantity));
  },

  async removeFromCart(_root, { productId }, ctx) {
    if (!ctx.viewer) return { ...fail('unauthorized'), cart: null };
    return cartAnswer(await ctx.repos.cart.setQuantity(ctx.viewer.userId, parseId(productId, 'productId'), 0));
  },

  async emptyCart(_root, _args, ctx) {
    if (!ctx.viewer) return { ...fail('unauthorized'), cart: null };
    return cartAnswer(await ctx.repos.cart.empty(ctx.viewer.userId));
  },

  async updateCartSuggestion(_root, { position, ...args }, ctx) {
    const suggestions = await suggestionsFor(ctx, args);
    const entry = Number.isInteger(position) ? suggestions[position] : undefined;
    if (!entry) {
      ctx.request.log.warn({ position, count: suggestions.length }, 'failed to update suggestion');
      return { ...fail('failed_to_update_suggestion'), updatedSuggestion: null };
    }
    return { success: true, message: ok('cart_updated').message, arMessage: ok('cart_updated').arMessage, updatedSuggestion: toUpdatedSuggestion(entry) };
  },

  async createCheckout(_root, { data }, ctx) {
    const failed = (key: Parameters<typeof fail>[0], errors: FieldError[] = []) => ({ ...fail(key, errors), checkout: null });
    if (data.length !== 1) return failed('invalid_input', [fieldError('data', 'invalid_value')]);
    const input = data[0]!;
    const sellerId = Number(input.seller);
    const shippingId = Number(input.shippingMethod);
    if (!Number.isSafeInteger(sellerId) || sellerId <= 0) return failed('invalid_input', [fieldError('data.0.seller', 'invalid_value')]);
    if (!Number.isSafeInteger(shippingId) || shippingId <= 0) return failed('invalid_input', [fieldError('data.0.shippingMethod', 'invalid_value')]);
    const { lines, errors } = checkLines(input.cartDetails, 'data.0.cartDetails');
    if (errors.length > 0) return failed('invalid_input', errors);
    if (lines.length === 0) return failed('invalid_input', [fieldError('data.0.cartDetails', 'field_required')]);
    const method = await ctx.repos.cart.shippingMethod(shippingId);
    if (!method) return failed('invalid_input', [fieldError('data.0.shippingMethod', 'invalid_value')]);
    const scheduleTime = checkSchedule(method.name, input.scheduleTime);
    if (method.name === 'schedule' && !scheduleTime) return failed('schedule_time_required', [fieldError('data.0.scheduleTime', 'schedule_time_required')]);

    // the GraphQL enum has already refused anything but REPLACE, REMOVE or BOTH
    const outOfStockAction = input.outOfStockAction ?? 'REPLACE';

    const point = await resolveReach(ctx, ctx.viewer ? 'USER' : 'GUEST', input.coordinate, 'data.0.coordinate');
    const normalised = normaliseLines(lines);
    const ids = normalised.map((l) => l.productId);
    const [productRows, sellers] = await Promise.all([ctx.repos.cart.products(ids), ctx.repos.cart.sellersFor(point, ids, sellerId)]);
    const seller = sellers[0];
    const offer = seller
      ? offerFromSeller(
          seller,
          { lines: normalised, products: ctx.repos.cart.productInfo(productRows), sellers, point, shippingMethod: method.name, scheduleTime, outOfStockAction, splitType: input.splitType === 'percentage' ? 'percentage' : 'fixed' },
          normalised,
        )
      : null;
    if (!offer || offer.itemAvailable === 0) return failed('offer_unavailable');
    if (!offer.minOrderMet) return failed('min_order_not_met');

    let cartId: number | null = null;
    if (ctx.viewer) cartId = (await ctx.repos.cart.cartOf(ctx.viewer.userId)).id;
    const created = await ctx.repos.cart.createCheckout({
      userId: ctx.viewer?.userId ?? null,
      cartId,
      shippingMethodId: method.id,
      shippingAddress: { lat: point.lat, long: point.long },
      outOfStockAction,
      offer,
    });
    return {
      ...ok('checkout_created'),
      checkout: {
        id: String(created.id),
        token: created.token,
        grandTotal: sar(offer.grandTotalHalalas),
        subTotal: sar(offer.subTotalHalalas),
        deliveryCharge: sar(offer.deliveryChargeHalalas),
        baseAmount: sar(offer.baseAmountHalalas),
        taxAmount: sar(offer.taxAmountHalalas),
        outOfStockAction: created.outOfStockAction,
      },
    };
  },
};
