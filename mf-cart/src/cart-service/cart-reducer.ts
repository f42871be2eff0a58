// The cart's state and every change to it, as a pure reducer: what the shopper did, what the server
// answered, the offers computed for the cart. No storage, no bus, no network here (cart-sync.ts keeps
// those in step); the amounts that follow from the lines and the offers are worked out on each change.
import type { ProductSummary } from 'shared-events';
import type { CartSuggestion } from '../offers/offers-api';
import { accountCartAdded, cartChanges, combineAlerts, forgetProduct, type CartAlert } from './cart-alert';
import type { ServerCart } from './cart-api';
import { summarise, type CartLine } from './storage';

export type CartMode = 'guest' | 'user';
export type FetchStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';

/** Translation keys (cart namespace) of what went wrong with the server cart. */
export const CART_ERROR_KEYS = ['cart_error_update', 'cart_error_empty', 'cart_error_load', 'cart_error_session'] as const;
export type CartErrorKey = (typeof CART_ERROR_KEYS)[number];

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
  /** The seller whose offer the shopper goes with; null for the best one. */
  chosenSellerId: string | null;
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

/** The lines, subtotal and cart id a failed server change falls back to. */
export type CartSnapshot = Pick<CartState, 'lines' | 'subtotal' | 'cartId'>;

export type CartAction =
  /** The shopper set a line's quantity (0 removes it), already capped. */
  | { type: 'quantity-set'; product: ProductSummary; quantity: number }
  /** Products added at the shopper's request ("order again"): each line's new quantity, already capped. */
  | { type: 'lines-added'; lines: readonly CartLine[] }
  /** The shopper emptied the cart. */
  | { type: 'emptied' }
  /** The shopper signed in: their server cart is being read. */
  | { type: 'signed-in' }
  /** A guest's cart, read back from the browser. */
  | { type: 'guest-cart'; lines: readonly CartLine[] }
  /**
   * The server's cart, taken as the truth. `expected` are the lines the shopper asked the server for
   * (less in the answer is a change they did not make); `guest` the guest lines merged at sign-in.
   */
  | { type: 'server-cart'; cart: ServerCart; expected?: readonly CartLine[]; guest?: readonly CartLine[] }
  /** After a failed change the server's cart could not be read either: the cart as it was. */
  | { type: 'restored'; snapshot: CartSnapshot }
  /** A server change or read failed; `status` when it was the read of the cart. */
  | { type: 'failed'; error: CartError; status?: FetchStatus }
  | { type: 'process-set'; processId: string }
  | { type: 'suggestions-set'; suggestions: readonly CartSuggestion[] }
  | { type: 'seller-chosen'; sellerId: string }
  | { type: 'alert-dismissed' }
  | { type: 'error-dismissed' };

/** The amounts that follow from the lines and the offers (spec §3 cart state). */
function withTotals(state: CartState): CartState {
  const totalAmount = state.lines.reduce((sum, l) => sum + l.quantity * Math.max(l.product.price, l.product.sellingPrice), 0);
  const offers = state.cartSuggestions;
  // offers of another content of the cart (before a change, or before the merge at login) say nothing of this one
  const current = !state.requiresUpdate && offers.length > 0 && offers[0]!.processId === state.processId;
  const chosen = current ? (offers.find((o) => o.sellerId === state.chosenSellerId) ?? offers[0]) : undefined;
  return {
    ...state,
    totalItems: state.lines.length,
    totalAmount,
    discount: totalAmount - state.subtotal,
    grandTotal: chosen ? chosen.grandTotalHalalas : null,
    baseAmount: chosen ? chosen.baseAmountHalalas : null,
  };
}

/**
 * A change of the cart itself. New lines bring their subtotal (the server's, or summed here); a change
 * the shopper made marks the offers out of date; spec §4: an empty cart has no process and no offers.
 */
function withCart(state: CartState, next: Partial<CartState>, { changedByShopper = false } = {}): CartState {
  let changed: CartState = { ...state, ...next };
  if (changedByShopper) changed = { ...changed, requiresUpdate: true };
  if (next.lines) changed = { ...changed, subtotal: next.subtotal ?? summarise(changed.lines).subtotal };
  if (next.lines && changed.lines.length === 0) changed = { ...changed, processId: null, cartSuggestions: [], chosenSellerId: null };
  return withTotals(changed);
}

