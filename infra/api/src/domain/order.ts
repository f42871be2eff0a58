// Pure order rules: order numbers, the estimated time of arrival, Riyadh local times and the status
// lifecycle. No I/O, so they are tested in microseconds and shared by the repository and resolvers.
import { DEFAULT_FEE_TERMS, type ShippingMethodName } from './offers.js';

export const ORDER_NUMBER_PREFIX = 'SG';
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** SG-<year>-<sequence, at least six digits>: SG-2026-000123. */
export function formatOrderNumber(year: number, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`order sequence must be a positive integer, got ${sequence}`);
  return `${ORDER_NUMBER_PREFIX}-${year}-${String(sequence).padStart(6, '0')}`;
}

export const ORDER_NUMBER_PATTERN = /^SG-\d{4}-\d{6,}$/;

/** The calendar year in Riyadh (UTC+3, no daylight saving) at an instant. */
export function riyadhYear(at: Date): number {
  return new Date(at.getTime() + RIYADH_OFFSET_MS).getUTCFullYear();
}

/** "YYYY-MM-DD HH:mm" in Riyadh time: how the order's creation is shown to the shopper. */
export function riyadhLocal(at: Date): string {
  const local = new Date(at.getTime() + RIYADH_OFFSET_MS).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}

/** Minutes from order to door (or to the counter for pickup): the seller's preparation plus the ride. */
export function deliveryMinutes(prepMinutes: number, distanceM: number | null, method: ShippingMethodName, kmPerHour = DEFAULT_FEE_TERMS.kmPerHour): number {
  if (method === 'pickup') return prepMinutes;
  const km = Math.max(0, distanceM ?? 0) / 1000;
  return prepMinutes + Math.ceil((km / kmPerHour) * 60);
}

/** When the order should arrive: the chosen slot's start for a scheduled order, else now plus the delivery time. */
export function orderEta(input: { placedAt: Date; method: ShippingMethodName; scheduleTime: Date | null; prepMinutes: number; distanceM: number | null }): Date {
  if (input.method === 'schedule' && input.scheduleTime) return new Date(input.scheduleTime.getTime());
  return new Date(input.placedAt.getTime() + deliveryMinutes(input.prepMinutes, input.distanceM, input.method) * MINUTE);
}

export const ORDER_STATUSES = ['placed', 'accepted', 'preparing', 'out_for_delivery', 'ready_for_pickup', 'delivered', 'cancelled'] as const;
export type OrderStatusCode = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: string): value is OrderStatusCode {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The path an order walks: delivery goes out with a rider, pickup waits at the counter. */
export function lifecycle(method: ShippingMethodName): OrderStatusCode[] {
  return method === 'pickup'
    ? ['placed', 'accepted', 'preparing', 'ready_for_pickup', 'delivered']
    : ['placed', 'accepted', 'preparing', 'out_for_delivery', 'delivered'];
}

/**
 * The statuses an order passes through to reach `to`, excluding where it is now; null when `to` is
 * not ahead of it. Cancelling is possible until the order leaves the store; nothing follows the end.
 */
export function statusPath(from: OrderStatusCode, to: OrderStatusCode, method: ShippingMethodName): OrderStatusCode[] | null {
  const path = lifecycle(method);
  const at = path.indexOf(from);
  if (at === -1) return null; // cancelled, or a status of the other method
  if (to === 'cancelled') return at <= path.indexOf('preparing') ? ['cancelled'] : null;
  const target = path.indexOf(to);
  return target > at ? path.slice(at + 1, target + 1) : null;
}
