// /orders/:orderId: the order's items, totals, address, payment and status history; rating a delivered
// order; marking it as a favourite; an order that is not the shopper's.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';
import { resetTestBus } from '../test/test-bus';
import { OrderPage } from './order-page';
import { CATEGORIES, detailedOrder, refused, renderOrders, resetOrderTests, sar, signIn, stubStore, succeeded } from './testing';

jest.mock('shared-events', () => jest.requireActual('remote-kit/testing').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('remote-kit/testing').withTestBusHooks(jest.requireActual('shared-events/react')));

beforeEach(() => {
  resetTestBus();
  resetOrderTests();
  signIn();
});
afterEach(() => unstubAllGlobals());

const NO_FEEDBACK = { feedbackCategories: CATEGORIES, orderFeedback: [] };

const copy = {
  ar: {
    title: 'الطلب SG-2026-000088', dates: 'تمر عجوة المدينة 1 كجم', quantity: '٢ ×', address: '2736 Abu Bakr Al Siddiq Road, Al Yasmin, Riyadh',
    card: 'فيزا تنتهي بـ ١١١١', history: 'سجل الحالة', placed: 'تم استلام الطلب', delivered: 'تم التوصيل', current: 'الحالة الحالية',
    rateGroup: 'كيف كان هذا الطلب؟', fourStars: '٤ من ٥', send: 'أرسل التقييم', rated: 'قيّمت هذا الطلب ٤ من ٥.', thanks: 'شكرًا لتقييمك هذا الطلب.',
    choose: 'اختر من نجمة إلى ٥ نجوم.', already: 'لقد قيّمت هذا الطلب من قبل.', afterDelivery: 'يمكنك تقييم هذا الطلب بعد توصيله.',
    favourite: 'طلب مفضل', saved: 'محفوظ في', favourites: 'الطلبات المفضلة', notFound: 'لم نجد هذا الطلب', all: 'كل الطلبات', seller: 'أسواق التميمي العليا',
  },
  en: {
    title: 'Order SG-2026-000088', dates: 'Ajwa Al Madinah Dates 1 kg', quantity: '2 ×', address: '2736 Abu Bakr Al Siddiq Road, Al Yasmin, Riyadh',
    card: 'Visa ending in 1111', history: 'Status history', placed: 'Order placed', delivered: 'Delivered', current: 'current status',
    rateGroup: 'How was this order?', fourStars: '4 out of 5', send: 'Send rating', rated: 'You rated this order 4 out of 5.', thanks: 'Thank you for rating this order.',
    choose: 'Choose from 1 to 5 stars.', already: 'You have already rated this order.', afterDelivery: 'You can rate this order once it has been delivered.',
    favourite: 'Favourite order', saved: 'Saved in your', favourites: 'Favourite orders', notFound: "We couldn't find this order", all: 'All orders', seller: 'Tamimi Markets Olaya',
  },
} as const;

const render = (language: 'ar' | 'en') => renderOrders(<OrderPage />, { language, path: '/orders/88', route: '/orders/:orderId' });

