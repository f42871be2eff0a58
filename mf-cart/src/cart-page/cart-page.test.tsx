import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getEventBus } from 'shared-events';
import { cartService, resetCartServiceForTests } from '../cart-service/cart-store';
import { STORAGE_KEYS } from '../cart-service/storage';
import { renderInStore } from '../test/render';
import { setCartLanguage } from '../test/i18n';
import { CartPage } from './cart-page';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';

const kabsa = { id: 31, slug: 'kabsa-spices', name: 'Kabsa spices 100g', arName: 'بهارات كبسة ١٠٠ جم', image: '', sellingPrice: 850, price: 850, maxOrder: 10, stockAvailable: true };

const storedAlert = {
  merged: false,
  changes: [{ productId: 9, name: 'Sukkari dates 1kg', arName: 'تمر سكري ١ كجم', kind: 'removed', quantity: 0 }],
};

const serverCart = {
  id: '40',
  currency: 'SAR',
  subTotalHalalas: 850,
  cartSugId: 'c0ffee',
  cartItem: [{ quantity: 1, product: { id: '31', slug: kabsa.slug, name: kabsa.name, arName: kabsa.arName, image: null, priceHalalas: 850, sellingPriceHalalas: 850, maxOrder: 10, available: true } }],
};

function stubApi() {
  stubGlobal(
    'fetch',
    jest.fn(async (_url: string, init?: RequestInit) => {
      const body = String(init?.body);
      if (body.includes('getAllShippingMethods')) return new Response(JSON.stringify({ data: { getAllShippingMethods: { edges: [] } } }));
      if (body.includes('cartSuggestions')) return new Response(JSON.stringify({ data: { cartSuggestions: [] } }));
      return new Response('{}', { status: 404 });
    }),
  );
}

function renderCart() {
  return renderInStore(
    <MemoryRouter initialEntries={['/cart']}>
      <CartPage />
    </MemoryRouter>,
    { dir: 'rtl' },
  );
}

beforeEach(async () => {
  localStorage.clear();
  resetCartServiceForTests();
  getEventBus().publish('session:changed', { status: 'guest' });
  stubApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await setCartLanguage('ar');
});

afterEach(() => {
  unstubAllGlobals();
  jest.restoreAllMocks();
});

describe('cart page notices', () => {
  it('shows the stored cart alert, even on an empty cart, until the shopper dismisses it', () => {
    localStorage.setItem(STORAGE_KEYS.cartAlert, JSON.stringify(storedAlert));
    renderCart();
    const notice = screen.getByRole('status', { name: 'تغيّرت سلتك' });
    expect(notice).toHaveTextContent('تمر سكري ١ كجم لم يعد معروضًا للبيع، لذلك أُزيل من السلة.');
    fireEvent.click(within(notice).getByRole('button', { name: 'إغلاق تنبيه تغييرات السلة' }));
    expect(screen.queryByRole('status', { name: 'تغيّرت سلتك' })).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.cartAlert)).toBeNull();
  });

  it('drops the alert when the shopper empties the cart', async () => {
    localStorage.setItem(STORAGE_KEYS.cartAlert, JSON.stringify(storedAlert));
    localStorage.setItem(STORAGE_KEYS.cartInfo, JSON.stringify({ cartItems: [{ productId: 31, quantity: 2, product: kabsa }], totalItems: 1, subtotal: 1700 }));
    renderCart();
    expect(screen.getByRole('status', { name: 'تغيّرت سلتك' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'إفراغ السلة' }));
    expect(await screen.findByRole('heading', { name: 'سلتك فارغة' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'تغيّرت سلتك' })).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.cartAlert)).toBeNull();
  });

  it('keeps a logged-in cart as it was and says why when the server refuses a change', async () => {
    let cartReads = 0;
    stubGlobal(
      'fetch',
      jest.fn(async (url: string, init?: RequestInit) => {
        const body = String(init?.body);
        if (url === '/api/cart') {
          cartReads += 1;
          // the first read loads the cart; by the time of the second the session has ended
          return new Response(JSON.stringify(cartReads === 1 ? { cart: serverCart } : { cart: null }));
        }
        if (body.includes('updateCartQuantity')) return new Response(JSON.stringify({ data: { updateCartQuantity: { success: false, key: 'unauthorized', cart: null } } }));
        if (body.includes('getAllShippingMethods')) return new Response(JSON.stringify({ data: { getAllShippingMethods: { edges: [] } } }));
        if (body.includes('cartSuggestions')) return new Response(JSON.stringify({ data: { cartSuggestions: [] } }));
        return new Response('{}', { status: 404 });
      }),
    );
    getEventBus().publish('session:changed', { status: 'user', user: { userId: '8', firstName: 'Noura', lastName: 'Alqahtani', fullName: 'Noura Alqahtani', language: 'AR' } });
    renderCart();
    const line = (await screen.findAllByTestId('cart-line'))[0]!;
    fireEvent.click(within(line).getByRole('button', { name: 'زيادة الكمية' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('انتهت جلستك، لذلك لم تتغير سلتك. يرجى تسجيل الدخول مرة أخرى.');
    expect(within(line).getByRole('group', { name: 'كمية بهارات كبسة ١٠٠ جم' })).toHaveTextContent('١');
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'إغلاق رسالة خطأ السلة' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => cartService().settled());
  });
});