function linesWith(lines: readonly CartLine[], product: ProductSummary, quantity: number): readonly CartLine[] {
  if (quantity === 0) return lines.filter((l) => l.productId !== product.id);
  if (lines.some((l) => l.productId === product.id)) return lines.map((l) => (l.productId === product.id ? { ...l, quantity, product } : l));
  return [...lines, { productId: product.id, quantity, product }];
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'quantity-set': {
      const lines = linesWith(state.lines, action.product, action.quantity);
      const alert = lines.length === 0 ? null : forgetProduct(state.alert, action.product.id);
      return withCart(state, { lines, error: null, alert }, { changedByShopper: true });
    }
    case 'lines-added': {
      const lines = action.lines.reduce((all, line) => linesWith(all, line.product, line.quantity), state.lines);
      const alert = action.lines.reduce((kept, line) => forgetProduct(kept, line.productId), state.alert);
      return withCart(state, { lines, error: null, alert }, { changedByShopper: true });
    }
    case 'emptied':
      // spec §4: emptying also removes the cart alert
      return withCart(state, { lines: [], cartId: state.mode === 'user' ? state.cartId : null, alert: null, error: null }, { changedByShopper: true });
    case 'signed-in':
      return withCart(state, { mode: 'user', cartFetchStatus: 'pending' });
    case 'guest-cart':
      return withCart(state, { mode: 'guest', cartId: null, currency: 'SAR', lines: action.lines, cartFetchStatus: 'fulfilled', error: null });
    case 'server-cart': {
      const { cart, expected = [], guest } = action;
      const alert = combineAlerts(state.alert, {
        merged: guest ? accountCartAdded(guest, cart.lines) : false,
        changes: cartChanges(guest ?? expected, cart.lines),
      });
      // spec §3: the cart's cartSugId becomes the process id, set with requiresUpdate=false
      const process = cart.processId && cart.lines.length > 0 ? { processId: cart.processId, requiresUpdate: false } : {};
      return withCart(state, {
        lines: cart.lines,
        subtotal: cart.subtotal,
        cartId: cart.id,
        currency: cart.currency,
        cartFetchStatus: 'fulfilled',
        error: null,
        ...process,
        alert,
      });
    }
    case 'restored':
      return withCart(state, { lines: action.snapshot.lines, subtotal: action.snapshot.subtotal, cartId: action.snapshot.cartId });
    case 'failed':
      return withCart(state, { error: action.error, ...(action.status ? { cartFetchStatus: action.status } : {}) });
    case 'process-set':
      return withTotals({ ...state, processId: action.processId, requiresUpdate: false });
    case 'suggestions-set': {
      const first = action.suggestions[0];
      return withTotals({ ...state, cartSuggestions: [...action.suggestions], ...(first ? { processId: first.processId, requiresUpdate: false } : {}) });
    }
    case 'seller-chosen':
      return withTotals({ ...state, chosenSellerId: action.sellerId });
    case 'alert-dismissed':
      return withCart(state, { alert: null });
    case 'error-dismissed':
      return withCart(state, { error: null });
  }
}

/** The cart as a page load finds it: the guest cart, the process and the alert the browser kept. */
export function initialCartState(stored: { lines: readonly CartLine[]; subtotal: number; process: { processId: string; requiresUpdate: boolean } | null; alert: CartAlert | null }): CartState {
  return withTotals({
    mode: 'guest',
    lines: stored.lines,
    totalItems: stored.lines.length,
    cartId: null,
    currency: 'SAR',
    subtotal: stored.subtotal,
    totalAmount: 0,
    discount: 0,
    cartSuggestions: [],
    chosenSellerId: null,
    grandTotal: null,
    baseAmount: null,
    cartFetchStatus: 'idle',
    requiresUpdate: stored.process?.requiresUpdate ?? true,
    processId: stored.process?.processId ?? null,
    alert: stored.alert,
    error: null,
  });
}

/** Changes of the offers and the process alone: they leave the cart's count and subtotal as they were. */
export function changesTheCart(action: CartAction): boolean {
  return action.type !== 'process-set' && action.type !== 'suggestions-set' && action.type !== 'seller-chosen';
}
