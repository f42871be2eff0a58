// A small in-test card payment provider with the sandbox's (Moyasar-compatible) shapes: tokens and
// payments with the publishable key, token and payment reads, capture, void and refund with the
// secret key, given_id idempotency, 3-D Secure for mada, declining test cards and injected 5xx
// faults. The API's tests run against the real sandbox (sandbox-provider.ts); this one plays what the
// sandbox never answers, such as a payment in another currency.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

export const PUBLISHABLE_KEY = 'pk_test_storefront_sandbox';
export const SECRET_KEY = 'sk_test_storefront_sandbox';

export const TEST_CARDS = {
  madaThreeDs: '4201320111111010',
  madaDeclined: '4201320000013020',
  visa: '4111111111111111',
  mastercard: '5421080101000000',
} as const;
const DECLINED = new Set(['4201320000013020', '4201320000311101', '4201321234411220']);

export interface FakePayment {
  id: string;
  status: 'initiated' | 'authorized' | 'paid' | 'captured' | 'failed' | 'voided' | 'refunded';
  amount: number;
  currency: string;
  description: string;
  callback_url: string;
  metadata: Record<string, unknown>;
  captured: number;
  refunded: number;
  /** Like the provider, the card number only masked; given_id is never echoed. */
  source: { type: 'token'; company: string; number: string; message: string | null; transaction_url: string | null };
}

interface Token {
  id: string;
  number: string;
  brand: string;
  last_four: string;
  status: 'initiated' | 'verified' | 'failed';
  month: string;
  year: string;
}

/** A card token as the provider answers it (secret key reads): never the number or the CVC. */
export interface ProviderTokenAnswer {
  id: string;
  status: string;
  brand: string;
  last_four: string;
  month: string;
  year: string;
  verification_url: string | null;
}

export interface KeepCardOptions {
  month?: number;
  year?: number;
  /** The cardholder's answer to the token's 3-D Secure verification, when the card asks for one; `skip` leaves it initiated. */
  verification?: 'pass' | 'fail' | 'skip';
}

/** A provider the tests drive as the browser and the bank would; the real sandbox or the in-test fake. */
export interface ProviderHarness {
  kind: 'sandbox' | 'fake';
  url: string;
  /** Tokenizes a test card for saving (3-D Secure, when the card asks for it, runs at payment). */
  createToken(number: string): Promise<{ id: string }>;
  /**
   * Tokenizes a test card to keep, as the saved-cards page does (not save_only: verified once, with
   * 3-D Secure when the card asks for it), and answers the token as the provider then holds it.
   */
  keepCard(number: string, options?: KeepCardOptions): Promise<ProviderTokenAnswer>;
  /** What the browser does: POST /v1/payments with the publishable key. */
  createPayment(body: Record<string, unknown>): Promise<{ status: number; body: FakePayment }>;
  /** The shopper passes (or fails) the 3-D Secure challenge of an initiated payment. */
  complete3ds(payment: FakePayment, pass?: boolean): Promise<void>;
  /** The payment as the provider holds it now (secret key). */
  payment(id: string): Promise<FakePayment>;
  paymentCount(): Promise<number>;
  /** The next `count` API calls answer `status`: refused before they run, or (phase after) run with their answer lost. */
  fault(count: number, status?: number, phase?: 'before' | 'after'): Promise<void>;
  /** Calls received, by route ("GET /v1/payments/:id", ...), faulted ones included. */
  count(route: string): number;
  close(): Promise<void>;
}

function brandOf(number: string): string {
  if (number.startsWith('42013')) return 'mada';
  if (number.startsWith('4')) return 'visa';
  return 'mastercard';
}

