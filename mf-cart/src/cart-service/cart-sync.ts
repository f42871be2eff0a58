// Keeps the world in step with the cart's state: what the browser stores (the guest cart, the cart
// process, the alert), `cart:updated` on the bus, and a logged-in shopper's cart on the server. Server
// calls run one after another; a failed change falls back to the server's cart, or the cart as it
// was, and says what failed.
import type { EventBus } from 'shared-events';
import { RequestError } from 'remote-kit';
import { saveAlert } from './cart-alert';
import * as remote from './cart-api';
import { changesTheCart, type CartAction, type CartError, type CartErrorKey, type CartSnapshot, type CartState } from './cart-reducer';
import { STORAGE_KEYS, guestMergeKey, loadGuestCart, removeKeys, saveGuestCart, saveProcess, type CartLine } from './storage';

/** Pauses before each retry of the merge at login; its key makes a retry safe. */
export const MERGE_RETRY_DELAYS_MS = [500, 2000] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A failure the request may not have reached the server through, or a server error: worth one more try. */
function isTransient(error: unknown): boolean {
  return !(error instanceof RequestError) || error.status === null || error.status >= 500;
}

/** Guest lines the server refused because their ids name no product (a stale or tampered cache). */
function unknownProducts(error: unknown, lines: readonly CartLine[]): Set<number> {
  const unknown = new Set<number>();
  if (!(error instanceof RequestError) || error.key !== 'invalid_input') return unknown;
  for (const fieldError of error.fieldErrors) {
    const match = /^items\.(\d+)\.productId$/.exec(fieldError.field);
    const line = match && fieldError.key === 'not_found' ? lines[Number(match[1])] : undefined;
    if (line) unknown.add(line.productId);
  }
  return unknown;
}

export function errorFor(error: unknown, fallback: CartErrorKey, productId: number | null = null): CartError {
  return { key: error instanceof RequestError && error.unauthorized ? 'cart_error_session' : fallback, productId };
}

/**
 * What the browser keeps of a change: a guest's lines (with their merge key), the cart process (gone
 * with the last line), and the alert.
 */
export function persist(previous: CartState, next: CartState): void {
  const linesChanged = next.lines !== previous.lines;
  if (linesChanged && next.mode === 'guest') saveGuestCart(next.lines);
  if (linesChanged && next.lines.length === 0) removeKeys(STORAGE_KEYS.cartProcess);
  else if (next.processId && (next.processId !== previous.processId || next.requiresUpdate !== previous.requiresUpdate)) {
    saveProcess({ processId: next.processId, requiresUpdate: next.requiresUpdate });
  }
  // the alert outlives reloads and an empty guest cart seen before the session is known; only the
  // shopper's own emptying, a dismissal or a new finding changes it
  if (next.alert !== previous.alert) saveAlert(next.alert);
}

/** `cart:updated` after every change of the cart itself (not of its offers alone). */
export function announce(bus: EventBus, action: CartAction, state: CartState): void {
  if (changesTheCart(action)) bus.publish('cart:updated', { count: state.lines.length, subtotal: state.subtotal, currency: 'SAR' });
}

export interface CartSync {
  /** A signed-in shopper's cart comes from the server, the guest cart merged into it once. */
  signedIn(): void;
  /** A guest's cart comes from the browser. */
  signedOut(): void;
  /** Sends a line's new quantity; `added` when the line was not in the cart before. */
  sendQuantity(line: CartLine, added: boolean, before: CartSnapshot): Promise<void>;
  /**
   * Adds products to the server cart: `requested` as asked (the server adds and caps them), `expected`
   * the lines they should come to (less in the answer goes to the alert).
   */
  sendAdded(requested: readonly { productId: number; quantity: number }[], expected: readonly CartLine[], before: CartSnapshot): Promise<void>;
  /** Empties the server cart; a failure is shown and rethrown. */
  sendEmpty(cartId: string, before: CartSnapshot): Promise<void>;
  /** Resolves when the server calls started so far have settled. */
  settled(): Promise<void>;
}

