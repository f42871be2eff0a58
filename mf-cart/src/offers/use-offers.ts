// Offers for the current cart, asked again (debounced) when the cart, the place or the shipping method
// changes; each answer becomes the cart state's suggestions (spec §3).
import { useEffect, useMemo, useState } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { cartService } from '../cart-service/cart-store';
import type { CartLine, ShippingMethodName } from '../cart-service/storage';
import { CartSuggestionsDocument, type CartSuggestionsQueryVariables } from '../generated/graphql';
import { offersVariables, type CartSuggestion } from './offers-api';

export type OffersStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';

/** Quick steps on a quantity ask once, for where they end. */
const OFFERS_DEBOUNCE_MS = 200;

function useSettledValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const NO_OFFERS: readonly CartSuggestion[] = [];

export function useOffers(lines: readonly CartLine[], coordinate: [number, number], shippingMethod: ShippingMethodName, scheduleTime: string | null) {
  // The question by value: the lines and the coordinate are new arrays on every render.
  const question = lines.length === 0 ? null : JSON.stringify(offersVariables({ lines, coordinate, shippingMethod, scheduleTime }));
  const settled = useSettledValue(question, OFFERS_DEBOUNCE_MS);
  const variables = useMemo(() => (settled === null ? null : (JSON.parse(settled) as CartSuggestionsQueryVariables)), [settled]);
  // Offers follow stock and opening hours: an answer known for this question shows at once, and is asked again.
  const { data, previousData, error, loading } = useQuery(CartSuggestionsDocument, variables ? { variables, fetchPolicy: 'cache-and-network' } : skipToken);
  const answered = data?.cartSuggestions;

  useEffect(() => {
    if (answered) cartService().setSuggestions(answered);
  }, [answered]);
  useEffect(() => {
    if (error) console.error('failed to load cart suggestions', error);
  }, [error]);

  if (question === null) return { status: 'idle' as OffersStatus, offers: NO_OFFERS };
  if (error && !loading && question === settled) return { status: 'rejected' as OffersStatus, offers: NO_OFFERS };
  const offers = answered ?? previousData?.cartSuggestions ?? NO_OFFERS;
  const pending = loading || question !== settled || !answered;
  return { status: (pending ? 'pending' : 'fulfilled') as OffersStatus, offers };
}
