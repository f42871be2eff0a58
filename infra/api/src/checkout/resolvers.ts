// Checkout, payment, order and saved-card resolvers: validate, call a service or repository, map.
// Every operation answers only the logged-in owner; guests get `unauthorized`.
import { isIP } from 'node:net';
import { z } from 'zod';
import type { GraphQLContext } from '../context.js';
import type { MutationResolvers, QueryResolvers } from '../generated/graphql.js';
import { fail, fieldError, ok, type FieldError, type MessageKey } from '../messages.js';
import { decodeCursor, encodeCursor } from '../domain/cursor.js';
import { sarToHalalas } from 'shared-domain';
import { isOrderStatus, statusPath } from '../domain/order.js';
import { CARD_BRANDS, cardExpired, fullYear, looksLikeCardNumber } from '../domain/payment.js';
import { idField, latitude, longitude, optionalText, requiredText, validate } from '../validation.js';
import { InputError } from '../errors.js';
import { updateCheckout } from './checkout-service.js';
import { createPayment, recordTransaction } from './payment-service.js';
import { createOrder } from './order-service.js';
import { saveCard } from './card-service.js';
import { PSP_ID } from './payment-provider.js';
import { loadOrders, loadPayments, shippingMethodsById, toCard, toCheckout, toTransaction } from './mappers.js';

const MAX_PAGE = 50;

// ---- input rules

const addressInput = z.object({
  address1: requiredText(200),
  address2: optionalText(200),
  lat: latitude,
  long: longitude,
  country: z.literal('SA', { message: 'invalid_value' }).nullish(),
});

const optionalId = idField.nullish();
const pspIdField = z.string({ message: 'invalid_type' }).regex(PSP_ID, 'invalid_value');
const jsonText = z
  .string({ message: 'field_required' })
  .max(16_384, 'field_too_long')
  .refine((s) => {
    try {
      JSON.parse(s);
      return true;
    } catch {
      return false;
    }
  }, 'invalid_value');

const updateCheckoutSchema = z.object({
  checkoutId: idField,
  shippingAddress: addressInput.nullish(),
  billingAddress: addressInput.nullish(),
  shippingMethod: optionalId,
  scheduleTime: z.string({ message: 'invalid_type' }).max(40, 'field_too_long').refine((s) => !Number.isNaN(Date.parse(s)), 'invalid_date').nullish(),
  outOfStockAction: z.enum(['REPLACE', 'REMOVE', 'BOTH'], { message: 'invalid_value' }).nullish(),
});

const createPaymentSchema = z.object({
  gateway: z.string({ message: 'invalid_type' }).max(40, 'field_too_long').regex(/^[a-z0-9_-]+$/i, 'invalid_value').nullish(),
  checkoutId: idField,
  total: z.number({ message: 'invalid_number' }).min(0, 'invalid_number').max(10_000_000, 'invalid_number').nullish(),
  paymentMethodId: optionalId,
  cdId: optionalId,
  pspId: pspIdField.nullish(),
  returnUrl: z.string({ message: 'invalid_type' }).max(500, 'field_too_long').nullish(),
  customerIpAddress: z.string({ message: 'invalid_type' }).max(64, 'field_too_long').refine((s) => isIP(s) !== 0, 'invalid_value').nullish(),
  pspResponse: jsonText.nullish(),
});

/** SAR with at most two decimals, as the provider and spec §3 state amounts. */
const sarAmount = z
  .number({ message: 'field_required' })
  .positive('invalid_number')
  .max(10_000_000, 'invalid_number')
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'invalid_number');

const createTransactionSchema = z.object({
  paymentId: idField,
  pspId: z.string({ message: 'field_required' }).regex(PSP_ID, 'invalid_value'),
  pspResponse: jsonText,
  customerId: idField,
  currency: z.string({ message: 'field_required' }).transform((s) => s.trim().toUpperCase()).refine((s) => s === 'SAR', 'invalid_value'),
  amount: sarAmount,
  kind: z.enum(['authorization', 'capture', 'void', 'refund'], { message: 'invalid_value' }).nullish(),
  checkoutId: optionalId,
});

const createOrderSchema = z.object({ checkoutId: idField, paymentId: idField, pspId: pspIdField.nullish() });

