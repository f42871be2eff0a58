// The store as checkout's tests see it: the gateway's /api routes, /graphql by operation name, and
// the payment provider's API, all behind one stubbed fetch that records every request.
import type { SessionChange } from 'shared-events';
import { forgetCheckoutReadAhead } from '../checkout-session/prefetch-checkout';
import { forgetPaymentOptionsAhead } from '../payment-step/prefetch-payment-options';
import { testBus } from './test-bus';

export const PROVIDER_URL = 'http://127.0.0.1:4100/v1';
export const PUBLISHABLE_KEY = 'pk_test_storefront_sandbox';

export interface RecordedRequest {
  url: string;
  method: string;
  body: string;
  headers: Record<string, string>;
}

type Answer = unknown | ((variables: Record<string, unknown>) => unknown);

export interface StoreAnswers {
  /** By GraphQL operation name: the `data` to answer, or a function of the variables. */
  graphql?: Record<string, Answer>;
  /** By /api path: the JSON body (200), or a function of the request body. */
  api?: Record<string, Answer>;
  /** The provider, by path after /v1 (`/tokens`, `/payments`): a Response or a JSON body (201). */
  provider?: Record<string, (body: Record<string, unknown>) => Response | unknown>;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function stubStore(answers: StoreAnswers) {
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = String(input);
    const body = typeof init.body === 'string' ? init.body : '';
    requests.push({ url, method: init.method ?? 'GET', body, headers: (init.headers ?? {}) as Record<string, string> });
    if (url === '/graphql') {
      const { operationName, variables } = JSON.parse(body) as { operationName: string; variables: Record<string, unknown> };
      const answer = answers.graphql?.[operationName];
      if (answer === undefined) return json({ errors: [{ message: `no answer for ${operationName}` }] }, 500);
      const data = typeof answer === 'function' ? await (answer as (v: Record<string, unknown>) => unknown)(variables ?? {}) : answer;
      return json({ data });
    }
    if (url === '/api/payment-config') return json({ apiUrl: PROVIDER_URL, publishableKey: PUBLISHABLE_KEY, currency: 'SAR' });
    if (url.startsWith('/api/')) {
      const answer = answers.api?.[url] ?? (url === '/api/update-cookie' || url === '/api/delete-cookie' ? { success: true } : undefined);
      if (answer === undefined) return json({ success: false, key: 'not_found' }, 404);
      return json(typeof answer === 'function' ? await (answer as (b: unknown) => unknown)(body ? JSON.parse(body) : undefined) : answer);
    }
    if (url.startsWith(PROVIDER_URL)) {
      const handler = answers.provider?.[url.slice(PROVIDER_URL.length)];
      if (!handler) return json({ type: 'invalid_request_error', message: 'not found' }, 404);
      const answer = await handler(JSON.parse(body) as Record<string, unknown>);
      return answer instanceof Response ? answer : json(answer, 201);
    }
    return json({}, 404);
  });
  const graphqlCalls = (name: string) =>
    requests.filter((r) => r.url === '/graphql').map((r) => JSON.parse(r.body) as { operationName: string; variables: Record<string, unknown> }).filter((b) => b.operationName === name).map((b) => b.variables);
  const apiCalls = (path: string) => requests.filter((r) => r.url === path).map((r) => (r.body ? (JSON.parse(r.body) as Record<string, unknown>) : null));
  const providerCalls = (path: string) => requests.filter((r) => r.url === `${PROVIDER_URL}${path}`).map((r) => JSON.parse(r.body) as Record<string, unknown>);
  return { fetchMock, requests, graphqlCalls, apiCalls, providerCalls };
}

export const SARA: SessionChange = {
  status: 'user',
  user: { userId: '12', firstName: 'Sara', lastName: 'Alqahtani', fullName: 'Sara Alqahtani', language: 'AR' },
};

export const signIn = (session: SessionChange = SARA) => testBus().publish('session:changed', session);

/**
 * A signed-in shopper whose checkout session the cart's hand-over left, and nothing read ahead yet:
 * where a screen's first paint starts from.
 */
export function shopperWithCheckout(): void {
  forgetCheckoutReadAhead();
  forgetPaymentOptionsAhead();
  clearCookies();
  setCookie('checkout_dts', CHECKOUT_SESSION);
  signIn();
}

/** The checkout session cookie as the cart's hand-over leaves it (the gateway percent-encodes it). */
export function setCookie(name: string, value: unknown): void {
  document.cookie = `${name}=${encodeURIComponent(JSON.stringify(value))}; path=/`;
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
}

export const CHECKOUT_SESSION = { token: '7c0e8f59-3c7d-4f0e-9d0b-6f1f1d9e2a10', id: '31' };

/** A price as the page writes it (whitespace as text content reads it). */
export const sar = (riyals: string, language: 'ar' | 'en') =>
  new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en-SA', { style: 'currency', currency: 'SAR', numberingSystem: language === 'ar' ? 'arab' : 'latn', minimumFractionDigits: 2 })
    .format(riyals as `${number}`)
    .replace(/\s/g, ' ');

/** The provider's answers for a card, as the sandbox gives them. */
export const providerToken = (overrides: Record<string, unknown> = {}) => ({
  id: 'token_8fJ2kQ1', status: 'verified', brand: 'mada', funding: 'debit', country: 'SA', month: '5', year: '2031', name: 'Sara Alqahtani', last_four: '1010', message: null, verification_url: null, ...overrides,
});

export const providerPayment = (overrides: Record<string, unknown> = {}) => ({
  id: 'pay_2xQ9c', status: 'authorized', amount: 7400, currency: 'SAR', ...overrides,
  source: { type: 'token', company: 'mada', message: 'APPROVED', transaction_url: null, ...((overrides.source as object) ?? {}) },
});

export const intentAnswer = (overrides: Record<string, unknown> = {}) => ({
  createPayment: {
    __typename: 'CreatePaymentResult', success: true, key: 'payment_created', message: 'Payment created.', arMessage: 'تم إنشاء الدفعة.',
    payment: { __typename: 'Payment', id: '901' }, amount: 7400, currency: 'SAR', givenId: '6f1c1d52-3b8e-4c8e-9d7a-2f0b9c4e1a77', description: 'Souq order 7c0e8f59',
    callbackUrl: 'http://127.0.0.1:3000/checkout/verify-payment?type=tokenized&paymentMethodId=1&checkoutId=31&paymentId=901',
    ...overrides,
  },
});
