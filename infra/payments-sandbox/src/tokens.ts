// POST /v1/tokens (publishable key): checks the card as the provider does and keeps a token of it —
// brand, last four, expiry, name and the test-card behaviour. The number and the CVC are dropped here.
// GET and DELETE /v1/tokens/:id (secret key) read and remove a token.
import type { FastifyInstance } from 'fastify';
import { requireKey } from './auth.js';
import { flag, isHttpUrl, isObject, readMetadata, text, type Body } from './body.js';
import { APPROVED_MESSAGE, behaviourOf, cardBrand, cardCountry, cardFunding, luhnValid, maskCardNumber } from './cards.js';
import type { SandboxContext } from './context.js';
import { FieldProblems, notFound } from './errors.js';
import { newChallengeId, newTokenId, type TokenRecord } from './state.js';
import { tokenJson } from './views.js';

/** A token's verification authorizes 1.00 SAR on the card, voided at once. */
export const VERIFICATION_AMOUNT = 100;

interface CardInput {
  name: string;
  number: string;
  month: number;
  year: number;
  saveOnly: boolean;
  callbackUrl: string | null;
  metadata: Record<string, unknown> | null;
}

function cardNumberText(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? String(value) : '';
  return typeof value === 'string' ? value.replace(/\s+/g, '') : undefined;
}

function expiryYear(value: unknown): number | undefined {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (/^\d{2}$/.test(raw)) return 2000 + Number(raw);
  if (/^20\d{2}$/.test(raw)) return Number(raw);
  return undefined;
}

/** Every field problem at once, in the provider's shape; the card number is never quoted back. */
export function readCard(body: Body, now = new Date()): CardInput {
  const problems = new FieldProblems();

  const name = text(body.name)?.trim() ?? '';
  if (name === '') problems.add('name', "can't be blank");
  else if (name.split(/\s+/).length < 2) problems.add('name', 'must include the first and last name');
  else if (name.length > 255) problems.add('name', 'is too long (at most 255 characters)');

  const number = cardNumberText(body.number) ?? '';
  if (number === '') problems.add('number', "can't be blank");
  else if (!/^\d{12,19}$/.test(number)) problems.add('number', 'is invalid');
  else if (!luhnValid(number)) problems.add('number', 'is not a valid credit card number');
  else if (cardBrand(number) === null) problems.add('company', 'is not supported. Only mada, Visa and Mastercard card numbers are supported');

  const monthValue = typeof body.month === 'number' || typeof body.month === 'string' ? Number(body.month) : Number.NaN;
  const month = Number.isInteger(monthValue) && monthValue >= 1 && monthValue <= 12 ? monthValue : undefined;
  if (body.month === undefined || body.month === '') problems.add('month', "can't be blank");
  else if (month === undefined) problems.add('month', 'must be between 1 and 12');

  const year = expiryYear(body.year);
  if (body.year === undefined || body.year === '') problems.add('year', "can't be blank");
  else if (year === undefined) problems.add('year', 'is invalid');
  else if (month !== undefined) {
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    const expiry = year * 12 + (month - 1);
    if (expiry < thisMonth) problems.add('year', 'card has expired');
    else if (expiry > thisMonth + 20 * 12) problems.add('year', 'is too far in the future');
  }

  const cvc = typeof body.cvc === 'number' ? String(body.cvc).padStart(3, '0') : typeof body.cvc === 'string' ? body.cvc.trim() : '';
  if (cvc === '') problems.add('cvc', "can't be blank");
  else if (!/^\d{3}$/.test(cvc)) problems.add('cvc', 'must be 3 digits');

  const saveOnly = body.save_only === undefined ? false : flag(body.save_only);
  if (saveOnly === undefined) problems.add('save_only', 'must be true or false');

  // The store sends source[manual] with its tokens; the payment's own source[manual] decides.
  const manual = isObject(body.source) ? body.source.manual : body.manual;
  if (manual !== undefined && flag(manual) === undefined) problems.add('source.manual', 'must be true or false');

  const callback = text(body.callback_url)?.trim() ?? '';
  if (callback === '' && !saveOnly) problems.add('callback_url', "can't be blank");
  else if (callback !== '' && !isHttpUrl(callback)) problems.add('callback_url', 'must be a valid http or https URL');

  const metadata = readMetadata(body.metadata, (message) => problems.add('metadata', message));

  problems.throwIfAny();
  return { name, number, month: month!, year: year!, saveOnly: saveOnly!, callbackUrl: callback || null, metadata };
}

export function registerTokenRoutes(scope: FastifyInstance, ctx: SandboxContext): void {
  const { state } = ctx;
  const anyKey = requireKey(ctx.config, ['publishable', 'secret']);
  const secretKey = requireKey(ctx.config, ['secret']);

  scope.post('/tokens', { onRequest: anyKey }, async (request, reply) => {
    const card = readCard(isObject(request.body) ? request.body : {});
    const brand = cardBrand(card.number)!;
    const behaviour = behaviourOf(card.number, brand);
    const now = new Date().toISOString();
    const token: TokenRecord = {
      id: newTokenId(),
      status: 'verified',
      brand,
      funding: cardFunding(brand),
      country: cardCountry(brand),
      name: card.name,
      month: card.month,
      year: card.year,
      lastFour: card.number.slice(-4),
      maskedNumber: maskCardNumber(card.number),
      behaviour,
      saveOnly: card.saveOnly,
      used: false,
      callbackUrl: card.callbackUrl,
      metadata: card.metadata,
      message: null,
      challengeId: null,
      createdAt: now,
      updatedAt: now,
    };
    // save_only defers 3-D Secure to the payment; otherwise the card is verified now, with a
    // challenge when its issuer asks for one.
    if (!card.saveOnly) {
      if (behaviour.challenge) {
        token.status = 'initiated';
        token.challengeId = newChallengeId();
        state.challenges.set(token.challengeId, {
          id: token.challengeId,
          kind: 'token',
          targetId: token.id,
          amount: VERIFICATION_AMOUNT,
          description: null,
          brand,
          maskedNumber: token.maskedNumber,
          callbackUrl: card.callbackUrl!,
          done: false,
        });
      } else {
        token.message = APPROVED_MESSAGE;
      }
    }
    state.tokens.set(token.id, token);
    return reply.code(201).send(tokenJson(token, ctx.publicOrigin()));
  });

  scope.get<{ Params: { id: string } }>('/tokens/:id', { onRequest: secretKey }, async (request) => {
    const token = state.tokens.get(request.params.id);
    if (!token) throw notFound();
    return tokenJson(token, ctx.publicOrigin());
  });

  scope.delete<{ Params: { id: string } }>('/tokens/:id', { onRequest: secretKey }, async (request, reply) => {
    if (!state.tokens.delete(request.params.id)) throw notFound();
    return reply.code(204).send();
  });
}
