// The sandbox's memory: tokens, payments, pending 3-D Secure challenges, the given_id index and
// the fault switch. Per process, gone on restart or reset. Tokens keep no card number and no CVC.
import { randomInt, randomUUID } from 'node:crypto';
import type { CardBehaviour, CardBrand } from './cards.js';

export type TokenStatus = 'initiated' | 'verified' | 'failed';

export interface TokenRecord {
  id: string;
  status: TokenStatus;
  brand: CardBrand;
  funding: 'debit' | 'credit';
  country: string;
  name: string;
  month: number;
  year: number;
  lastFour: string;
  /** First six and last four only ("4201-32XX-XXXX-1010"), for the payment's `source.number`. */
  maskedNumber: string;
  behaviour: CardBehaviour;
  /** save_only: single use, and its payment runs 3-D Secure for the real amount. */
  saveOnly: boolean;
  used: boolean;
  callbackUrl: string | null;
  metadata: Record<string, unknown> | null;
  message: string | null;
  challengeId: string | null;
  createdAt: string;
  updatedAt: string;
}

export type PaymentStatus = 'initiated' | 'paid' | 'failed' | 'authorized' | 'captured' | 'voided' | 'refunded';

export interface PaymentRecord {
  id: string;
  status: PaymentStatus;
  amount: number;
  fee: number;
  currency: 'SAR';
  refunded: number;
  refundedAt: string | null;
  captured: number;
  capturedAt: string | null;
  voidedAt: string | null;
  description: string | null;
  ip: string | null;
  callbackUrl: string;
  metadata: Record<string, unknown> | null;
  /** source[manual]: an approved payment ends authorized, to be captured or voided later. */
  manual: boolean;
  givenId: string | null;
  createdAt: string;
  updatedAt: string;
  tokenId: string;
  company: CardBrand;
  name: string;
  maskedNumber: string;
  behaviour: CardBehaviour;
  message: string | null;
  challengeId: string | null;
  gatewayId: string;
  referenceNumber: string | null;
}

/** A 3-D Secure challenge waiting for the shopper: for a payment, or for a token's verification. */
export interface ChallengeRecord {
  id: string;
  kind: 'payment' | 'token';
  targetId: string;
  /** What the page shows; a token's verification authorizes 1.00 SAR, voided at once. */
  amount: number;
  description: string | null;
  brand: CardBrand;
  maskedNumber: string;
  callbackUrl: string;
  done: boolean;
}

export interface Fault {
  remaining: number;
  status: number;
  /** before: the call is refused untouched; after: it is carried out and its answer replaced. */
  phase: 'before' | 'after';
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomText(length: number, alphabet = ID_ALPHABET): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[randomInt(alphabet.length)];
  return out;
}

export const newTokenId = (): string => `token_${randomText(30)}`;
export const newPaymentId = (): string => randomUUID();
export const newChallengeId = (): string => randomUUID();
export const newGatewayId = (): string => `sandbox_cc_${randomText(24)}`;
export const newReferenceNumber = (): string => randomText(12, '0123456789');

export class SandboxState {
  readonly tokens = new Map<string, TokenRecord>();
  readonly payments = new Map<string, PaymentRecord>();
  readonly challenges = new Map<string, ChallengeRecord>();
  /** given_id → payment id: a retried create answers the first payment. */
  readonly givenIds = new Map<string, string>();
  fault: Fault | null = null;

  reset(): void {
    this.tokens.clear();
    this.payments.clear();
    this.challenges.clear();
    this.givenIds.clear();
    this.fault = null;
  }

  /** Counts one API call against the fault switch; the status to answer, or null. */
  takeFault(): { status: number; phase: Fault['phase'] } | null {
    const fault = this.fault;
    if (!fault || fault.remaining <= 0) return null;
    fault.remaining -= 1;
    if (fault.remaining === 0) this.fault = null;
    return { status: fault.status, phase: fault.phase };
  }
}
