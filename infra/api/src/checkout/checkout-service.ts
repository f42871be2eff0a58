// Re-pricing a checkout when the shopper changes where or how it ships: the same offers engine as
// createCheckout, for the seller already chosen, at the new pin and method.
import { distanceKm, offerFromSeller, type OutOfStockAction, type Point } from '../domain/offers.js';
import { fieldError, type FieldError, type MessageKey } from '../messages.js';
import type { Repositories } from '../plugins/repositories.js';
import { isOpenSlot } from '../cart/schedule.js';
import type { CheckoutView, StoredAddress } from './checkout-repository.js';
import { DEFAULT_DELIVERY_COORDINATE } from 'shared-domain';

/** Where a checkout without a stored pin is priced: the centre of Riyadh (as the catalogue does). */

export type ServiceFailure = { ok: false; key: MessageKey; errors: FieldError[] };
export const refuse = (key: MessageKey, errors: FieldError[] = []): ServiceFailure => ({ ok: false, key, errors });

export interface CheckoutChanges {
  checkoutId: number;
  shippingAddress?: StoredAddress | null;
  billingAddress?: StoredAddress | null;
  shippingMethodId?: number | null;
  scheduleTime?: string | null;
  outOfStockAction?: OutOfStockAction | null;
}

export async function updateCheckout(repos: Repositories, userId: number, changes: CheckoutChanges, now = new Date()): Promise<{ ok: true; view: CheckoutView } | ServiceFailure> {
  const view = await repos.checkout.ownedView(userId, changes.checkoutId);
  if (!view) return refuse('not_found', [fieldError('checkoutId', 'not_found')]);
  const current = view.checkout;
  if (current.order_id !== null) return refuse('checkout_closed');

  const method = changes.shippingMethodId
    ? await repos.cart.shippingMethod(changes.shippingMethodId)
    : { id: current.shipping_method_id, name: current.shipping_method };
  if (!method) return refuse('invalid_input', [fieldError('shippingMethod', 'invalid_value')]);

  // a slot is kept across other changes while it is still open for orders
  let scheduleTime: string | null = null;
  if (method.name === 'schedule') {
    const wanted = changes.scheduleTime ?? (current.schedule_time ? new Date(current.schedule_time).toISOString() : null);
    if (!wanted || Number.isNaN(Date.parse(wanted)) || !isOpenSlot(wanted, now)) {
      return refuse('schedule_time_required', [fieldError('scheduleTime', 'schedule_time_required')]);
    }
    scheduleTime = new Date(wanted).toISOString();
  }

  const shippingAddress = changes.shippingAddress ?? current.shipping_address;
  const billingAddress = changes.billingAddress ?? current.billing_address;
  const point: Point = shippingAddress ? { lat: shippingAddress.lat, long: shippingAddress.long } : DEFAULT_DELIVERY_COORDINATE;
  const outOfStockAction = changes.outOfStockAction ?? current.out_of_stock_action;

  const seller = await repos.checkout.seller(current.seller_id);
  if (!seller || !seller.is_open) return refuse('offer_unavailable');
  if (distanceKm(point, seller) > seller.delivery_radius_km) return refuse('seller_out_of_range', [fieldError('shippingAddress', 'seller_out_of_range')]);

  const lines = view.lines.map((l) => ({ productId: l.product_id, quantity: l.quantity }));
  const ids = lines.map((l) => l.productId);
  const [productRows, sellers] = await Promise.all([repos.cart.products(ids), repos.cart.sellersFor(point, ids, seller.id)]);
  const input = sellers[0];
  if (!input) return refuse('seller_out_of_range', [fieldError('shippingAddress', 'seller_out_of_range')]);
  const offer = offerFromSeller(
    input,
    {
      lines, products: repos.cart.productInfo(productRows), sellers, point, shippingMethod: method.name, scheduleTime, outOfStockAction,
      splitType: current.split_type === 'percentage' ? 'percentage' : 'fixed',
    },
    lines,
  );
  if (!offer) return refuse('shipping_method_unavailable', [fieldError('shippingMethod', 'shipping_method_unavailable')]);
  if (offer.itemAvailable === 0) return refuse('offer_unavailable');
  if (!offer.minOrderMet) return refuse('min_order_not_met');

  const stored = await repos.checkout.reprice({
    checkoutId: current.id, userId, shippingMethodId: method.id, shippingAddress, billingAddress, scheduleTime, outOfStockAction, offer,
  });
  if (!stored) return refuse('checkout_closed');
  return { ok: true, view: (await repos.checkout.ownedView(userId, current.id))! };
}
