// The card payment provider (Moyasar-compatible), called straight from the browser with the
// publishable key (spec §7), so a card number goes only there: never to the store's origins, never
// into a log. Where it is and which key come from the gateway's /api/payment-config. Framework-free:
// checkout pays with it, the account keeps cards with it.
import { gatewayRequest } from './request/gateway-request';

export interface PaymentConfig {
  apiUrl: string;
  publishableKey: string;
  currency: string;
}

/** What tokenizing a card answers: a token id and what the provider tells of the card. */
export interface ProviderToken {
  id: string;
  status: string;
  brand?: string | null;
  last_four?: string | null;
  month?: string | number | null;
  year?: string | number | null;
  message?: string | null;
  verification_url?: string | null;
}

export interface ProviderPayment {
  id: string;
  status: string;
  amount?: number;
  source?: { company?: string | null; message?: string | null; transaction_url?: string | null } | null;
}

/** The provider answered and refused; `fields` are the card fields it named (never their values). */
export class ProviderRefusal extends Error {
  constructor(
    readonly status: number,
    readonly fields: readonly string[],
  ) {
    super(`the payment provider refused the request (${status}${fields.length ? `: ${fields.join(', ')}` : ''})`);
    this.name = 'ProviderRefusal';
  }
}

/** The provider could not be reached, or answered something that is not its JSON. */
export class ProviderUnreachable extends Error {
  constructor(cause?: unknown) {
    super('the payment provider could not be reached', { cause });
    this.name = 'ProviderUnreachable';
  }
}

/** Spec §8: tokenization gave no result, or a result without a token. */
export class TokenizationFailed extends Error {
  constructor(reason: 'result' | 'token') {
    super(reason === 'result' ? 'Tokenization failed: the result is null' : 'Tokenization failed: the token is null');
    this.name = 'TokenizationFailed';
  }
}

let config: Promise<PaymentConfig> | null = null;

/** The provider's address and publishable key (read once per page). */
export function loadPaymentConfig(): Promise<PaymentConfig> {
  config ??= gatewayRequest<PaymentConfig>('/api/payment-config').catch((error: unknown) => {
    config = null;
    throw error;
  });
  return config;
}

/** Tests only. */
export function forgetPaymentConfig(): void {
  config = null;
}

async function post<T>(settings: PaymentConfig, path: string, body: Record<string, unknown>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${settings.apiUrl}${path}`, {
      method: 'POST',
      mode: 'cors',
      credentials: 'omit',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        // Basic auth: the publishable key as the user, no password
        authorization: `Basic ${btoa(`${settings.publishableKey}:`)}`,
      },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new ProviderUnreachable(error);
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    json = null;
  }
  if (!response.ok) {
    if (response.status >= 500 || json === null) throw new ProviderUnreachable(response.status);
    const errors = (json as { errors?: unknown }).errors;
    const fields = errors && typeof errors === 'object' && !Array.isArray(errors) ? Object.keys(errors) : [];
    throw new ProviderRefusal(response.status, fields);
  }
  return json as T;
}

export interface CardDetails {
  name: string;
  /** Digits only: spaces are stripped before tokenizing (spec §5). */
  number: string;
  month: number;
  year: number;
  cvc: string;
}

/**
 * Tokenizes a card. `saveOnly` tokens skip verification and pay once (the payment runs 3-D Secure);
 * a card the shopper keeps is tokenized to be verified once, with `callbackUrl` to come back to.
 */
export async function tokenizeCard(settings: PaymentConfig, card: CardDetails, options: { saveOnly: boolean; callbackUrl?: string }): Promise<ProviderToken> {
  const token = await post<ProviderToken | null>(settings, '/tokens', {
    name: card.name,
    number: card.number.replace(/\s+/g, ''),
    month: card.month,
    year: card.year,
    cvc: card.cvc,
    save_only: options.saveOnly,
    ...(options.callbackUrl ? { callback_url: options.callbackUrl } : {}),
    source: { manual: true },
  });
  if (!token) throw new TokenizationFailed('result');
  if (typeof token.id !== 'string' || token.id === '') throw new TokenizationFailed('token');
  return token;
}

export interface PaymentRequest {
  /** Halalas, as the server answered it. */
  amount: number;
  currency: string;
  description: string | null;
  callbackUrl: string;
  token: string;
  givenId: string;
  splitType: string;
}

/** Creates the payment with a token; the same given_id answers the same payment (a retry is safe). */
export function createProviderPayment(settings: PaymentConfig, request: PaymentRequest): Promise<ProviderPayment> {
  return post<ProviderPayment>(settings, '/payments', {
    amount: request.amount,
    currency: request.currency,
    description: request.description ?? undefined,
    callback_url: request.callbackUrl,
    source: { type: 'token', token: request.token, manual: true },
    // the server accepts an order only for a payment carrying its intent's key (ADR 015)
    metadata: { given_id: request.givenId, split_type: request.splitType },
    given_id: request.givenId,
  });
}
