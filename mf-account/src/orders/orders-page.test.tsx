// /orders: the history, newest first and paged, in both languages; its empty, failed and loading
// states; a guest sent to sign in and back.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';
import { resetTestBus } from '../test/test-bus';
import { OrdersPage } from './orders-page';
import { beGuest, connection, currentLocation, listedOrder, renderOrders, resetOrderTests, sar, signIn, stubStore } from './testing';

jest.mock('shared-events', () => jest.requireActual('remote-kit/testing').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('remote-kit/testing').withTestBusHooks(jest.requireActual('shared-events/react')));

beforeEach(() => {
  resetTestBus();
  resetOrderTests();
});
afterEach(() => unstubAllGlobals());

const copy = {
  ar: {
    title: 'طلباتي', order: 'الطلب SG-2026-000031', status: 'تم التوصيل', seller: 'أسواق التميمي العليا', date: '٢٠ مايو ٢٠٢٦', items: '٣ منتجات',
    showing: 'عرض ٢ من ٣ طلبات', more: 'عرض المزيد من الطلبات', third: 'الطلب SG-2026-000012', empty: 'لا توجد طلبات بعد', shop: 'ابدأ التسوق',
    failed: 'تعذّر تحميل طلباتك.', retry: 'حاول مرة أخرى', favourites: 'الطلبات المفضلة', outForDelivery: 'الطلب في الطريق إليك',
  },
  en: {
    title: 'My orders', order: 'Order SG-2026-000031', status: 'Delivered', seller: 'Tamimi Markets Olaya', date: 'May 20, 2026', items: '3 items',
    showing: 'Showing 2 of 3 orders', more: 'Show more orders', third: 'Order SG-2026-000012', empty: 'No orders yet', shop: 'Start shopping',
    failed: "We couldn't load your orders.", retry: 'Try again', favourites: 'Favourite orders', outForDelivery: 'Out for delivery',
  },
} as const;

const render = (language: 'ar' | 'en') => renderOrders(<OrdersPage />, { language, path: '/orders', route: '/orders' });

describe.each(['ar', 'en'] as const)('order history (%s)', (language) => {
  const text = copy[language];

  it('lists the orders newest first with number, day, store, items, total and status, a page at a time', async () => {
    const first = [listedOrder(31, { total: 45_335 }), listedOrder(27, { statusCode: 'out_for_delivery', total: 12_050 })];
    const store = stubStore({
      graphql: {
        OrderHistory: (variables: Record<string, unknown>) =>
          variables.after ? { orders: connection([listedOrder(12, { total: 9900 })], { totalCount: 3 }) } : { orders: connection(first, { hasNextPage: true, totalCount: 3 }) },
      },
    });
    stubGlobal('fetch', store.fetchMock);
    signIn();
    await render(language);

    const list = await screen.findByRole('list', { name: text.title });
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const newest = within(cards[0]!);
    expect(newest.getByRole('link', { name: text.order })).toHaveAttribute('href', '/orders/31');
    expect(newest.getByText(text.date)).toBeInTheDocument();
    expect(newest.getByText(text.seller)).toBeInTheDocument();
    expect(newest.getByText(text.items)).toBeInTheDocument();
    expect(newest.getByTestId('order-total')).toHaveTextContent(sar('453.35', language));
    expect(newest.getByTestId('order-status')).toHaveTextContent(text.status);
    expect(within(cards[1]!).getByTestId('order-status')).toHaveTextContent(text.outForDelivery);
    expect(screen.getByText(text.showing)).toBeInTheDocument();
    expect(store.calls('OrderHistory')).toEqual([{ first: 10 }]);
    expect(screen.getByRole('link', { name: text.favourites })).toHaveAttribute('href', '/favourite-orders');

    await userEvent.click(screen.getByRole('button', { name: text.more }));

    const third = await screen.findByRole('link', { name: text.third });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(store.calls('OrderHistory')[1]).toEqual({ first: 10, after: 'cursor-27' });
    // the first order the page brought takes focus; no more pages, no more button
    await waitFor(() => expect(third).toHaveFocus());
    expect(screen.queryByRole('button', { name: text.more })).not.toBeInTheDocument();
  });

  it('says there are no orders yet, with a way to start shopping', async () => {
    stubGlobal('fetch', stubStore({ graphql: { OrderHistory: { orders: connection([]) } } }).fetchMock);
    signIn();
    await render(language);

    expect(await screen.findByRole('heading', { level: 2, name: text.empty })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.shop })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('list', { name: text.title })).not.toBeInTheDocument();
  });

  it('says when the orders could not be loaded, and loads them on retry', async () => {
    let failures = 1;
    stubGlobal(
      'fetch',
      stubStore({ graphql: { OrderHistory: () => (failures-- > 0 ? new Error('down') : { orders: connection([listedOrder(31)]) }) } }).fetchMock,
    );
    signIn();
    await render(language);

    expect(await screen.findByRole('alert')).toHaveTextContent(text.failed);
    await userEvent.click(screen.getByRole('button', { name: text.retry }));
    expect(await screen.findByRole('link', { name: text.order })).toBeInTheDocument();
  });
});

it('shows placeholders while the session and the orders load', async () => {
  stubGlobal('fetch', stubStore({ graphql: { OrderHistory: () => new Promise(() => undefined) } }).fetchMock);
  await render('en');
  expect(screen.getByTestId('account-page-loading')).toBeInTheDocument();
  act(() => signIn());
  expect(await screen.findByTestId('orders-loading')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Loading your orders…');
});

it('sends a guest to sign in and back to the orders', async () => {
  const store = stubStore();
  stubGlobal('fetch', store.fetchMock);
  beGuest();
  await render('ar');
  await waitFor(() => expect(currentLocation()).toBe('/authentication/login?redirect=/orders'));
  expect(store.fetchMock).not.toHaveBeenCalled();
});
