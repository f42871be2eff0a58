import { act, fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getEventBus, type ProductSummary } from 'shared-events';
import { renderInStore } from '../../test/render';
import { cartService, resetCartServiceForTests } from '../../cart-service/cart-store';
import type { AddToCartProps } from 'shared-events';
import type { ComponentType } from 'react';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';

let AddToCart: ComponentType<AddToCartProps>;

const dates: ProductSummary = { id: 3, slug: 'dates', name: 'Sukkari dates', arName: 'تمر سكري', image: '', sellingPrice: 3000, price: 3000, maxOrder: 2, stockAvailable: true };

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', fallbackLng: 'en' });
  // the exposed module registers its translations on import, as on a catalog page
  AddToCart = (await import('../../exposes/add-to-cart')).default;
});

beforeEach(() => {
  localStorage.clear();
  resetCartServiceForTests();
});

afterEach(() => {
  getEventBus().publish('session:changed', { status: 'guest' });
  unstubAllGlobals();
  jest.restoreAllMocks();
});

describe('add-to-cart fragment', () => {
  it.each(['en', 'ar'] as const)('adds, steps up to the max order and removes (%s)', async (lng) => {
    await act(() => i18next.changeLanguage(lng));
    renderInStore(<AddToCart product={dates} size="full" />, { dir: lng === 'ar' ? 'rtl' : 'ltr' });
    const name = lng === 'en' ? 'Sukkari dates' : 'تمر سكري';
    fireEvent.click(screen.getByRole('button', { name: lng === 'en' ? `Add ${name} to cart` : `أضف ${name} إلى السلة` }));
    const increase = screen.getByRole('button', { name: lng === 'en' ? 'Increase quantity' : 'زيادة الكمية' });
    fireEvent.click(increase);
    expect(screen.getByRole('group')).toHaveTextContent(lng === 'en' ? '2' : '٢');
    expect(increase).toBeDisabled();
    expect(screen.getByText(lng === 'en' ? 'Maximum 2 per order' : 'الحد الأقصى ٢ لكل طلب')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: lng === 'en' ? 'Decrease quantity' : 'إنقاص الكمية' }));
    fireEvent.click(screen.getByRole('button', { name: lng === 'en' ? `Remove ${name}` : `إزالة ${name}` }));
    expect(screen.getByRole('button', { name: lng === 'en' ? `Add ${name} to cart` : `أضف ${name} إلى السلة` })).toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)('says on the product page when the server refused the add, and shows no line (%s)', async (lng) => {
    await act(() => i18next.changeLanguage(lng));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let cartReads = 0;
    stubGlobal(
      'fetch',
      jest.fn(async (url: string) => {
        if (url === '/api/cart/add-to-cart') return new Response(JSON.stringify({ success: false, key: 'unauthorized', cart: null }), { status: 401 });
        cartReads += 1;
        // the first read loads the shopper's empty cart; by the second the session has ended
        return new Response(JSON.stringify({ cart: cartReads === 1 ? { id: '5', currency: 'SAR', subTotalHalalas: 0, cartSugId: null, cartItem: [] } : null }));
      }),
    );
    getEventBus().publish('session:changed', { status: 'user', user: { userId: '3', firstName: 'Fahad', lastName: 'Alharbi', fullName: 'Fahad Alharbi', language: 'AR' } });
    renderInStore(<AddToCart product={dates} size="full" />, { dir: lng === 'ar' ? 'rtl' : 'ltr' });
    await act(() => cartService().settled());
    const name = lng === 'en' ? 'Sukkari dates' : 'تمر سكري';
    fireEvent.click(screen.getByRole('button', { name: lng === 'en' ? `Add ${name} to cart` : `أضف ${name} إلى السلة` }));
    await act(() => cartService().settled());
    expect(screen.getByRole('alert')).toHaveTextContent(
      lng === 'en' ? 'Your session has ended, so your cart was not changed. Please sign in again.' : 'انتهت جلستك، لذلك لم تتغير سلتك. يرجى تسجيل الدخول مرة أخرى.',
    );
    expect(screen.getByRole('button', { name: lng === 'en' ? `Add ${name} to cart` : `أضف ${name} إلى السلة` })).toBeInTheDocument();
  });

  it('is disabled when out of stock', () => {
    renderInStore(<AddToCart product={{ ...dates, stockAvailable: false }} />);
    expect(screen.getByRole('button')).toBeDisabled();
  });
});
