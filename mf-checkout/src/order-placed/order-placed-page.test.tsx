// /checkout/order-placed: the order, and the end of the checkout (cart emptied, cookies cleared).
import { screen, waitFor } from '@testing-library/react';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';
import { checkoutFixture } from '../test/fixtures';
import { renderCheckout } from '../test/render';
import { CHECKOUT_SESSION, clearCookies, sar, setCookie, signIn, stubStore } from '../test/store';
import { resetTestBus, testBus } from '../test/test-bus';
import { OrderPlacedPage } from './order-placed-page';
import { EMPTY_REQUESTS, requestEmptyCart } from './finish-order';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

const order = {
  getOrderById: {
    __typename: 'Order', id: '88', orderNumber: 'SQ-2026-000088', createdLocal: '2026-05-20 17:42', eta: '2026-05-20T15:40:00.000Z',
    status: { __typename: 'OrderStatus', statusCode: 'placed', name: 'Placed', arName: 'تم الطلب' },
    checkout: checkoutFixture({ orderId: '88' }),
  },
};

const copy = {
  ar: { title: 'تم الطلب', thanks: 'شكراً لك! تم تقديم طلبك.', status: 'تم الطلب', seller: 'أسواق التميمي العليا', milk: 'حليب المراعي الطازج ١ لتر', orders: 'عرض طلباتي', eta: /٦:٤٠/ },
  en: { title: 'Order placed', thanks: 'Thank you! Your order has been placed.', status: 'Placed', seller: 'Tamimi Markets Olaya', milk: 'Almarai Fresh Milk 1L', orders: 'See your orders', eta: /6:40/ },
} as const;

beforeEach(() => {
  resetTestBus();
  clearCookies();
  localStorage.clear();
  setCookie('checkout_dts', CHECKOUT_SESSION);
  signIn();
  localStorage.setItem('ordr_id', JSON.stringify({ owner: 'user:12', value: '88' }));
});

afterEach(() => unstubAllGlobals());

describe.each(['ar', 'en'] as const)('order placed (%s)', (language) => {
  const text = copy[language];

  it('shows the order number, arrival, status, store, items, totals and a link to the orders', async () => {
    stubGlobal('fetch', stubStore({ graphql: { PlacedOrder: order } }).fetchMock);
    renderCheckout(<OrderPlacedPage />, { language, path: '/checkout/order-placed' });
    expect(await screen.findByTestId('order-number')).toHaveTextContent('SQ-2026-000088');
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text.thanks);
    expect(screen.getByTestId('order-eta')).toHaveTextContent(text.eta);
    expect(screen.getByTestId('order-status')).toHaveTextContent(text.status);
    expect(screen.getByTestId('review-seller')).toHaveTextContent(text.seller);
    expect(screen.getAllByTestId('checkout-line')[0]).toHaveTextContent(text.milk);
    expect(screen.getByTestId('review-address')).toHaveTextContent('Hittin, Riyadh');
    expect(screen.getByTestId('summary-total')).toHaveTextContent(sar('74.00', language));
    expect(screen.getByRole('link', { name: text.orders })).toHaveAttribute('href', '/orders');
  });
});

it('empties the cart through the cart service, clears the checkout cookies and records the order, once', async () => {
  const requests: unknown[] = [];
  testBus().subscribe('cart:empty-requested', (payload) => requests.push(payload));
  const store = stubStore({ graphql: { PlacedOrder: order } });
  stubGlobal('fetch', store.fetchMock);
  const first = renderCheckout(<OrderPlacedPage />, { language: 'en', path: '/checkout/order-placed' });
  await screen.findByTestId('order-number');

  await waitFor(() => expect(store.apiCalls('/api/update-cookie')).toEqual([{ cookieType: 'ORD_SUCC', cookieData: { orderId: '88', orderNumber: 'SQ-2026-000088' }, shouldEncrypt: false }]));
  expect(store.apiCalls('/api/delete-cookie')).toEqual([{ cookies: ['checkout_dts', 'p_dts', 'card_dts', 'card_tknz', 'PSP_ID'] }]);
  expect(requests).toEqual([{}]);
  // the cart service answers with a cart still full (it was loading): asked again, until empty
  testBus().publish('cart:updated', { count: 3, subtotal: 6250, currency: 'SAR' });
  expect(requests).toHaveLength(2);
  testBus().publish('cart:updated', { count: 0, subtotal: 0, currency: 'SAR' });
  expect(requests).toHaveLength(2);
  first.unmount();

  // the gateway cleared the checkout cookie: coming back later leaves a new cart alone
  clearCookies();
  renderCheckout(<OrderPlacedPage />, { language: 'en', path: '/checkout/order-placed' });
  await screen.findByTestId('order-number');
  expect(requests).toHaveLength(2);
  expect(store.apiCalls('/api/delete-cookie')).toHaveLength(1);
});

it('asks the cart service a bounded number of times', () => {
  const requests: unknown[] = [];
  testBus().subscribe('cart:empty-requested', (payload) => requests.push(payload));
  const stop = requestEmptyCart(testBus());
  for (let i = 0; i < 10; i += 1) testBus().publish('cart:updated', { count: 2, subtotal: 100, currency: 'SAR' });
  expect(requests).toHaveLength(EMPTY_REQUESTS);
  stop();
});

it('says when there is no placed order to show', async () => {
  localStorage.clear();
  stubGlobal('fetch', stubStore({}).fetchMock);
  renderCheckout(<OrderPlacedPage />, { language: 'ar', path: '/checkout/order-placed' });
  expect(await screen.findByRole('heading', { level: 2, name: 'لم نجد طلباً مكتملاً لعرضه.' })).toBeInTheDocument();
});
