import type { ProductSummary } from 'shared-events';
import { sellerOffer } from '../test/offers';
import type { ServerCart } from './cart-api';
import { cartReducer, changesTheCart, initialCartState, type CartAction, type CartState } from './cart-reducer';

const milk: ProductSummary = { id: 7, slug: 'milk', name: 'Milk', arName: 'حليب', image: '/m.svg', sellingPrice: 650, price: 700, maxOrder: 3, stockAvailable: true };
const rice: ProductSummary = { id: 9, slug: 'rice', name: 'Rice', arName: 'أرز', image: '/r.svg', sellingPrice: 2599, price: 2599, maxOrder: 10, stockAvailable: true };

const empty = () => initialCartState({ lines: [], subtotal: 0, process: null, alert: null });

/** Runs the actions in order, from a state that is frozen so the reducer cannot change it in place. */
function run(state: CartState, ...actions: CartAction[]): CartState {
  return actions.reduce((current, action) => cartReducer(Object.freeze(current), action), state);
}

const serverCart = (lines: ServerCart['lines'], processId: string | null = 'sug-40'): ServerCart => ({
  id: '40',
  lines,
  subtotal: lines.reduce((sum, l) => sum + l.quantity * l.product.sellingPrice, 0),
  currency: 'SAR',
  processId,
});

describe('the cart as a page load finds it', () => {
  it('is the stored guest cart with its totals, the stored process and alert', () => {
    const state = initialCartState({
      lines: [{ productId: 7, quantity: 2, product: milk }],
      subtotal: 1300,
      process: { processId: 'p-1', requiresUpdate: false },
      alert: { merged: true, changes: [] },
    });
    expect(state).toMatchObject({ mode: 'guest', totalItems: 1, subtotal: 1300, totalAmount: 1400, discount: 100, processId: 'p-1', requiresUpdate: false, cartFetchStatus: 'idle', alert: { merged: true } });
  });

  it('needs offers computed when no process was stored', () => {
    expect(empty()).toMatchObject({ processId: null, requiresUpdate: true, grandTotal: null, cartSuggestions: [] });
  });
});

describe("the shopper's changes", () => {
  it('add, change and remove lines, with their totals, and mark the offers out of date', () => {
    const state = run(
      { ...empty(), processId: 'p-1', requiresUpdate: false },
      { type: 'quantity-set', product: milk, quantity: 2 },
      { type: 'quantity-set', product: rice, quantity: 1 },
      { type: 'quantity-set', product: milk, quantity: 3 },
    );
    expect(state.lines.map((l) => [l.productId, l.quantity])).toEqual([[7, 3], [9, 1]]);
    expect(state).toMatchObject({ totalItems: 2, subtotal: 3 * 650 + 2599, totalAmount: 3 * 700 + 2599, discount: 150, requiresUpdate: true, processId: 'p-1' });
    expect(run(state, { type: 'quantity-set', product: milk, quantity: 0 }).lines.map((l) => l.productId)).toEqual([9]);
  });

  it('take back what the alert said of the line changed, and the last failure', () => {
    const state: CartState = {
      ...empty(),
      lines: [{ productId: 7, quantity: 1, product: milk }],
      alert: { merged: false, changes: [{ productId: 7, name: 'Milk', arName: 'حليب', kind: 'capped', quantity: 1 }] },
      error: { key: 'cart_error_update', productId: 7 },
    };
    expect(run(state, { type: 'quantity-set', product: milk, quantity: 2 })).toMatchObject({ alert: null, error: null });
  });

  it('add products asked for again to what the cart holds', () => {
    const state = run(empty(), { type: 'quantity-set', product: milk, quantity: 1 }, { type: 'lines-added', lines: [{ productId: 7, quantity: 3, product: milk }, { productId: 9, quantity: 2, product: rice }] });
    expect(state.lines.map((l) => [l.productId, l.quantity])).toEqual([[7, 3], [9, 2]]);
    expect(state).toMatchObject({ subtotal: 3 * 650 + 2 * 2599, requiresUpdate: true });
  });

  it('empty the cart: no process, offers, chosen seller or alert are left (spec §4)', () => {
    const offer = sellerOffer({ sellerId: '4', processId: 'p-1' });
    const state = run(
      { ...empty(), mode: 'user', cartId: '40', alert: { merged: true, changes: [] } },
      { type: 'quantity-set', product: milk, quantity: 1 },
      { type: 'suggestions-set', suggestions: [offer] },
      { type: 'seller-chosen', sellerId: '4' },
      { type: 'emptied' },
    );
    expect(state).toMatchObject({ lines: [], subtotal: 0, cartId: '40', processId: null, cartSuggestions: [], chosenSellerId: null, alert: null, grandTotal: null });
    expect(run(empty(), { type: 'emptied' }).cartId).toBeNull();
  });
});