const cardTokenSchema = z
  .object({
    token: z
      .string({ message: 'field_required' })
      .trim()
      .min(1, 'field_required')
      .max(128, 'field_too_long')
      .refine((t) => !looksLikeCardNumber(t), 'card_number_not_allowed')
      .refine((t) => /^[A-Za-z0-9_-]+$/.test(t), 'invalid_value'),
    cardType: z
      .string({ message: 'field_required' })
      .max(20, 'field_too_long')
      .transform((s) => s.trim().toLowerCase())
      .refine((s): s is (typeof CARD_BRANDS)[number] => (CARD_BRANDS as readonly string[]).includes(s), 'invalid_value'),
    lastFour: z.string({ message: 'field_required' }).max(30, 'card_number_not_allowed').refine((s) => !looksLikeCardNumber(s), 'card_number_not_allowed').refine((s) => /^\d{4}$/.test(s), 'invalid_value'),
    expiryMnt: z.number({ message: 'field_required' }).int('invalid_number').min(1, 'invalid_number').max(12, 'invalid_number'),
    expiryYr: z.number({ message: 'field_required' }).int('invalid_number').min(0, 'invalid_number').transform(fullYear).refine((y) => y >= 2000 && y <= 2100, 'invalid_number'),
    nickName: optionalText(40).refine((n) => !n || !looksLikeCardNumber(n), 'card_number_not_allowed'),
    default: z.boolean({ message: 'invalid_type' }).nullish(),
  })
  .superRefine((card, ctx) => {
    if (cardExpired(card.expiryMnt, card.expiryYr, new Date())) ctx.addIssue({ code: 'custom', path: ['expiryYr'], message: 'card_expired' });
  });

function prefixed(prefix: string, errors: FieldError[]): FieldError[] {
  return errors.map((e) => ({ ...e, field: `${prefix}.${e.field}` }));
}

function checkPage(first: number | null | undefined, after: string | null | undefined): { first: number; afterId: number | null } {
  const size = first ?? 10;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE) throw new InputError([fieldError('first', 'invalid_number')]);
  if (!after) return { first: size, afterId: null };
  const key = decodeCursor(after, 1);
  if (!key || typeof key[0] !== 'number' || !Number.isSafeInteger(key[0]) || key[0] < 1) throw new InputError([fieldError('after', 'invalid_cursor')], 'invalid_cursor');
  return { first: size, afterId: key[0] };
}

function pageInfo(ids: number[], hasNextPage: boolean, after: number | null) {
  const cursors = ids.map((id) => encodeCursor([id]));
  return { hasNextPage, hasPreviousPage: after !== null, startCursor: cursors[0] ?? null, endCursor: cursors[cursors.length - 1] ?? null };
}

/** A query id argument: a positive integer, else nothing is found. */
function queryId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

function origin(ctx: GraphQLContext): string | null {
  const value = ctx.request.headers.origin;
  return typeof value === 'string' ? value : null;
}

async function orderAnswer(ctx: GraphQLContext, orderId: number, key: MessageKey) {
  const order = (await loadOrders(ctx.repos, [orderId])).get(orderId) ?? null;
  return { ...ok(key), order };
}

async function cardsAnswer(ctx: GraphQLContext, key: MessageKey, result: { card: Parameters<typeof toCard>[0]; cards: Parameters<typeof toCard>[0][] }) {
  return { ...ok(key), card: toCard(result.card), cards: result.cards.map(toCard) };
}

export const checkoutQueries: QueryResolvers<GraphQLContext> = {
  async getCheckoutById(_root, { id }, ctx) {
    const checkoutId = queryId(id);
    if (!ctx.viewer || checkoutId === null) return null;
    const view = await ctx.repos.checkout.ownedView(ctx.viewer.userId, checkoutId);
    return view ? toCheckout(view, await shippingMethodsById(ctx.repos)) : null;
  },

  async getAllCheckout(_root, { first, after }, ctx) {
    const page = checkPage(first, after);
    if (!ctx.viewer) return { edges: [], pageInfo: pageInfo([], false, null), totalCount: 0 };
    const listed = await ctx.repos.checkout.list(ctx.viewer.userId, page.first, page.afterId);
    const methods = await shippingMethodsById(ctx.repos);
    const ids = listed.views.map((v) => v.checkout.id);
    return {
      edges: listed.views.map((v) => ({ node: toCheckout(v, methods), cursor: encodeCursor([v.checkout.id]) })),
      pageInfo: pageInfo(ids, listed.hasNextPage, page.afterId),
      totalCount: listed.totalCount,
    };
  },

  async getOrderById(_root, { orderId }, ctx) {
    const id = queryId(orderId);
    if (!ctx.viewer || id === null) return null;
    const owned = await ctx.repos.orders.ownedOrderId(ctx.viewer.userId, id);
    return owned === null ? null : ((await loadOrders(ctx.repos, [owned])).get(owned) ?? null);
  },

  async orders(_root, { first, after }, ctx) {
    const page = checkPage(first, after);
    if (!ctx.viewer) return { edges: [], pageInfo: pageInfo([], false, null), totalCount: 0 };
    const listed = await ctx.repos.orders.list(ctx.viewer.userId, page.first, page.afterId);
    const orders = await loadOrders(ctx.repos, listed.ids);
    return {
      edges: listed.ids.map((id) => ({ node: orders.get(id)!, cursor: encodeCursor([id]) })),
      pageInfo: pageInfo(listed.ids, listed.hasNextPage, page.afterId),
      totalCount: listed.totalCount,
    };
  },

  async getTransactionDetails(_root, { transNo }, ctx) {
    const id = queryId(transNo);
    if (!ctx.viewer || id === null) return null;
    const found = await ctx.repos.checkout.ownedTransaction(ctx.viewer.userId, id);
    if (!found) return null;
    const payments = await loadPayments(ctx.repos, [found.payment]);
    return toTransaction(found.transaction, payments.get(found.payment.id)!);
  },

  async getUserCards(_root, args, ctx) {
    if (!ctx.viewer) return [];
    return (await ctx.repos.cards.list(ctx.viewer.userId, { active: args.active ?? null, isDefault: args.default ?? null })).map(toCard);
  },
};

