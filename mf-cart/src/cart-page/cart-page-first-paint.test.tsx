// The cart's first paint: the lines show before the offers' code (and the GraphQL client behind it)
// has arrived. In a file of its own: the offers' chunk loads once per module registry, and every later
// render in the same file finds it loaded.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getEventBus } from 'shared-events';
import { resetCartServiceForTests } from '../cart-service/cart-store';
import { STORAGE_KEYS } from '../cart-service/storage';
import { sellerOffer } from '../test/offers';
import { renderInStore } from '../test/render';
import { setCartLanguage } from '../test/i18n';
import { CartPage } from './cart-page';
import { postedOperations, stubGlobal, unstubAllGlobals } from 'remote-kit/testing';

const dates = { id: 12, slug: 'sukkari-dates-1kg', name: 'Sukkari dates 1kg', arName: 'تمر سكري ١ كجم', image: '', sellingPrice: 3200, price: 3500, maxOrder: 10, stockAvailable: true };
const guestCart = JSON.stringify({ cartItems: [{ productId: 12, quantity: 2, product: dates }], totalItems: 1, subtotal: 6400, mergeKey: 'guest-cart-key-0123456789' });
const methods = [
  { id: '1', name: 'delivery', arName: 'توصيل', enName: 'Delivery', slots: [] },
  { id: '2', name: 'pickup', arName: 'استلام', enName: 'Pickup', slots: [] },
];
const item = { productId: '12', name: dates.name, arName: dates.arName, image: null, requestedQuantity: 2, quantity: 2, capped: false, itemPrice: 35, itemSellingPrice: 32, itemPriceHalalas: 3500, itemSellingPriceHalalas: 3200, totalSellingPriceHalalas: 6400 };
const offer = sellerOffer({ sellerId: '4', sellerName: 'Tamimi Markets', sellerArName: 'أسواق التميمي', processId: 'p-12', rank: 1, subTotalHalalas: 6400, deliveryChargeHalalas: 0, items: [item] });

const json = (body: unknown) => new Response(JSON.stringify(body));

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.cartInfo, guestCart);
  resetCartServiceForTests();
  getEventBus().publish('session:changed', { status: 'guest' });
  // the recommendations rail is the catalog's, which is not here
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await setCartLanguage('ar');
});

afterEach(() => {
  unstubAllGlobals();
  jest.restoreAllMocks();
});

it('shows the lines at once and holds the offers\' and the summary\'s places while their code loads; a shipping choice made meanwhile is kept', async () => {
  const fetchMock = jest.fn(async (_url: string, init?: RequestInit) => {
    const body = String(init?.body);
    if (body.includes('getAllShippingMethods')) return json({ data: { getAllShippingMethods: { edges: methods.map((node) => ({ node })) } } });
    if (body.includes('cartSuggestions')) return json({ data: { cartSuggestions: [offer] } });
    return new Response('{}', { status: 404 });
  });
  stubGlobal('fetch', fetchMock);
  renderInStore(
    <MemoryRouter initialEntries={['/cart']}>
      <CartPage />
    </MemoryRouter>,
    { dir: 'rtl' },
  );

  // the first render: the lines, and the offers' part still on its way
  expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
  expect(screen.getByTestId('cart-line')).toHaveTextContent(dates.arName);
  expect(screen.getByTestId('offers-pending').children).toHaveLength(3);
  expect(screen.getByTestId('summary-total-pending')).toHaveAttribute('aria-hidden', 'true');
  const summary = screen.getByRole('complementary', { name: 'ملخص الطلب' });
  expect(within(summary).getByRole('button', { name: 'المتابعة للدفع' })).toBeDisabled();

  // the shopper picks pickup before the methods have arrived
  fireEvent.click(within(summary).getByRole('radio', { name: 'استلام من المتجر' }));
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.shipMethod)!)).toMatchObject({ name: 'pickup' });

  expect(await screen.findByTestId('summary-total')).toHaveTextContent('أسواق التميمي');
  expect(screen.queryByTestId('offers-pending')).not.toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'استلام من المتجر' })).toBeChecked();
  await act(async () => undefined);
  const asked = postedOperations(fetchMock).filter((operation) => operation.operationName === 'CartSuggestions');
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.every((operation) => operation.variables.shippingMethod === 'pickup')).toBe(true);
});