export function createCartSync(cart: { state(): CartState; dispatch(action: CartAction): void }): CartSync {
  let queue: Promise<void> = Promise.resolve();
  /** The last cart the server confirmed: what a failed change falls back to. */
  let confirmed: CartSnapshot | null = null;

  /** Server calls run one after another, so quick taps on a stepper arrive in order. */
  function enqueue(task: () => Promise<void>): Promise<void> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  function adopt(server: remote.ServerCart, adoption: { expected?: readonly CartLine[]; guest?: readonly CartLine[] } = {}) {
    confirmed = { lines: server.lines, subtotal: server.subtotal, cartId: server.id };
    cart.dispatch({ type: 'server-cart', cart: server, ...adoption });
  }

  /** After a failed change: the server's cart if it can be read, else the cart as it was. */
  async function recover(error: CartError, before: CartSnapshot) {
    try {
      adopt(await remote.fetchServerCart());
    } catch (fetchError) {
      console.error('failed to fetch the cart', fetchError);
      cart.dispatch({ type: 'restored', snapshot: confirmed ?? before });
    }
    cart.dispatch({ type: 'failed', error });
  }

  /**
   * Merge at login: the server adds the guest quantities, capped, once per merge key. The key was made
   * once for this guest cart and is stored with it, so a retry here, or after a reload when every try
   * failed, cannot add the quantities twice.
   */
  async function mergeGuestCart(guestLines: readonly CartLine[]): Promise<remote.ServerCart> {
    const mergeKey = guestMergeKey(guestLines);
    let lines = guestLines;
    let retries = 0;
    for (;;) {
      try {
        return await remote.mergeIntoServerCart(
          mergeKey,
          lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
        );
      } catch (error) {
        // a refused merge applied nothing and left its key unused: send the rest of the cart under it
        const unknown = unknownProducts(error, lines);
        if (unknown.size > 0) {
          lines = lines.filter((l) => !unknown.has(l.productId));
          if (lines.length === 0) return remote.fetchServerCart();
          continue;
        }
        const delay = MERGE_RETRY_DELAYS_MS[retries];
        if (!isTransient(error) || delay === undefined) throw error;
        retries += 1;
        await wait(delay);
      }
    }
  }

  function becomeUser() {
    if (cart.state().mode === 'user') return;
    const guestLines = cart.state().lines;
    cart.dispatch({ type: 'signed-in' });
    void enqueue(async () => {
      try {
        const merging = guestLines.length > 0;
        const server = merging ? await mergeGuestCart(guestLines) : await remote.fetchServerCart();
        // merged: the guest cart and its merge key are done with
        removeKeys(STORAGE_KEYS.cartInfo);
        adopt(server, merging ? { guest: guestLines } : {});
      } catch (error) {
        console.error('failed to fetch the cart', error);
        cart.dispatch({ type: 'failed', error: errorFor(error, 'cart_error_load'), status: 'rejected' });
      }
    });
  }

  function becomeGuest() {
    const { mode, cartFetchStatus } = cart.state();
    if (mode === 'guest' && cartFetchStatus !== 'idle') return;
    confirmed = null;
    cart.dispatch({ type: 'guest-cart', lines: loadGuestCart().cartItems });
  }

  return {
    signedIn: becomeUser,
    signedOut: becomeGuest,
    sendQuantity(line, added, before) {
      return enqueue(async () => {
        try {
          const server = added
            ? await remote.addToServerCart([{ productId: line.productId, quantity: line.quantity }])
            : await remote.setServerQuantity(line.productId, line.quantity);
          adopt(server, { expected: [line] });
        } catch (error) {
          console.error('failed to update the cart', error);
          await recover(errorFor(error, 'cart_error_update', line.productId), before);
        }
      });
    },
    sendAdded(requested, expected, before) {
      return enqueue(async () => {
        try {
          adopt(await remote.addToServerCart([...requested]), { expected });
        } catch (error) {
          console.error('failed to add to the cart', error);
          await recover(errorFor(error, 'cart_error_update'), before);
        }
      });
    },
    sendEmpty(cartId, before) {
      return enqueue(async () => {
        try {
          await remote.emptyServerCart(cartId);
          confirmed = { lines: [], subtotal: 0, cartId };
        } catch (error) {
          console.error('failed to empty the cart', error);
          await recover(errorFor(error, 'cart_error_empty'), before);
          throw error;
        }
      });
    },
    settled: () => queue,
  };
}
