import { getEventBus, type ProductSummary } from 'shared-events';
import { cartService, resetCartServiceForTests } from './cart-store';
import { sellerOffer } from '../test/offers';
import { STORAGE_KEYS } from './storage';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';

const milk: ProductSummary = { id: 7, slug: 'milk', name: 'Milk', arName: 'حليب', image: '/m.svg', sellingPrice: 650, price: 700, maxOrder: 3, stockAvailable: true };
const rice: ProductSummary = { id: 9, slug: 'rice', name: 'Rice', arName: 'أرز', image: '/r.svg', sellingPrice: 2599, price: 2599, maxOrder: 10, stockAvailable: true };

beforeEach(() => {
  localStorage.clear();
  resetCartServiceForTests();
  getEventBus().publish('session:changed', { status: 'guest' });
});

afterEach(() => {
  unstubAllGlobals();
  jest.restoreAllMocks();
});

const storedMergeKey = () => (JSON.parse(localStorage.getItem(STORAGE_KEYS.cartInfo) ?? 'null') as { mergeKey?: string } | null)?.mergeKey;

describe('guest cart service', () => {
  it('keeps lines in local storage, caps quantities and publishes cart:updated', async () => {
    const service = cartService();
    const stop = service.start({ authenticated: false });
    await service.setQuantity(milk, 5);
    await service.setQuantity(rice, 2);
    expect(service.getState().lines.map((l) => [l.productId, l.quantity])).toEqual([
      [7, 3],
      [9, 2],
    ]);
    expect(getEventBus().latest('cart:updated')).toEqual({ count: 2, subtotal: 3 * 650 + 2 * 2599, currency: 'SAR' });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.cartInfo)!);
    expect(stored).toMatchObject({ totalItems: 2, subtotal: 7148 });
    // a reload reads the same cart back
    resetCartServiceForTests();
    expect(cartService().getState().lines).toHaveLength(2);
    stop();
  });

  it('marks the cart process for update when the cart changes', async () => {
    const service = cartService();
    service.setProcess('p-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cartProcess)!)).toEqual({ processId: 'p-1', requiresUpdate: false });
    await service.setQuantity(rice, 1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cartProcess)!)).toEqual({ processId: 'p-1', requiresUpdate: true });
    await service.empty();
    expect(localStorage.getItem(STORAGE_KEYS.cartProcess)).toBeNull();
    expect(getEventBus().latest('cart:updated')).toMatchObject({ count: 0, subtotal: 0 });
  });

  it.each([
    ['not json', '{oops'],
    ['a string', '"hello"'],
    ['lines of the wrong shape', JSON.stringify({ cartItems: [{ product: { id: 'x' }, quantity: 2 }, 5, null] })],
    ['negative and fractional quantities', JSON.stringify({ cartItems: [{ product: { ...milk }, quantity: -4 }, { product: { ...rice }, quantity: 1.5 }] })],
    ['fractional prices', JSON.stringify({ cartItems: [{ product: { ...milk, sellingPrice: 6.5 }, quantity: 1 }] })],
  ])('treats %s in storage as an empty cart', (_label, stored) => {
    localStorage.setItem(STORAGE_KEYS.cartInfo, stored);
    const state = cartService().getState();
    expect(state.lines).toEqual([]);
    expect(state.subtotal).toBe(0);
  });

  it('is one instance however many times it is asked for', () => {
    expect(cartService()).toBe(cartService());
  });
});

