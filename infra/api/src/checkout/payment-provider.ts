// The card payment provider (Moyasar-compatible; the sandbox in development and tests), as the server
// uses it: with the secret key, to read a payment or a card token and to capture, void or refund a
// payment. Reads and these operations are idempotent at the provider, so 5xx answers and network
// errors are retried, a bounded number of times with growing pauses. Nothing here logs a body: only
// ids, statuses and attempts.
import type { ProviderPayment, ProviderToken } from '../domain/payment.js';

export interface PaymentProviderOptions {
  apiUrl: string;
  secretKey: string;
  /** Attempts per call, the first included. */
  attempts?: number;
  /** Pause before the second attempt; doubled each time, with jitter. */
  backoffMs?: number;
  /** Per attempt. */
  timeoutMs?: number;
  log?: { warn: (obj: Record<string, unknown>, msg: string) => void };
}

/** The provider could not be reached, or kept failing, after every attempt. */
export class ProviderUnavailable extends Error {
  constructor(readonly operation: string, readonly attempts: number, readonly lastStatus: number | null) {
    super(`payment provider unavailable for ${operation} after ${attempts} attempts${lastStatus ? ` (last status ${lastStatus})` : ''}`);
  }
}

/** The provider answered and refused (4xx): retrying will not help. */
export class ProviderRefused extends Error {
  constructor(readonly operation: string, readonly status: number, readonly type: string | null) {
    super(`payment provider refused ${operation} with ${status}${type ? ` (${type})` : ''}`);
  }
}

export interface PaymentProvider {
  fetchPayment(pspId: string): Promise<ProviderPayment>;
  /** A card token as the provider holds it (brand, last four, expiry, status); never a number. */
  fetchToken(tokenId: string): Promise<ProviderToken>;
  capture(pspId: string, amountHalalas?: number): Promise<ProviderPayment>;
  void(pspId: string): Promise<ProviderPayment>;
  refund(pspId: string, amountHalalas?: number): Promise<ProviderPayment>;
}

/** Provider ids are opaque but short and URL-safe; anything else never reaches a URL. */
export const PSP_ID = /^[A-Za-z0-9_-]{1,100}$/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createPaymentProvider(options: PaymentProviderOptions): PaymentProvider {
  const attempts = Math.max(1, options.attempts ?? 4);
  const backoffMs = options.backoffMs ?? 150;
  const timeoutMs = options.timeoutMs ?? 8000;
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;

  async function call<T extends { id: string }>(operation: string, method: 'GET' | 'POST', path: string, body?: Record<string, unknown>): Promise<T> {
    let lastStatus: number | null = null;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (attempt > 1) {
        const pause = backoffMs * 2 ** (attempt - 2);
        await sleep(pause / 2 + Math.random() * pause);
      }
      let response: Response;
      try {
        response = await fetch(`${options.apiUrl}${path}`, {
          method,
          headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        options.log?.warn({ operation, attempt, error: (error as Error).name }, 'payment provider unreachable');
        continue;
      }
      if (response.status >= 500 || response.status === 429) {
        lastStatus = response.status;
        await response.arrayBuffer().catch(() => undefined);
        options.log?.warn({ operation, attempt, status: response.status }, 'payment provider failed, retrying');
        continue;
      }
      const json = (await response.json().catch(() => null)) as (T & { type?: string }) | null;
      if (!response.ok || !json || typeof json.id !== 'string') {
        throw new ProviderRefused(operation, response.status, typeof json?.type === 'string' ? json.type : null);
      }
      return json;
    }
    throw new ProviderUnavailable(operation, attempts, lastStatus);
  }

  const checked = (pspId: string) => {
    if (!PSP_ID.test(pspId)) throw new ProviderRefused('lookup', 400, 'invalid_id');
    return encodeURIComponent(pspId);
  };

  return {
    fetchPayment: (pspId) => call<ProviderPayment>('fetch', 'GET', `/v1/payments/${checked(pspId)}`),
    fetchToken: (tokenId) => call<ProviderToken>('fetch token', 'GET', `/v1/tokens/${checked(tokenId)}`),
    capture: (pspId, amount) => call<ProviderPayment>('capture', 'POST', `/v1/payments/${checked(pspId)}/capture`, amount === undefined ? {} : { amount }),
    void: (pspId) => call<ProviderPayment>('void', 'POST', `/v1/payments/${checked(pspId)}/void`, {}),
    refund: (pspId, amount) => call<ProviderPayment>('refund', 'POST', `/v1/payments/${checked(pspId)}/refund`, amount === undefined ? {} : { amount }),
  };
}
