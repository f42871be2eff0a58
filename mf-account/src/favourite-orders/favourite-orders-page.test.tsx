// /favourite-orders: the orders marked as favourites, and "order again", which asks the cart team's
// service to add the products sold now (over the bus) and opens the cart.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartItemsRequest } from 'shared-events';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';
import { resetTestBus, testBus } from '../test/test-bus';
import { connection, currentLocation, listedOrder, renderOrders, resetOrderTests, signIn, stubStore } from '../orders/testing';
import { FavouriteOrdersPage } from './favourite-orders-page';

jest.mock('shared-events', () => jest.requireActual('remote-kit/testing').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('remote-kit/testing').withTestBusHooks(jest.requireActual('shared-events/react')));

let cartRequests: CartItemsRequest[];
beforeEach(() => {
  resetTestBus();
  resetOrderTests();
  signIn();
  testBus().publish('address:changed', { lat: 24.8261, long: 46.6418, header: 'Riyadh' });
  cartRequests = [];
  // the cart team's service, as it listens on the page
  testBus().subscribe('cart:add-items-requested', (request) => cartRequests.push(request));
});
afterEach(() => unstubAllGlobals());

const product = (id: number, name: string, arName: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Product', id: String(id), slug: `product-${id}`, name, arName, image: `/images/${id}.webp`,
  priceHalalas: 21_000, sellingPriceHalalas: 18_900, maxOrder: 5, stockAvailable: 12, available: true, ...overrides,
});

const reorderItem = (lineId: string, quantity: number, item: ReturnType<typeof product> | null, available = true) => ({
  __typename: 'ReorderItem', lineId, productId: item?.id ?? '999', quantity, available, product: item,
});

const DATES = product(301, 'Ajwa Al Madinah Dates 1 kg', 'تمر عجوة المدينة 1 كجم');
const SAFFRON = product(302, 'Saffron 4 g', 'زعفران 4 جم', { sellingPriceHalalas: 6435, priceHalalas: 6435, maxOrder: null, stockAvailable: 3 });
const LABAN = product(303, 'Almarai Laban 1 L', 'لبن المراعي 1 لتر', { available: false, stockAvailable: 0 });

const copy = {
  ar: {
    title: 'الطلبات المفضلة', again: 'اطلب مرة أخرى SG-2026-000031', order: 'الطلب SG-2026-000031', empty: 'لا توجد طلبات مفضلة بعد', orders: 'عرض طلباتي',
    missing: 'منتج واحد لا يُباع قرب عنوانك حاليًا: لبن المراعي 1 لتر.', addRest: 'أضف المنتجين الآخرين إلى السلة', none: 'لا يُباع أي من منتجات هذا الطلب قرب عنوانك حاليًا.',
    unavailable: 'السلة غير متاحة الآن. حاول مرة أخرى بعد قليل.',
  },
  en: {
    title: 'Favourite orders', again: 'Order again SG-2026-000031', order: 'Order SG-2026-000031', empty: 'No favourite orders yet', orders: 'See my orders',
    missing: 'One product is not sold near your address right now: Almarai Laban 1 L.', addRest: 'Add the other 2 products to the cart', none: "None of this order's products are sold near your address right now.",
    unavailable: 'The cart is not available right now. Please try again in a moment.',
  },
} as const;

const render = (language: 'ar' | 'en') => renderOrders(<FavouriteOrdersPage />, { language, path: '/favourite-orders', route: '/favourite-orders' });

describe.each(['ar', 'en'] as const)('favourite orders (%s)', (language) => {
  const text = copy[language];

  it('orders a favourite again: its products go to the cart through the cart service, then the cart opens', async () => {
    const store = stubStore({
      graphql: {
        FavouriteOrderList: { favouriteOrders: connection([listedOrder(31, { favourite: true }), listedOrder(12, { favourite: true })]) },
        OrderAgainItems: { orderAgainItems: [reorderItem('311', 2, DATES), reorderItem('312', 1, SAFFRON)] },
      },
    });
    stubGlobal('fetch', store.fetchMock);
    await render(language);

    const list = await screen.findByRole('list', { name: text.title });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: text.order })).toHaveAttribute('href', '/orders/31');
    await userEvent.click(within(list).getByRole('button', { name: text.again }));

    await waitFor(() => expect(currentLocation()).toBe('/cart'));
    expect(store.calls('OrderAgainItems')).toEqual([{ orderId: '31', coordinate: [24.8261, 46.6418] }]);
    expect(cartRequests).toEqual([
      {
        items: [
          {
            quantity: 2,
            product: { id: 301, slug: 'product-301', name: DATES.name, arName: DATES.arName, image: '/images/301.webp', sellingPrice: 18_900, price: 21_000, maxOrder: 5, stockAvailable: true },
          },
          {
            quantity: 1,
            product: { id: 302, slug: 'product-302', name: SAFFRON.name, arName: SAFFRON.arName, image: '/images/302.webp', sellingPrice: 6435, price: 6435, maxOrder: 3, stockAvailable: true },
          },
        ],
      },
    ]);
  });

  it('names the products no longer sold and adds the rest only when asked', async () => {
    stubGlobal(
      'fetch',
      stubStore({
        graphql: {
          FavouriteOrderList: { favouriteOrders: connection([listedOrder(31, { favourite: true })]) },
          OrderAgainItems: { orderAgainItems: [reorderItem('311', 2, DATES), reorderItem('312', 1, SAFFRON), reorderItem('313', 4, LABAN, false)] },
        },
      }).fetchMock,
    );
    await render(language);
    await userEvent.click(await screen.findByRole('button', { name: text.again }));

    expect(await screen.findByText(text.missing)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.addRest })).toHaveFocus();
    expect(cartRequests).toEqual([]);
    expect(currentLocation()).toBe('/favourite-orders');
    await userEvent.click(screen.getByRole('button', { name: text.addRest }));

    await waitFor(() => expect(currentLocation()).toBe('/cart'));
    expect(cartRequests).toHaveLength(1);
    expect(cartRequests[0]!.items.map((i) => i.product.id)).toEqual([301, 302]);
  });

  it('says when nothing of the order is sold now, and when the cart is not on the page', async () => {
    let items = [reorderItem('313', 4, LABAN, false), reorderItem('314', 1, null, false)];
    stubGlobal(
      'fetch',
      stubStore({
        graphql: {
          FavouriteOrderList: { favouriteOrders: connection([listedOrder(31, { favourite: true })]) },
          OrderAgainItems: () => ({ orderAgainItems: items }),
        },
      }).fetchMock,
    );
    await render(language);
    await userEvent.click(await screen.findByRole('button', { name: text.again }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.none);

    // the cart team's service is not running (its remote is down)
    resetTestBus();
    signIn();
    items = [reorderItem('311', 2, DATES)];
    await userEvent.click(screen.getByRole('button', { name: text.again }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text.unavailable));
    expect(currentLocation()).toBe('/favourite-orders');
  });

  it('says there are no favourite orders yet, with a way to the orders', async () => {
    stubGlobal('fetch', stubStore({ graphql: { FavouriteOrderList: { favouriteOrders: connection([]) } } }).fetchMock);
    await render(language);
    expect(await screen.findByRole('heading', { level: 2, name: text.empty })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.orders })).toHaveAttribute('href', '/orders');
  });
});
