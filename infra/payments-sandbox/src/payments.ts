// Payments: create with a token (publishable or secret key), read and list (secret key), and the
// merchant's capture, void and refund (secret key). A given_id makes a create idempotent: the same
// given_id answers the first payment, whatever arrives concurrently or after a failed answer.
import type { FastifyInstance } from 'fastify';
import { requireKey } from './auth.js';
import { flag, isHttpUrl, isObject, readMetadata, text, wholeNumber, type Body } from './body.js';
import { AUTHENTICATION_FAILED_MESSAGE, type CardBehaviour } from './cards.js';
import type { SandboxContext } from './context.js';
import { FieldProblems, notFound, refused } from './errors.js';
import { newChallengeId, newGatewayId, newPaymentId, newReferenceNumber, type PaymentRecord, type PaymentStatus } from './state.js';
import { paymentJson } from './views.js';

/** The provider's smallest charge: 1.00 SAR. */
export const MINIMUM_AMOUNT = 100;
const PAGE_SIZE = 40;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface PaymentInput {
  amount: number;
  description: string | null;
  callbackUrl: string;
  tokenId: string;
  manual: boolean;
  /** source[3ds]=true asks for a challenge whatever the card. */
  forceChallenge: boolean;
  metadata: Record<string, unknown> | null;
  givenId: string | null;
}

export function readPayment(body: Body): PaymentInput {
  const problems = new FieldProblems();

  const amount = wholeNumber(body.amount);
  if (body.amount === undefined || body.amount === '') problems.add('amount', "can't be blank");
  else if (amount === undefined) problems.add('amount', 'must be an integer (halalas)');
  else if (amount < MINIMUM_AMOUNT) problems.add('amount', `must be greater than or equal to ${MINIMUM_AMOUNT}`);

  const currency = text(body.currency)?.trim().toUpperCase() ?? 'SAR';
  if (currency !== 'SAR') problems.add('currency', 'is not supported (SAR only)');

  const description = body.description === undefined || body.description === null ? null : text(body.description);
  if (description === undefined) problems.add('description', 'must be text');
  else if (description !== null && description.length > 255) problems.add('description', 'is too long (at most 255 characters)');

  const callbackUrl = text(body.callback_url)?.trim() ?? '';
  if (callbackUrl === '') problems.add('callback_url', "can't be blank");
  else if (!isHttpUrl(callbackUrl)) problems.add('callback_url', 'must be a valid http or https URL');

  const source = isObject(body.source) ? body.source : {};
  if (!isObject(body.source)) problems.add('source', "can't be blank");
  else if (source.type === undefined || source.type === '') problems.add('source.type', "can't be blank");
  else if (source.type !== 'token') problems.add('source.type', 'is not supported by the sandbox (tokenize the card, then pay with source[type]=token)');
  const tokenId = text(source.token)?.trim() ?? '';
  if (isObject(body.source) && source.type === 'token' && !/^token_[A-Za-z0-9]+$/.test(tokenId)) problems.add('source.token', 'is invalid');
  const manual = source.manual === undefined ? false : flag(source.manual);
  if (manual === undefined) problems.add('source.manual', 'must be true or false');
  const forceChallenge = source['3ds'] === undefined ? false : flag(source['3ds']);
  if (forceChallenge === undefined) problems.add('source.3ds', 'must be true or false');

  const metadata = readMetadata(body.metadata, (message) => problems.add('metadata', message));

  const givenId = body.given_id === undefined || body.given_id === '' ? null : text(body.given_id);
  if (givenId === undefined || (givenId !== null && !UUID.test(givenId))) problems.add('given_id', 'must be a UUID');

  problems.throwIfAny();
  return {
    amount: amount!,
    description: description ?? null,
    callbackUrl,
    tokenId,
    manual: manual!,
    forceChallenge: forceChallenge!,
    metadata,
    givenId: givenId ?? null,
  };
}

/** The card's answer once it is charged (after the challenge, when there was one). */
export function settle(payment: PaymentRecord, behaviour: CardBehaviour): void {
  payment.updatedAt = new Date().toISOString();
  payment.message = behaviour.message;
  if (behaviour.outcome === 'approved') {
    payment.status = payment.manual ? 'authorized' : 'paid';
    payment.referenceNumber = newReferenceNumber();
  } else {
    payment.status = 'failed';
  }
}

export function failAuthentication(payment: PaymentRecord): void {
  payment.updatedAt = new Date().toISOString();
  payment.status = 'failed';
  payment.message = AUTHENTICATION_FAILED_MESSAGE;
}

function operationRefused(payment: PaymentRecord, operation: string, allowed: PaymentStatus[]): never {
  throw refused(`Payment cannot be ${operation}: its status is ${payment.status} (only ${allowed.join(' or ')} payments can be ${operation})`);
}

/** An optional `amount` between 1 and `limit`; `limit` when none is given. */
function readPartialAmount(body: unknown, limit: number): number {
  const value = isObject(body) ? body.amount : undefined;
  if (value === undefined || value === '') return limit;
  const amount = wholeNumber(value);
  const problems = new FieldProblems();
  if (amount === undefined) problems.add('amount', 'must be an integer (halalas)');
  else if (amount < 1 || amount > limit) problems.add('amount', `must be between 1 and ${limit}`);
  problems.throwIfAny();
  return amount!;
}

