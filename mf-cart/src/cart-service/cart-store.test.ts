import { getEventBus, type ProductSummary } from 'shared-events';
import { cartService, resetCartServiceForTests } from './cart-store';
import { STORAGE_KEYS } from './storage';

const milk: ProductSummary = { id: 7, slug: 'milk', name: 'Milk', arName: 'حليب', image: '/m.svg', sellingPrice: 650, price: 700, maxOrder: 3, stockAvailable: true };
const rice: ProductSummary = { id: 9, slug: 'rice', name: 'Rice', arName: 'أرز', image: '/r.svg', sellingPrice: 2599, price: 2599, maxOrder: 10, stockAvailable: true };

beforeEach(() => {
  localStorage.clear();
  resetCartServiceForTests();
});

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
