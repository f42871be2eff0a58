// The provider client as every remote uses it: the gateway's config read once, a card tokenized with
// the publishable key straight at the provider, refusals and outages told apart.
import { stubFetch } from './testing/stub-fetch';
import { createProviderPayment, forgetPaymentConfig, loadPaymentConfig, ProviderRefusal, ProviderUnreachable, tokenizeCard, TokenizationFailed } from './payment-provider';

const fetchMock = stubFetch();
const CONFIG = { apiUrl: 'http://127.0.0.1:4100/v1', publishableKey: 'pk_test_storefront_sandbox', currency: 'SAR' };
const CARD = { name: 'Sara Alqahtani', number: '4201 3201 1111 1010', month: 9, year: 2030, cvc: '123' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sent = (call: number) => {
  const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return { url, init, body: JSON.parse(String(init.body)) as Record<string, unknown> };
};

beforeEach(() => forgetPaymentConfig());

describe('the payment provider client', () => {
  it('reads where the provider is from the gateway once per page, and again after a failure', async () => {
    fetchMock.mockResolvedValueOnce(json({ key: 'operation_failed' }, 503)).mockResolvedValueOnce(json(CONFIG));
    await expect(loadPaymentConfig()).rejects.toMatchObject({ key: 'operation_failed' });
    await expect(loadPaymentConfig()).resolves.toEqual(CONFIG);
    await expect(loadPaymentConfig()).resolves.toEqual(CONFIG);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/payment-config', '/api/payment-config']);
  });

  it('tokenizes a card at the provider only, the number without spaces, with the publishable key and no cookies', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 'token_9f8e7d6c5b4a', status: 'initiated', brand: 'mada', last_four: '1010', verification_url: 'http://127.0.0.1:4100/v1/3ds/x' }, 201));
    const token = await tokenizeCard(CONFIG, CARD, { saveOnly: false, callbackUrl: 'http://127.0.0.1:3000/payments?added=1' });
    expect(token).toMatchObject({ id: 'token_9f8e7d6c5b4a', status: 'initiated' });
    const { url, init, body } = sent(0);
    expect(url).toBe('http://127.0.0.1:4100/v1/tokens');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', headers: { authorization: `Basic ${btoa('pk_test_storefront_sandbox:')}` } });
    expect(body).toEqual({ name: 'Sara Alqahtani', number: '4201320111111010', month: 9, year: 2030, cvc: '123', save_only: false, callback_url: 'http://127.0.0.1:3000/payments?added=1', source: { manual: true } });
  });

  it('tells a refusal (with the card fields named) from an outage, and a token-less answer as spec §8 names it', async () => {
    fetchMock.mockResolvedValueOnce(json({ type: 'invalid_request_error', errors: { number: ['is invalid'], cvc: ['must be 3 digits'] } }, 400));
    await expect(tokenizeCard(CONFIG, CARD, { saveOnly: true })).rejects.toEqual(new ProviderRefusal(400, ['number', 'cvc']));
    fetchMock.mockResolvedValueOnce(json({ message: 'down' }, 503));
    await expect(tokenizeCard(CONFIG, CARD, { saveOnly: true })).rejects.toBeInstanceOf(ProviderUnreachable);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(tokenizeCard(CONFIG, CARD, { saveOnly: true })).rejects.toBeInstanceOf(ProviderUnreachable);
    fetchMock.mockResolvedValueOnce(json(null, 201));
    await expect(tokenizeCard(CONFIG, CARD, { saveOnly: true })).rejects.toEqual(new TokenizationFailed('result'));
    fetchMock.mockResolvedValueOnce(json({ status: 'verified' }, 201));
    await expect(tokenizeCard(CONFIG, CARD, { saveOnly: true })).rejects.toEqual(new TokenizationFailed('token'));
  });

  it('creates a payment with a token and the intent key as given_id and in the metadata', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 'pay_1', status: 'authorized' }, 201));
    await createProviderPayment(CONFIG, { amount: 4725, currency: 'SAR', description: 'Order 1001', callbackUrl: 'http://127.0.0.1:3000/checkout/verify-payment', token: 'token_1', givenId: 'g-1', splitType: 'fixed' });
    expect(sent(0).body).toMatchObject({ amount: 4725, source: { type: 'token', token: 'token_1', manual: true }, metadata: { given_id: 'g-1', split_type: 'fixed' }, given_id: 'g-1' });
  });
});
