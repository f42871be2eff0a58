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
import { signedInNow } from './use-shopper-session';

/** How long a checkout asked for ahead stays the answer its screen shows without asking again. */
const FRESH_MS = 10_000;

/**
 * A read-ahead of one checkout. `answer` resolves with the API's answer, or null when it did not come
 * (the screen asks again and says what went wrong); `data` holds the answer once it has come.
 */
export interface CheckoutReadAhead {
  readonly id: string;
  readonly answer: Promise<CheckoutByIdQuery | null>;
  readonly data?: CheckoutByIdQuery;
}

interface Asked extends CheckoutReadAhead {
  at: number;
  data?: CheckoutByIdQuery;
  failed: boolean;
  /** The screen's query has it: a later screen asks again. */
  taken: boolean;
}

let readAhead: Asked | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Asks for the shopper's open checkout when the shell already knows a signed-in shopper and the cart's
 * hand-over left a checkout session. Anything else (a guest, a session not yet known, no checkout)
 * is the screen's to handle.
 */
export function prefetchCheckout(): void {
  const checkout = readCheckoutSession();
  if (!checkout || !signedInNow()) return;
  const text = postGraphQLText(CheckoutByIdText.toString(), { id: checkout.id }, i18next.language === 'en' ? 'en' : 'ar') as Promise<CheckoutByIdQuery>;
  const asked: Asked = {
    id: checkout.id,
    at: Date.now(),
    failed: false,
    taken: false,
    answer: text.then(
      (data) => {
        asked.data = data;
        changed();
        return data;
      },
      () => {
        asked.failed = true;
        changed();
        return null;
      },
    ),
  };
  readAhead = asked;
  changed();
}

const fresh = (id: string) => (readAhead?.id === id && !readAhead.failed && Date.now() - readAhead.at < FRESH_MS ? readAhead : null);

/**
 * The read-ahead of the checkout with this id, if one was asked for moments ago: the screen's query
 * takes it once (a later screen asks again), and null means there is nothing to wait for.
 */
export function takeCheckoutReadAhead(id: string): CheckoutReadAhead | null {
  const ahead = fresh(id);
  if (!ahead || ahead.taken) return null;
  ahead.taken = true;
  return ahead;
}

/**
 * For a first paint, without taking it: 'asking' while the read-ahead of this checkout is on its way,
 * its checkout once it has answered (null: none for this shopper), and undefined when there is none
 * (never asked, failed, or no longer fresh).
 */
export function checkoutReadAhead(id: string): 'asking' | CheckoutFieldsFragment | null | undefined {
  const ahead = fresh(id);
  if (!ahead) return undefined;
  return ahead.data ? (ahead.data.getCheckoutById ?? null) : 'asking';
}

/** Forgets the read-ahead (between tests). */
export function forgetCheckoutReadAhead(): void {
  readAhead = null;
}

/** Calls `listener` whenever a read-ahead starts, answers, fails or is taken; returns the unsubscribe. */
export function subscribeToCheckoutReadAhead(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
