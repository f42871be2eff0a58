// What every checkout screen does before showing its checkout: guests sign in first and come back,
// a shopper without a checkout of their own is led back to the cart, a failed read can be retried.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { unstubAllGlobals, stubGlobal } from 'remote-kit/testing';
import { CHECKOUT_SESSION, clearCookies, setCookie, signIn, stubStore } from '../test/store';
import { checkoutFixture } from '../test/fixtures';
import { currentLocation, renderCheckout } from '../test/render';
import { resetTestBus } from '../test/test-bus';
import { CheckoutGate } from './checkout-gate';
import { loginPathFor } from './signed-in';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

const copy = {
  ar: { title: 'الدفع', steps: 'خطوات إتمام الطلب', empty: 'لا يوجد ما يمكن إتمامه بعد', backToCart: 'العودة إلى السلة', failed: 'تعذر تحميل طلبك.', retry: 'حاول مرة أخرى', closed: 'تم دفع هذا الطلب بالفعل', orders: 'عرض طلباتي', expired: 'سجّل الدخول مرة أخرى للمتابعة', signInAgain: 'تسجيل الدخول مرة أخرى' },
  en: { title: 'Payment', steps: 'Checkout steps', empty: 'Nothing to check out yet', backToCart: 'Back to cart', failed: 'We could not load your checkout.', retry: 'Try again', closed: 'This checkout is already paid', orders: 'See your orders', expired: 'Sign in again to go on', signInAgain: 'Sign in again' },
} as const;

const screenOf = (title: string) => (
  <CheckoutGate title={title} step="payment">
    {({ checkout }) => <p>checkout {checkout.id} for {checkout.seller.name}</p>}
  </CheckoutGate>
);

beforeEach(() => {
  resetTestBus();
  clearCookies();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  unstubAllGlobals();
  jest.restoreAllMocks();
});

describe.each(['ar', 'en'] as const)('checkout gate (%s)', (language) => {
  const text = copy[language];

  it('sends a guest to sign in, to come back to this very screen', async () => {
    setCookie('checkout_dts', CHECKOUT_SESSION);
    stubGlobal('fetch', stubStore({}).fetchMock);
    signIn({ status: 'guest' });
    renderCheckout(screenOf(text.title), { language, path: '/checkout/payment?from=cart' });
    await waitFor(() => expect(currentLocation()).toBe('/authentication/login?redirect=/checkout/payment%3Ffrom%3Dcart'));
  });

  it('keeps a shopper whose session lapsed here on the screen, with the way back through signing in again', async () => {
    setCookie('checkout_dts', CHECKOUT_SESSION);
    const store = stubStore({ graphql: { CheckoutById: { getCheckoutById: checkoutFixture() } } });
    stubGlobal('fetch', store.fetchMock);
    signIn();
    renderCheckout(screenOf(text.title), { language, path: '/checkout/payment?from=cart' });
    expect(await screen.findByText('checkout 31 for Tamimi Markets Olaya')).toBeInTheDocument();

    signIn({ status: 'expired' });
    expect(await screen.findByRole('heading', { level: 2, name: text.expired })).toBeInTheDocument();
    expect(screen.queryByText('checkout 31 for Tamimi Markets Olaya')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.signInAgain })).toHaveAttribute('href', '/authentication/login?redirect=/checkout/payment%3Ffrom%3Dcart');
    // not sent away: the shell's modal is open over this screen
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(currentLocation()).toBe('/checkout/payment?from=cart');
  });

  it('shows loading until the session is known, then the checkout of a signed-in shopper', async () => {
    setCookie('checkout_dts', CHECKOUT_SESSION);
    const store = stubStore({ graphql: { CheckoutById: { getCheckoutById: checkoutFixture() } } });
    stubGlobal('fetch', store.fetchMock);
    renderCheckout(screenOf(text.title), { language, path: '/checkout/payment' });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    signIn();
    expect(await screen.findByText('checkout 31 for Tamimi Markets Olaya')).toBeInTheDocument();
    expect(store.graphqlCalls('CheckoutById')).toEqual([{ id: '31' }]);
  });

  it('leads a shopper without a checkout session back to the cart, asking nothing of the API', async () => {
    const store = stubStore({});
    stubGlobal('fetch', store.fetchMock);
    signIn();
    renderCheckout(screenOf(text.title), { language, path: '/checkout/payment' });
    expect(screen.getByRole('heading', { level: 2, name: text.empty })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: text.steps });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    fireEvent.click(screen.getByRole('link', { name: text.backToCart }));
    expect(currentLocation()).toBe('/cart');
    expect(store.requests).toEqual([]);
  });

  it("treats a checkout that is not the shopper's (the API answers null) like none", async () => {
    setCookie('checkout_dts', CHECKOUT_SESSION);
    stubGlobal('fetch', stubStore({ graphql: { CheckoutById: { getCheckoutById: null } } }).fetchMock);
    signIn();
    renderCheckout(screenOf(text.title), { language, path: '/checkout/payment' });
    expect(await screen.findByRole('heading', { level: 2, name: text.empty })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.backToCart })).toHaveAttribute('href', '/cart');
  });

  it('says when the checkout cannot be read, and reads it again on request', async () => {
    setCookie('checkout_dts', CHECKOUT_SESSION);
    let fail = true;
    stubGlobal('fetch', stubStore({ graphql: { CheckoutById: () => { if (fail) throw new Error('down'); return { getCheckoutById: checkoutFixture() }; } } }).fetchMock);
    signIn();
    renderCheckout(screenOf(text.title), { language, path: '/checkout/payment' });
    expect(await screen.findByRole('alert')).toHaveTextContent(text.failed);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: text.retry }));
    expect(await screen.findByText('checkout 31 for Tamimi Markets Olaya')).toBeInTheDocument();
  });

  it('says a checkout is already paid and leads to the orders', async () => {
    setCookie('checkout_dts', CHECKOUT_SESSION);
    stubGlobal('fetch', stubStore({ graphql: { CheckoutById: { getCheckoutById: checkoutFixture({ orderId: '88' }) } } }).fetchMock);
    signIn();
    renderCheckout(screenOf(text.title), { language, path: '/checkout/payment' });
    expect(await screen.findByRole('heading', { level: 2, name: text.closed })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.orders })).toHaveAttribute('href', '/orders');
  });
});

describe('loginPathFor', () => {
  it('keeps the path readable and escapes the query', () => {
    expect(loginPathFor('/checkout/address')).toBe('/authentication/login?redirect=/checkout/address');
    expect(loginPathFor('/checkout/verify-payment?id=pay_1&status=paid')).toBe('/authentication/login?redirect=/checkout/verify-payment%3Fid%3Dpay_1%26status%3Dpaid');
  });
});
