import type { FastifyInstance } from 'fastify';
import {
  answerChallenge,
  basic,
  CALLBACK_URL,
  createPayment,
  fetchPayment,
  pay,
  paymentBody,
  paymentCount,
  PUBLISHABLE,
  SANDBOX_ORIGIN,
  sandbox,
  SECRET,
  tokenize,
} from '../test/helpers';
import { TEST_CARDS, UNKNOWN_CARD_MESSAGE } from './cards';

let app: FastifyInstance;
beforeAll(async () => {
  app = await sandbox();
});
afterAll(() => app.close());
beforeEach(() => app.inject({ method: 'POST', url: '/__sandbox/reset' }));

const GIVEN_ID = '6f1f2c1e-8a51-4c37-9d0e-2b9f3c1a7e10';

describe('POST /v1/payments with each test card', () => {
  it.each(TEST_CARDS.flatMap((card) => [false, true].map((manual) => [card.number, manual ? 'manual' : 'automatic', card] as const)))(
    '%s, %s capture',
    async (number, capture, card) => {
      const manual = capture === 'manual';
      const token = await tokenize(app, { number, save_only: true });
      const created = await pay(app, token.id, { manual });
      const approvedStatus = manual ? 'authorized' : 'paid';
      const finalStatus = card.outcome === 'approved' ? approvedStatus : 'failed';

      if (card.challenge) {
        // mada: the issuer asks for 3-D Secure; the shopper is sent to transaction_url.
        expect(created).toMatchObject({ status: 'initiated', source: { message: null, reference_number: null } });
        expect(created.source.transaction_url).toMatch(new RegExp(`^${SANDBOX_ORIGIN}/v1/transaction_auths/[0-9a-f-]{36}/form$`));
        const callback = await answerChallenge(app, created.source.transaction_url!, 'approve');
        expect(callback.searchParams.get('status')).toBe(finalStatus);
        expect(callback.searchParams.get('message')).toBe(card.message);
      } else {
        // Visa and Mastercard pass frictionless: the answer is final at once.
        expect(created.source.transaction_url).toBeNull();
      }

      const payment = await fetchPayment(app, created.id);
      expect(payment).toMatchObject({
        id: created.id,
        status: finalStatus,
        amount: 12550,
        fee: 0,
        currency: 'SAR',
        refunded: 0,
        captured: 0,
        description: 'SO-1001',
        amount_format: '125.50 SAR',
        fee_format: '0.00 SAR',
        invoice_id: null,
        callback_url: CALLBACK_URL,
        metadata: { split_type: 'fixed', split: '[{"seller":"olaya-fresh","amount":12550}]' },
        source: {
          type: 'token',
          company: card.brand,
          name: 'Sara Alqahtani',
          number: `${number.slice(0, 4)}-${number.slice(4, 6)}XX-XXXX-${number.slice(-4)}`,
          message: card.message,
          gateway_id: expect.stringMatching(/^sandbox_cc_/),
          reference_number: card.outcome === 'approved' ? expect.stringMatching(/^\d{12}$/) : null,
          token: token.id,
        },
      });
      expect(JSON.stringify(payment)).not.toContain(number);
    },
  );
});

