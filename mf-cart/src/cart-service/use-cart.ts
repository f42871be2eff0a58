import { useSyncExternalStore } from 'react';
import type { CartState } from './cart-reducer';
import { cartService } from './cart-store';

/** The cart state, re-rendering on every change. */
export function useCart(): CartState {
  const service = cartService();
  return useSyncExternalStore(service.subscribe, service.getState, service.getState);
}
