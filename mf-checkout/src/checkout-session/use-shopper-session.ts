// The shopper's session as the shell publishes it (`session:changed`); undefined until it is known.
import { getEventBus } from 'shared-events';
import { useBusValue } from 'shared-events/react';

/**
 * Runs `then` once the shell has said a signed-in shopper is here (outside React): at once when it
 * already has, when it first says who is here when it has not yet (the checkout can start before the
 * session is read), and never for a guest.
 */
export function whenSignedIn(then: () => void): void {
  const bus = getEventBus();
  const known = bus.latest('session:changed');
  if (known) {
    if (known.status === 'user') then();
    return;
  }
  let done = false;
  const subscription = bus.subscribe('session:changed', (session) => {
    if (done) return;
    done = true;
    queueMicrotask(() => subscription.unsubscribe());
    if (session.status === 'user') then();
  });
}

export function useShopperSession() {
  return useBusValue('session:changed');
}
