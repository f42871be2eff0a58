// The headless cart: one instance per page, whichever federation entry (app, add-to-cart,
// cart-service) loads it first. Guests' carts live in local storage, logged-in users' on the server;
// every change is published as `cart:updated`. The state changes in cart-reducer.ts; storage, the
// bus and the server follow it in cart-sync.ts.
import { getEventBus, type CartItemRequest, type EventBus, type ProductSummary } from 'shared-events';
import type { CartSuggestion } from '../offers/offers-api';
import { loadAlert } from './cart-alert';
import { cartReducer, initialCartState, type CartAction, type CartSnapshot, type CartState } from './cart-reducer';
import { announce, createCartSync, persist } from './cart-sync';
import { clearCartStorage, lineCap, loadGuestCart, loadProcess, type CartLine } from './storage';

type Listener = (state: CartState) => void;

export interface CartService {
  getState(): CartState;
  subscribe(listener: Listener): () => void;
  /** Sets one line's quantity (0 removes it), capped by the product's max order and stock. */
  setQuantity(product: ProductSummary, quantity: number): Promise<void>;
  remove(productId: number): Promise<void>;
  /**
   * Adds more of each product (the account's "order again"), each line capped as always; a product
   * that cannot be sold now is left out.
   */
  addItems(items: readonly CartItemRequest[]): Promise<void>;
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

const snapshotOf = (state: CartState): CartSnapshot => ({ lines: state.lines, subtotal: state.subtotal, cartId: state.cartId });

function createCartService(bus: EventBus): CartService {
  const guest = loadGuestCart();
  let state = initialCartState({ lines: guest.cartItems, subtotal: guest.subtotal, process: loadProcess(), alert: loadAlert() });
  const listeners = new Set<Listener>();
  let starts = 0;
  let subscriptions: { unsubscribe(): void }[] = [];

  function dispatch(action: CartAction) {
    const previous = state;
    state = cartReducer(previous, action);
    persist(previous, state);
    announce(bus, action, state);
    for (const listener of listeners) listener(state);
  }

  const sync = createCartSync({ state: () => state, dispatch });

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
      const before = snapshotOf(state);
      dispatch({ type: 'quantity-set', product, quantity });
      if (state.mode === 'guest') return Promise.resolve();
      return sync.sendQuantity({ productId: product.id, quantity, product }, !existing, before);
    },
    remove(productId) {
      const line = state.lines.find((l) => l.productId === productId);
      return line ? this.setQuantity(line.product, 0) : Promise.resolve();
    },
    addItems(items) {
      const adding = items.flatMap(({ product, quantity }): { line: CartLine; requested: number }[] => {
        const held = state.lines.find((l) => l.productId === product.id)?.quantity ?? 0;
        const wanted = Math.min(held + Math.max(0, Number.isSafeInteger(quantity) ? quantity : 0), lineCap(product));
        return wanted > held ? [{ line: { productId: product.id, quantity: wanted, product }, requested: quantity }] : [];
      });
      if (adding.length === 0) return Promise.resolve();
      const before = snapshotOf(state);
      const lines = adding.map((a) => a.line);
      dispatch({ type: 'lines-added', lines });
      if (state.mode === 'guest') return Promise.resolve();
      return sync.sendAdded(adding.map((a) => ({ productId: a.line.productId, quantity: a.requested })), lines, before);
    },
    empty() {
      const cartId = state.cartId;
      const before = snapshotOf(state);
      dispatch({ type: 'emptied' });
      // emptying the server cart is only called when authenticated (spec §6)
      if (state.mode !== 'user' || !cartId) return Promise.resolve();
      return sync.sendEmpty(cartId, before);
    },
    setProcess: (processId) => dispatch({ type: 'process-set', processId }),
    setSuggestions: (suggestions) => dispatch({ type: 'suggestions-set', suggestions }),
    chooseSuggestion: (sellerId) => dispatch({ type: 'seller-chosen', sellerId }),
    dismissAlert() {
      if (state.alert) dispatch({ type: 'alert-dismissed' });
    },
    dismissError() {
      if (state.error) dispatch({ type: 'error-dismissed' });
    },
    start({ authenticated }) {
      starts += 1;
      if (starts === 1) {
        if (authenticated) sync.signedIn();
        else sync.signedOut();
        subscriptions = [
          bus.subscribe('session:changed', (change) => (change.status === 'user' ? sync.signedIn() : sync.signedOut())),
          // logout: the cart team clears its own keys, right before the shell reloads the page
          bus.subscribe('session:ended', clearCartStorage),
          // an order was placed (checkout asks): empty once the cart being read or changed has settled,
          // so a signed-in cart still loading is emptied on the server too, not only on screen
          bus.subscribe('cart:empty-requested', () => {
            void sync
              .settled()
              .then(() => service.empty())
              .catch((error: unknown) => console.error('failed to empty the cart', error));
          }),
          // products to put back ("order again"): added once the cart being read or changed has settled
          bus.subscribe('cart:add-items-requested', ({ items }) => {
            void sync
              .settled()
              .then(() => service.addItems(items))
              .catch((error: unknown) => console.error('failed to add to the cart', error));
          }),
        ];
      }
      return () => {
        starts -= 1;
        if (starts === 0) {
          for (const subscription of subscriptions) subscription.unsubscribe();
          subscriptions = [];
        }
      };
    },
    settled: () => sync.settled(),
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
