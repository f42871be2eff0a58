// The shopper's session as the shell publishes it (`session:changed`); undefined until it is known.
import { useBusValue } from 'shared-events/react';

export function useShopperSession() {
  return useBusValue('session:changed');
}
