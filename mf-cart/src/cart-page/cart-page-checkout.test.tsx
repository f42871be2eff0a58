import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getEventBus } from 'shared-events';
import { cartService, resetCartServiceForTests } from '../cart-service/cart-store';
import { STORAGE_KEYS } from '../cart-service/storage';
import { setCartLanguage, type TestLanguage } from '../test/i18n';
import { sellerOffer } from '../test/offers';
import { renderInStore } from '../test/render';
import { CartPage } from './cart-page';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';

const kabsa = { id: 31, slug: 'kabsa-spices', name: 'Kabsa spices 100g', arName: 'بهارات كبسة ١٠٠ جم', image: '', sellingPrice: 850, price: 900, maxOrder: 10, stockAvailable: true };
const guestCart = JSON.stringify({ cartItems: [{ productId: 31, quantity: 4, product: kabsa }], totalItems: 1, subtotal: 3400, mergeKey: 'guest-cart-key-0123456789' });

const item = { productId: '31', name: kabsa.name, arName: kabsa.arName, image: null, requestedQuantity: 4, quantity: 4, capped: false, itemPrice: 9, itemSellingPrice: 8.5, itemPriceHalalas: 900, itemSellingPriceHalalas: 850, totalSellingPriceHalalas: 3400 };
const best = sellerOffer({ sellerId: '4', sellerName: 'Tamimi Markets', sellerArName: 'أسواق التميمي', processId: 'p-31', rank: 1, subTotalHalalas: 3400, deliveryChargeHalalas: 800, items: [item] });
const other = sellerOffer({ sellerId: '7', sellerName: 'Danube', sellerArName: 'الدانوب', processId: 'p-31', rank: 2, subTotalHalalas: 3600, deliveryChargeHalalas: 1500, items: [item] });
const methods = [
  { id: '1', name: 'delivery', arName: 'توصيل', enName: 'Delivery', slots: [] },
  { id: '2', name: 'pickup', arName: 'استلام', enName: 'Pickup', slots: [] },
];

const texts = {
  en: { proceed: 'Proceed to checkout', failed: 'We could not start checkout. Please try again.' },
  ar: { proceed: 'المتابعة للدفع', failed: 'تعذر بدء الدفع. يرجى المحاولة مرة أخرى.' },
} as const;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The store's answers; createCheckout as given. */
function stubStore(createCheckout: () => Response | Promise<Response>) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const body = String(init?.body);
    if (body.includes('getAllShippingMethods')) return json({ data: { getAllShippingMethods: { edges: methods.map((node) => ({ node })) } } });
    if (body.includes('cartSuggestions')) return json({ data: { cartSuggestions: [best, other] } });
    if (body.includes('createCheckout')) return createCheckout();
    if (url === '/api/delete-cookie' || url === '/api/update-cookie') return json({ success: true });
    return json({}, 404);
  });
  stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderCartRoute(language: TestLanguage) {
  return renderInStore(
    <MemoryRouter initialEntries={['/cart']}>
      <Routes>
        <Route path="/cart" element={<CartPage />} />
        <Route path="/checkout/address" element={<h1>checkout address step</h1>} />
      </Routes>
    </MemoryRouter>,
    { dir: language === 'ar' ? 'rtl' : 'ltr' },
  );
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.cartInfo, guestCart);
  resetCartServiceForTests();
  getEventBus().publish('session:changed', { status: 'guest' });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  unstubAllGlobals();
  jest.restoreAllMocks();
});

