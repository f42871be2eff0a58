import { buildCallbackUrl, cardExpired, fullYear, lastFourOf, looksLikeCardNumber, transactionSummary, verifyProviderPayment, type ProviderPayment } from './payment.js';

const intent = { givenId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', amountHalalas: 8735 };
const payment = (over: Partial<ProviderPayment> = {}): ProviderPayment => ({
  id: 'pay_1', status: 'authorized', amount: 8735, currency: 'SAR', given_id: intent.givenId, ...over,
});

describe('verifying a provider payment', () => {
  it('accepts an authorized or paid payment of the intent for the exact amount in SAR', () => {
    expect(verifyProviderPayment(payment(), intent)).toEqual({ ok: true, status: 'authorized' });
    expect(verifyProviderPayment(payment({ status: 'paid' }), intent)).toEqual({ ok: true, status: 'paid' });
    expect(verifyProviderPayment(payment({ status: 'captured' }), intent)).toEqual({ ok: true, status: 'paid' });
    // the browser may carry the key in metadata when the provider does not echo given_id
    expect(verifyProviderPayment(payment({ given_id: null, metadata: { given_id: intent.givenId } }), intent)).toMatchObject({ ok: true });
  });
  it('refuses a payment made for another intent without touching it', () => {
    expect(verifyProviderPayment(payment({ given_id: 'another' }), intent)).toEqual({ ok: false, reason: 'foreign' });
    expect(verifyProviderPayment(payment({ given_id: null }), intent)).toEqual({ ok: false, reason: 'foreign' });
  });
  it('calls a failed or unfinished payment declined', () => {
    expect(verifyProviderPayment(payment({ status: 'failed' }), intent)).toEqual({ ok: false, reason: 'declined', status: 'failed' });
    expect(verifyProviderPayment(payment({ status: 'initiated' }), intent)).toMatchObject({ reason: 'declined' });
  });
  it('calls another amount or currency a mismatch', () => {
    expect(verifyProviderPayment(payment({ amount: 100 }), intent)).toEqual({ ok: false, reason: 'mismatch', status: 'authorized' });
    expect(verifyProviderPayment(payment({ currency: 'USD' }), intent)).toMatchObject({ reason: 'mismatch' });
  });
  it('reads the last four digits from the masked number', () => {
    expect(lastFourOf({ source: { number: '4201-32XX-XXXX-1010' } })).toBe('1010');
    expect(lastFourOf({ source: { last_four: '0000' } })).toBe('0000');
    expect(lastFourOf({ source: null })).toBeNull();
  });
  it('keeps only status and amounts of an answer', () => {
    const kept = transactionSummary({ ...payment(), source: { type: 'token', company: 'mada', last_four: '1010', message: 'APPROVED' } });
    expect(kept).toEqual({ id: 'pay_1', status: 'authorized', amount: 8735, currency: 'SAR', source: { type: 'token', company: 'mada', message: 'APPROVED' } });
  });
});

describe('card details', () => {
  it('spots card numbers with or without separators', () => {
    expect(looksLikeCardNumber('4201320111111010')).toBe(true);
    expect(looksLikeCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(looksLikeCardNumber('5421-0801-0100-0000')).toBe(true);
    expect(looksLikeCardNumber('token_9f8e7d6c5b4a')).toBe(false);
    expect(looksLikeCardNumber('بطاقة الراتب 1010')).toBe(false);
  });
  it('expires after the end of the expiry month', () => {
    const now = new Date('2026-05-15T00:00:00Z');
    expect(cardExpired(5, 2026, now)).toBe(false);
    expect(cardExpired(4, 2026, now)).toBe(true);
    expect(cardExpired(1, 2027, now)).toBe(false);
    expect(fullYear(27)).toBe(2027);
  });
});

describe('callback URLs', () => {
  const origins = ['http://127.0.0.1:3000', 'https://souq.example.sa'];
  it('builds on the calling origin when it is ours, else on the first', () => {
    expect(buildCallbackUrl('/checkout/verify-payment?type=tokenized', origins, 'https://souq.example.sa', { paymentId: '7' }))
      .toEqual({ ok: true, url: 'https://souq.example.sa/checkout/verify-payment?type=tokenized&paymentId=7' });
    expect(buildCallbackUrl('/checkout/verify-payment', origins, 'https://evil.example')).toEqual({ ok: true, url: 'http://127.0.0.1:3000/checkout/verify-payment' });
    expect(buildCallbackUrl('https://souq.example.sa/checkout/verify-payment#x', origins, null)).toEqual({ ok: true, url: 'https://souq.example.sa/checkout/verify-payment' });
  });
  it.each([
    'https://evil.example/checkout/verify-payment',
    '//evil.example/checkout/verify-payment',
    '/\\evil.example/x',
    'javascript:alert(1)',
    'ftp://127.0.0.1:3000/x',
    'https://127.0.0.1:3000/checkout/verify-payment',
    'http://user:pw@127.0.0.1:3000/checkout',
    'checkout/verify-payment',
    '',
  ])('refuses %s', (returnUrl) => {
    expect(buildCallbackUrl(returnUrl, origins, null)).toEqual({ ok: false });
  });
});
