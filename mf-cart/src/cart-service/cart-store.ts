// The headless cart: one instance per page, whichever federation entry (app, add-to-cart,
// cart-service) loads it first. Guests' carts live in local storage, logged-in users' on the server;
// every change is published as `cart:updated`.
import { getEventBus, type EventBus, type ProductSummary, type SessionChange } from 'shared-events';
import { RequestError } from 'remote-kit';
import type { CartSuggestion } from '../offers/offers-api';
import * as remote from './cart-api';
import { accountCartAdded, cartChanges, combineAlerts, forgetProduct, loadAlert, saveAlert, type CartAlert } from './cart-alert';
import {
  STORAGE_KEYS,
  clearCartStorage,
  guestMergeKey,
  lineCap,
  loadGuestCart,
  loadProcess,
  removeKeys,
  saveGuestCart,
  saveProcess,
  summarise,
  type CartLine,
} from './storage';

export type CartMode = 'guest' | 'user';
export type FetchStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';

/** Translation keys (cart namespace) of what went wrong with the server cart. */
export type CartErrorKey = 'cart_error_update' | 'cart_error_empty' | 'cart_error_load' | 'cart_error_session';

export interface CartError {
  key: CartErrorKey;
  /** The line the failed change was for, so the stepper that made it can say so. */
  productId: number | null;
}

/** Spec §3 cart state. Amounts are integer halalas. */
export interface CartState {
  mode: CartMode;
  /** The cart items (spec cartItems): product and quantity per line. */
  lines: readonly CartLine[];
  /** Distinct lines. */
  totalItems: number;
  /** Server cart id (users only). */
  cartId: string | null;
  /** The server cart's currency; SAR (spec §9) for a guest's cart. */
  currency: string;
  /** Subtotal at the best prices in range. */
  subtotal: number;
  /** The lines at their list prices, before discounts (a selling price above the list price counts as is). */
  totalAmount: number;
  /** totalAmount − subtotal: what the selling prices save, as the offers engine counts a discount. */
  discount: number;
  /** One offer per seller as last computed for this cart, best first (spec §3 cart suggestions). */
  cartSuggestions: readonly CartSuggestion[];
  /**
   * Grand total (VAT included) and its base without VAT of the offer the shopper goes with (the best one
   * until they choose another); null while no offers are known for the cart as it is now.
   */
  grandTotal: number | null;
  baseAmount: number | null;
  cartFetchStatus: FetchStatus;
  /** True once the cart changed since offers were last computed (spec §4 cart process). */
  requiresUpdate: boolean;
  processId: string | null;
  /** Changes the shopper did not make (spec §3 cartAlert), until dismissed or the cart is emptied. */
  alert: CartAlert | null;
  /** The last server change that failed; the cart is shown as it was before it. */
  error: CartError | null;
}

type Listener = (state: CartState) => void;

export interface CartService {
  getState(): CartState;
  subscribe(listener: Listener): () => void;
  /** Sets one line's quantity (0 removes it), capped by the product's max order and stock. */
  setQuantity(product: ProductSummary, quantity: number): Promise<void>;
  remove(productId: number): Promise<void>;
  /** Empties the cart; a server failure is logged, shown and rethrown (spec §8). */
  empty(): Promise<void>;
  /** Offers were computed for the current cart under this process id. */
  setProcess(processId: string): void;
  /** The offers computed for the current cart (their process id becomes the cart process). */
  setSuggestions(suggestions: readonly CartSuggestion[]): void;
  /** The shopper goes with this seller's offer. */
  chooseSuggestion(sellerId: string): void;
  dismissAlert(): void;
  dismissError(): void;
  start(options: { authenticated: boolean }): () => void;
  /** Resolves when pending server calls have settled (tests and navigation). */
  settled(): Promise<void>;
}

interface Adoption {
  /** Lines the shopper asked the server for; less in the answer is a change they did not make. */
  expected?: readonly CartLine[];
  /** The guest lines merged at login. */
  guest?: readonly CartLine[];
}

type CartSnapshot = Pick<CartState, 'lines' | 'subtotal' | 'cartId'>;

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

/** The amounts that follow from the lines and the offers (spec §3 cart state). */
function withTotals(state: CartState, chosenSellerId: string | null): CartState {
  const totalAmount = state.lines.reduce((sum, l) => sum + l.quantity * Math.max(l.product.price, l.product.sellingPrice), 0);
  const offers = state.cartSuggestions;
  // offers of another content of the cart (before a change, or before the merge at login) say nothing of this one
  const current = !state.requiresUpdate && offers.length > 0 && offers[0]!.processId === state.processId;
  const chosen = current ? (offers.find((o) => o.sellerId === chosenSellerId) ?? offers[0]) : undefined;
  return {
    ...state,
    totalItems: state.lines.length,
    totalAmount,
    discount: totalAmount - state.subtotal,
    grandTotal: chosen ? chosen.grandTotalHalalas : null,
    baseAmount: chosen ? chosen.baseAmountHalalas : null,
  };
}

