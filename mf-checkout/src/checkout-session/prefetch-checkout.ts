// The checkout a screen shows, asked for as the checkout remote starts on that screen rather than once
// the screen has rendered, and before the GraphQL client has arrived: the question goes out as text
// (`checkout.light.graphql`) beside the client's download, and its answer is put in the client's cache
// once the client is there. The screen's own query (checkout-gate.tsx) waits for that and finds the
// answer in the cache, so the screen shows the checkout without a round trip after the client.
import i18next from 'i18next';
import { loadGraphQLClient, postGraphQLText } from 'remote-kit';
import { checkoutCachePolicy } from '../api/cache-policy';
import { CheckoutByIdDocument, type CheckoutByIdQuery } from '../generated/graphql';
import { CheckoutByIdDocument as CheckoutByIdText } from '../generated/light/graphql';
import { readCheckoutSession } from './cookies';
import { signedInNow } from './use-shopper-session';

/** How long a checkout asked for ahead stays the answer its screen shows without asking again. */
const FRESH_MS = 10_000;

let readAhead: { id: string; at: number; inCache: Promise<boolean> } | null = null;

/**
 * Asks for the shopper's open checkout when the shell already knows a signed-in shopper and the cart's
 * hand-over left a checkout session. Anything else (a guest, a session not yet known, no checkout)
 * is the screen's to handle, as is a request that fails: it asks again and says what went wrong.
 */
export function prefetchCheckout(): void {
  const checkout = readCheckoutSession();
  if (!checkout || !signedInNow()) return;
  const variables = { id: checkout.id };
  const answer = postGraphQLText(CheckoutByIdText.toString(), variables, i18next.language === 'en' ? 'en' : 'ar') as Promise<CheckoutByIdQuery>;
  const inCache = Promise.all([answer, loadGraphQLClient(checkoutCachePolicy)])
    .then(([data, client]) => {
      client.writeQuery({ query: CheckoutByIdDocument, variables, data });
      return true;
    })
    .catch(() => false);
  readAhead = { id: checkout.id, at: Date.now(), inCache };
}

/**
 * The checkout with this id asked for ahead moments ago, if it was: resolves once its answer is in the
 * client's cache (true) or did not come (false, and the screen asks itself). Taken once; a later screen
 * asks again, and null means there is nothing to wait for.
 */
export function takeCheckoutReadAhead(id: string): Promise<boolean> | null {
  const fresh = readAhead?.id === id && Date.now() - readAhead.at < FRESH_MS ? readAhead.inCache : null;
  readAhead = null;
  return fresh;
}
