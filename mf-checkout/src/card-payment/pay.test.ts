// Spec §4 card payment as a sequence: tokenize → cookies → 3 s → intent → provider payment → where next.
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';
import { PROVIDER_URL, intentAnswer, providerPayment, providerToken, stubStore } from '../test/store';
import { forgetPaymentConfig } from 'remote-kit';
import { continueAfterTokenizing, defaultPayDeps, payWithNewCard, payWithToken, TOKENIZATION_DELAY_MS, type PayContext, type PayDeps } from './pay';

const NUMBER = '4201320111111010';
const card = { name: 'Sara Alqahtani', number: NUMBER, month: 5, year: 2031, cvc: '123', save: false };
const context: PayContext = { checkoutId: '31', splitType: 'fixed', paymentMethodId: '1', language: 'ar', origin: 'http://127.0.0.1:3000' };

function setUp(provider: Parameters<typeof stubStore>[0]['provider'], intent = intentAnswer()) {
  const store = stubStore({ provider, graphql: { CreatePaymentIntent: intent } });
  stubGlobal('fetch', store.fetchMock);
  const order: string[] = [];
  const deps: PayDeps = {
    ...defaultPayDeps,
    storeCookie: jest.fn(async (name: string) => void order.push(`cookie ${name}`)) as PayDeps['storeCookie'],
    sleep: jest.fn(async (ms: number) => void order.push(`wait ${ms}`)),
  };
  const original = store.fetchMock.getMockImplementation()!;
  store.fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url.startsWith(PROVIDER_URL)) order.push(`provider ${url.slice(PROVIDER_URL.length)}`);
    if (url === '/graphql') order.push(`graphql ${(JSON.parse(String(init?.body)) as { operationName: string }).operationName}`);
    return original(url, init);
  });
  return { store, deps, order };
}

beforeEach(() => forgetPaymentConfig());
afterEach(() => unstubAllGlobals());

