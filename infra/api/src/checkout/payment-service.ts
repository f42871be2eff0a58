// createPayment: the intent to pay a checkout, made once per checkout and total. The browser gets the
// server's amount, an idempotency key (given_id) for the provider and a callback URL on the store's
// own origin; told the provider's payment id, the server checks that payment belongs to the intent.
import { fieldError } from '../messages.js';
import { buildCallbackUrl, givenIdOf, transactionSummary } from '../domain/payment.js';
import type { Repositories } from '../plugins/repositories.js';
import { refuse, type ServiceFailure } from './checkout-service.js';
import type { PaymentRow } from './checkout-repository.js';
import type { PaymentProvider } from './payment-provider.js';
import { ProviderRefused, ProviderUnavailable } from './payment-provider.js';

export const DEFAULT_RETURN_PATH = '/checkout/verify-payment';
/** The only payment method paid through the provider. */
const CARD_METHOD = 'card';

export interface PaymentDeps {
  repos: Repositories;
  provider: PaymentProvider;
  storeOrigins: readonly string[];
  log: { warn: (obj: Record<string, unknown>, msg: string) => void };
}

export interface PaymentRequest {
  checkoutId: number;
  paymentMethodId: number | null;
  cardId: number | null;
  pspId: string | null;
  returnUrl: string | null;
  customerIp: string | null;
  gateway: string;
  /** The Origin the request came from, when the browser sent one. */
  origin: string | null;
}

export type PaymentAnswer = { ok: true; intent: PaymentRow; created: boolean };

/** True when the provider says the payment behind this intent failed: the shopper may try again with a new key. */
async function failedAtProvider(deps: PaymentDeps, pspId: string): Promise<boolean | null> {
  try {
    const payment = await deps.provider.fetchPayment(pspId);
    return payment.status === 'failed' || payment.status === 'voided';
  } catch (error) {
    if (error instanceof ProviderUnavailable || error instanceof ProviderRefused) return null;
    throw error;
  }
}

export async function createPayment(deps: PaymentDeps, userId: number, request: PaymentRequest): Promise<PaymentAnswer | ServiceFailure> {
  const { repos } = deps;
  const view = await repos.checkout.ownedView(userId, request.checkoutId);
  if (!view) return refuse('not_found', [fieldError('checkoutId', 'not_found')]);
  if (view.checkout.order_id !== null) return refuse('checkout_closed');

  const offered = await repos.cart.paymentMethodsFor(view.checkout.shipping_method_id);
  const method = request.paymentMethodId === null ? offered.find((m) => m.name === CARD_METHOD) : offered.find((m) => m.id === request.paymentMethodId);
  if (!method || method.name !== CARD_METHOD) return refuse('payment_method_unavailable', [fieldError('paymentMethodId', 'payment_method_unavailable')]);

  if (request.cardId !== null && !(await repos.cards.activeCard(userId, request.cardId))) {
    return refuse('card_not_found', [fieldError('cdId', 'card_not_found')]);
  }

  const returnUrl = request.returnUrl ?? DEFAULT_RETURN_PATH;
  const callbackFor = (paymentId: number) =>
    buildCallbackUrl(returnUrl, deps.storeOrigins, request.origin, { checkoutId: String(request.checkoutId), paymentId: String(paymentId) });
  if (!callbackFor(0).ok) return refuse('invalid_return_url', [fieldError('returnUrl', 'invalid_return_url')]);

  const open = await repos.checkout.openIntent(request.checkoutId);
  if (request.pspId !== null) {
    // the browser reports the provider payment it made: it must be this intent's
    if (!open) return refuse('payment_mismatch', [fieldError('pspId', 'payment_mismatch')]);
    let payment;
    try {
      payment = await deps.provider.fetchPayment(request.pspId);
    } catch (error) {
      if (error instanceof ProviderUnavailable) return refuse('payment_not_verified');
      if (error instanceof ProviderRefused) return refuse('payment_mismatch', [fieldError('pspId', 'payment_mismatch')]);
      throw error;
    }
    if (givenIdOf(payment) !== open.given_id || !(await repos.checkout.bindPspId(open.id, request.pspId))) {
      return refuse('payment_mismatch', [fieldError('pspId', 'payment_mismatch')]);
    }
    // a declined attempt closes its intent, so the retry gets a new key instead of the declined payment
    if (payment.status === 'failed' || payment.status === 'voided') await repos.checkout.setPaymentStatus(open.id, 'failed', ['initiated']);
  } else if (open?.psp_id && (await failedAtProvider(deps, open.psp_id))) {
    await repos.checkout.setPaymentStatus(open.id, 'failed', ['initiated']);
  }

  const made = await repos.checkout.intentFor({
    checkoutId: request.checkoutId,
    userId,
    gateway: request.gateway,
    paymentMethodId: method.id,
    cardId: request.cardId,
    callbackUrl: (id) => (callbackFor(id) as { url: string }).url,
    customerIp: request.customerIp,
  });
  if (!made) return refuse('not_found', [fieldError('checkoutId', 'not_found')]);
  if ('closed' in made) return refuse('checkout_closed');
  return { ok: true, ...made };
}

