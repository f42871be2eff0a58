import { useSyncExternalStore } from 'react';
import { cartService, type CartState } from './cart-store';

/** The cart state, re-rendering on every change. */
export function useCart(): CartState {
  const service = cartService();
  return useSyncExternalStore(service.subscribe, service.getState, service.getState);
}
