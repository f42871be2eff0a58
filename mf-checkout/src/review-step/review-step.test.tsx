// /checkout/checkout-address: what the shopper is about to pay for, in both languages.
import { screen, within } from '@testing-library/react';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';
import { checkoutFixture, PICKUP, SCHEDULE } from '../test/fixtures';
import { renderCheckout } from '../test/render';
import { CHECKOUT_SESSION, clearCookies, setCookie, signIn, stubStore } from '../test/store';
import { resetTestBus } from '../test/test-bus';
import { ReviewStep } from './review-step';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

const sar = (riyals: string, language: 'ar' | 'en') =>
  new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en-SA', { style: 'currency', currency: 'SAR', numberingSystem: language === 'ar' ? 'arab' : 'latn', minimumFractionDigits: 2 }).format(riyals as `${number}`).replace(/\s/g, ' ');

const copy = {
  ar: {
    title: 'المراجعة', items: 'المنتجات', count: '(٣ منتجات)', milk: 'حليب المراعي الطازج ١ لتر', quantity: 'الكمية: ٢', seller: 'أسواق التميمي العليا', method: 'توصيل',
    oos: 'استبدله بمنتج مشابه', details: 'تفاصيل التوصيل', summary: 'ملخص الطلب', continue: 'المتابعة إلى الدفع', slot: 'موعد التوصيل', slotText: /الخميس.*٢١.*مايو/,
    pickupAddress: 'شارع العليا، حي العليا، الرياض',
  },
  en: {
    title: 'Review', items: 'Items', count: '(3 items)', milk: 'Almarai Fresh Milk 1L', quantity: 'Quantity: 2', seller: 'Tamimi Markets Olaya', method: 'Delivery',
    oos: 'Replace it with a similar item', details: 'Delivery details', summary: 'Order summary', continue: 'Continue to payment', slot: 'Delivery slot', slotText: /Thursday.*May 21.*6:00/,
    pickupAddress: 'Olaya Street, Al Olaya, Riyadh',
  },
} as const;

beforeEach(() => {
  resetTestBus();
  clearCookies();
  setCookie('checkout_dts', CHECKOUT_SESSION);
  signIn();
});

afterEach(() => unstubAllGlobals());

describe.each(['ar', 'en'] as const)('review step (%s)', (language) => {
  const text = copy[language];

  it('shows items, store, method, address, out-of-stock choice and the full breakdown in SAR', async () => {
    stubGlobal('fetch', stubStore({ graphql: { CheckoutById: { getCheckoutById: checkoutFixture() } } }).fetchMock);
    renderCheckout(<ReviewStep />, { language, path: '/checkout/checkout-address' });

    const items = await screen.findByRole('list', { name: text.items });
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: `${text.items} ${text.count}` })).toBeInTheDocument();
    const lines = within(items).getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent(text.milk);
    expect(lines[0]).toHaveTextContent(text.quantity);
    expect(lines[0]).toHaveTextContent(sar('13.00', language));

    expect(screen.getByTestId('review-seller')).toHaveTextContent(text.seller);
    expect(screen.getByTestId('review-method')).toHaveTextContent(text.method);
    expect(screen.getByTestId('review-address')).toHaveTextContent('Hittin, Riyadh');
    expect(screen.getByTestId('review-oos')).toHaveTextContent(text.oos);
    expect(screen.queryByText(text.slot)).not.toBeInTheDocument();

    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent(sar('62.50', language));
    expect(screen.getByTestId('summary-delivery')).toHaveTextContent(sar('15.00', language));
    expect(screen.getByTestId('summary-discount')).toHaveTextContent(sar('-3.50', language));
    expect(screen.getByTestId('summary-base')).toHaveTextContent(sar('64.35', language));
    expect(screen.getByTestId('summary-vat')).toHaveTextContent(sar('9.65', language));
    expect(screen.getByTestId('summary-total')).toHaveTextContent(sar('74.00', language));

    // headings in order: one h1, then h2s
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.slice(1).every((level) => level === 2)).toBe(true);
    expect(screen.getByRole('link', { name: text.continue })).toHaveAttribute('href', '/checkout/payment');
  });

  it('shows the slot of a scheduled order in Riyadh time', async () => {
    const checkout = checkoutFixture({ shippingMethod: SCHEDULE, scheduleTime: '2026-05-21T15:00:00.000Z' });
    stubGlobal('fetch', stubStore({ graphql: { CheckoutById: { getCheckoutById: checkout } } }).fetchMock);
    renderCheckout(<ReviewStep />, { language, path: '/checkout/checkout-address' });
    expect(await screen.findByTestId('review-slot')).toHaveTextContent(text.slotText);
    expect(screen.getByText(text.slot)).toBeInTheDocument();
  });

  it("shows the store's address and no delivery charge for pickup", async () => {
    const checkout = checkoutFixture({ shippingMethod: PICKUP, deliveryChargeHalalas: 0, grandTotalHalalas: 5900 });
    stubGlobal('fetch', stubStore({ graphql: { CheckoutById: { getCheckoutById: checkout } } }).fetchMock);
    renderCheckout(<ReviewStep />, { language, path: '/checkout/checkout-address' });
    expect(await screen.findByTestId('review-address')).toHaveTextContent(text.pickupAddress);
    expect(screen.getByTestId('summary-delivery')).toHaveTextContent(sar('0.00', language));
    expect(screen.getByTestId('summary-total')).toHaveTextContent(sar('59.00', language));
  });
});
