// The checkout a screen shows, asked for as the checkout remote starts on that screen rather than once
// the screen has rendered: the screen's own query (checkout-gate.tsx) then joins the request in flight
// or finds its answer in the cache, and the screen shows the checkout a round trip sooner.
import { loadGraphQLClient } from 'remote-kit';
import { checkoutCachePolicy } from '../api/cache-policy';
import { CheckoutByIdDocument } from '../generated/graphql';
import { readCheckoutSession } from './cookies';
import { signedInNow } from './use-shopper-session';

/** How long a checkout asked for ahead stays the answer its screen shows without asking again. */
const FRESH_MS = 10_000;

let readAhead: { id: string; at: number } | null = null;

/**
 * Asks for the shopper's open checkout when the shell already knows a signed-in shopper and the cart's
 * hand-over left a checkout session. Anything else (a guest, a session not yet known, no checkout)
 * is the screen's to handle, as is a request that fails: it asks again and says what went wrong.
 */
export function prefetchCheckout(): void {
  const checkout = readCheckoutSession();
  if (!checkout || !signedInNow()) return;
  readAhead = { id: checkout.id, at: Date.now() };
  loadGraphQLClient(checkoutCachePolicy)
    .then((client) => client.query({ query: CheckoutByIdDocument, variables: { id: checkout.id }, fetchPolicy: 'network-only' }))
    .catch(() => undefined);
}

/**
 * Whether the checkout with this id was asked for ahead moments ago: its screen then takes that answer
 * (from the cache, or by joining the request still in flight) rather than asking a second time. A read
 * ahead that failed leaves the cache empty, and the screen asks. Taken once; a later screen asks again.
 */
export function takeCheckoutReadAhead(id: string): boolean {
  const fresh = readAhead?.id === id && Date.now() - readAhead.at < FRESH_MS;
  readAhead = null;
  return fresh;
}