export const checkoutMutations: MutationResolvers<GraphQLContext> = {
  async updateCheckout(_root, args, ctx) {
    const refused = (key: MessageKey, errors: FieldError[] = []) => ({ ...fail(key, errors), checkout: null });
    if (!ctx.viewer) return refused('unauthorized');
    const input = validate(updateCheckoutSchema, args);
    if (!input.ok) return refused('invalid_input', input.errors);
    const d = input.data;
    const address = (a: typeof d.shippingAddress) => (a ? { address1: a.address1, address2: a.address2 ?? null, lat: a.lat, long: a.long, country: a.country ?? 'SA' } : null);
    const result = await updateCheckout(ctx.repos, ctx.viewer.userId, {
      checkoutId: d.checkoutId,
      shippingAddress: address(d.shippingAddress),
      billingAddress: address(d.billingAddress),
      shippingMethodId: d.shippingMethod ?? null,
      scheduleTime: d.scheduleTime ?? null,
      outOfStockAction: d.outOfStockAction ?? null,
    });
    if (!result.ok) return refused(result.key, result.errors);
    return { ...ok('checkout_updated'), checkout: toCheckout(result.view, await shippingMethodsById(ctx.repos)) };
  },

  async createPayment(_root, { payment_input, ...args }, ctx) {
    const refused = (key: MessageKey, errors: FieldError[] = []) => ({ ...fail(key, errors), payment: null });
    if (!ctx.viewer) return refused('unauthorized');
    // the spec's payment_input carries the same fields; arguments given directly win
    const merged = { ...(payment_input ?? {}), ...Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined && v !== null)) };
    const input = validate(createPaymentSchema, merged);
    if (!input.ok) return refused('invalid_input', input.errors);
    const d = input.data;
    const result = await createPayment(
      { repos: ctx.repos, provider: ctx.payments, storeOrigins: ctx.config.storeOrigins, log: ctx.request.log },
      ctx.viewer.userId,
      {
        checkoutId: d.checkoutId, paymentMethodId: d.paymentMethodId ?? null, cardId: d.cdId ?? null, pspId: d.pspId ?? null,
        returnUrl: d.returnUrl ?? null, customerIp: d.customerIpAddress ?? ctx.clientIp, gateway: d.gateway ?? 'moyasar', origin: origin(ctx),
      },
    );
    if (!result.ok) return refused(result.key, result.errors);
    const payment = (await loadPayments(ctx.repos, [result.intent])).get(result.intent.id)!;
    return {
      ...ok('payment_created'),
      payment,
      amount: result.intent.amount_halalas,
      currency: result.intent.currency,
      givenId: result.intent.given_id,
      description: result.intent.description,
      callbackUrl: result.intent.callback_url,
    };
  },

  async createTransaction(_root, args, ctx) {
    const refused = (key: MessageKey, errors: FieldError[] = []) => ({ ...fail(key, errors), transaction: null });
    if (!ctx.viewer) return refused('unauthorized');
    const input = validate(createTransactionSchema, args);
    if (!input.ok) return refused('invalid_input', input.errors);
    const d = input.data;
    const result = await recordTransaction(
      { repos: ctx.repos, provider: ctx.payments, storeOrigins: ctx.config.storeOrigins, log: ctx.request.log },
      ctx.viewer.userId,
      { paymentId: d.paymentId, checkoutId: d.checkoutId ?? null, pspId: d.pspId, customerId: d.customerId, currency: d.currency, amountHalalas: sarToHalalas(d.amount), kind: d.kind ?? 'authorization' },
    );
    if (!result.ok) return refused(result.key, result.errors);
    const payment = (await loadPayments(ctx.repos, [result.payment])).get(result.payment.id)!;
    return { ...ok('transaction_recorded'), transaction: toTransaction(result.transaction, payment) };
  },

  async createOrder(_root, { input: wrapped, ...args }, ctx) {
    const refused = (key: MessageKey, errors: FieldError[] = []) => ({ ...fail(key, errors), order: null });
    if (!ctx.viewer) return refused('unauthorized');
    const merged = { ...(wrapped ?? {}), ...Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined && v !== null)) };
    const input = validate(createOrderSchema, merged);
    if (!input.ok) return refused('invalid_input', input.errors);
    const result = await createOrder(
      { repos: ctx.repos, provider: ctx.payments, log: ctx.request.log },
      ctx.viewer.userId,
      { checkoutId: input.data.checkoutId, paymentId: input.data.paymentId, pspId: input.data.pspId ?? null },
    );
    if (!result.ok) {
      const head = refused(result.key, result.errors);
      return 'message' in result ? { ...head, message: result.message, arMessage: result.arMessage } : head;
    }
    return orderAnswer(ctx, result.orderId, 'order_placed');
  },

  async advanceOrderStatusForTesting(_root, { orderId, statusCode }, ctx) {
    const refused = (key: MessageKey, errors: FieldError[] = []) => ({ ...fail(key, errors), order: null });
    // fenced: never answers in production
    if (!ctx.config.testingOperations) return refused('forbidden');
    if (!ctx.viewer) return refused('unauthorized');
    const input = validate(z.object({ orderId: idField, statusCode: z.string().refine(isOrderStatus, 'invalid_value') }), { orderId, statusCode });
    if (!input.ok) return refused('invalid_input', input.errors);
    const owned = await ctx.repos.orders.ownedOrderId(ctx.viewer.userId, input.data.orderId);
    if (owned === null) return refused('not_found', [fieldError('orderId', 'not_found')]);
    const target = input.data.statusCode;
    if (!isOrderStatus(target)) return refused('invalid_input', [fieldError('statusCode', 'invalid_value')]);
    const moved = await ctx.repos.orders.advance(owned, (current, method) => statusPath(current, target, method));
    if (!moved) return refused('invalid_status_change', [fieldError('statusCode', 'invalid_status_change')]);
    return orderAnswer(ctx, owned, 'order_status_updated');
  },

  async addCardToken(_root, { input: raw }, ctx) {
    const refused = (key: MessageKey, errors: FieldError[] = []) => ({ ...fail(key, errors), card: null, cards: [] });
    if (!ctx.viewer) return refused('unauthorized');
    const input = validate(cardTokenSchema, raw);
    if (!input.ok) {
      const panRefused = input.errors.some((e) => e.key === 'card_number_not_allowed');
      return refused(panRefused ? 'card_number_not_allowed' : 'invalid_input', prefixed('input', input.errors));
    }
    const d = input.data;
    // the token is checked with the provider, whose brand, last four and expiry are the ones kept
    const saved = await saveCard(
      { repos: ctx.repos, provider: ctx.payments, log: ctx.request.log },
      ctx.viewer.userId,
      { token: d.token, cardType: d.cardType, lastFour: d.lastFour, expiryMonth: d.expiryMnt, expiryYear: d.expiryYr, nickName: d.nickName ?? null, makeDefault: d.default ?? false },
    );
    if (!saved.ok) return refused(saved.key, saved.errors);
    return cardsAnswer(ctx, 'card_saved', saved);
  },

  async chooseDefaultCard(_root, { cardId }, ctx) {
    const refused = (key: MessageKey, errors: FieldError[] = []) => ({ ...fail(key, errors), card: null, cards: [] });
    if (!ctx.viewer) return refused('unauthorized');
    const input = validate(z.object({ cardId: idField }), { cardId });
    if (!input.ok) return refused('invalid_input', input.errors);
    const chosen = await ctx.repos.cards.chooseDefault(ctx.viewer.userId, input.data.cardId);
    if (!chosen) return refused('card_not_found', [fieldError('cardId', 'card_not_found')]);
    return cardsAnswer(ctx, 'default_card_chosen', chosen);
  },

  async removeCard(_root, { cardId }, ctx) {
    const refused = (key: MessageKey, errors: FieldError[] = []) => ({ ...fail(key, errors), card: null, cards: [] });
    if (!ctx.viewer) return refused('unauthorized');
    const input = validate(z.object({ cardId: idField }), { cardId });
    if (!input.ok) return refused('invalid_input', input.errors);
    const removed = await ctx.repos.cards.remove(ctx.viewer.userId, input.data.cardId);
    if (!removed) return refused('card_not_found', [fieldError('cardId', 'card_not_found')]);
    return cardsAnswer(ctx, 'card_removed', removed);
  },
};
