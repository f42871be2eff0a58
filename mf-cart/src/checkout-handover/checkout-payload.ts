// Spec §3 "Cart checkout payload" (a one-item data list) and "Selected suggestion cache", built from the chosen offer.
import type { CartSuggestion, OutOfStockAction } from '../offers/offers-api';
import type { ShippingMethodName } from '../cart-service/storage';
import type { CheckoutDataInput } from '../generated/graphql';

export function buildCheckoutPayload(input: {
  offer: CartSuggestion;
  shippingMethod: { id: string; name: ShippingMethodName };
  scheduleTime: string | null;
  cartId: string | null;
  coordinate: [number, number];
  outOfStockAction: OutOfStockAction;
}) {
  const { offer } = input;
  const item = {
    shippingMethod: input.shippingMethod.id,
    seller: offer.sellerId,
    cartDetails: offer.items.map((i) => ({
      productId: i.productId,
      variantId: null,
      quantity: i.quantity,
      itemPrice: i.itemPrice,
      itemSellingPrice: i.itemSellingPrice,
    })),
    cart: { id: input.cartId },
    subTotal: offer.subTotal,
    grandTotal: offer.grandTotal,
    // pickup orders are never charged for delivery (spec §5)
    deliveryCharge: input.shippingMethod.name === 'pickup' ? 0 : offer.deliveryCharge,
    coupon: [] as string[],
    discountAmount: offer.discount,
    baseAmount: offer.baseAmount,
    taxAmount: offer.taxAmount,
    deliveryDistance: String(offer.deliveryDistance),
    riderEarning: offer.riderEarning,
    bbCommission: offer.bbCommission,
    splitType: offer.splitType || 'fixed',
    coordinate: input.coordinate,
    outOfStockAction: input.outOfStockAction,
    // only for the schedule method
    ...(input.shippingMethod.name === 'schedule' && input.scheduleTime ? { scheduleTime: input.scheduleTime } : {}),
  } satisfies CheckoutDataInput;
  return [item] as [typeof item];
}

/** Spec §3 cart checkout payload, as built: checked against createCheckout's CheckoutDataInput. */
export type CheckoutPayloadItem = ReturnType<typeof buildCheckoutPayload>[number];

/** Spec §3 selected suggestion cache. */
export function selectedSuggestionCache(offer: CartSuggestion, outOfStockAction: OutOfStockAction) {
  return {
    sellerId: offer.sellerId,
    items: offer.items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
    subTotal: offer.subTotal,
    grandTotal: offer.grandTotal,
    deliveryCharge: offer.deliveryCharge,
    discount: offer.discount,
    baseAmount: offer.baseAmount,
    taxAmount: offer.taxAmount,
    deliveryDistance: offer.deliveryDistance,
    bbCommission: offer.bbCommission,
    riderEarning: offer.riderEarning,
    splitType: offer.splitType,
    outOfStockAction,
    pgTotal: offer.pgTotal,
    pgFixed: offer.pgFixed,
  };
}
