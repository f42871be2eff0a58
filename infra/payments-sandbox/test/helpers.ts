// Shared by the sandbox's tests: an in-process sandbox, keys, and the shopper's steps (tokenize,
// pay, answer the 3-D Secure page) with realistic Riyadh checkout data.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildSandbox, type SandboxOptions } from '../src/app';
import { DEVELOPMENT_PUBLISHABLE_KEY, DEVELOPMENT_SECRET_KEY, loadSandboxConfig } from '../src/config';
import type { PaymentJson, TokenJson } from '../src/views';

export const PUBLISHABLE = DEVELOPMENT_PUBLISHABLE_KEY;
export const SECRET = DEVELOPMENT_SECRET_KEY;
export const STORE_ORIGIN = 'http://127.0.0.1:3000';
export const CALLBACK_URL = `${STORE_ORIGIN}/checkout/verify-payment?type=tokenized`;
export const SANDBOX_ORIGIN = 'http://127.0.0.1:4100';

export const basic = (key: string): string => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

export async function sandbox(env: NodeJS.ProcessEnv = {}, options: SandboxOptions = {}): Promise<FastifyInstance> {
  const app = await buildSandbox(loadSandboxConfig({ NODE_ENV: 'test', ...env }), options);
  await app.ready();
  return app;
}

/** A card expiry a year from now, as the shopper types it (two-digit year). */
export function futureExpiry(): { month: number; year: number } {
  const now = new Date();
  return { month: now.getUTCMonth() + 1, year: (now.getUTCFullYear() + 1) % 100 };
}

export interface CardFields {
  name?: string;
  number: string;
  month?: number | string;
  year?: number | string;
  cvc?: string;
  callback_url?: string;
  save_only?: boolean;
}

export function cardBody(card: CardFields): Record<string, unknown> {
  const expiry = futureExpiry();
  return { name: 'Sara Alqahtani', month: expiry.month, year: expiry.year, cvc: '737', callback_url: CALLBACK_URL, ...card };
}

export async function tokenize(app: FastifyInstance, card: CardFields, key = PUBLISHABLE): Promise<TokenJson> {
  const response = await app.inject({ method: 'POST', url: '/v1/tokens', headers: { authorization: basic(key) }, payload: cardBody(card) });
  if (response.statusCode !== 201) throw new Error(`tokenize answered ${response.statusCode}: ${response.body}`);
  return response.json<TokenJson>();
}

export interface PaymentFields {
  amount?: number;
  description?: string;
  manual?: boolean;
  threeDS?: boolean;
  givenId?: string;
  metadata?: Record<string, string>;
}

export function paymentBody(tokenId: string, fields: PaymentFields = {}): Record<string, unknown> {
  return {
    amount: fields.amount ?? 12550,
    currency: 'SAR',
    description: fields.description ?? 'SO-1001',
    callback_url: CALLBACK_URL,
    source: {
      type: 'token',
      token: tokenId,
      ...(fields.manual !== undefined ? { manual: fields.manual } : {}),
      ...(fields.threeDS !== undefined ? { '3ds': fields.threeDS } : {}),
    },
    metadata: fields.metadata ?? { split_type: 'fixed', split: '[{"seller":"olaya-fresh","amount":12550}]' },
    ...(fields.givenId ? { given_id: fields.givenId } : {}),
  };
}

export function createPayment(app: FastifyInstance, tokenId: string, fields: PaymentFields = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/v1/payments', headers: { authorization: basic(PUBLISHABLE) }, payload: paymentBody(tokenId, fields) });
}

export async function pay(app: FastifyInstance, tokenId: string, fields: PaymentFields = {}): Promise<PaymentJson> {
  const response = await createPayment(app, tokenId, fields);
  if (response.statusCode !== 201) throw new Error(`create payment answered ${response.statusCode}: ${response.body}`);
  return response.json<PaymentJson>();
}

export async function fetchPayment(app: FastifyInstance, id: string): Promise<PaymentJson> {
  const response = await app.inject({ method: 'GET', url: `/v1/payments/${id}`, headers: { authorization: basic(SECRET) } });
  if (response.statusCode !== 200) throw new Error(`fetch payment answered ${response.statusCode}: ${response.body}`);
  return response.json<PaymentJson>();
}

/** The path of a `transaction_url` or `verification_url`, for app.inject. */
export const pathOf = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** Presses Approve or Fail on the 3-D Secure page; the callback URL the shopper is sent to. */
export async function answerChallenge(app: FastifyInstance, url: string, decision: 'approve' | 'fail'): Promise<URL> {
  const response = await app.inject({
    method: 'POST',
    url: pathOf(url),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}&lang=en`,
  });
  if (response.statusCode !== 303) throw new Error(`3-D Secure answered ${response.statusCode}: ${response.body}`);
  return new URL(String(response.headers.location));
}

export async function paymentCount(app: FastifyInstance): Promise<number> {
  const response = await app.inject({ method: 'GET', url: '/v1/payments', headers: { authorization: basic(SECRET) } });
  return response.json<{ meta: { total_count: number } }>().meta.total_count;
}

/** A Luhn-valid number from a prefix, padded with zeros to the length. */
export function luhnNumber(prefix: string, length = 16): string {
  const body = prefix.padEnd(length - 1, '0');
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}
