// createOrder, the verification point: the redirect is never trusted. The payment is fetched from the
// provider with the secret key and must be this intent's, authorized or paid, for the checkout's
// grand total in SAR. Only then is the order placed (stock decremented in the same transaction);
// afterwards the authorization is captured. A payment that cannot become an order is voided (or
// refunded when already captured), so the shopper is never charged for nothing.
import { fieldError, messages, type FieldError } from '../messages.js';
import { transactionSummary, verifyProviderPayment, type ProviderPayment } from '../domain/payment.js';
import type { Repositories } from '../plugins/repositories.js';
import { refuse, type ServiceFailure } from './checkout-service.js';
import type { PaymentRow } from './checkout-repository.js';
import type { ShortLine } from './order-repository.js';
import { ProviderRefused, ProviderUnavailable, type PaymentProvider } from './payment-provider.js';

export interface OrderDeps {
  repos: Repositories;
  provider: PaymentProvider;
  log: { warn: (obj: Record<string, unknown>, msg: string) => void; error: (obj: Record<string, unknown>, msg: string) => void };
}

export type OrderAnswer = { ok: true; orderId: number; created: boolean };
export type OutOfStock = ServiceFailure & { message: string; arMessage: string };

/** The out_of_stock answer, naming the short products in each language. */
export function outOfStockFailure(lines: ShortLine[]): OutOfStock {
  const en = lines.map((l) => l.name).join(', ') || 'an item';
  const ar = lines.map((l) => l.arName).join('، ') || 'أحد المنتجات';
  const errors: FieldError[] = lines.map((l) => ({
    ...fieldError(`lines.${l.productId}`, 'out_of_stock'),
    message: messages.out_of_stock.en.replace('{product}', l.name),
    arMessage: messages.out_of_stock.ar.replace('{product}', l.arName),
  }));
  return { ok: false, key: 'out_of_stock', errors, message: messages.out_of_stock.en.replace('{product}', en), arMessage: messages.out_of_stock.ar.replace('{product}', ar) };
}

/**
 * Gives the money back: voids an authorization, refunds a captured payment, and records it once. A
 * provider that cannot be reached leaves the authorization to lapse; that is logged, not hidden.
 */
export async function releasePayment(deps: OrderDeps, payment: PaymentRow, provider: ProviderPayment): Promise<void> {
  const { repos } = deps;
  const refund = provider.status === 'paid' || provider.status === 'captured';
  if (provider.status !== 'authorized' && !refund) return;
  let answer: ProviderPayment;
  try {
    answer = refund ? await deps.provider.refund(provider.id) : await deps.provider.void(provider.id);
  } catch (error) {
    if (!(error instanceof ProviderRefused || error instanceof ProviderUnavailable)) throw error;
    // a void or refund that already happened (a repeat) is refused by the provider: read what it says now
    answer = await deps.provider.fetchPayment(provider.id).catch(() => provider);
    if (answer.status !== 'voided' && answer.status !== 'refunded') {
      deps.log.error({ paymentId: payment.id, pspId: provider.id, operation: refund ? 'refund' : 'void' }, 'payment could not be released');
      return;
    }
  }
  await repos.checkout.recordTransaction({
    paymentId: payment.id, kind: refund ? 'refund' : 'void', status: answer.status, pspId: provider.id,
    amountHalalas: provider.amount, currency: provider.currency, response: transactionSummary(answer),
  });
  await repos.checkout.setPaymentStatus(payment.id, refund ? 'refunded' : 'voided', ['initiated', 'superseded', 'authorized', 'paid']);
}