describe('guest cart merge key', () => {
  it('is made once per guest cart and kept with it, across changes and reloads, until the cart is emptied', async () => {
    const service = cartService();
    await service.setQuantity(milk, 1);
    const key = storedMergeKey();
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    await service.setQuantity(rice, 2);
    await service.setQuantity(milk, 2);
    expect(storedMergeKey()).toBe(key);

    resetCartServiceForTests();
    await cartService().setQuantity(rice, 3);
    expect(storedMergeKey()).toBe(key);

    // an emptied cart is done with; the next one is another guest cart with its own key
    await cartService().empty();
    expect(localStorage.getItem(STORAGE_KEYS.cartInfo)).toBeNull();
    await cartService().setQuantity(rice, 1);
    expect(storedMergeKey()).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(storedMergeKey()).not.toBe(key);
  });

  it('replaces a stored key of the wrong shape and keeps a cart saved before keys existed', async () => {
    localStorage.setItem(STORAGE_KEYS.cartInfo, JSON.stringify({ cartItems: [{ productId: 9, quantity: 1, product: rice }], totalItems: 1, subtotal: 2599, mergeKey: 'x"; DROP' }));
    const service = cartService();
    expect(service.getState().lines).toHaveLength(1);
    await service.setQuantity(rice, 2);
    expect(storedMergeKey()).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});

describe('cart state fields (spec §3)', () => {
  it('carries the totals of the lines, the currency and no offer totals while no offers are known', async () => {
    const service = cartService();
    expect(service.getState()).toMatchObject({
      lines: [], totalItems: 0, subtotal: 0, totalAmount: 0, discount: 0, currency: 'SAR', cartId: null, processId: null,
      cartSuggestions: [], grandTotal: null, baseAmount: null, cartFetchStatus: 'idle',
    });
    service.start({ authenticated: false })();
    await service.setQuantity(milk, 3);
    await service.setQuantity(rice, 2);
    // milk sells at 6.50 instead of 7.00
    expect(service.getState()).toMatchObject({
      totalItems: 2, subtotal: 3 * 650 + 2 * 2599, totalAmount: 3 * 700 + 2 * 2599, discount: 3 * 50, currency: 'SAR',
      cartFetchStatus: 'fulfilled', grandTotal: null, baseAmount: null,
    });
  });

  it('takes the offers computed for the cart, with the totals of the best one or the one the shopper chose', async () => {
    const service = cartService();
    await service.setQuantity(milk, 1);
    const best = sellerOffer({ sellerId: '4', processId: 'p-1', rank: 1, subTotalHalalas: 650, deliveryChargeHalalas: 800 });
    const other = sellerOffer({ sellerId: '7', processId: 'p-1', rank: 2, subTotalHalalas: 700, deliveryChargeHalalas: 1200 });
    service.setSuggestions([best, other]);
    expect(service.getState()).toMatchObject({
      cartSuggestions: [best, other], processId: 'p-1', requiresUpdate: false, grandTotal: 1450, baseAmount: best.baseAmountHalalas,
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cartProcess)!)).toEqual({ processId: 'p-1', requiresUpdate: false });

    service.chooseSuggestion('7');
    expect(service.getState()).toMatchObject({ grandTotal: 1900, baseAmount: other.baseAmountHalalas });

    // the cart changed: those offers no longer price it
    await service.setQuantity(milk, 2);
    expect(service.getState()).toMatchObject({ requiresUpdate: true, grandTotal: null, baseAmount: null, cartSuggestions: [best, other] });

    // the offers for the new content; the shopper's seller is still among them
    const bestNow = sellerOffer({ sellerId: '4', processId: 'p-2', rank: 1, subTotalHalalas: 1300 });
    const otherNow = sellerOffer({ sellerId: '7', processId: 'p-2', rank: 2, subTotalHalalas: 1400, deliveryChargeHalalas: 1200 });
    service.setSuggestions([bestNow, otherNow]);
    expect(service.getState()).toMatchObject({ processId: 'p-2', grandTotal: 2600, baseAmount: otherNow.baseAmountHalalas });

    // spec §4: emptying clears the suggestions too
    await service.empty();
    expect(service.getState()).toMatchObject({ cartSuggestions: [], processId: null, grandTotal: null, baseAmount: null, totalItems: 0, totalAmount: 0, discount: 0 });
  });

  it('takes the cart id, currency and process of a logged-in cart from the server, and only offers of that cart', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const cart = {
      id: '40', currency: 'SAR', subTotalHalalas: 2 * 650, cartSugId: 'sug-40',
      cartItem: [{ quantity: 2, product: { id: '7', slug: 'milk', name: 'Milk', arName: 'حليب', image: null, priceHalalas: 700, sellingPriceHalalas: 650, maxOrder: 3, available: true } }],
    };
    const changed = { ...cart, subTotalHalalas: 3 * 650, cartSugId: 'sug-41', cartItem: [{ ...cart.cartItem[0]!, quantity: 3 }] };
    stubGlobal(
      'fetch',
      jest.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/cart') return new Response(JSON.stringify({ cart }));
        if (String(init?.body).includes('updateCartQuantity')) return new Response(JSON.stringify({ data: { updateCartQuantity: { success: true, key: 'cart_updated', cart: changed } } }));
        return new Response('{}', { status: 404 });
      }),
    );
    getEventBus().publish('session:changed', { status: 'user', user: { userId: '8', firstName: 'Noura', lastName: 'A', fullName: 'Noura A', language: 'AR' } });
    const service = cartService();
    const stop = service.start({ authenticated: true });
    expect(service.getState().cartFetchStatus).toBe('pending');
    await service.settled();
    expect(service.getState()).toMatchObject({
      mode: 'user', cartId: '40', currency: 'SAR', processId: 'sug-40', requiresUpdate: false, cartFetchStatus: 'fulfilled',
      totalItems: 1, subtotal: 1300, totalAmount: 1400, discount: 100, grandTotal: null,
    });
    const offer = sellerOffer({ sellerId: '4', processId: 'sug-40', subTotalHalalas: 1300 });
    service.setSuggestions([offer]);
    expect(service.getState()).toMatchObject({ processId: 'sug-40', grandTotal: 2100, baseAmount: offer.baseAmountHalalas });

    // the server's answer to a change carries the new process: the offers of the old content price nothing now
    await service.setQuantity(milk, 3);
    expect(service.getState()).toMatchObject({ processId: 'sug-41', requiresUpdate: false, cartSuggestions: [offer], grandTotal: null, baseAmount: null, subtotal: 1950 });
    stop();
  });
});

