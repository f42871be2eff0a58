import { getEventBus, type ProductSummary } from 'shared-events';
import { RequestError } from 'remote-kit';
import * as remote from './cart-api';
import { cartReducer, initialCartState, type CartAction, type CartState } from './cart-reducer';
import { announce, createCartSync, errorFor, persist } from './cart-sync';
import { STORAGE_KEYS, type CartLine } from './storage';

jest.mock('./cart-api', () => ({
  fetchServerCart: jest.fn(),
  addToServerCart: jest.fn(),
  setServerQuantity: jest.fn(),
  mergeIntoServerCart: jest.fn(),
  emptyServerCart: jest.fn(),
}));

const api = jest.mocked(remote);
const milk: ProductSummary = { id: 7, slug: 'milk', name: 'Milk', arName: 'حليب', image: '/m.svg', sellingPrice: 650, price: 700, maxOrder: 3, stockAvailable: true };
const line = (quantity: number): CartLine => ({ productId: 7, quantity, product: milk });
const serverCart = (quantity: number): remote.ServerCart => ({ id: '40', lines: quantity > 0 ? [line(quantity)] : [], subtotal: quantity * 650, currency: 'SAR', processId: `sug-${quantity}` });
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
const guest = () => initialCartState({ lines: [], subtotal: 0, process: null, alert: null });

/** The sync over a cart whose state only the real reducer changes, recording each action. */
function harness(initial: CartState) {
  let state = initial;
  const actions: CartAction['type'][] = [];
  const sync = createCartSync({
    state: () => state,
    dispatch: (action) => {
      actions.push(action.type);
      state = cartReducer(state, action);
    },
  });
  return { sync, actions, state: () => state };
}

beforeEach(() => {
  localStorage.clear();
  jest.resetAllMocks();
});

describe('what the browser keeps', () => {
  it("stores a guest's lines with their merge key, and a signed-in shopper's not at all", () => {
    const before = guest();
    persist(before, cartReducer(before, { type: 'quantity-set', product: milk, quantity: 2 }));
    expect(stored(STORAGE_KEYS.cartInfo)).toMatchObject({ totalItems: 1, subtotal: 1300, mergeKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/) });

    localStorage.clear();
    const user = { ...guest(), mode: 'user' as const };
    persist(user, cartReducer(user, { type: 'quantity-set', product: milk, quantity: 2 }));
    expect(localStorage.getItem(STORAGE_KEYS.cartInfo)).toBeNull();
  });

  it('stores the cart process as it changes, and removes it with the last line', () => {
    const withLine = cartReducer(guest(), { type: 'quantity-set', product: milk, quantity: 1 });
    const offered = cartReducer(withLine, { type: 'process-set', processId: 'p-1' });
    persist(withLine, offered);
    expect(stored(STORAGE_KEYS.cartProcess)).toEqual({ processId: 'p-1', requiresUpdate: false });
    const changed = cartReducer(offered, { type: 'quantity-set', product: milk, quantity: 2 });
    persist(offered, changed);
    expect(stored(STORAGE_KEYS.cartProcess)).toEqual({ processId: 'p-1', requiresUpdate: true });
    persist(changed, cartReducer(changed, { type: 'emptied' }));
    expect(localStorage.getItem(STORAGE_KEYS.cartProcess)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cartInfo)).toBeNull();
  });

  it('stores the alert when it changes, and only then', () => {
    const alerted = { ...guest(), alert: { merged: true, changes: [] } };
    persist(guest(), alerted);
    expect(stored(STORAGE_KEYS.cartAlert)).toEqual({ merged: true, changes: [] });
    localStorage.removeItem(STORAGE_KEYS.cartAlert);
    persist(alerted, cartReducer(alerted, { type: 'error-dismissed' }));
    expect(localStorage.getItem(STORAGE_KEYS.cartAlert)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.cartAlert, '{"merged":true,"changes":[]}');
    persist(alerted, cartReducer(alerted, { type: 'alert-dismissed' }));
    expect(localStorage.getItem(STORAGE_KEYS.cartAlert)).toBeNull();
  });
});

describe('cart:updated', () => {
  it('follows every change of the cart itself, not of its offers alone', () => {
    const bus = getEventBus();
    const seen = jest.fn();
    const subscription = bus.subscribe('cart:updated', seen);
    const state = cartReducer(guest(), { type: 'quantity-set', product: milk, quantity: 2 });
    announce(bus, { type: 'seller-chosen', sellerId: '4' }, state);
    expect(seen).not.toHaveBeenCalled();
    announce(bus, { type: 'quantity-set', product: milk, quantity: 2 }, state);
    expect(seen).toHaveBeenCalledWith({ count: 1, subtotal: 1300, currency: 'SAR' });
    subscription.unsubscribe();
  });
});