describe.each(['ar', 'en'] as const)('order page (%s)', (language) => {
  const text = copy[language];

  it('shows the items, totals, delivery address, card and the status history as a timeline', async () => {
    const store = stubStore({ graphql: { OrderDetail: { getOrderById: detailedOrder() }, OrderFeedback: NO_FEEDBACK } });
    stubGlobal('fetch', store.fetchMock);
    await render(language);

    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(store.calls('OrderDetail')).toEqual([{ orderId: '88' }]);
    const lines = within(screen.getByTestId('order-lines'));
    expect(lines.getAllByRole('listitem')).toHaveLength(2);
    expect(lines.getByText(text.dates)).toBeInTheDocument();
    expect(lines.getAllByRole('listitem')[0]).toHaveTextContent(text.quantity);
    expect(lines.getAllByRole('listitem')[0]).toHaveTextContent(sar('378.00', language));
    expect(screen.getByTestId('order-grand-total')).toHaveTextContent(sar('453.35', language));
    expect(screen.getByTestId('order-totals')).toHaveTextContent(sar('59.13', language));
    expect(screen.getByTestId('order-address')).toHaveTextContent(text.address);
    expect([...screen.getByTestId('order-address').querySelectorAll('bdi')].map((line) => line.textContent)).toEqual(['2736 Abu Bakr Al Siddiq Road, Al Yasmin, Riyadh', 'Villa 7']);
    expect(screen.getByText(text.seller, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByTestId('order-payment')).toHaveTextContent(text.card);

    const timeline = screen.getByRole('list', { name: text.history });
    expect(timeline.tagName).toBe('OL');
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[0]).toHaveTextContent(text.placed);
    expect(steps[4]).toHaveTextContent(text.delivered);
    expect(steps[4]).toHaveTextContent(text.current);
    expect(steps[4]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).not.toHaveAttribute('aria-current');
  });

  it('rates a delivered order with the stars as a radio group, once', async () => {
    const store = stubStore({
      graphql: {
        OrderDetail: { getOrderById: detailedOrder() },
        OrderFeedback: NO_FEEDBACK,
        RateOrder: (variables: Record<string, unknown>) => ({ updateOrderRating: { ...succeeded('order_rated'), order: { __typename: 'Order', id: '88', rating: variables.rating, orderRated: true } } }),
      },
    });
    stubGlobal('fetch', store.fetchMock);
    await render(language);

    const group = await screen.findByRole('group', { name: text.rateGroup });
    const stars = within(group).getAllByRole('radio');
    expect(stars).toHaveLength(5);
    // nothing chosen yet: the form asks for a rating and sends nothing
    await userEvent.click(screen.getByRole('button', { name: text.send }));
    expect(await within(group).findByText(text.choose, { selector: 'p[id$="-error"]' })).toBeInTheDocument();
    expect(store.calls('RateOrder')).toEqual([]);

    await userEvent.click(within(group).getByRole('radio', { name: text.fourStars }));
    expect(within(group).getByRole('radio', { name: text.fourStars })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: text.send }));

    expect(await screen.findByTestId('order-rating')).toHaveTextContent(text.rated);
    expect(screen.getByText(text.thanks).closest('[role="status"]')).not.toBeNull();
    expect(store.calls('RateOrder')).toEqual([{ orderId: '88', rating: 4 }]);
    expect(screen.queryByRole('group', { name: text.rateGroup })).not.toBeInTheDocument();
  });

  it("keeps the chosen stars and shows the server's reason when the rating is refused", async () => {
    stubGlobal(
      'fetch',
      stubStore({
        graphql: {
          OrderDetail: { getOrderById: detailedOrder() },
          OrderFeedback: NO_FEEDBACK,
          RateOrder: { updateOrderRating: { ...refused('order_already_rated', [['rating', 'order_already_rated', 'You have already rated this order.', 'لقد قيّمت هذا الطلب من قبل.']]), order: null } },
        },
      }).fetchMock,
    );
    await render(language);

    const group = await screen.findByRole('group', { name: text.rateGroup });
    await userEvent.click(within(group).getByRole('radio', { name: text.fourStars }));
    await userEvent.click(screen.getByRole('button', { name: text.send }));

    expect(await within(group).findByText(text.already)).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: text.fourStars })).toBeChecked();
    expect(group).toHaveAttribute('aria-describedby', expect.stringMatching(/-error/));
  });

  it('says an order can be rated once delivered, and shows a rating given', async () => {
    stubGlobal('fetch', stubStore({ graphql: { OrderDetail: { getOrderById: detailedOrder({ statusCode: 'out_for_delivery' }) }, OrderFeedback: NO_FEEDBACK } }).fetchMock);
    const view = await render(language);
    expect(await screen.findByText(text.afterDelivery)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    view.unmount();

    resetOrderTests();
    stubGlobal('fetch', stubStore({ graphql: { OrderDetail: { getOrderById: detailedOrder({ rating: 4 }) }, OrderFeedback: NO_FEEDBACK } }).fetchMock);
    await render(language);
    expect(await screen.findByTestId('order-rating')).toHaveTextContent(text.rated);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('marks the order as a favourite and says where favourites are', async () => {
    const store = stubStore({
      graphql: {
        OrderDetail: { getOrderById: detailedOrder() },
        OrderFeedback: NO_FEEDBACK,
        SetFavouriteOrder: (variables: Record<string, unknown>) => ({
          setFavouriteOrder: { ...succeeded('order_favourited'), order: { __typename: 'Order', id: '88', favourite: variables.favourite } },
        }),
      },
    });
    stubGlobal('fetch', store.fetchMock);
    await render(language);

    const toggle = await screen.findByRole('button', { name: text.favourite });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);

    await waitFor(() => expect(screen.getByRole('button', { name: text.favourite })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByText(text.saved, { exact: false })).toHaveTextContent(text.favourites);
    expect(screen.getByRole('link', { name: text.favourites })).toHaveAttribute('href', '/favourite-orders');
    expect(store.calls('SetFavouriteOrder')).toEqual([{ orderId: '88', favourite: true }]);

    await userEvent.click(screen.getByRole('button', { name: text.favourite }));
    await waitFor(() => expect(screen.getByRole('button', { name: text.favourite })).toHaveAttribute('aria-pressed', 'false'));
    expect(store.calls('SetFavouriteOrder')[1]).toEqual({ orderId: '88', favourite: false });
  });

  it("reads another shopper's order, or none, as not found", async () => {
    stubGlobal('fetch', stubStore({ graphql: { OrderDetail: { getOrderById: null } } }).fetchMock);
    await render(language);

    expect(await screen.findByRole('heading', { level: 2, name: text.notFound })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: text.all })[0]).toHaveAttribute('href', '/orders');
    expect(screen.queryByRole('group', { name: text.rateGroup })).not.toBeInTheDocument();
  });
});