export async function startFakeProvider(): Promise<ProviderHarness> {
  const app: FastifyInstance = Fastify({ logger: false });
  const payments = new Map<string, FakePayment>();
  const byGivenId = new Map<string, string>();
  const tokens = new Map<string, Token>();
  const calls = new Map<string, number>();
  let faults = { count: 0, status: 503, phase: 'before' };

  const keyOf = (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return null;
    return Buffer.from(header.slice(6), 'base64').toString().split(':')[0] ?? null;
  };
  const refuse = (reply: FastifyReply, status: number, type: string) => reply.code(status).send({ type, message: type });

  app.addHook('onRequest', async (request, reply) => {
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    calls.set(route, (calls.get(route) ?? 0) + 1);
    if (request.url.startsWith('/__sandbox')) return;
    if (faults.count > 0 && faults.phase === 'before') {
      faults.count -= 1;
      return reply.code(faults.status).send({ type: 'api_error', message: 'injected fault' });
    }
    if (faults.count > 0) {
      faults.count -= 1;
      lost.add(request);
    }
    const publishable = request.method === 'POST' && (request.url === '/v1/tokens' || request.url === '/v1/payments');
    if (keyOf(request) !== (publishable ? PUBLISHABLE_KEY : SECRET_KEY)) return refuse(reply, 401, 'authentication_error');
  });

  // phase "after": the call is carried out and only its answer is lost
  const lost = new WeakSet<FastifyRequest>();
  app.addHook('onSend', async (request, reply, payload) => {
    if (!lost.has(request)) return payload;
    reply.code(faults.status);
    return JSON.stringify({ type: 'api_error', message: 'injected fault' });
  });

  app.post('/__sandbox/faults', async (request) => {
    const body = request.body as { count?: number; status?: number; phase?: string };
    faults = { count: body.count ?? 1, status: body.status ?? 503, phase: body.phase ?? 'before' };
    return { ok: true };
  });

  const tokenJson = (token: Token): ProviderTokenAnswer => ({
    id: token.id, status: token.status, brand: token.brand, last_four: token.last_four, month: token.month, year: token.year,
    verification_url: token.status === 'initiated' ? `http://fake-provider.invalid/verify/${token.id}` : null,
  });

  app.post('/v1/tokens', async (request, reply) => {
    const body = request.body as { number: string; month?: number | string; year?: number | string; save_only?: boolean };
    const number = String(body.number).replace(/\s+/g, '');
    const year = Number(body.year ?? 2030);
    // like the sandbox: a card kept for later is verified now, with 3-D Secure for the mada test card
    const status = !body.save_only && number === TEST_CARDS.madaThreeDs ? 'initiated' : 'verified';
    const token: Token = {
      id: `token_${randomUUID().replace(/-/g, '')}`, number, brand: brandOf(number), last_four: number.slice(-4), status,
      month: String(Number(body.month ?? 12)), year: String(year < 100 ? 2000 + year : year),
    };
    tokens.set(token.id, token);
    return reply.code(201).send(tokenJson(token));
  });

  app.get('/v1/tokens/:id', async (request, reply) => {
    const token = tokens.get((request.params as { id: string }).id);
    return token ? tokenJson(token) : refuse(reply, 404, 'record_not_found');
  });

  app.post('/v1/payments', async (request, reply) => {
    const body = request.body as { amount: number; currency: string; description: string; callback_url: string; given_id?: string; metadata?: Record<string, unknown>; source: { type: string; token: string } };
    if (body.given_id && byGivenId.has(body.given_id)) return payments.get(byGivenId.get(body.given_id)!);
    const token = tokens.get(body.source?.token);
    if (!token) return refuse(reply, 400, 'invalid_request_error');
    const id = randomUUID();
    const declined = DECLINED.has(token.number);
    const threeDs = token.number === TEST_CARDS.madaThreeDs;
    const payment: FakePayment = {
      id,
      status: declined ? 'failed' : threeDs ? 'initiated' : 'authorized',
      amount: body.amount,
      currency: body.currency,
      description: body.description,
      callback_url: body.callback_url,
      metadata: body.metadata ?? {},
      captured: 0,
      refunded: 0,
      source: {
        type: 'token', company: token.brand, number: `${token.number.slice(0, 4)}-${token.number.slice(4, 6)}XX-XXXX-${token.last_four}`,
        message: declined ? 'DECLINED' : threeDs ? null : 'APPROVED',
        transaction_url: threeDs ? `http://fake-provider.invalid/3ds/${id}` : null,
      },
    };
    payments.set(id, payment);
    if (body.given_id) byGivenId.set(body.given_id, id);
    return reply.code(201).send(payment);
  });

  app.get('/v1/payments/:id', async (request, reply) => {
    const payment = payments.get((request.params as { id: string }).id);
    return payment ?? refuse(reply, 404, 'record_not_found');
  });

  const act = (action: 'capture' | 'void' | 'refund') => async (request: FastifyRequest, reply: FastifyReply) => {
    const payment = payments.get((request.params as { id: string }).id);
    if (!payment) return refuse(reply, 404, 'record_not_found');
    const from = action === 'refund' ? ['paid', 'captured'] : ['authorized'];
    if (!from.includes(payment.status)) return refuse(reply, 400, 'invalid_request_error');
    if (action === 'capture') Object.assign(payment, { status: 'captured', captured: payment.amount });
    if (action === 'void') payment.status = 'voided';
    if (action === 'refund') Object.assign(payment, { status: 'refunded', refunded: payment.amount });
    return payment;
  };
  app.post('/v1/payments/:id/capture', act('capture'));
  app.post('/v1/payments/:id/void', act('void'));
  app.post('/v1/payments/:id/refund', act('refund'));

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
  const post = async (path: string, body: unknown, key = PUBLISHABLE_KEY) => {
    const response = await fetch(`${address}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: basic(key) }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as FakePayment };
  };

  return {
    kind: 'fake',
    url: address,
    async createToken(number) {
      const res = await post('/v1/tokens', { name: 'Noura Al-Qahtani', number, month: '12', year: '2030', cvc: '123', callback_url: `${address}/done`, save_only: true });
      return { id: (res.body as unknown as { id: string }).id };
    },
    async keepCard(number, options = {}) {
      const res = await post('/v1/tokens', {
        name: 'Noura Al-Qahtani', number, month: options.month ?? 12, year: options.year ?? 2030, cvc: '123', callback_url: `${address}/done`, save_only: false,
      });
      const token = tokens.get((res.body as unknown as { id: string }).id)!;
      if (token.status === 'initiated' && options.verification !== 'skip') token.status = options.verification === 'fail' ? 'failed' : 'verified';
      return tokenJson(token);
    },
    createPayment: (body) => post('/v1/payments', body),
    async complete3ds(made, pass = true) {
      const payment = payments.get(made.id)!;
      payment.status = pass ? 'authorized' : 'failed';
      payment.source.message = pass ? 'APPROVED' : '3-D Secure transaction attempt failed';
    },
    async payment(id) {
      return structuredClone(payments.get(id)!);
    },
    async paymentCount() {
      return payments.size;
    },
    async fault(count, status = 503, phase = 'before') {
      await post('/__sandbox/faults', { count, status, phase });
    },
    count: (route) => calls.get(route) ?? 0,
    close: () => app.close(),
  };
}
