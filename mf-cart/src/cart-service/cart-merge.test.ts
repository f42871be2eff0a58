import { getEventBus, type ProductSummary } from 'shared-events';
import { cartService, resetCartServiceForTests } from './cart-store';
import { STORAGE_KEYS } from './storage';

const tea: ProductSummary = { id: 21, slug: 'tea', name: 'Tea', arName: 'شاي', image: '', sellingPrice: 1200, price: 1200, maxOrder: 6, stockAvailable: true };

function serverCart(lines: [number, number][]) {
  return {
    cart: {
      id: '77',
      currency: 'SAR',
      subTotalHalalas: lines.reduce((s, [, q]) => s + q * 1200, 0),
      cartSugId: null,
      cartItem: lines.map(([id, quantity]) => ({
        quantity,
        product: { id: String(id), slug: 'tea', name: 'Tea', arName: 'شاي', image: null, priceHalalas: 1200, sellingPriceHalalas: 1200, maxOrder: 6, available: true },
      })),
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  resetCartServiceForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cart service at login', () => {
  it('merges the guest cart into the server cart and forgets the guest copy', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/cart/add-to-cart') {
        expect(JSON.parse(String(init?.body))).toEqual({ items: [{ productId: 21, quantity: 2 }] });
        return new Response(JSON.stringify(serverCart([[21, 5]])), { status: 200 });
      }
      throw new Error(`unexpected ${url}`);
    });
    vi.stubGlobal('fetch', fetchMock);
    const service = cartService();
    const stop = service.start({ authenticated: false });
    await service.setQuantity(tea, 2);
    getEventBus().publish('session:changed', { status: 'user', user: { userId: '5', firstName: 'Sara', lastName: 'A', fullName: 'Sara A', language: 'AR' } });
    await service.settled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(service.getState()).toMatchObject({ mode: 'user', cartId: '77', subtotal: 6000 });
    expect(service.getState().lines[0]).toMatchObject({ productId: 21, quantity: 5 });
    expect(localStorage.getItem(STORAGE_KEYS.cartInfo)).toBeNull();
    expect(getEventBus().latest('cart:updated')).toEqual({ count: 1, subtotal: 6000, currency: 'SAR' });
    stop();
  });

  it('keeps working from the server when a logged-in update fails', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls += 1;
        if (url === '/api/cart') return new Response(JSON.stringify(serverCart([[21, 1]])), { status: 200 });
        return new Response('{}', { status: 502 });
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const service = cartService();
    service.start({ authenticated: true });
    await service.settled();
    await service.setQuantity(tea, 3);
    await service.settled();
    expect(calls).toBe(3);
    expect(service.getState().lines[0]).toMatchObject({ quantity: 1 });
  });
});
