// The headless cart: one instance per page, whichever federation entry (app, add-to-cart,
// cart-service) loads it first. Guests' carts live in local storage, logged-in users' on the server;
// every change is published as `cart:updated`.
import { getEventBus, type EventBus, type ProductSummary, type SessionChange } from 'shared-events';
import * as remote from './cart-api';
import {
  STORAGE_KEYS,
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

export interface CartState {
  mode: CartMode;
  lines: readonly CartLine[];
  /** Server cart id (users only). */
  cartId: string | null;
  /** Subtotal in halalas at the best prices in range. */
  subtotal: number;
  cartFetchStatus: FetchStatus;
  /** True once the cart changed since offers were last computed (spec §4 cart process). */
  requiresUpdate: boolean;
  processId: string | null;
}

type Listener = (state: CartState) => void;

export interface CartService {
  getState(): CartState;
  subscribe(listener: Listener): () => void;
  /** Sets one line's quantity (0 removes it), capped by the product's max order and stock. */
  setQuantity(product: ProductSummary, quantity: number): Promise<void>;
  remove(productId: number): Promise<void>;
  empty(): Promise<void>;
  /** Offers were computed for the current cart under this process id. */
  setProcess(processId: string): void;
  start(options: { authenticated: boolean }): () => void;
  /** Resolves when pending server calls have settled (tests and navigation). */
  settled(): Promise<void>;
}

function createCartService(bus: EventBus): CartService {
  const guest = loadGuestCart();
  const process = loadProcess();
  let state: CartState = {
    mode: 'guest',
    lines: guest.cartItems,
    cartId: null,
    subtotal: guest.subtotal,
    cartFetchStatus: 'idle',
    requiresUpdate: process?.requiresUpdate ?? true,
    processId: process?.processId ?? null,
  };
  const listeners = new Set<Listener>();
  let queue: Promise<void> = Promise.resolve();
  let starts = 0;
  let sessionSubscription: { unsubscribe(): void } | null = null;

  const publish = () => bus.publish('cart:updated', { count: state.lines.length, subtotal: state.subtotal, currency: 'SAR' });

  function commit(next: Partial<CartState>, { changed = false } = {}) {
    state = { ...state, ...next };
    if (changed) {
      state = { ...state, requiresUpdate: true };
      if (state.processId) saveProcess({ processId: state.processId, requiresUpdate: true });
    }
    if (next.lines) state = { ...state, subtotal: next.subtotal ?? summarise(state.lines).subtotal };
    if (state.mode === 'guest' && next.lines) saveGuestCart(state.lines);
    if (state.lines.length === 0 && next.lines) {
      removeKeys(STORAGE_KEYS.cartProcess, STORAGE_KEYS.cartAlert);
      state = { ...state, processId: null };
    }
    publish();
    for (const listener of listeners) listener(state);
  }

  /** Server calls run one after another, so quick taps on a stepper arrive in order. */
  function enqueue(task: () => Promise<void>): Promise<void> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  function adoptServerCart(cart: remote.ServerCart) {
    commit({ lines: cart.lines, subtotal: cart.subtotal, cartId: cart.id, cartFetchStatus: 'fulfilled' });
  }

  async function refreshFromServer() {
    try {
      adoptServerCart(await remote.fetchServerCart());
    } catch (error) {
      console.error('failed to fetch the cart', error);
      commit({ cartFetchStatus: 'rejected' });
    }
  }

  function becomeUser() {
    if (state.mode === 'user') return;
    const guestLines = state.lines;
    commit({ mode: 'user', cartFetchStatus: 'pending' });
    void enqueue(async () => {
      try {
        // merge at login: the server adds the guest quantities, capped
        const cart =
          guestLines.length > 0
            ? await remote.addToServerCart(guestLines.map((l) => ({ productId: l.productId, quantity: l.quantity })))
            : await remote.fetchServerCart();
        removeKeys(STORAGE_KEYS.cartInfo);
        adoptServerCart(cart);
      } catch (error) {
        console.error('failed to fetch the cart', error);
        commit({ cartFetchStatus: 'rejected' });
      }
    });
  }

  function becomeGuest() {
    if (state.mode === 'guest' && state.cartFetchStatus !== 'idle') return;
    const cached = loadGuestCart();
    commit({ mode: 'guest', cartId: null, lines: cached.cartItems, cartFetchStatus: 'fulfilled' });
  }

  function onSession(change: SessionChange) {
    if (change.status === 'user') becomeUser();
    else becomeGuest();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setQuantity(product, wanted) {
      const quantity = Math.max(0, Math.min(Number.isSafeInteger(wanted) ? wanted : 0, lineCap(product)));
      const existing = state.lines.find((l) => l.productId === product.id);
      if ((existing?.quantity ?? 0) === quantity) return Promise.resolve();
      const lines =
        quantity === 0
          ? state.lines.filter((l) => l.productId !== product.id)
          : existing
            ? state.lines.map((l) => (l.productId === product.id ? { ...l, quantity, product } : l))
            : [...state.lines, { productId: product.id, quantity, product }];
      commit({ lines }, { changed: true });
      if (state.mode === 'guest') return Promise.resolve();
      return enqueue(async () => {
        try {
          const cart = existing ? await remote.setServerQuantity(product.id, quantity) : await remote.addToServerCart([{ productId: product.id, quantity }]);
          adoptServerCart(cart);
        } catch (error) {
          console.error('failed to update the cart', error);
          await refreshFromServer();
        }
      });
    },
    remove(productId) {
      const line = state.lines.find((l) => l.productId === productId);
      return line ? this.setQuantity(line.product, 0) : Promise.resolve();
    },
    empty() {
      const cartId = state.cartId;
      commit({ lines: [], cartId: state.mode === 'user' ? cartId : null }, { changed: true });
      // emptying the server cart is only called when authenticated (spec §6)
      if (state.mode !== 'user' || !cartId) return Promise.resolve();
      return enqueue(async () => {
        try {
          await remote.emptyServerCart(cartId);
        } catch (error) {
          console.error('failed to empty the cart', error);
          await refreshFromServer();
          throw error;
        }
      });
    },
    setProcess(processId) {
      state = { ...state, processId, requiresUpdate: false };
      saveProcess({ processId, requiresUpdate: false });
      for (const listener of listeners) listener(state);
    },
    start({ authenticated }) {
      starts += 1;
      if (starts === 1) {
        if (authenticated) becomeUser();
        else becomeGuest();
        sessionSubscription = bus.subscribe('session:changed', onSession);
      }
      return () => {
        starts -= 1;
        if (starts === 0) {
          sessionSubscription?.unsubscribe();
          sessionSubscription = null;
        }
      };
    },
    settled: () => queue,
  };
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
