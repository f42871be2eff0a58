// The checkout a screen shows, asked for as the checkout remote starts on that screen rather than once
// the screen has rendered: the screen's own query (checkout-gate.tsx) then joins the request in flight
// or finds its answer in the cache, and the screen shows the checkout a round trip sooner.
import { loadGraphQLClient } from 'remote-kit';
import { checkoutCachePolicy } from '../api/cache-policy';
import { CheckoutByIdDocument } from '../generated/graphql';
import { readCheckoutSession } from './cookies';
import { signedInNow } from './use-shopper-session';

/**
 * Asks for the shopper's open checkout when the shell already knows a signed-in shopper and the cart's
 * hand-over left a checkout session. Anything else (a guest, a session not yet known, no checkout)
 * is the screen's to handle, as is a request that fails: it asks again and says what went wrong.
 */
export function prefetchCheckout(): void {
  const checkout = readCheckoutSession();
  if (!checkout || !signedInNow()) return;
  loadGraphQLClient(checkoutCachePolicy)
    .then((client) => client.query({ query: CheckoutByIdDocument, variables: { id: checkout.id }, fetchPolicy: 'network-only' }))
    .catch(() => undefined);
}
