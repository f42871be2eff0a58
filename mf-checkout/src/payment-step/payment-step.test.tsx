// /checkout/payment: the methods of the shipping method, saved cards default first, a new card.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';
import { forgetPaymentConfig } from 'remote-kit';
import { checkoutFixture } from '../test/fixtures';
import { currentLocation, renderCheckout } from '../test/render';
import { CHECKOUT_SESSION, clearCookies, intentAnswer, providerPayment, sar, setCookie, signIn, stubStore } from '../test/store';
import { resetTestBus } from '../test/test-bus';
import { PaymentStep } from './payment-step';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

const card = (id: string, cardType: string, lastFour: string, isDefault: boolean, expiryYr = 2031) => ({
  __typename: 'Card', id, nickName: `${cardType} ${lastFour}`, lastFour, default: isDefault, token: `token_saved_${id}`, cardType, expiryMnt: 5, expiryYr,
});
const options = (cards: ReturnType<typeof card>[]) => ({
  getPaymentMethodByShipping: [{ __typename: 'PaymentMethod', id: '1', name: 'card', arName: 'بطاقة', description: 'mada, Visa or Mastercard', arDescription: 'مدى أو فيزا أو ماستركارد' }],
  getUserCards: cards,
});

const copy = {
  ar: { payWith: 'الدفع باستخدام', mada: 'مدى المنتهية بـ ١٠١٠', visa: 'فيزا المنتهية بـ ١١١١', expires: 'تنتهي في ٠٥/٣١', newCard: 'بطاقة جديدة', pay: `ادفع ${sar('74.00', 'ar')}`, next: 'المتابعة إلى بيانات البطاقة', method: 'بطاقة' },
  en: { payWith: 'Pay with', mada: 'mada ending in 1010', visa: 'Visa ending in 1111', expires: 'Expires 05/31', newCard: 'A new card', pay: `Pay ${sar('74.00', 'en')}`, next: 'Continue to card details', method: 'card' },
} as const;
const named = (expected: string) => (name: string) => name.replace(/\s/g, ' ') === expected;

beforeEach(() => {
  resetTestBus();
  clearCookies();
  forgetPaymentConfig();
  localStorage.clear();
  setCookie('checkout_dts', CHECKOUT_SESSION);
  signIn();
});

afterEach(() => {
  unstubAllGlobals();
  jest.restoreAllMocks();
});

describe.each(['ar', 'en'] as const)('payment step (%s)', (language) => {
  const text = copy[language];

  it('lists the saved cards default first (brand, last four, expiry), leaves out expired ones, and offers a new card', async () => {
    const store = stubStore({ graphql: { CheckoutById: { getCheckoutById: checkoutFixture() }, PaymentOptions: options([card('6', 'visa', '1111', false), card('5', 'mada', '1010', true), card('7', 'mastercard', '0000', false, 2020)]) } });
    stubGlobal('fetch', store.fetchMock);
    renderCheckout(<PaymentStep />, { language, path: '/checkout/payment' });

    const group = await screen.findByRole('group', { name: text.payWith });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['5', '6', 'new']);
    expect(within(group).getByRole('radio', { name: new RegExp(text.mada) })).toBeChecked();
    expect(within(group).getByRole('radio', { name: new RegExp(text.mada) })).toHaveAccessibleDescription(text.expires);
    expect(within(group).getByRole('radio', { name: new RegExp(text.visa) })).not.toBeChecked();
    expect(store.graphqlCalls('PaymentOptions')).toEqual([{ shippingId: '1' }]);
    expect(screen.getByRole('radio', { name: text.method })).toBeChecked();

    fireEvent.click(within(group).getByRole('radio', { name: new RegExp(`^${text.newCard}`) }));
    fireEvent.click(screen.getByRole('button', { name: text.next }));
    expect(currentLocation()).toBe('/checkout/moyasar-payment');
  });

  it('pays with a saved card’s token, once, and goes to verify-payment with its card id', async () => {
    const store = stubStore({
      graphql: { CheckoutById: { getCheckoutById: checkoutFixture() }, PaymentOptions: options([card('5', 'mada', '1010', true)]), CreatePaymentIntent: intentAnswer({ callbackUrl: 'http://127.0.0.1:3000/checkout/verify-payment?type=tokenized&paymentMethodId=1&cardId=5&checkoutId=31&paymentId=901' }) },
      provider: { '/payments': () => providerPayment() },
    });
    stubGlobal('fetch', store.fetchMock);
    renderCheckout(<PaymentStep />, { language, path: '/checkout/payment' });
    const pay = await screen.findByRole('button', { name: named(text.pay) });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(currentLocation()).toMatch(/^\/checkout\/verify-payment\?type=tokenized&paymentMethodId=1&cardId=5&/));
    await act(async () => undefined);
    expect(store.providerCalls('/tokens')).toEqual([]);
    expect(store.providerCalls('/payments')).toHaveLength(1);
    expect(store.providerCalls('/payments')[0]).toMatchObject({ source: { type: 'token', token: 'token_saved_5' } });
    expect(store.graphqlCalls('CreatePaymentIntent')).toEqual([expect.objectContaining({ cdId: '5', paymentMethodId: '1' })]);
  });

  it('offers only a new card to a shopper without saved cards', async () => {
    stubGlobal('fetch', stubStore({ graphql: { CheckoutById: { getCheckoutById: checkoutFixture() }, PaymentOptions: options([]) } }).fetchMock);
    renderCheckout(<PaymentStep />, { language, path: '/checkout/payment' });
    const group = await screen.findByRole('group', { name: text.payWith });
    expect(within(group).getAllByRole('radio')).toHaveLength(1);
    expect(within(group).getByRole('radio')).toBeChecked();
    expect(screen.getByRole('button', { name: text.next })).toBeInTheDocument();
  });
});

it('remembers a payment started in the apps (mobile-payment) for the order-placed page', async () => {
  stubGlobal('fetch', stubStore({ graphql: { CheckoutById: { getCheckoutById: checkoutFixture() }, PaymentOptions: options([]) } }).fetchMock);
  renderCheckout(<PaymentStep mode="mobile" />, { language: 'ar', path: '/checkout/mobile-payment' });
  await screen.findByRole('group', { name: copy.ar.payWith });
  expect(JSON.parse(localStorage.getItem('order_mde')!)).toEqual({ owner: 'user:12', value: 'mobile' });
});