describe('the server cart', () => {
  it('is read at sign-in, once, and taken as the truth', async () => {
    api.fetchServerCart.mockResolvedValue(serverCart(2));
    const { sync, state, actions } = harness(guest());
    sync.signedIn();
    sync.signedIn();
    expect(state()).toMatchObject({ mode: 'user', cartFetchStatus: 'pending' });
    await sync.settled();
    expect(api.fetchServerCart).toHaveBeenCalledTimes(1);
    expect(actions).toEqual(['signed-in', 'server-cart']);
    expect(state()).toMatchObject({ cartId: '40', subtotal: 1300, processId: 'sug-2', cartFetchStatus: 'fulfilled' });
  });

  it('gets changes one after another, in the order they were made', async () => {
    const order: string[] = [];
    let release!: () => void;
    api.setServerQuantity.mockImplementationOnce(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      order.push('first');
      return serverCart(2);
    });
    api.setServerQuantity.mockImplementationOnce(async () => (order.push('second'), serverCart(3)));
    const { sync, state } = harness({ ...guest(), mode: 'user', cartId: '40' });
    const before = { lines: [], subtotal: 0, cartId: '40' };
    const first = sync.sendQuantity(line(2), false, before);
    const second = sync.sendQuantity(line(3), false, before);
    await Promise.resolve();
    expect(api.setServerQuantity).toHaveBeenCalledTimes(1);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
    expect(state().lines).toEqual([line(3)]);
  });

  it("falls back to the server's cart after a failed change, else to the last cart it confirmed, and says what failed", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.addToServerCart.mockResolvedValueOnce(serverCart(1));
    const { sync, state, actions } = harness({ ...guest(), mode: 'user', cartId: '40' });
    await sync.sendQuantity(line(1), true, { lines: [], subtotal: 0, cartId: '40' });

    api.setServerQuantity.mockRejectedValue(new RequestError('operation_failed', { status: 502 }));
    api.fetchServerCart.mockRejectedValue(new TypeError('Failed to fetch'));
    // the cart as the server last confirmed it, not as it was before this change
    await sync.sendQuantity(line(3), false, { lines: [], subtotal: 0, cartId: '40' });
    expect(actions.slice(-2)).toEqual(['restored', 'failed']);
    expect(state()).toMatchObject({ lines: [line(1)], subtotal: 650, error: { key: 'cart_error_update', productId: 7 } });

    api.fetchServerCart.mockResolvedValue(serverCart(2));
    await sync.sendQuantity(line(3), false, { lines: [line(1)], subtotal: 650, cartId: '40' });
    expect(state()).toMatchObject({ lines: [line(2)], error: { key: 'cart_error_update' } });
  });

  it('is emptied on the server, a failure shown and rethrown', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = new RequestError('unauthorized', { status: 401 });
    api.emptyServerCart.mockRejectedValue(refused);
    api.fetchServerCart.mockResolvedValue(serverCart(1));
    const { sync, state } = harness({ ...guest(), mode: 'user', cartId: '40' });
    await expect(sync.sendEmpty('40', { lines: [line(1)], subtotal: 650, cartId: '40' })).rejects.toBe(refused);
    expect(state()).toMatchObject({ lines: [line(1)], error: { key: 'cart_error_session', productId: null } });
  });
});

describe('a sign-out', () => {
  it('shows the guest cart the browser kept, once the session is known', () => {
    localStorage.setItem(STORAGE_KEYS.cartInfo, JSON.stringify({ cartItems: [line(2)], totalItems: 1, subtotal: 1300 }));
    const { sync, state, actions } = harness({ ...guest(), mode: 'user', cartId: '40' });
    sync.signedOut();
    expect(state()).toMatchObject({ mode: 'guest', cartId: null, lines: [line(2)], cartFetchStatus: 'fulfilled' });
    sync.signedOut();
    expect(actions).toEqual(['guest-cart']);
  });
});

describe('failures', () => {
  it('say a lapsed session as such, anything else by what failed', () => {
    expect(errorFor(new RequestError('unauthorized', { status: 401 }), 'cart_error_update', 7)).toEqual({ key: 'cart_error_session', productId: 7 });
    expect(errorFor(new TypeError('Failed to fetch'), 'cart_error_load')).toEqual({ key: 'cart_error_load', productId: null });
  });
});