describe('the offers', () => {
  const cart = () => run(empty(), { type: 'quantity-set', product: milk, quantity: 1 });

  it("price the cart with the best offer, or the one the shopper goes with", () => {
    const best = sellerOffer({ sellerId: '4', processId: 'p-1', subTotalHalalas: 650, deliveryChargeHalalas: 800 });
    const other = sellerOffer({ sellerId: '7', processId: 'p-1', subTotalHalalas: 700, deliveryChargeHalalas: 1200 });
    const offered = run(cart(), { type: 'suggestions-set', suggestions: [best, other] });
    expect(offered).toMatchObject({ processId: 'p-1', requiresUpdate: false, grandTotal: 1450, baseAmount: best.baseAmountHalalas });
    expect(run(offered, { type: 'seller-chosen', sellerId: '7' })).toMatchObject({ chosenSellerId: '7', grandTotal: 1900 });
    expect(run(offered, { type: 'seller-chosen', sellerId: 'gone' })).toMatchObject({ grandTotal: 1450 });
  });

  it('of another content of the cart price nothing', () => {
    const offered = run(cart(), { type: 'suggestions-set', suggestions: [sellerOffer({ sellerId: '4', processId: 'p-1' })] });
    expect(run(offered, { type: 'quantity-set', product: milk, quantity: 2 })).toMatchObject({ requiresUpdate: true, grandTotal: null, baseAmount: null });
    expect(run(offered, { type: 'process-set', processId: 'p-2' })).toMatchObject({ processId: 'p-2', requiresUpdate: false, grandTotal: null });
  });
});

describe("the server's cart", () => {
  it('is taken as the truth: lines, subtotal, id, currency and its process', () => {
    const state = run({ ...empty(), mode: 'user', cartFetchStatus: 'pending' }, { type: 'server-cart', cart: serverCart([{ productId: 9, quantity: 2, product: rice }]) });
    expect(state).toMatchObject({ cartId: '40', subtotal: 5198, currency: 'SAR', processId: 'sug-40', requiresUpdate: false, cartFetchStatus: 'fulfilled', alert: null });
  });

  it('goes to the alert where it holds less than the shopper asked for', () => {
    const cappedMilk = { productId: 7, quantity: 3, product: milk };
    const state = run(empty(), { type: 'server-cart', cart: serverCart([cappedMilk]), expected: [{ productId: 7, quantity: 5, product: milk }, { productId: 9, quantity: 1, product: rice }] });
    expect(state.alert).toEqual({
      merged: false,
      changes: [
        { productId: 7, name: 'Milk', arName: 'حليب', kind: 'capped', quantity: 3 },
        { productId: 9, name: 'Rice', arName: 'أرز', kind: 'removed', quantity: 0 },
      ],
    });
  });

  it("says the account's saved cart was combined with the guest cart at sign-in", () => {
    const guest = [{ productId: 7, quantity: 1, product: milk }];
    const merged = serverCart([{ productId: 7, quantity: 1, product: milk }, { productId: 9, quantity: 1, product: rice }]);
    expect(run(empty(), { type: 'server-cart', cart: merged, guest }).alert).toEqual({ merged: true, changes: [] });
  });

  it('without lines has no process', () => {
    const state = run({ ...empty(), processId: 'p-1' }, { type: 'quantity-set', product: milk, quantity: 1 }, { type: 'server-cart', cart: serverCart([], null) });
    expect(state).toMatchObject({ lines: [], processId: null, totalItems: 0 });
  });

  it('falls back to the cart as it was, and says what failed', () => {
    const before = { lines: [{ productId: 9, quantity: 1, product: rice }], subtotal: 2599, cartId: '40' };
    const state = run(
      { ...empty(), mode: 'user' },
      { type: 'quantity-set', product: milk, quantity: 2 },
      { type: 'restored', snapshot: before },
      { type: 'failed', error: { key: 'cart_error_update', productId: 7 } },
    );
    expect(state).toMatchObject({ lines: before.lines, subtotal: 2599, cartId: '40', error: { key: 'cart_error_update', productId: 7 } });
    expect(run(state, { type: 'error-dismissed' }).error).toBeNull();
    expect(run(empty(), { type: 'signed-in' }, { type: 'failed', error: { key: 'cart_error_load', productId: null }, status: 'rejected' })).toMatchObject({
      mode: 'user',
      cartFetchStatus: 'rejected',
    });
  });
});

describe('a sign-out', () => {
  it("shows the guest cart the browser kept, with no server cart's id", () => {
    const state = run({ ...empty(), mode: 'user', cartId: '40' }, { type: 'guest-cart', lines: [{ productId: 7, quantity: 1, product: milk }] });
    expect(state).toMatchObject({ mode: 'guest', cartId: null, currency: 'SAR', totalItems: 1, subtotal: 650, cartFetchStatus: 'fulfilled' });
  });
});

describe('which changes are changes of the cart itself', () => {
  it('are all but those of the offers and the process alone', () => {
    expect(changesTheCart({ type: 'emptied' })).toBe(true);
    expect(changesTheCart({ type: 'alert-dismissed' })).toBe(true);
    expect(changesTheCart({ type: 'process-set', processId: 'p' })).toBe(false);
    expect(changesTheCart({ type: 'suggestions-set', suggestions: [] })).toBe(false);
    expect(changesTheCart({ type: 'seller-chosen', sellerId: '4' })).toBe(false);
  });
});
