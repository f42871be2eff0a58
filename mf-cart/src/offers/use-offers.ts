// Offers for the current cart, recomputed (debounced) when the cart, the place or the shipping method changes.
import { useEffect, useState } from 'react';
import { cartService } from '../cart-service/cart-store';
import type { CartLine, ShippingMethodName } from '../cart-service/storage';
import { fetchCartSuggestions, type CartSuggestion } from './offers-api';

export type OffersStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';

export function useOffers(lines: readonly CartLine[], coordinate: [number, number], shippingMethod: ShippingMethodName, scheduleTime: string | null) {
  const [state, setState] = useState<{ status: OffersStatus; offers: CartSuggestion[] }>({ status: 'idle', offers: [] });
  const key = JSON.stringify([lines.map((l) => [l.productId, l.quantity]), coordinate, shippingMethod, scheduleTime]);
  useEffect(() => {
    if (lines.length === 0) {
      setState({ status: 'idle', offers: [] });
      return;
    }
    let live = true;
    setState((s) => ({ ...s, status: 'pending' }));
    const timer = setTimeout(() => {
      fetchCartSuggestions({ lines, coordinate, shippingMethod, scheduleTime })
        .then((offers) => {
          if (!live) return;
          setState({ status: 'fulfilled', offers });
          cartService().setSuggestions(offers);
        })
        .catch((error: unknown) => {
          console.error('failed to load cart suggestions', error);
          if (live) setState({ status: 'rejected', offers: [] });
        });
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `key` stands for the inputs; the arrays themselves change identity on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