describe('paying with a new card', () => {
  it('tokenizes, stores the token result and payment method, waits 3 s, then pays: authorized goes to verify-payment', async () => {
    const { store, deps, order } = setUp({ '/tokens': () => providerToken(), '/payments': () => providerPayment() });
    const steps: string[] = [];
    const outcome = await payWithNewCard({ ...context, onStep: (s) => steps.push(s) }, card, deps);

    expect(order).toEqual([
      'provider /tokens',
      'cookie card_tknz',
      'cookie p_dts',
      `wait ${TOKENIZATION_DELAY_MS}`,
      'graphql CreatePaymentIntent',
      'cookie p_dts',
      'provider /payments',
      'cookie PSP_ID',
    ]);
    expect(TOKENIZATION_DELAY_MS).toBe(3000);
    expect(steps).toEqual(['tokenizing', 'waiting', 'paying']);
    expect(outcome).toEqual({ kind: 'authorized', path: '/checkout/verify-payment?type=tokenized&paymentMethodId=1&checkoutId=31&paymentId=901&id=pay_2xQ9c&status=authorized&message=APPROVED' });

    const [tokens] = store.providerCalls('/tokens');
    expect(tokens).toEqual({ name: 'Sara Alqahtani', number: NUMBER, month: 5, year: 2031, cvc: '123', save_only: true, source: { manual: true } });
    const tokenRequest = store.requests.find((r) => r.url.endsWith('/tokens'))!;
    expect(tokenRequest.headers.authorization).toBe(`Basic ${btoa('pk_test_storefront_sandbox:')}`);

    expect(store.graphqlCalls('CreatePaymentIntent')).toEqual([
      { checkoutId: '31', paymentMethodId: '1', cdId: null, returnUrl: '/checkout/verify-payment?type=tokenized&paymentMethodId=1' },
    ]);
    // the server's amount and key, never the page's
    expect(store.providerCalls('/payments')).toEqual([
      {
        amount: 7400, currency: 'SAR', description: 'Souq order 7c0e8f59', callback_url: intentAnswer().createPayment.callbackUrl,
        source: { type: 'token', token: 'token_8fJ2kQ1', manual: true },
        metadata: { given_id: '6f1c1d52-3b8e-4c8e-9d7a-2f0b9c4e1a77', split_type: 'fixed' }, given_id: '6f1c1d52-3b8e-4c8e-9d7a-2f0b9c4e1a77',
      },
    ]);
    const stored = (deps.storeCookie as jest.Mock).mock.calls;
    expect(stored[0]).toEqual(['card_tknz', { id: 'token_8fJ2kQ1', brand: 'mada', lastFour: '1010', month: 5, year: 2031, save: false }]);
    expect(stored[1]).toEqual(['p_dts', { checkoutId: '31', paymentMethodId: '1', cardId: null }]);
    expect(stored[2]).toEqual(['p_dts', { checkoutId: '31', paymentMethodId: '1', cardId: null, paymentId: '901', amount: 7400 }]);
    expect(stored[3]).toEqual(['PSP_ID', { id: 'pay_2xQ9c' }]);
  });

  it('sends the card number to the provider only: no request to the store carries it, no cookie holds it', async () => {
    const { store, deps } = setUp({ '/tokens': () => providerToken(), '/payments': () => providerPayment() });
    await payWithNewCard(context, card, deps);
    const withNumber = store.requests.filter((r) => r.body.includes(NUMBER) || r.url.includes(NUMBER));
    expect(withNumber.map((r) => r.url)).toEqual([`${PROVIDER_URL}/tokens`]);
    expect(JSON.stringify((deps.storeCookie as jest.Mock).mock.calls)).not.toContain(NUMBER.slice(0, 12));
  });

  it("sends the shopper to the provider's 3-D Secure page, in their language, when the payment asks for it", async () => {
    const challenge = 'http://127.0.0.1:4100/v1/transaction_auths/ch_71/form';
    const { deps } = setUp({ '/tokens': () => providerToken(), '/payments': () => providerPayment({ status: 'initiated', source: { message: null, transaction_url: challenge } }) });
    const steps: string[] = [];
    expect(await payWithNewCard({ ...context, onStep: (s) => steps.push(s) }, card, deps)).toEqual({ kind: 'redirect', url: `${challenge}?lang=ar` });
    expect(steps.at(-1)).toBe('redirecting');
  });

  it('answers invalid_card for a declined payment, and tells the server its id so a retry gets a new key', async () => {
    const { store, deps } = setUp({ '/tokens': () => providerToken(), '/payments': () => providerPayment({ status: 'failed', source: { message: 'INSUFFICIENT FUNDS' } }) });
    expect(await payWithNewCard(context, card, deps)).toEqual({ kind: 'failed', key: 'invalid_card' });
    expect(store.graphqlCalls('CreatePaymentIntent')[1]).toMatchObject({ checkoutId: '31', pspId: 'pay_2xQ9c' });
  });

  it('names the card fields the provider refused, and says so when tokenizing gave no token (spec §8)', async () => {
    const refused = () => new Response(JSON.stringify({ type: 'invalid_request_error', message: 'Validation Failed', errors: { number: ['is not a valid credit card number'], year: ['card has expired'] } }), { status: 400 });
    let { deps } = setUp({ '/tokens': refused });
    expect(await payWithNewCard(context, card, deps)).toEqual({ kind: 'failed', key: 'provider_fields', fields: ['number', 'year'] });
    forgetPaymentConfig();
    ({ deps } = setUp({ '/tokens': () => ({ status: 'verified' }) }));
    expect(await payWithNewCard(context, card, deps)).toEqual({ kind: 'failed', key: 'tokenization_failed' });
    forgetPaymentConfig();
    ({ deps } = setUp({ '/tokens': () => new Response('null', { status: 201 }) }));
    expect(await payWithNewCard(context, card, deps)).toEqual({ kind: 'failed', key: 'tokenization_failed' });
  });

  it('tokenizes a card the shopper saves to be verified once (it can pay again), and goes to its verification first', async () => {
    const verification = 'http://127.0.0.1:4100/v1/transaction_auths/ch_9/form';
    const { store, deps } = setUp({ '/tokens': () => providerToken({ status: 'initiated', verification_url: verification }), '/payments': () => providerPayment() });
    const outcome = await payWithNewCard({ ...context, language: 'en' }, { ...card, save: true }, deps);
    expect(outcome).toEqual({ kind: 'redirect', url: `${verification}?lang=en` });
    expect(store.providerCalls('/tokens')[0]).toMatchObject({ save_only: false, callback_url: 'http://127.0.0.1:3000/checkout/moyasar-payment?resume=token' });
    expect((deps.storeCookie as jest.Mock).mock.calls[0]).toEqual(['card_tknz', expect.objectContaining({ id: 'token_8fJ2kQ1', save: true })]);
    expect(store.providerCalls('/payments')).toEqual([]);

    // back from the bank: the rest of the flow, 3 s wait included
    const after = await continueAfterTokenizing(context, 'token_8fJ2kQ1', { ...deps });
    expect(deps.sleep).toHaveBeenCalledWith(3000);
    expect(after.kind).toBe('authorized');
    expect(store.providerCalls('/payments')[0]).toMatchObject({ source: { token: 'token_8fJ2kQ1' } });
  });
});

describe('paying with a saved card', () => {
  it('pays with its stored token: no tokenizing, no wait, the card named in the intent and the return', async () => {
    const { store, deps } = setUp({ '/payments': () => providerPayment() });
    const outcome = await payWithToken(context, 'token_saved_77', '5', deps);
    expect(store.providerCalls('/tokens')).toEqual([]);
    expect(deps.sleep).not.toHaveBeenCalled();
    expect(store.graphqlCalls('CreatePaymentIntent')).toEqual([{ checkoutId: '31', paymentMethodId: '1', cdId: '5', returnUrl: '/checkout/verify-payment?type=tokenized&paymentMethodId=1&cardId=5' }]);
    expect(store.providerCalls('/payments')[0]).toMatchObject({ source: { type: 'token', token: 'token_saved_77', manual: true } });
    expect(outcome.kind).toBe('authorized');
  });

  it("shows the server's refusal of the intent with its key", async () => {
    const refused = intentAnswer({ success: false, key: 'card_not_found', message: 'Card not found.', arMessage: 'البطاقة غير موجودة.', payment: null, amount: null, givenId: null, callbackUrl: null });
    const { store, deps } = setUp({ '/payments': () => providerPayment() }, refused);
    expect(await payWithToken(context, 'token_saved_77', '5', deps)).toEqual({ kind: 'failed', key: 'card_not_found', texts: { en: 'Card not found.', ar: 'البطاقة غير موجودة.' } });
    expect(store.providerCalls('/payments')).toEqual([]);
  });
});
