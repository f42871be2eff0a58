// Whether this checkout runs inside one of the mobile apps' web views (spec §2 mobile-prefixed
// routes) or on the web, kept under spec §3's `order_mde` so the payment's return leads to the
// matching order-placed page.
import type { SessionChange } from 'shared-events';
import { readCheckoutValue, saveCheckoutValue } from '../checkout-storage/checkout-storage';

export type OrderMode = 'web' | 'mobile';

export const PAYMENT_PATHS: Record<OrderMode, string> = { web: '/checkout/payment', mobile: '/checkout/mobile-payment' };
export const ORDER_PLACED_PATHS: Record<OrderMode, string> = { web: '/checkout/order-placed', mobile: '/checkout/mobile-order-placed' };

export function rememberOrderMode(mode: OrderMode, session: SessionChange): void {
  saveCheckoutValue('order_mde', mode, session);
}

export function orderModeOf(session: SessionChange | undefined): OrderMode {
  return session && readCheckoutValue<OrderMode>('order_mde', session) === 'mobile' ? 'mobile' : 'web';
}
