import {
  buildCallbackUrl, cardExpired, cardOfProviderToken, fullYear, lastFourOf, looksLikeCardNumber, transactionSummary, verifyProviderPayment, type ProviderPayment, type ProviderToken,
} from './payment.js';

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

describe('a provider token as a card to keep', () => {
  const now = new Date('2026-05-15T00:00:00Z');
  const token = (over: Partial<ProviderToken> = {}): ProviderToken => ({ id: 'token_1', status: 'verified', brand: 'visa', last_four: '1111', month: '7', year: '2028', ...over });

  it('takes the brand, last four and expiry from the provider, in the store\'s words', () => {
    expect(cardOfProviderToken(token(), now)).toEqual({ ok: true, card: { cardType: 'visa', lastFour: '1111', expiryMonth: 7, expiryYear: 2028 } });
    // Moyasar says active and master; months and years may come as numbers or two-digit years
    expect(cardOfProviderToken(token({ status: 'active', brand: 'master', last_four: '0000', month: 12, year: 29 }), now))
      .toEqual({ ok: true, card: { cardType: 'mastercard', lastFour: '0000', expiryMonth: 12, expiryYear: 2029 } });
    expect(cardOfProviderToken(token({ brand: 'mada', month: '5', year: '2026' }), now)).toMatchObject({ ok: true, card: { cardType: 'mada', expiryMonth: 5 } });
  });

  it('refuses a token that cannot be charged: unverified, failed, inactive, or of a brand the store does not take', () => {
    for (const status of ['initiated', 'failed', 'inactive', '', 'VERIFIED ']) {
      expect(cardOfProviderToken(token({ status }), now), status).toEqual({ ok: false, reason: 'unusable' });
    }
    expect(cardOfProviderToken(token({ brand: 'amex' }), now)).toEqual({ ok: false, reason: 'unusable' });
    expect(cardOfProviderToken(token({ brand: null }), now)).toEqual({ ok: false, reason: 'unusable' });
  });

  it('refuses details the provider should never answer, and calls a past expiry expired', () => {
    for (const over of [{ last_four: '11a1' }, { last_four: null }, { month: '13' }, { month: '0' }, { month: null }, { year: 'soon' }, { year: '2201' }, { year: null }, { year: '' }, { month: '7.5' }]) {
      expect(cardOfProviderToken(token(over), now), JSON.stringify(over)).toEqual({ ok: false, reason: 'unusable' });
    }
    expect(cardOfProviderToken(token({ month: '4', year: '2026' }), now)).toEqual({ ok: false, reason: 'expired' });
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
