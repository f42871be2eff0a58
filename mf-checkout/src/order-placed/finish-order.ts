// Once an order is placed (spec §4): the cart is emptied by its owner (the cart service, asked over
// the bus), the checkout's cookies are cleared, and the order is recorded under spec §3's names
// (`ORD_SUCC` cookie, `ordr_id` storage). Done once per checkout: the checkout cookie is what says an
// order still has to be finished, so coming back to the page later leaves a new cart alone.
import { getEventBus, type EventBus } from 'shared-events';
import { CHECKOUT_COOKIES, ORDER_SUCCESS_COOKIE, deleteCookies, readCheckoutSession, storeCookie, type OrderSuccess } from '../checkout-session/cookies';

/** How many times the cart service is asked, at most, until the cart reads empty. */
export const EMPTY_REQUESTS = 3;

/**
 * Asks the cart team to empty the cart until `cart:updated` says it is empty (the service may start
 * after this page, or answer a cart still loading). Returns the function that stops asking.
 */
export function requestEmptyCart(bus: EventBus = getEventBus()): () => void {
  let asked = 0;
  const ask = () => {
    if (asked >= EMPTY_REQUESTS) return;
    asked += 1;
    bus.publish('cart:empty-requested', {});
  };
  ask();
  const subscription = bus.subscribe('cart:updated', (cart) => {
    if (cart.count > 0) ask();
  });
  return () => subscription.unsubscribe();
}

/** True when this page still has to finish the order of `checkoutId`. */
export function needsFinishing(checkoutId: string): boolean {
  return readCheckoutSession()?.id === checkoutId;
}

export async function finishOrder(order: OrderSuccess): Promise<void> {
  await deleteCookies(CHECKOUT_COOKIES);
  await storeCookie(ORDER_SUCCESS_COOKIE, order);
}