describe('cart page: proceed to checkout', () => {
  it.each(['ar', 'en'] as const)('creates the checkout for the chosen seller and goes to /checkout/address (%s)', async (language) => {
    await setCartLanguage(language);
    const fetchMock = stubStore(() => json({ data: { createCheckout: { success: true, key: 'checkout_created', message: 'ok', arMessage: 'تم', checkout: { id: '31', token: 'tok-31' } } } }));
    renderCartRoute(language);

    // the offers the page shows are the cart state's suggestions (spec §3), best one's totals first
    const offers = await screen.findAllByTestId('offer');
    expect(offers).toHaveLength(2);
    const proceed = screen.getByRole('button', { name: texts[language].proceed });
    await waitFor(() => expect(proceed).toBeEnabled());
    expect(cartService().getState()).toMatchObject({ cartSuggestions: [best, other], processId: 'p-31', grandTotal: best.grandTotalHalalas, baseAmount: best.baseAmountHalalas });

    fireEvent.click(within(offers[1]!).getByRole('radio'));
    expect(cartService().getState()).toMatchObject({ grandTotal: other.grandTotalHalalas, baseAmount: other.baseAmountHalalas });

    fireEvent.click(proceed);
    expect(await screen.findByRole('heading', { name: 'checkout address step' })).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url, init]) => (String(init?.body).includes('createCheckout') ? 'createCheckout' : url));
    const from = urls.indexOf('/api/delete-cookie');
    expect(urls.slice(from)).toEqual(['/api/delete-cookie', 'createCheckout', '/api/update-cookie']);
    const created = fetchMock.mock.calls.find(([, init]) => String(init?.body).includes('createCheckout'))!;
    expect(JSON.parse(String(created[1]?.body)).variables.data[0]).toMatchObject({ seller: '7', shippingMethod: '1', cartDetails: [{ productId: '31', quantity: 4 }] });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cartDetails)!)).toMatchObject({ sellerId: '7' });
  });

  it.each(['ar', 'en'] as const)('stays on the cart with a translated error and the cart as it was when createCheckout fails (%s)', async (language) => {
    await setCartLanguage(language);
    stubStore(() => Promise.reject(new TypeError('Failed to fetch')));
    renderCartRoute(language);
    // the button the offers bring (the one held in its place before is never enabled)
    await waitFor(() => expect(screen.getByRole('button', { name: texts[language].proceed })).toBeEnabled());
    const proceed = screen.getByRole('button', { name: texts[language].proceed });

    fireEvent.click(proceed);
    expect(await screen.findByRole('alert')).toHaveTextContent(texts[language].failed);
    // the failure as the store's RequestError: no answer, so operation_failed, with the network error behind it
    expect(console.error).toHaveBeenCalledWith('failed to create checkout session', expect.objectContaining({ key: 'operation_failed', status: null, cause: expect.any(TypeError) }));
    expect(screen.queryByRole('heading', { name: 'checkout address step' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(screen.getAllByTestId('offer')).toHaveLength(2);
    expect(localStorage.getItem(STORAGE_KEYS.cartInfo)).toBe(guestCart);
    expect(localStorage.getItem(STORAGE_KEYS.cartDetails)).toBeNull();
    // the shopper can try again
    expect(proceed).toBeEnabled();
    await act(() => cartService().settled());
  });
});

describe('cart page: the order summary while the offers load', () => {
  it('holds the total\'s line in place, hidden from screen readers, until the best offer\'s total replaces it', async () => {
    await setCartLanguage('en');
    let answer: (response: Response) => void = () => undefined;
    const offersAnswer = new Promise<Response>((resolve) => (answer = resolve));
    stubGlobal(
      'fetch',
      jest.fn(async (_url: string, init?: RequestInit) => {
        const body = String(init?.body);
        if (body.includes('getAllShippingMethods')) return json({ data: { getAllShippingMethods: { edges: methods.map((node) => ({ node })) } } });
        if (body.includes('cartSuggestions')) return offersAnswer;
        return json({}, 404);
      }),
    );
    renderCartRoute('en');
    const pending = await screen.findByTestId('summary-total-pending');
    // the offers' place is held by cards of about an offer's height
    expect(screen.getByTestId('offers-pending').children).toHaveLength(3);
    expect(pending).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByTestId('summary-total')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.en.proceed })).toBeDisabled();

    await act(async () => answer(json({ data: { cartSuggestions: [best, other] } })));
    expect(await screen.findByTestId('summary-total')).toHaveTextContent('Total with Tamimi Markets');
    expect(screen.queryByTestId('summary-total-pending')).not.toBeInTheDocument();
    expect(screen.queryByTestId('offers-pending')).not.toBeInTheDocument();
  });

  it('shows no placeholder once the answer is that no seller has the cart', async () => {
    await setCartLanguage('ar');
    stubGlobal(
      'fetch',
      jest.fn(async (_url: string, init?: RequestInit) => {
        const body = String(init?.body);
        if (body.includes('getAllShippingMethods')) return json({ data: { getAllShippingMethods: { edges: methods.map((node) => ({ node })) } } });
        if (body.includes('cartSuggestions')) return json({ data: { cartSuggestions: [] } });
        return json({}, 404);
      }),
    );
    renderCartRoute('ar');
    await waitFor(() => expect(screen.queryByTestId('summary-total-pending')).not.toBeInTheDocument());
    expect(screen.queryByTestId('summary-total')).not.toBeInTheDocument();
  });
});
