// Cart rows and offers to GraphQL shapes: money leaves as SAR here, beside its halalas.
import { createHash } from 'node:crypto';
import { halalasToSar as sar } from 'shared-domain';
import { normaliseLines, type CartLineInput, type SellerOffer } from '../domain/offers.js';
import type { Cart, CartProduct, CartSuggestion, PaymentMethod, UpdatedSuggestion } from '../generated/graphql.js';
import type { CartProductRow, CartRow, PaymentMethodRow } from './cart-repository.js';

export function toCartProduct(p: CartProductRow): CartProduct {
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

/**
 * A cart process is one cart with one content: the cart's id (none for a guest's browser cart) and its
 * lines, in any order. Where the shopper stands and how they ship change the offers, not the process,
 * so the cart's cartSugId and its suggestions' processId agree.
 */
export function processIdOf(cartId: string | null, lines: readonly CartLineInput[]): string {
  const content = normaliseLines(lines)
    .sort((a, b) => a.productId - b.productId)
    .map((l) => [l.productId, l.quantity]);
  return createHash('sha256').update(JSON.stringify([cartId, content])).digest('hex').slice(0, 24);
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

export function toSuggestion(offer: SellerOffer, processId: string, cartId: string | null): CartSuggestion {
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

/** Spec §5: updateCartSuggestion answers the chosen offer in snake case. */
export function toUpdatedSuggestion(s: CartSuggestion): UpdatedSuggestion {
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

export function toPaymentMethod(pm: PaymentMethodRow): PaymentMethod {
  return { id: String(pm.id), name: pm.name, arName: pm.ar_name, description: pm.description, arDescription: pm.ar_description };
}