describe('logout', () => {
  it("clears every key the cart team owns when the session ends, and no other team's", async () => {
    const service = cartService();
    const stop = service.start({ authenticated: false });
    await service.setQuantity(milk, 2);
    service.setProcess('p-7');
    for (const key of [STORAGE_KEYS.cartDetails, STORAGE_KEYS.cartAlert, STORAGE_KEYS.shipMethod]) localStorage.setItem(key, '{}');
    localStorage.setItem('user-address-book', '{"list":[]}');
    localStorage.setItem('website_tours', '{"deliveryTour":true,"cartTour":true}');

    getEventBus().publish('session:ended', {});

    expect(Object.values(STORAGE_KEYS).map((key) => localStorage.getItem(key))).toEqual([null, null, null, null, null]);
    expect(localStorage.getItem('user-address-book')).toBe('{"list":[]}');
    expect(localStorage.getItem('website_tours')).not.toBeNull();
    stop();
  });

  it('stops listening once the last start is stopped', () => {
    const stop = cartService().start({ authenticated: false });
    expect(getEventBus().subscriberCount('session:ended')).toBe(1);
    stop();
    expect(getEventBus().subscriberCount('session:ended')).toBe(0);
  });
});

describe('emptying on request (an order was placed)', () => {
  const serverCart = {
    id: '40', currency: 'SAR', subTotalHalalas: 1300, cartSugId: 'sug-40',
    cartItem: [{ quantity: 2, product: { id: '7', slug: 'milk', name: 'Milk', arName: 'حليب', image: null, priceHalalas: 700, sellingPriceHalalas: 650, maxOrder: 3, available: true } }],
  };

  it("empties a signed-in shopper's server cart once it has loaded, and the guest cache", async () => {
    localStorage.setItem(STORAGE_KEYS.cartAlert, '{"merged":true}');
    const calls: string[] = [];
    stubGlobal(
      'fetch',
      jest.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${url} ${String(init?.body ?? '')}`);
        if (url === '/api/cart') return new Response(JSON.stringify({ cart: serverCart }));
        if (url === '/api/cart/empty-cart') return new Response(JSON.stringify({ success: true, key: 'cart_updated' }));
        return new Response('{}', { status: 404 });
      }),
    );
    getEventBus().publish('session:changed', { status: 'user', user: { userId: '8', firstName: 'Noura', lastName: 'A', fullName: 'Noura A', language: 'AR' } });
    const service = cartService();
    const stop = service.start({ authenticated: true });
    // asked while the server cart is still being read
    getEventBus().publish('cart:empty-requested', {});
    await service.settled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await service.settled();

    expect(calls).toEqual(['/api/cart ', '/api/cart/empty-cart {"cartId":"40"}']);
    expect(service.getState()).toMatchObject({ lines: [], totalItems: 0, subtotal: 0, cartId: '40' });
    expect(getEventBus().latest('cart:updated')).toEqual({ count: 0, subtotal: 0, currency: 'SAR' });
    expect(localStorage.getItem(STORAGE_KEYS.cartAlert)).toBeNull();
    stop();
  });

  it("empties a guest's cart in local storage, and stops answering once stopped", async () => {
    const service = cartService();
    const stop = service.start({ authenticated: false });
    await service.setQuantity(milk, 2);
    getEventBus().publish('cart:empty-requested', {});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(service.getState().lines).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.cartInfo)).toBeNull();

    stop();
    expect(getEventBus().subscriberCount('cart:empty-requested')).toBe(0);
    await service.setQuantity(rice, 1);
    getEventBus().publish('cart:empty-requested', {});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(service.getState().lines).toHaveLength(1);
  });
});

describe('adding products on request (order again)', () => {
  const dates: ProductSummary = { id: 12, slug: 'ajwa-dates', name: 'Ajwa Dates 1 kg', arName: 'تمر عجوة 1 كجم', image: '', sellingPrice: 18_900, price: 21_000, maxOrder: 5, stockAvailable: true };
  const soldOut: ProductSummary = { ...rice, id: 13, slug: 'basmati', stockAvailable: false };
  const user = { status: 'user', user: { userId: '8', firstName: 'Noura', lastName: 'A', fullName: 'Noura A', language: 'AR' } } as const;
  const serverLine = (product: ProductSummary, quantity: number) => ({
    quantity,
    product: { id: String(product.id), slug: product.slug, name: product.name, arName: product.arName, image: null, priceHalalas: product.price, sellingPriceHalalas: product.sellingPrice, maxOrder: product.maxOrder, available: product.stockAvailable },
  });

  it("adds to a guest's cart, more of a product already there, each line capped, and publishes cart:updated", async () => {
    const service = cartService();
    const stop = service.start({ authenticated: false });
    await service.setQuantity(milk, 2);

    getEventBus().publish('cart:add-items-requested', { items: [{ product: milk, quantity: 2 }, { product: dates, quantity: 2 }, { product: soldOut, quantity: 1 }] });
    await new Promise((resolve) => setTimeout(resolve, 0));

    // milk's max order is 3; the sold-out rice is not added
    expect(service.getState().lines.map((l) => [l.productId, l.quantity])).toEqual([
      [7, 3],
      [12, 2],
    ]);
    expect(getEventBus().latest('cart:updated')).toEqual({ count: 2, subtotal: 3 * 650 + 2 * 18_900, currency: 'SAR' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cartInfo)!)).toMatchObject({ totalItems: 2 });
    stop();
    expect(getEventBus().subscriberCount('cart:add-items-requested')).toBe(0);
  });

  it("adds to a signed-in shopper's server cart what is added, and tells what the server could not add", async () => {
    const sent: unknown[] = [];
    stubGlobal(
      'fetch',
      jest.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/cart') return new Response(JSON.stringify({ cart: { id: '40', currency: 'SAR', subTotalHalalas: 650, cartSugId: 'sug-40', cartItem: [serverLine(milk, 1)] } }));
        if (url === '/api/cart/add-to-cart') {
          sent.push(JSON.parse(String(init?.body)));
          // the store holds only one box of dates
          const cart = { id: '40', currency: 'SAR', subTotalHalalas: 3 * 650 + 18_900, cartSugId: 'sug-41', cartItem: [serverLine(milk, 3), serverLine(dates, 1)] };
          return new Response(JSON.stringify({ success: true, key: 'cart_updated', message: 'ok', arMessage: 'ok', errors: [], cart }));
        }
        return new Response('{}', { status: 404 });
      }),
    );
    getEventBus().publish('session:changed', user);
    const service = cartService();
    const stop = service.start({ authenticated: true });
    // asked while the server cart is still being read: added to it once it has arrived
    getEventBus().publish('cart:add-items-requested', { items: [{ product: milk, quantity: 2 }, { product: dates, quantity: 2 }] });
    await service.settled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await service.settled();

    expect(sent).toEqual([{ items: [{ productId: 7, quantity: 2 }, { productId: 12, quantity: 2 }] }]);
    expect(service.getState()).toMatchObject({ cartId: '40', totalItems: 2, subtotal: 3 * 650 + 18_900, requiresUpdate: false, processId: 'sug-41' });
    expect(service.getState().alert).toEqual({ merged: false, changes: [{ productId: 12, name: dates.name, arName: dates.arName, kind: 'capped', quantity: 1 }] });
    expect(getEventBus().latest('cart:updated')).toEqual({ count: 2, subtotal: 3 * 650 + 18_900, currency: 'SAR' });
    stop();
  });

  it('keeps the server cart as it was when adding fails, and says so', async () => {
    stubGlobal(
      'fetch',
      jest.fn(async (url: string) => {
        if (url === '/api/cart') return new Response(JSON.stringify({ cart: { id: '40', currency: 'SAR', subTotalHalalas: 650, cartSugId: null, cartItem: [serverLine(milk, 1)] } }));
        if (url === '/api/cart/add-to-cart') return new Response(JSON.stringify({ success: false, key: 'operation_failed' }), { status: 502 });
        return new Response('{}', { status: 404 });
      }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    getEventBus().publish('session:changed', user);
    const service = cartService();
    const stop = service.start({ authenticated: true });
    await service.settled();

    await service.addItems([{ product: dates, quantity: 1 }]);

    expect(service.getState().lines.map((l) => [l.productId, l.quantity])).toEqual([[7, 1]]);
    expect(service.getState().error).toEqual({ key: 'cart_error_update', productId: null });
    stop();
  });
});