describe('POST /v1/payments', () => {
  it('answers every payment field the provider does', async () => {
    const token = await tokenize(app, { number: '4111111111111111' });
    const payment = await pay(app, token.id);
    expect(Object.keys(payment).sort()).toEqual(
      [
        'id', 'status', 'amount', 'fee', 'currency', 'refunded', 'refunded_at', 'captured', 'captured_at', 'voided_at', 'description',
        'amount_format', 'fee_format', 'refunded_format', 'captured_format', 'invoice_id', 'ip', 'callback_url', 'created_at',
        'updated_at', 'metadata', 'source',
      ].sort(),
    );
    expect(Object.keys(payment.source).sort()).toEqual(
      ['type', 'company', 'name', 'number', 'message', 'transaction_url', 'gateway_id', 'reference_number', 'token'].sort(),
    );
    expect(payment.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(payment).toMatchObject({ status: 'paid', ip: '127.0.0.1', refunded_at: null, captured_at: null, voided_at: null });
  });

  it('takes the form-encoded bracket keys the browser sends', async () => {
    const token = await tokenize(app, { number: '5421080101000000' });
    const form = new URLSearchParams({
      amount: '4725',
      currency: 'SAR',
      description: 'SO-1002',
      callback_url: CALLBACK_URL,
      'source[type]': 'token',
      'source[token]': token.id,
      'source[manual]': 'true',
      'metadata[split_type]': 'fixed',
      'metadata[split]': '[{"seller":"malqa-market","amount":4725}]',
      given_id: GIVEN_ID,
    });
    const response = await app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: { authorization: basic(PUBLISHABLE), 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'authorized',
      amount: 4725,
      amount_format: '47.25 SAR',
      description: 'SO-1002',
      metadata: { split_type: 'fixed', split: '[{"seller":"malqa-market","amount":4725}]' },
      source: { company: 'master', number: '5421-08XX-XXXX-0000', message: 'APPROVED' },
    });
  });

  it('declines a Luhn-valid number that is not a test card, with a message saying so', async () => {
    const token = await tokenize(app, { number: '4000000000000002' });
    expect(token.status).toBe('verified');
    const payment = await pay(app, token.id);
    expect(payment).toMatchObject({ status: 'failed', source: { message: UNKNOWN_CARD_MESSAGE, reference_number: null } });
  });

  it('fails the payment when the shopper fails 3-D Secure', async () => {
    const token = await tokenize(app, { number: '4201320111111010', save_only: true });
    const created = await pay(app, token.id);
    const callback = await answerChallenge(app, created.source.transaction_url!, 'fail');
    expect(callback.searchParams.get('status')).toBe('failed');
    expect(await fetchPayment(app, created.id)).toMatchObject({ status: 'failed', source: { message: '3-D SECURE AUTHENTICATION FAILED' } });
  });

  it('runs 3-D Secure for a frictionless card when source[3ds]=true asks for it', async () => {
    const token = await tokenize(app, { number: '4111111111111111' });
    const created = await pay(app, token.id, { threeDS: true });
    expect(created.status).toBe('initiated');
    await answerChallenge(app, created.source.transaction_url!, 'approve');
    expect((await fetchPayment(app, created.id)).status).toBe('paid');
  });

  describe('a token verified with 3-D Secure when it was created (no save_only)', () => {
    it('cannot pay before the shopper verified it', async () => {
      const token = await tokenize(app, { number: '4201320111111010' });
      expect(token.status).toBe('initiated');
      const response = await createPayment(app, token.id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        type: 'invalid_request_error',
        message: 'Token is not verified yet: send the cardholder to its verification_url first',
        errors: null,
      });
    });

    it('pays without a second challenge once verified, and as often as asked', async () => {
      const token = await tokenize(app, { number: '4201320111111010' });
      const callback = await answerChallenge(app, token.verification_url!, 'approve');
      expect(callback.searchParams.get('status')).toBe('verified');
      const first = await pay(app, token.id);
      const second = await pay(app, token.id, { amount: 9900 });
      expect([first.status, second.status]).toEqual(['paid', 'paid']);
      expect(first.source.transaction_url).toBeNull();
    });

    it('cannot pay once its verification failed', async () => {
      const token = await tokenize(app, { number: '4201320111111010' });
      await answerChallenge(app, token.verification_url!, 'fail');
      const response = await createPayment(app, token.id);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Token verification failed; it cannot be used for payments');
    });
  });

  it('pays once with a save_only token', async () => {
    const token = await tokenize(app, { number: '4111111111111111', save_only: true });
    expect((await createPayment(app, token.id)).statusCode).toBe(201);
    const again = await createPayment(app, token.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Token has already been used (a save_only token pays once)');
  });

  it('names every bad field at once', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: { authorization: basic(PUBLISHABLE) },
      payload: { amount: '125.50', currency: 'USD', callback_url: 'ftp://store', source: { type: 'creditcard', manual: 'maybe' }, given_id: 'order-1001' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'invalid_request_error',
      message: 'Validation Failed',
      errors: {
        amount: ['must be an integer (halalas)'],
        currency: ['is not supported (SAR only)'],
        callback_url: ['must be a valid http or https URL'],
        'source.type': ['is not supported by the sandbox (tokenize the card, then pay with source[type]=token)'],
        'source.manual': ['must be true or false'],
        given_id: ['must be a UUID'],
      },
    });
  });

  it('refuses an amount under 1.00 SAR, a missing source and a missing callback', async () => {
    const response = await app.inject({ method: 'POST', url: '/v1/payments', headers: { authorization: basic(PUBLISHABLE) }, payload: { amount: 99 } });
    expect(response.json().errors).toEqual({
      amount: ['must be greater than or equal to 100'],
      callback_url: ["can't be blank"],
      source: ["can't be blank"],
    });
    const withoutType = await app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: { authorization: basic(PUBLISHABLE) },
      payload: { ...paymentBody('token_abc'), source: { token: 'token_abc' } },
    });
    expect(withoutType.json().errors).toEqual({ 'source.type': ["can't be blank"] });
  });

  it('refuses a token it does not know', async () => {
    const response = await createPayment(app, 'token_doesNotExist0000000000000');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'invalid_request_error', message: 'Token not found', errors: null });
  });

  it('answers 401 without a key or with a wrong one, and takes the secret key', async () => {
    const token = await tokenize(app, { number: '4111111111111111' });
    for (const authorization of [undefined, basic('pk_test_another_store'), basic(`${PUBLISHABLE}x`)]) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/payments',
        headers: authorization ? { authorization } : {},
        payload: paymentBody(token.id),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ type: 'authentication_error', message: 'Invalid authorization credentials', errors: null });
    }
    const withSecret = await app.inject({ method: 'POST', url: '/v1/payments', headers: { authorization: basic(SECRET) }, payload: paymentBody(token.id) });
    expect(withSecret.statusCode).toBe(201);
  });
});

