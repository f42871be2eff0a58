// The provider's objects as it answers them (snake_case), built from the sandbox's records.
import type { ChallengeRecord, PaymentRecord, TokenRecord } from './state.js';

/** Integer halalas as the provider's `*_format` fields show them: "125.50 SAR". */
export function formatAmount(halalas: number, currency = 'SAR'): string {
  return `${Math.trunc(halalas / 100)}.${String(halalas % 100).padStart(2, '0')} ${currency}`;
}

export function challengeUrl(origin: string, challenge: Pick<ChallengeRecord, 'id'>): string {
  return `${origin}/v1/transaction_auths/${challenge.id}/form`;
}

export function tokenJson(token: TokenRecord, origin: string) {
  return {
    id: token.id,
    status: token.status,
    brand: token.brand,
    funding: token.funding,
    country: token.country,
    month: String(token.month),
    year: String(token.year),
    name: token.name,
    last_four: token.lastFour,
    metadata: token.metadata,
    message: token.message,
    verification_url: token.status === 'initiated' && token.challengeId ? challengeUrl(origin, { id: token.challengeId }) : null,
    created_at: token.createdAt,
    updated_at: token.updatedAt,
  };
}

export type TokenJson = ReturnType<typeof tokenJson>;

export function paymentJson(payment: PaymentRecord, origin: string) {
  return {
    id: payment.id,
    status: payment.status,
    amount: payment.amount,
    fee: payment.fee,
    currency: payment.currency,
    refunded: payment.refunded,
    refunded_at: payment.refundedAt,
    captured: payment.captured,
    captured_at: payment.capturedAt,
    voided_at: payment.voidedAt,
    description: payment.description,
    amount_format: formatAmount(payment.amount, payment.currency),
    fee_format: formatAmount(payment.fee, payment.currency),
    refunded_format: formatAmount(payment.refunded, payment.currency),
    captured_format: formatAmount(payment.captured, payment.currency),
    invoice_id: null,
    ip: payment.ip,
    callback_url: payment.callbackUrl,
    created_at: payment.createdAt,
    updated_at: payment.updatedAt,
    metadata: payment.metadata,
    source: {
      type: 'token' as const,
      company: payment.company,
      name: payment.name,
      number: payment.maskedNumber,
      message: payment.message,
      transaction_url: payment.challengeId ? challengeUrl(origin, { id: payment.challengeId }) : null,
      gateway_id: payment.gatewayId,
      reference_number: payment.referenceNumber,
      token: payment.tokenId,
    },
  };
}

export type PaymentJson = ReturnType<typeof paymentJson>;
