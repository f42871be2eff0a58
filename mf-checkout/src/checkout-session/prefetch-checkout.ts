// The checkout a screen shows, asked for as the checkout remote starts on that screen rather than once
// the screen has rendered, and before the GraphQL client has arrived: the question goes out as text
// (`checkout.light.graphql`). Its answer is what the screen's first paint shows where the screen has
// one (checkout-preview.tsx), and the screen's own query (checkout-gate.tsx) puts it in the client's
// cache and shows it from there, so the screen needs no round trip after the client has arrived.
import i18next from 'i18next';
import { postGraphQLText } from 'remote-kit';
import type { CheckoutByIdQuery, CheckoutFieldsFragment } from '../generated/graphql';
import { CheckoutByIdDocument as CheckoutByIdText } from '../generated/light/graphql';
import { readCheckoutSession } from './cookies';
import { pageLanguageOf } from './format';
import { createReadAheadStore, type ReadAhead } from './read-ahead';
import { whenSignedIn } from './use-shopper-session';

export type CheckoutReadAhead = ReadAhead<CheckoutByIdQuery>;

const checkouts = createReadAheadStore<CheckoutByIdQuery>();

/**
 * Asks for the shopper's open checkout when the cart's hand-over left a checkout session, as soon as
 * the shell says a signed-in shopper is here. Anything else (a guest, no checkout) is the screen's to
 * handle.
 */
export function prefetchCheckout(): void {
  const checkout = readCheckoutSession();
  if (!checkout) return;
  whenSignedIn(() => checkouts.start(checkout.id, () => postGraphQLText(CheckoutByIdText.toString(), { id: checkout.id }, pageLanguageOf(i18next.language)) as Promise<CheckoutByIdQuery>));
}

/**
 * The read-ahead of the checkout with this id, if one was asked for moments ago: the screen's query
 * takes it once (a later screen asks again), and null means there is nothing to wait for.
 */
export const takeCheckoutReadAhead = (id: string): CheckoutReadAhead | null => checkouts.take(id);

/**
 * For a first paint, without taking it: 'asking' while the read-ahead of this checkout is on its way,
 * its checkout once it has answered (null: none for this shopper), and undefined when there is none.
 */
export function checkoutReadAhead(id: string): 'asking' | CheckoutFieldsFragment | null | undefined {
  const ahead = checkouts.peek(id);
  return ahead === 'asking' || ahead === undefined ? ahead : (ahead.getCheckoutById ?? null);
}

/** The checkout the fresh read-ahead answers, for a read that needs it (null: none asked for). */
export function checkoutAnsweredAhead(): Promise<CheckoutFieldsFragment | null> | null {
  const ahead = checkouts.current();
  return ahead ? ahead.answer.then((data) => data?.getCheckoutById ?? null) : null;
}

export const subscribeToCheckoutReadAhead = checkouts.subscribe;
export const forgetCheckoutReadAhead = checkouts.forget;