describe('given_id', () => {
  it('answers the first payment unchanged when the same given_id comes again', async () => {
    const token = await tokenize(app, { number: '4111111111111111' });
    const first = await pay(app, token.id, { givenId: GIVEN_ID });
    const again = await createPayment(app, token.id, { givenId: GIVEN_ID, amount: 99999 });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first);
    expect(await paymentCount(app)).toBe(1);
  });

  it('makes one payment of many concurrent creates with one given_id', async () => {
    const token = await tokenize(app, { number: '4201320111111010', save_only: true });
    const responses = await Promise.all(Array.from({ length: 12 }, () => createPayment(app, token.id, { givenId: GIVEN_ID })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(201));
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(await paymentCount(app)).toBe(1);
  });

  it('keeps payments with different given_ids apart', async () => {
    const token = await tokenize(app, { number: '4111111111111111' });
    await pay(app, token.id, { givenId: GIVEN_ID });
    await pay(app, token.id, { givenId: '0b7d7f4e-55a2-4f5e-9a51-1f0c2d3e4a5b' });
    expect(await paymentCount(app)).toBe(2);
  });
});

describe('GET /v1/payments/:id and GET /v1/payments', () => {
  it('answers the publishable key 401 in the provider\'s shape', async () => {
    const token = await tokenize(app, { number: '4111111111111111' });
    const payment = await pay(app, token.id);
    for (const url of [`/v1/payments/${payment.id}`, '/v1/payments']) {
      const response = await app.inject({ method: 'GET', url, headers: { authorization: basic(PUBLISHABLE) } });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ type: 'authentication_error', message: 'Invalid authorization credentials', errors: null });
    }
    const missing = await app.inject({ method: 'GET', url: `/v1/payments/${payment.id}` });
    expect(missing.statusCode).toBe(401);
  });

  it('answers 404 for a payment it does not have', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/v1/payments/7a4f0f0e-0000-4000-8000-000000000000',
      headers: { authorization: basic(SECRET) },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ type: 'record_not_found', message: 'Record not found', errors: null });
  });

  it('lists newest first, 40 a page, filtered by status or metadata', async () => {
    const visa = await tokenize(app, { number: '4111111111111111' });
    const unknown = await tokenize(app, { number: '4000000000000002' });
    const ids: string[] = [];
    for (let i = 0; i < 42; i += 1) ids.push((await pay(app, visa.id, { metadata: { order: `SO-${2000 + i}` } })).id);
    const failed = await pay(app, unknown.id, { metadata: { order: 'SO-3000' } });

    const list = (query: string) => app.inject({ method: 'GET', url: `/v1/payments${query}`, headers: { authorization: basic(SECRET) } }).then((r) => r.json());
    const first = await list('');
    expect(first.payments).toHaveLength(40);
    expect(first.payments[0].id).toBe(failed.id);
    expect(first.meta).toEqual({ current_page: 1, next_page: 2, prev_page: null, total_pages: 2, total_count: 43 });
    const second = await list('?page=2');
    expect(second.payments.map((payment: { id: string }) => payment.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(second.meta).toEqual({ current_page: 2, next_page: null, prev_page: 1, total_pages: 2, total_count: 43 });

    expect((await list('?status=failed')).payments.map((payment: { id: string }) => payment.id)).toEqual([failed.id]);
    expect((await list('?metadata[order]=SO-2005')).payments.map((payment: { id: string }) => payment.id)).toEqual([ids[5]]);
    expect((await list('?page=0')).errors).toEqual({ page: ['must be a positive integer'] });
  });
});