async function capture(deps: OrderDeps, payment: PaymentRow, provider: ProviderPayment): Promise<void> {
  let answer: ProviderPayment;
  try {
    answer = await deps.provider.capture(provider.id);
  } catch (error) {
    if (!(error instanceof ProviderRefused || error instanceof ProviderUnavailable)) throw error;
    answer = await deps.provider.fetchPayment(provider.id).catch(() => provider);
    if (answer.status !== 'captured' && answer.status !== 'paid') {
      // the order stands on its authorization; capturing again is safe and left to a later attempt
      deps.log.error({ paymentId: payment.id, pspId: provider.id }, 'capture failed; the order is placed on an authorization');
      return;
    }
  }
  await deps.repos.checkout.recordTransaction({
    paymentId: payment.id, kind: 'capture', status: answer.status, pspId: provider.id,
    amountHalalas: provider.amount, currency: provider.currency, response: transactionSummary(answer),
  });
  await deps.repos.checkout.setPaymentStatus(payment.id, 'paid', ['authorized']);
}

export async function createOrder(deps: OrderDeps, userId: number, request: { checkoutId: number; paymentId: number; pspId: string | null }): Promise<OrderAnswer | ServiceFailure | OutOfStock> {
  const { repos } = deps;
  const view = await repos.checkout.ownedView(userId, request.checkoutId);
  if (!view) return refuse('not_found', [fieldError('checkoutId', 'not_found')]);
  const payment = await repos.checkout.payment(request.paymentId);
  if (!payment || payment.checkout_id !== request.checkoutId) return refuse('not_found', [fieldError('paymentId', 'not_found')]);

  // a repeat: the order already made with this payment, or from this checkout, is the answer
  const made = await repos.orders.existingFor(request.checkoutId, payment.id);
  if (made && made.payment_id === payment.id) return { ok: true, orderId: made.id, created: false };

  if (payment.psp_id && request.pspId && payment.psp_id !== request.pspId) return refuse('payment_mismatch', [fieldError('pspId', 'payment_mismatch')]);
  const pspId = payment.psp_id ?? request.pspId;
  if (!pspId) return refuse('invalid_input', [fieldError('pspId', 'field_required')]);

  let provider: ProviderPayment;
  try {
    provider = await deps.provider.fetchPayment(pspId);
  } catch (error) {
    if (error instanceof ProviderUnavailable) return refuse('payment_not_verified');
    if (error instanceof ProviderRefused) return refuse('payment_mismatch', [fieldError('pspId', 'payment_mismatch')]);
    throw error;
  }

  const verdict = verifyProviderPayment(provider, { givenId: payment.given_id, amountHalalas: view.checkout.grand_total_halalas });
  // somebody else's payment (or one for another checkout) is left alone
  if (!verdict.ok && verdict.reason === 'foreign') return refuse('payment_mismatch', [fieldError('pspId', 'payment_mismatch')]);
  if (!payment.psp_id && !(await repos.checkout.bindPspId(payment.id, pspId))) return refuse('payment_mismatch', [fieldError('pspId', 'payment_mismatch')]);

  if (!verdict.ok && verdict.reason === 'declined') {
    await repos.checkout.setPaymentStatus(payment.id, 'failed', ['initiated']);
    return refuse('invalid_card');
  }
  if (!verdict.ok) {
    await releasePayment(deps, payment, provider);
    return refuse('payment_mismatch');
  }
  if (made) {
    // the checkout was already paid with another payment: this one is given back
    await releasePayment(deps, payment, provider);
    return { ok: true, orderId: made.id, created: false };
  }

  const placed = await repos.orders.place({ checkoutId: request.checkoutId, payment, provider, paymentStatus: verdict.status });
  switch (placed.kind) {
    case 'placed':
      if (verdict.status === 'authorized') await capture(deps, payment, provider);
      return { ok: true, orderId: placed.orderId, created: true };
    case 'exists':
      if (placed.paymentId !== payment.id) await releasePayment(deps, payment, provider);
      return { ok: true, orderId: placed.orderId, created: false };
    case 'out_of_stock':
      await releasePayment(deps, payment, provider);
      return outOfStockFailure(placed.lines);
    case 'total_changed':
      await releasePayment(deps, payment, provider);
      return refuse('payment_mismatch');
    case 'not_found':
      return refuse('not_found', [fieldError('checkoutId', 'not_found')]);
  }
}
