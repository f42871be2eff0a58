// Capture, void and refund: the merchant's operations, secret key only, each from the states the
// provider allows it in (capture and void: authorized; refund: paid or captured).
import type { FastifyInstance } from 'fastify';
import { answerChallenge, basic, fetchPayment, pay, PUBLISHABLE, sandbox, SECRET, tokenize } from '../test/helpers';
import type { PaymentJson } from './views';

let app: FastifyInstance;
beforeAll(async () => {
  app = await sandbox();
});
afterAll(() => app.close());

type Action = 'capture' | 'void' | 'refund';

const act = (id: string, action: Action, payload?: Record<string, unknown>, key = SECRET) =>
  app.inject({ method: 'POST', url: `/v1/payments/${id}/${action}`, headers: { authorization: basic(key) }, ...(payload ? { payload } : {}) });

async function paymentIn(status: 'initiated' | 'paid' | 'failed' | 'authorized' | 'captured' | 'voided' | 'refunded'): Promise<PaymentJson> {
  if (status === 'initiated') {
    const token = await tokenize(app, { number: '4201320111111010', save_only: true });
    return pay(app, token.id);
  }
  if (status === 'failed') return pay(app, (await tokenize(app, { number: '4000000000000002' })).id);
  const manual = status !== 'paid' && status !== 'refunded';
  const payment = await pay(app, (await tokenize(app, { number: '4111111111111111' })).id, { manual, amount: 18000 });
  if (status === 'captured') return (await act(payment.id, 'capture')).json();
  if (status === 'voided') return (await act(payment.id, 'void')).json();
  if (status === 'refunded') return (await act(payment.id, 'refund')).json();
  return payment;
}

describe('capture', () => {
  it('captures an authorized payment in full', async () => {
    const payment = await paymentIn('authorized');
    const response = await act(payment.id, 'capture');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'captured', captured: 18000, captured_format: '180.00 SAR', captured_at: expect.any(String) });
    expect((await fetchPayment(app, payment.id)).status).toBe('captured');
  });

  it('captures part of it, never more than was authorized', async () => {
    const payment = await paymentIn('authorized');
    const tooMuch = await act(payment.id, 'capture', { amount: 18001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toEqual({ amount: ['must be between 1 and 18000'] });
    expect((await act(payment.id, 'capture', { amount: 15050 })).json()).toMatchObject({ status: 'captured', captured: 15050, amount: 18000 });
  });

  it('captures a mada payment authorized after 3-D Secure', async () => {
    const token = await tokenize(app, { number: '4201320111111010', save_only: true });
    const created = await pay(app, token.id, { manual: true });
    await answerChallenge(app, created.source.transaction_url!, 'approve');
    expect((await act(created.id, 'capture')).json().status).toBe('captured');
  });
});

describe('void', () => {
  it('voids an authorized payment', async () => {
    const payment = await paymentIn('authorized');
    const response = await act(payment.id, 'void');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'voided', voided_at: expect.any(String), captured: 0 });
  });
});

describe('refund', () => {
  it('refunds a paid payment in full or in part', async () => {
    const full = await paymentIn('paid');
    expect((await act(full.id, 'refund')).json()).toMatchObject({ status: 'refunded', refunded: 18000, refunded_at: expect.any(String) });
    const part = await paymentIn('paid');
    expect((await act(part.id, 'refund', { amount: 2500 })).json()).toMatchObject({ status: 'refunded', refunded: 2500, refunded_format: '25.00 SAR' });
  });

  it('refunds a captured payment up to what was captured', async () => {
    const payment = await paymentIn('authorized');
    await act(payment.id, 'capture', { amount: 12000 });
    expect((await act(payment.id, 'refund', { amount: 12001 })).json().errors).toEqual({ amount: ['must be between 1 and 12000'] });
    expect((await act(payment.id, 'refund')).json()).toMatchObject({ status: 'refunded', refunded: 12000 });
  });
});

describe('operations a payment\'s status refuses', () => {
  const allowed: Record<Action, string[]> = { capture: ['authorized'], void: ['authorized'], refund: ['paid', 'captured'] };
  const statuses = ['initiated', 'paid', 'failed', 'authorized', 'captured', 'voided', 'refunded'] as const;
  const refusedCases = (Object.keys(allowed) as Action[]).flatMap((action) =>
    statuses.filter((status) => !allowed[action].includes(status)).map((status) => [action, status] as const),
  );

  it.each(refusedCases)('%s of a payment that is %s is refused and changes nothing', async (action, status) => {
    const payment = await paymentIn(status);
    const before = await fetchPayment(app, payment.id);
    const response = await act(payment.id, action);
    expect(response.statusCode).toBe(400);
    const done = { capture: 'captured', void: 'voided', refund: 'refunded' }[action];
    expect(response.json()).toEqual({
      type: 'invalid_request_error',
      message: `Payment cannot be ${done}: its status is ${status} (only ${allowed[action].join(' or ')} payments can be ${done})`,
      errors: null,
    });
    expect(await fetchPayment(app, payment.id)).toEqual(before);
  });
});

describe('keys and unknown payments', () => {
  it.each(['capture', 'void', 'refund'] as const)('%s answers the publishable key 401 and an unknown payment 404', async (action) => {
    const payment = await paymentIn(action === 'refund' ? 'paid' : 'authorized');
    const withPublishable = await act(payment.id, action, undefined, PUBLISHABLE);
    expect(withPublishable.statusCode).toBe(401);
    expect(withPublishable.json()).toEqual({ type: 'authentication_error', message: 'Invalid authorization credentials', errors: null });
    expect((await fetchPayment(app, payment.id)).status).toBe(payment.status);
    const unknown = await act('3c0b8a52-3a57-4b55-9f59-8f7a0e1d2c3b', action);
    expect(unknown.statusCode).toBe(404);
  });
});
