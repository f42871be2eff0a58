// The shopper's session as the shell publishes it (`session:changed`); undefined until it is known.
import { getEventBus } from 'shared-events';
import { useBusValue } from 'shared-events/react';

/** Whether the shell has already said a signed-in shopper is here (outside React). */
export function signedInNow(): boolean {
  return getEventBus().latest('session:changed')?.status === 'user';
}

export function useShopperSession() {
  return useBusValue('session:changed');
}