export function registerPaymentRoutes(scope: FastifyInstance, ctx: SandboxContext): void {
  const { state } = ctx;
  const anyKey = requireKey(ctx.config, ['publishable', 'secret']);
  const secretKey = requireKey(ctx.config, ['secret']);
  const json = (payment: PaymentRecord) => paymentJson(payment, ctx.publicOrigin());

  const paymentById = (id: string): PaymentRecord => {
    const payment = state.payments.get(id);
    if (!payment) throw notFound();
    return payment;
  };

  scope.post('/payments', { onRequest: anyKey }, async (request, reply) => {
    const input = readPayment(isObject(request.body) ? request.body : {});
    // From here to the insert nothing awaits, so concurrent creates with one given_id cannot both
    // pass this check.
    const earlier = input.givenId ? state.givenIds.get(input.givenId) : undefined;
    if (earlier) return reply.code(201).send(json(paymentById(earlier)));

    const token = state.tokens.get(input.tokenId);
    if (!token) throw refused('Token not found');
    if (token.status === 'initiated') throw refused('Token is not verified yet: send the cardholder to its verification_url first');
    if (token.status === 'failed') throw refused('Token verification failed; it cannot be used for payments');
    if (token.saveOnly && token.used) throw refused('Token has already been used (a save_only token pays once)');

    const now = new Date().toISOString();
    const payment: PaymentRecord = {
      id: newPaymentId(),
      status: 'initiated',
      amount: input.amount,
      fee: 0,
      currency: 'SAR',
      refunded: 0,
      refundedAt: null,
      captured: 0,
      capturedAt: null,
      voidedAt: null,
      description: input.description,
      ip: request.ip ?? null,
      callbackUrl: input.callbackUrl,
      metadata: input.metadata,
      manual: input.manual,
      givenId: input.givenId,
      createdAt: now,
      updatedAt: now,
      tokenId: token.id,
      company: token.brand,
      name: token.name,
      maskedNumber: token.maskedNumber,
      behaviour: token.behaviour,
      message: null,
      challengeId: null,
      gatewayId: newGatewayId(),
      referenceNumber: null,
    };
    // A save_only token was never verified, so its payment runs 3-D Secure (a challenge when the
    // issuer asks); a verified token pays without one unless source[3ds]=true asks for it.
    const challenge = input.forceChallenge || (token.saveOnly && token.behaviour.challenge);
    if (challenge) {
      payment.challengeId = newChallengeId();
      state.challenges.set(payment.challengeId, {
        id: payment.challengeId,
        kind: 'payment',
        targetId: payment.id,
        amount: payment.amount,
        description: payment.description,
        brand: payment.company,
        maskedNumber: payment.maskedNumber,
        callbackUrl: payment.callbackUrl,
        done: false,
      });
    } else {
      settle(payment, token.behaviour);
    }
    if (token.saveOnly) token.used = true;
    state.payments.set(payment.id, payment);
    if (input.givenId) state.givenIds.set(input.givenId, payment.id);
    return reply.code(201).send(json(payment));
  });

  scope.get<{ Params: { id: string } }>('/payments/:id', { onRequest: secretKey }, async (request) => json(paymentById(request.params.id)));

  scope.get<{ Querystring: Record<string, string | string[] | undefined> }>('/payments', { onRequest: secretKey }, async (request) => {
    const query = request.query;
    const page = wholeNumber(query.page ?? '1');
    if (page === undefined || page < 1) {
      const problems = new FieldProblems();
      problems.add('page', 'must be a positive integer');
      problems.throwIfAny();
    }
    const filters = Object.entries(query).flatMap(([key, value]) => {
      const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
      return name !== undefined && typeof value === 'string' ? [[name, value] as const] : [];
    });
    const matching = [...state.payments.values()]
      .filter((payment) => (typeof query.status === 'string' ? payment.status === query.status : true))
      .filter((payment) => filters.every(([name, value]) => payment.metadata !== null && String(payment.metadata[name]) === value))
      .reverse();
    const totalPages = Math.ceil(matching.length / PAGE_SIZE);
    return {
      payments: matching.slice((page! - 1) * PAGE_SIZE, page! * PAGE_SIZE).map(json),
      meta: {
        current_page: page,
        next_page: page! < totalPages ? page! + 1 : null,
        prev_page: page! > 1 ? page! - 1 : null,
        total_pages: totalPages,
        total_count: matching.length,
      },
    };
  });

  scope.post<{ Params: { id: string } }>('/payments/:id/capture', { onRequest: secretKey }, async (request) => {
    const payment = paymentById(request.params.id);
    if (payment.status !== 'authorized') operationRefused(payment, 'captured', ['authorized']);
    const amount = readPartialAmount(request.body, payment.amount);
    const now = new Date().toISOString();
    Object.assign(payment, { status: 'captured', captured: amount, capturedAt: now, updatedAt: now });
    return json(payment);
  });

  scope.post<{ Params: { id: string } }>('/payments/:id/void', { onRequest: secretKey }, async (request) => {
    const payment = paymentById(request.params.id);
    if (payment.status !== 'authorized') operationRefused(payment, 'voided', ['authorized']);
    const now = new Date().toISOString();
    Object.assign(payment, { status: 'voided', voidedAt: now, updatedAt: now });
    return json(payment);
  });

  scope.post<{ Params: { id: string } }>('/payments/:id/refund', { onRequest: secretKey }, async (request) => {
    const payment = paymentById(request.params.id);
    if (payment.status !== 'paid' && payment.status !== 'captured') operationRefused(payment, 'refunded', ['paid', 'captured']);
    const refundable = payment.status === 'captured' ? payment.captured : payment.amount;
    const amount = readPartialAmount(request.body, refundable);
    const now = new Date().toISOString();
    Object.assign(payment, { status: 'refunded', refunded: amount, refundedAt: now, updatedAt: now });
    return json(payment);
  });
}