function errorFor(error: unknown, fallback: CartErrorKey, productId: number | null = null): CartError {
  return { key: error instanceof RequestError && error.unauthorized ? 'cart_error_session' : fallback, productId };
}

function createCartService(bus: EventBus): CartService {
  const guest = loadGuestCart();
  const process = loadProcess();
  let chosenSellerId: string | null = null;
  let state: CartState = withTotals(
    {
      mode: 'guest',
      lines: guest.cartItems,
      totalItems: guest.totalItems,
      cartId: null,
      currency: 'SAR',
      subtotal: guest.subtotal,
      totalAmount: 0,
      discount: 0,
      cartSuggestions: [],
      grandTotal: null,
      baseAmount: null,
      cartFetchStatus: 'idle',
      requiresUpdate: process?.requiresUpdate ?? true,
      processId: process?.processId ?? null,
      alert: loadAlert(),
      error: null,
    },
    chosenSellerId,
  );
  const listeners = new Set<Listener>();
  let queue: Promise<void> = Promise.resolve();
  let starts = 0;
  let sessionSubscription: { unsubscribe(): void } | null = null;
  let endSubscription: { unsubscribe(): void } | null = null;
  let emptyRequestSubscription: { unsubscribe(): void } | null = null;
  /** The last cart the server confirmed: what a failed change falls back to. */
  let confirmed: CartSnapshot | null = null;

  const publish = () => bus.publish('cart:updated', { count: state.lines.length, subtotal: state.subtotal, currency: 'SAR' });

  /** Applies a change that does not touch the lines (offers, the chosen one, the process). */
  function update(next: Partial<CartState>) {
    state = withTotals({ ...state, ...next }, chosenSellerId);
    notify();
  }

  function notify() {
    for (const listener of listeners) listener(state);
  }

  function commit(next: Partial<CartState>, { changed = false } = {}) {
    state = { ...state, ...next };
    if (changed) {
      state = { ...state, requiresUpdate: true };
      if (state.processId) saveProcess({ processId: state.processId, requiresUpdate: true });
    }
    if (next.lines) state = { ...state, subtotal: next.subtotal ?? summarise(state.lines).subtotal };
    if (state.mode === 'guest' && next.lines) saveGuestCart(state.lines);
    if (state.lines.length === 0 && next.lines) {
      // spec §4: an empty cart has no process and no suggestions
      removeKeys(STORAGE_KEYS.cartProcess);
      state = { ...state, processId: null, cartSuggestions: [] };
      chosenSellerId = null;
    }
    state = withTotals(state, chosenSellerId);
    // the alert outlives reloads and an empty guest cart seen before the session is known; only the
    // shopper's own emptying, a dismissal or a new finding changes it
    if ('alert' in next) saveAlert(state.alert);
    publish();
    notify();
  }

  /** Server calls run one after another, so quick taps on a stepper arrive in order. */
  function enqueue(task: () => Promise<void>): Promise<void> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  /** Takes the server's cart as the truth; what it changed against the shopper's wishes goes to the alert. */
  function adoptServerCart(cart: remote.ServerCart, { expected = [], guest }: Adoption = {}) {
    confirmed = { lines: cart.lines, subtotal: cart.subtotal, cartId: cart.id };
    const alert = combineAlerts(state.alert, {
      merged: guest ? accountCartAdded(guest, cart.lines) : false,
      changes: cartChanges(guest ?? expected, cart.lines),
    });
    // spec §3: the cart's cartSugId becomes the process id, set with requiresUpdate=false
    const process = cart.processId && cart.lines.length > 0 ? { processId: cart.processId, requiresUpdate: false } : null;
    if (process) saveProcess(process);
    commit({
      lines: cart.lines,
      subtotal: cart.subtotal,
      cartId: cart.id,
      currency: cart.currency,
      cartFetchStatus: 'fulfilled',
      error: null,
      ...(process ?? {}),
      ...(alert !== state.alert ? { alert } : {}),
    });
  }

  /** After a failed change: the server's cart if it can be read, else the cart as it was. */
  async function recover(error: CartError, before: CartSnapshot) {
    try {
      adoptServerCart(await remote.fetchServerCart());
    } catch (fetchError) {
      console.error('failed to fetch the cart', fetchError);
      const back = confirmed ?? before;
      commit({ lines: back.lines, subtotal: back.subtotal, cartId: back.cartId });
    }
    commit({ error });
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
    if (state.mode === 'user') return;
    const guestLines = state.lines;
    commit({ mode: 'user', cartFetchStatus: 'pending' });
    void enqueue(async () => {
      try {
        const merging = guestLines.length > 0;
        const cart = merging ? await mergeGuestCart(guestLines) : await remote.fetchServerCart();
        // merged: the guest cart and its merge key are done with
        removeKeys(STORAGE_KEYS.cartInfo);
        adoptServerCart(cart, merging ? { guest: guestLines } : {});
      } catch (error) {
        console.error('failed to fetch the cart', error);
        commit({ cartFetchStatus: 'rejected', error: errorFor(error, 'cart_error_load') });
      }
    });
  }

  function becomeGuest() {
    if (state.mode === 'guest' && state.cartFetchStatus !== 'idle') return;
    const cached = loadGuestCart();
    confirmed = null;
    commit({ mode: 'guest', cartId: null, currency: 'SAR', lines: cached.cartItems, cartFetchStatus: 'fulfilled', error: null });
  }

  function onSession(change: SessionChange) {
    if (change.status === 'user') becomeUser();
    else becomeGuest();
  }

  const service: CartService = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setQuantity(product, wanted) {
      const quantity = Math.max(0, Math.min(Number.isSafeInteger(wanted) ? wanted : 0, lineCap(product)));
      const existing = state.lines.find((l) => l.productId === product.id);
      if ((existing?.quantity ?? 0) === quantity) return Promise.resolve();
      const before: CartSnapshot = { lines: state.lines, subtotal: state.subtotal, cartId: state.cartId };
      const lines =
        quantity === 0
          ? state.lines.filter((l) => l.productId !== product.id)
          : existing
            ? state.lines.map((l) => (l.productId === product.id ? { ...l, quantity, product } : l))
            : [...state.lines, { productId: product.id, quantity, product }];
      const alert = lines.length === 0 ? null : forgetProduct(state.alert, product.id);
      commit({ lines, error: null, ...(alert !== state.alert ? { alert } : {}) }, { changed: true });
      if (state.mode === 'guest') return Promise.resolve();
      return enqueue(async () => {
        try {
          const cart = existing ? await remote.setServerQuantity(product.id, quantity) : await remote.addToServerCart([{ productId: product.id, quantity }]);
          adoptServerCart(cart, { expected: [{ productId: product.id, quantity, product }] });
        } catch (error) {
          console.error('failed to update the cart', error);
          await recover(errorFor(error, 'cart_error_update', product.id), before);
        }
      });
    },
    remove(productId) {
      const line = state.lines.find((l) => l.productId === productId);
      return line ? this.setQuantity(line.product, 0) : Promise.resolve();
    },
    empty() {
      const cartId = state.cartId;
      const before: CartSnapshot = { lines: state.lines, subtotal: state.subtotal, cartId };
      // spec §4: emptying also removes the stored cart process and cart alert
      commit({ lines: [], cartId: state.mode === 'user' ? cartId : null, alert: null, error: null }, { changed: true });
      // emptying the server cart is only called when authenticated (spec §6)
      if (state.mode !== 'user' || !cartId) return Promise.resolve();
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
    setProcess(processId) {
      saveProcess({ processId, requiresUpdate: false });
      update({ processId, requiresUpdate: false });
    },
    setSuggestions(suggestions) {
      const first = suggestions[0];
      if (first) saveProcess({ processId: first.processId, requiresUpdate: false });
      update({ cartSuggestions: [...suggestions], ...(first ? { processId: first.processId, requiresUpdate: false } : {}) });
    },
    chooseSuggestion(sellerId) {
      chosenSellerId = sellerId;
      update({});
    },
    dismissAlert() {
      if (state.alert) commit({ alert: null });
    },
    dismissError() {
      if (state.error) commit({ error: null });
    },
    start({ authenticated }) {
      starts += 1;
      if (starts === 1) {
        if (authenticated) becomeUser();
        else becomeGuest();
        sessionSubscription = bus.subscribe('session:changed', onSession);
        // logout: the cart team clears its own keys, right before the shell reloads the page
        endSubscription = bus.subscribe('session:ended', clearCartStorage);
        // an order was placed (checkout asks): empty once the cart being read or changed has settled,
        // so a signed-in cart still loading is emptied on the server too, not only on screen
        emptyRequestSubscription = bus.subscribe('cart:empty-requested', () => {
          void queue.then(() => service.empty()).catch((error: unknown) => console.error('failed to empty the cart', error));
        });
      }
      return () => {
        starts -= 1;
        if (starts === 0) {
          sessionSubscription?.unsubscribe();
          sessionSubscription = null;
          endSubscription?.unsubscribe();
          endSubscription = null;
          emptyRequestSubscription?.unsubscribe();
          emptyRequestSubscription = null;
        }
      };
    },
    settled: () => queue,
  };
  return service;
}

const SERVICE_KEY = Symbol.for('storefront.mf-cart.cart-service');

/** The page's cart service (created on first use; a second copy of this module reuses it). */
export function cartService(): CartService {
  const holder = globalThis as unknown as Record<symbol, CartService | undefined>;
  let service = holder[SERVICE_KEY];
  if (!service) {
    service = createCartService(getEventBus());
    Object.defineProperty(globalThis, SERVICE_KEY, { value: service, configurable: true });
  }
  return service;
}

/** Started by the shell at boot; fragments call it too, so the cart works before the shell does. */
export function startCartService(options: { authenticated: boolean }): () => void {
  return cartService().start(options);
}

/** Tests only: forget the page's instance. */
export function resetCartServiceForTests(): void {
  Reflect.deleteProperty(globalThis, SERVICE_KEY);
}
