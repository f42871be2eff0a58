// /checkout/moyasar-payment as the shopper uses it: the form's translated checks, the number grouped
// as typed and stripped before tokenizing, the brand as typed, the 3 s wait, each provider answer,
// and a Pay button that cannot send twice.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';
import { checkoutFixture } from '../test/fixtures';
import { currentLocation, renderCheckout } from '../test/render';
import { CHECKOUT_SESSION, clearCookies, intentAnswer, providerPayment, providerToken, sar, setCookie, signIn, stubStore } from '../test/store';
import { resetTestBus } from '../test/test-bus';
import { pageNavigation } from '../checkout-session/page-navigation';
import { CardPaymentPage } from './card-payment-page';
import { forgetPaymentConfig } from 'remote-kit';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

const methods = { getPaymentMethodByShipping: [{ __typename: 'PaymentMethod', id: '1', name: 'card', arName: 'بطاقة', description: 'mada, Visa or Mastercard', arDescription: 'مدى أو فيزا أو ماستركارد' }], getUserCards: [] };

const copy = {
  ar: {
    name: 'الاسم على البطاقة', number: 'رقم البطاقة', month: 'شهر الانتهاء', year: 'سنة الانتهاء', cvc: 'رمز التحقق (CVC)', save: 'احفظ هذه البطاقة للمرة القادمة',
    pay: `ادفع ${sar('74.00', 'ar')}`, required: 'هذا الحقل مطلوب.', badNumber: 'أدخل رقم بطاقة صحيحاً.', incomplete: 'أدخل الاسم الأول واسم العائلة كما يظهران على البطاقة.',
    badCvc: 'أدخل رمز التحقق المكوّن من ٣ أرقام.', expired: 'انتهت صلاحية هذه البطاقة.', mada: 'نوع البطاقة: مدى', visa: 'نوع البطاقة: فيزا',
    waiting: 'جارٍ تجهيز عملية الدفع…', invalidCard: 'لم تتم الموافقة على بطاقتك. يرجى مراجعة بياناتها أو استخدام بطاقة أخرى.', heading: 'بيانات البطاقة',
  },
  en: {
    name: 'Name on card', number: 'Card number', month: 'Expiry month', year: 'Expiry year', cvc: 'CVC', save: 'Save this card for next time',
    pay: `Pay ${sar('74.00', 'en')}`, required: 'This field is required.', badNumber: 'Enter a valid card number.', incomplete: 'Enter the first and last name as written on the card.',
    badCvc: 'Enter the 3-digit CVC.', expired: 'This card has expired.', mada: 'Card type: mada', visa: 'Card type: Visa',
    waiting: 'Preparing your payment…', invalidCard: 'Your card was not authorized. Please check its details or use another card.', heading: 'Card details',
  },
} as const;

/** An accessible name compared with its spaces as text content reads them (prices carry no-break spaces). */
const named = (expected: string) => (name: string) => name.replace(/\s/g, ' ') === expected;

const NEXT_YEAR = String(new Date().getFullYear() + 1);

function fillCard(text: (typeof copy)['en' | 'ar'], number = '4201320111111010') {
  fireEvent.change(screen.getByRole('textbox', { name: text.name }), { target: { value: 'Sara Alqahtani' } });
  fireEvent.change(screen.getByRole('textbox', { name: text.number }), { target: { value: number } });
  fireEvent.change(screen.getByRole('combobox', { name: text.month }), { target: { value: '05' } });
  fireEvent.change(screen.getByRole('combobox', { name: text.year }), { target: { value: NEXT_YEAR } });
  fireEvent.change(screen.getByLabelText(text.cvc), { target: { value: '123' } });
}

function renderPage(language: 'ar' | 'en', provider: Parameters<typeof stubStore>[0]['provider'], path = '/checkout/moyasar-payment') {
  const store = stubStore({ graphql: { CheckoutById: { getCheckoutById: checkoutFixture() }, PaymentOptions: methods, CreatePaymentIntent: intentAnswer() }, provider });
  stubGlobal('fetch', store.fetchMock);
  renderCheckout(<CardPaymentPage />, { language, path });
  return store;
}

beforeEach(() => {
  resetTestBus();
  clearCookies();
  forgetPaymentConfig();
  setCookie('checkout_dts', CHECKOUT_SESSION);
  signIn();
});

