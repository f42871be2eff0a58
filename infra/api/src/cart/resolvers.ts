// Cart, offers, replacements, shipping methods and checkout creation: each resolver calls the cart
// service (cart-service.ts) or the repository and maps the answer (mappers.ts).
import type { GraphQLContext } from '../context.js';
import type { CartResult, MutationResolvers, QueryResolvers } from '../generated/graphql.js';
import { fail, fieldError, ok, type FieldError } from '../messages.js';
import { halalasToSar as sar } from 'shared-domain';
import type { CartRow } from './cart-repository.js';
import {
  addToCart,
  cartOffers,
  createCheckout,
  currentCart,
  emptyCart,
  mergeGuestCart,
  offerAt,
  removeFromCart,
  setCartQuantity,
  type Refusal,
} from './cart-service.js';
import { checkReplacementProducts, parseId, replacementLimit, shippingMethodLimit } from './inputs.js';
import { toCart, toCartProduct, toPaymentMethod, toSuggestion, toUpdatedSuggestion } from './mappers.js';
import { scheduleSlots } from './schedule.js';

function cartAnswer(row: CartRow, key: 'cart_updated' | 'ok' = 'cart_updated', errors: FieldError[] = []): CartResult {
  return { ...ok(key), errors, cart: toCart(row) };
}

const refusedCart = (refusal: Refusal) => ({ ...fail(refusal.key, refusal.errors), cart: null });

/** Lines left out because the cart was full are said on `items`. */
const fullCartErrors = (tooManyLines: boolean): FieldError[] => (tooManyLines ? [fieldError('items', 'cart_too_many_lines')] : []);

export const cartQueries: QueryResolvers<GraphQLContext> = {
  async cart(_root, _args, ctx) {
    const cart = await currentCart(ctx);
    return cart ? toCart(cart) : null;
  },

  async cartSuggestions(_root, args, ctx) {
    const found = await cartOffers(ctx, args);
    return found ? found.offers.map((offer) => toSuggestion(offer, found.processId, found.cartId)) : [];
  },

  async productSuggestion(_root, { productIds, sellerId, first }, ctx) {
    const seller = parseId(sellerId, 'sellerId');
    const limit = replacementLimit(first);
    checkReplacementProducts(productIds);
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
    const { methods, total, payments } = await ctx.repos.cart.shippingMethods(shippingMethodLimit(first));
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

export const cartMutations: MutationResolvers<GraphQLContext> = {
  async addToCart(_root, { items }, ctx) {
    const added = await addToCart(ctx, items);
    return added.ok ? cartAnswer(added.cart, 'cart_updated', fullCartErrors(added.tooManyLines)) : refusedCart(added);
  },

  async mergeGuestCart(_root, { mergeKey, items }, ctx) {
    const merged = await mergeGuestCart(ctx, mergeKey, items);
    if (!merged.ok) return { ...refusedCart(merged), applied: false };
    // a repeat answers the cart as it is, the first merge included
    return { ...ok(merged.applied ? 'cart_updated' : 'ok'), errors: fullCartErrors(merged.tooManyLines), cart: toCart(merged.cart), applied: merged.applied };
  },

  async updateCartQuantity(_root, { productId, quantity }, ctx) {
    const changed = await setCartQuantity(ctx, productId, quantity);
    return changed.ok ? cartAnswer(changed.cart) : refusedCart(changed);
  },

  async removeFromCart(_root, { productId }, ctx) {
    const changed = await removeFromCart(ctx, productId);
    return changed.ok ? cartAnswer(changed.cart) : refusedCart(changed);
  },

  async emptyCart(_root, { cartId }, ctx) {
    const emptied = await emptyCart(ctx, cartId);
    return emptied.ok ? cartAnswer(emptied.cart) : refusedCart(emptied);
  },

  async updateCartSuggestion(_root, { position, ...args }, ctx) {
    const found = await offerAt(ctx, position, args);
    if (!found.ok) {
      // spec §5: without an entry at the requested index the update is logged as failed and null returned
      ctx.request.log.warn({ position, count: found.offerCount }, 'failed to update suggestion');
      return { ...fail(found.key, found.errors), updatedSuggestion: null };
    }
    return { ...ok('cart_updated'), updatedSuggestion: toUpdatedSuggestion(toSuggestion(found.offer, found.processId, found.cartId)) };
  },

  async createCheckout(_root, { data }, ctx) {
    const created = await createCheckout(ctx, data);
    if (!created.ok) return { ...fail(created.key, created.errors), checkout: null };
    const { offer } = created;
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
