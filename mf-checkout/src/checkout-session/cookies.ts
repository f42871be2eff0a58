// The checkout's cookies (spec §3 names, shared-domain's COOKIE_NAMES): the checkout session the cart
// stored (`checkout_dts`), the payment details (`p_dts`), the card's token result (`card_tknz`), the
// provider payment id (`PSP_ID`) and the placed order (`ORD_SUCC`). The gateway sets and clears them
// (spec §7 /api/update-cookie, /api/delete-cookie); the page reads the plain ones. A card number
// never goes into any of them.
import { COOKIE_NAMES } from 'shared-domain';
import { gatewayRequest, requireSuccess, type ResultBody } from 'remote-kit';

const NAMES = COOKIE_NAMES.checkout;
export type CheckoutCookie = (typeof NAMES)[keyof typeof NAMES];

export const CHECKOUT_COOKIE = NAMES.checkout;
export const PAYMENT_DETAILS_COOKIE = NAMES.paymentDetails;
export const CARD_TOKEN_COOKIE = NAMES.cardToken;
export const PSP_ID_COOKIE = NAMES.pspId;
export const ORDER_SUCCESS_COOKIE = NAMES.orderSuccess;

/** Spec §9: the checkout cookie never expires on its own. */
export const CHECKOUT_COOKIE_EXPIRY = 2147483647;

/** The cookies of one checkout's payment, cleared once its order is placed (spec §4). */
export const CHECKOUT_COOKIES: readonly CheckoutCookie[] = [NAMES.checkout, NAMES.paymentDetails, NAMES.cardDetails, NAMES.cardToken, NAMES.pspId];

/** Spec §3 checkout session, as the cart's hand-over stored it. */
export interface CheckoutSession {
  token: string;
  id: string;
}

/** What the card's tokenization answered, kept across the provider's pages: never the number or CVC. */
export interface CardTokenDetails {
  id: string;
  brand: string | null;
  lastFour: string;
  month: number;
  year: number;
  /** The shopper asked to save this card. */
  save: boolean;
}

/** The payment in progress (spec §4: the payment method id, with what verifying it needs). */
export interface PaymentDetails {
  checkoutId: string;
  paymentMethodId: string | null;
  /** A saved card paid with. */
  cardId: string | null;
  /** Our payment (intent) id, once made, and its amount in halalas. */
  paymentId?: string;
  amount?: number;
}

export interface OrderSuccess {
  orderId: string;
  orderNumber: string;
}

/** A cookie's value as the page sees it, or null. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export function readJsonCookie<T>(name: CheckoutCookie): T | null {
  const text = readCookie(name);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

const isId = (value: unknown): value is string => typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value);

/** The checkout session the cart stored, or null when there is none (or it cannot be read). */
export function readCheckoutSession(): CheckoutSession | null {
  const value = readJsonCookie<Partial<CheckoutSession>>(CHECKOUT_COOKIE);
  const id = typeof value?.id === 'number' ? String(value.id) : value?.id;
  return value && isId(id) && typeof value.token === 'string' && value.token !== '' ? { id, token: value.token } : null;
}

/** Stores a value in one of the checkout's cookies through the gateway (never encrypted: the page reads it back). */
export async function storeCookie(name: CheckoutCookie, data: object, { exp }: { exp?: number } = {}): Promise<void> {
  requireSuccess(
    await gatewayRequest<ResultBody>('/api/update-cookie', {
      body: { cookieType: name, cookieData: data, shouldEncrypt: false, ...(exp ? { exp } : {}) },
    }),
  );
}

export async function deleteCookies(names: readonly CheckoutCookie[]): Promise<void> {
  requireSuccess(await gatewayRequest<ResultBody>('/api/delete-cookie', { body: { cookies: names } }));
}