afterEach(() => {
  jest.useRealTimers();
  unstubAllGlobals();
  jest.restoreAllMocks();
});

describe.each(['ar', 'en'] as const)('card payment page (%s)', (language) => {
  const text = copy[language];

  it('checks every field before anything is sent, with translated messages beside the fields', async () => {
    const store = renderPage(language, {});
    fireEvent.click(await screen.findByRole('button', { name: named(text.pay) }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: text.name })).toHaveAccessibleDescription(text.required));
    for (const field of [screen.getByRole('textbox', { name: text.number }), screen.getByRole('combobox', { name: text.month }), screen.getByRole('combobox', { name: text.year })]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(text.required));
    }

    fireEvent.change(screen.getByRole('textbox', { name: text.name }), { target: { value: 'Sara' } });
    fireEvent.change(screen.getByRole('textbox', { name: text.number }), { target: { value: '4201 3201 1111 1011' } });
    fireEvent.change(screen.getByRole('combobox', { name: text.month }), { target: { value: '01' } });
    fireEvent.change(screen.getByRole('combobox', { name: text.year }), { target: { value: String(new Date().getFullYear()) } });
    fireEvent.change(screen.getByLabelText(text.cvc), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: named(text.pay) }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: text.name })).toHaveAccessibleDescription(text.incomplete));
    expect(screen.getByRole('textbox', { name: text.number })).toHaveAccessibleDescription(expect.stringContaining(text.badNumber));
    expect(screen.getByLabelText(text.cvc)).toHaveAccessibleDescription(expect.stringContaining(text.badCvc));
    if (new Date().getMonth() > 0) expect(screen.getByRole('combobox', { name: text.month })).toHaveAccessibleDescription(text.expired);
    expect(store.requests.filter((r) => !r.url.startsWith('/graphql'))).toEqual([]);
  });

  it('groups the number in fours as it is typed and shows the brand as it is told', async () => {
    renderPage(language, {});
    const number = await screen.findByRole('textbox', { name: text.number });
    fireEvent.change(number, { target: { value: '4111' } });
    expect(screen.getByTestId('card-brand')).toHaveTextContent(text.visa);
    fireEvent.change(number, { target: { value: '42013201111' } });
    expect(number).toHaveValue('4201 3201 111');
    expect(screen.getByTestId('card-brand')).toHaveTextContent(text.mada);
    expect(within(screen.getByTestId('card-brand')).getByRole('img')).toHaveAttribute('data-brand', 'mada');
    fireEvent.change(number, { target: { value: '5421-0801 0100 0000 99' } });
    expect(number).toHaveValue('5421 0801 0100 0000 99');
    expect(within(screen.getByTestId('card-brand')).getByRole('img')).toHaveAttribute('data-brand', 'mastercard');
  });

  it('tokenizes the number without spaces, waits 3 s showing progress, pays, and goes to verify-payment when authorized', async () => {
    jest.useFakeTimers();
    const store = renderPage(language, { '/tokens': () => providerToken(), '/payments': () => providerPayment() });
    await screen.findByRole('button', { name: named(text.pay) });
    fillCard(text, '4201 3201 1111 1010');
    fireEvent.click(screen.getByRole('button', { name: named(text.pay) }));

    await waitFor(() => expect(screen.getByTestId('pay-progress')).toHaveTextContent(text.waiting));
    expect(store.providerCalls('/tokens')).toEqual([expect.objectContaining({ number: '4201320111111010', month: 5, year: Number(NEXT_YEAR), cvc: '123', save_only: true })]);
    expect(store.graphqlCalls('CreatePaymentIntent')).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(2900));
    expect(store.graphqlCalls('CreatePaymentIntent')).toEqual([]);
    expect(store.providerCalls('/payments')).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(100));

    await waitFor(() => expect(currentLocation()).toMatch(/^\/checkout\/verify-payment\?type=tokenized&paymentMethodId=1&checkoutId=31&paymentId=901&id=pay_2xQ9c&status=authorized/));
    expect(store.providerCalls('/payments')).toHaveLength(1);
    expect(store.apiCalls('/api/update-cookie').map((c) => c?.cookieType)).toEqual(['card_tknz', 'p_dts', 'p_dts', 'PSP_ID']);
    expect(JSON.stringify(store.apiCalls('/api/update-cookie'))).not.toContain('42013201111');
  });

  it("follows a 3-D Secure challenge to the provider's page", async () => {
    jest.useFakeTimers();
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const challenge = 'http://127.0.0.1:4100/v1/transaction_auths/ch_71/form';
    renderPage(language, { '/tokens': () => providerToken(), '/payments': () => providerPayment({ status: 'initiated', source: { message: null, transaction_url: challenge } }) });
    await screen.findByRole('button', { name: named(text.pay) });
    fillCard(text);
    fireEvent.click(screen.getByRole('button', { name: named(text.pay) }));
    await act(() => jest.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${challenge}?lang=${language}`));
    expect(currentLocation()).toBe('/checkout/moyasar-payment');
  });

  it('shows invalid_card for a declined payment, keeps what was typed but the number and CVC', async () => {
    jest.useFakeTimers();
    renderPage(language, { '/tokens': () => providerToken(), '/payments': () => providerPayment({ status: 'failed', source: { message: 'DECLINED' } }) });
    await screen.findByRole('button', { name: named(text.pay) });
    fillCard(text);
    fireEvent.click(screen.getByRole('button', { name: named(text.pay) }));
    await act(() => jest.advanceTimersByTimeAsync(3000));

    expect(await screen.findByTestId('pay-failure')).toHaveTextContent(text.invalidCard);
    expect(screen.getByRole('alert')).toHaveTextContent(text.invalidCard);
    expect(screen.getByRole('textbox', { name: text.name })).toHaveValue('Sara Alqahtani');
    expect(screen.getByRole('combobox', { name: text.month })).toHaveValue('05');
    expect(screen.getByRole('textbox', { name: text.number })).toHaveValue('');
    expect(screen.getByLabelText(text.cvc)).toHaveValue('');
    expect(currentLocation()).toBe('/checkout/moyasar-payment');
  });

  it('cannot send twice: a second press while paying does nothing', async () => {
    jest.useFakeTimers();
    const store = renderPage(language, { '/tokens': () => providerToken(), '/payments': () => providerPayment() });
    await screen.findByRole('button', { name: named(text.pay) });
    fillCard(text);
    const pay = screen.getByRole('button', { name: named(text.pay) });
    fireEvent.click(pay);
    await waitFor(() => expect(pay).toHaveAttribute('aria-busy', 'true'));
    fireEvent.click(pay);
    fireEvent.submit(screen.getByTestId('card-form'));
    await act(() => jest.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(currentLocation()).toMatch(/^\/checkout\/verify-payment/));
    expect(store.providerCalls('/tokens')).toHaveLength(1);
    expect(store.graphqlCalls('CreatePaymentIntent')).toHaveLength(1);
    expect(store.providerCalls('/payments')).toHaveLength(1);
  });
});

describe('coming back from the bank with a card to save', () => {
  it('pays with the verified token after the 3 s wait', async () => {
    jest.useFakeTimers();
    setCookie('card_tknz', { id: 'token_8fJ2kQ1', brand: 'mada', lastFour: '1010', month: 5, year: 2031, save: true });
    const store = renderPage('en', { '/payments': () => providerPayment() }, '/checkout/moyasar-payment?resume=token&id=token_8fJ2kQ1&status=verified&message=APPROVED');
    await waitFor(() => expect(screen.getByTestId('pay-progress')).toHaveTextContent(copy.en.waiting));
    await act(() => jest.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(currentLocation()).toMatch(/^\/checkout\/verify-payment\?/));
    expect(store.providerCalls('/tokens')).toEqual([]);
    expect(store.providerCalls('/payments')[0]).toMatchObject({ source: { token: 'token_8fJ2kQ1' } });
  });

  it('says invalid_card when the bank did not verify the card', async () => {
    setCookie('card_tknz', { id: 'token_8fJ2kQ1', brand: 'mada', lastFour: '1010', month: 5, year: 2031, save: true });
    const store = renderPage('ar', {}, '/checkout/moyasar-payment?resume=token&id=token_8fJ2kQ1&status=failed&message=3-D%20SECURE%20AUTHENTICATION%20FAILED');
    expect(await screen.findByTestId('pay-failure')).toHaveTextContent(copy.ar.invalidCard);
    expect(store.graphqlCalls('CreatePaymentIntent')).toEqual([]);
  });
});