export interface TransactionRequest {
  paymentId: number;
  checkoutId: number | null;
  pspId: string;
  customerId: number;
  currency: string;
  amountHalalas: number;
  kind: 'authorization' | 'capture' | 'void' | 'refund';
}

/**
 * Records a transaction the browser reports (spec §7 createTransaction). What is stored is what the
 * provider says of the payment, read with the secret key, never the browser's copy of the answer; the
 * reported amount and currency must agree with it.
 */
export async function recordTransaction(deps: PaymentDeps, userId: number, request: TransactionRequest) {
  const { repos } = deps;
  if (request.customerId !== userId) return refuse('forbidden', [fieldError('customerId', 'forbidden')]);
  const payment = await repos.checkout.payment(request.paymentId);
  const owned = payment && (await repos.checkout.ownedView(userId, payment.checkout_id));
  if (!payment || !owned) return refuse('not_found', [fieldError('paymentId', 'not_found')]);
  if (request.checkoutId !== null && request.checkoutId !== payment.checkout_id) return refuse('invalid_input', [fieldError('checkoutId', 'not_found')]);
  if (payment.psp_id && payment.psp_id !== request.pspId) return refuse('payment_mismatch', [fieldError('pspId', 'payment_mismatch')]);
  let provider;
  try {
    provider = await deps.provider.fetchPayment(request.pspId);
  } catch (error) {
    if (error instanceof ProviderUnavailable) return refuse('payment_not_verified');
    if (error instanceof ProviderRefused) return refuse('payment_mismatch', [fieldError('pspId', 'payment_mismatch')]);
    throw error;
  }
  if (givenIdOf(provider) !== payment.given_id) return refuse('payment_mismatch', [fieldError('pspId', 'payment_mismatch')]);
  if (provider.amount !== request.amountHalalas) return refuse('payment_mismatch', [fieldError('amount', 'payment_mismatch')]);
  if (String(provider.currency).toUpperCase() !== request.currency) return refuse('payment_mismatch', [fieldError('currency', 'payment_mismatch')]);
  if (!payment.psp_id && !(await repos.checkout.bindPspId(payment.id, request.pspId))) return refuse('payment_mismatch', [fieldError('pspId', 'payment_mismatch')]);
  const transaction = await repos.checkout.recordTransaction({
    paymentId: payment.id, kind: request.kind, status: provider.status, pspId: provider.id,
    amountHalalas: provider.amount, currency: String(provider.currency).toUpperCase(), response: transactionSummary(provider),
  });
  return { ok: true as const, transaction, payment: (await repos.checkout.payment(payment.id))! };
}
