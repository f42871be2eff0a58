// /checkout/verify-payment: the server decides (createTransaction + createOrder); the query's status
// is only passed on for the record.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';
import { currentLocation, renderCheckout } from '../test/render';
import { CHECKOUT_SESSION, clearCookies, setCookie, signIn, stubStore } from '../test/store';
import { resetTestBus } from '../test/test-bus';
import { VerifyPaymentPage } from './verify-payment-page';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

const RETURN = '/checkout/verify-payment?type=tokenized&paymentMethodId=1&checkoutId=31&paymentId=901&id=pay_2xQ9c&status=paid&message=APPROVED';

const recorded = { createTransaction: { __typename: 'TransactionResult', success: true, key: 'transaction_recorded', message: 'ok', arMessage: 'تم', transaction: { __typename: 'Transaction', id: '3', status: 'authorized' } } };
const placed = { createOrder: { __typename: 'OrderResult', success: true, key: 'order_placed', message: 'ok', arMessage: 'تم', order: { __typename: 'Order', id: '88', orderNumber: 'SQ-2026-000088' } } };
const declined = { createOrder: { __typename: 'OrderResult', success: false, key: 'invalid_card', message: 'The card was declined.', arMessage: 'تم رفض البطاقة.', order: null } };
const notVerified = { createTransaction: { __typename: 'TransactionResult', success: false, key: 'payment_not_verified', message: 'Could not verify.', arMessage: 'تعذر التحقق.', transaction: null } };
const saved = { addCardToken: { __typename: 'CardResult', success: true, key: 'card_saved', card: { __typename: 'Card', id: '5' } } };

const copy = {
  ar: { title: 'تأكيد الدفع', failed: 'لم تكتمل عملية الدفع', invalidCard: 'لم تتم الموافقة على بطاقتك. يرجى مراجعة بياناتها أو استخدام بطاقة أخرى.', back: 'العودة إلى الدفع', retry: 'حاول مرة أخرى', notVerified: 'تعذر تأكيد الدفع مع البنك حتى الآن. يرجى المحاولة بعد قليل.' },
  en: { title: 'Confirming your payment', failed: 'Your payment did not go through', invalidCard: 'Your card was not authorized. Please check its details or use another card.', back: 'Back to payment', retry: 'Try again', notVerified: 'We could not confirm your payment with the bank yet. Please try again in a moment.' },
} as const;

beforeEach(() => {
  resetTestBus();
  clearCookies();
  localStorage.clear();
  setCookie('checkout_dts', CHECKOUT_SESSION);
  setCookie('p_dts', { checkoutId: '31', paymentMethodId: '1', cardId: null, paymentId: '901', amount: 7400 });
  signIn();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  unstubAllGlobals();
  jest.restoreAllMocks();
});

describe.each(['ar', 'en'] as const)('verify payment (%s)', (language) => {
  const text = copy[language];

  it('asks the server to verify and record the payment, places the order, and goes to order-placed', async () => {
    const store = stubStore({ graphql: { RecordTransaction: recorded, PlaceOrder: placed } });
    stubGlobal('fetch', store.fetchMock);
    renderCheckout(<VerifyPaymentPage />, { language, path: RETURN });
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();

    await waitFor(() => expect(currentLocation()).toBe('/checkout/order-placed'));
    expect(store.graphqlCalls('RecordTransaction')).toEqual([
      { checkoutId: '31', paymentId: '901', pspId: 'pay_2xQ9c', customerId: '12', currency: 'SAR', amount: 74, pspResponse: JSON.stringify({ id: 'pay_2xQ9c', status: 'paid', message: 'APPROVED', type: 'tokenized' }) },
    ]);
    expect(store.graphqlCalls('PlaceOrder')).toEqual([{ checkoutId: '31', paymentId: '901', pspId: 'pay_2xQ9c' }]);
    expect(JSON.parse(localStorage.getItem('ordr_id')!)).toEqual({ owner: 'user:12', value: '88' });
    expect(store.graphqlCalls('SaveCard')).toEqual([]);
  });

  it('never trusts the query: a status of "paid" that the server declines shows the translated failure and places nothing', async () => {
    const store = stubStore({ graphql: { RecordTransaction: recorded, PlaceOrder: declined } });
    stubGlobal('fetch', store.fetchMock);
    renderCheckout(<VerifyPaymentPage />, { language, path: RETURN });
    expect(await screen.findByRole('heading', { level: 2, name: text.failed })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text.invalidCard);
    expect(screen.queryByRole('button', { name: text.retry })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: text.back }));
    expect(currentLocation()).toBe('/checkout/payment');
    expect(localStorage.getItem('ordr_id')).toBeNull();
  });

  it('offers to try again when the bank could not be asked yet, and then succeeds', async () => {
    let answer: object = notVerified;
    const store = stubStore({ graphql: { RecordTransaction: () => answer, PlaceOrder: placed } });
    stubGlobal('fetch', store.fetchMock);
    renderCheckout(<VerifyPaymentPage />, { language, path: RETURN });
    expect(await screen.findByRole('alert')).toHaveTextContent(text.notVerified);
    answer = recorded;
    fireEvent.click(screen.getByRole('button', { name: text.retry }));
    await waitFor(() => expect(currentLocation()).toBe('/checkout/order-placed'));
    expect(store.graphqlCalls('RecordTransaction')).toHaveLength(2);
  });
});

it('saves a card the shopper asked to keep once its payment has become an order, and goes to the mobile order page in the apps', async () => {
  setCookie('card_tknz', { id: 'token_8fJ2kQ1', brand: 'mada', lastFour: '1010', month: 5, year: 2031, save: true });
  localStorage.setItem('order_mde', JSON.stringify({ owner: 'user:12', value: 'mobile' }));
  const store = stubStore({ graphql: { RecordTransaction: recorded, PlaceOrder: placed, SaveCard: saved } });
  stubGlobal('fetch', store.fetchMock);
  renderCheckout(<VerifyPaymentPage />, { language: 'en', path: RETURN });
  await waitFor(() => expect(currentLocation()).toBe('/checkout/mobile-order-placed'));
  expect(store.graphqlCalls('SaveCard')).toEqual([{ input: { token: 'token_8fJ2kQ1', cardType: 'mada', lastFour: '1010', expiryMnt: 5, expiryYr: 2031, nickName: 'mada 1010' } }]);
});

it('says so when there is no payment to verify', async () => {
  clearCookies();
  const store = stubStore({});
  stubGlobal('fetch', store.fetchMock);
  renderCheckout(<VerifyPaymentPage />, { language: 'en', path: '/checkout/verify-payment' });
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not find the payment to confirm.');
  expect(store.requests).toEqual([]);
});
