// Proceed to checkout: clear the previous checkout cookies, create the checkout, store its session
// cookie (spec §4) and the selected suggestion. Failures are logged as the spec's catalogue names them.
import { graphql } from '../cart-service/cart-api';
import { STORAGE_KEYS, writeJson } from '../cart-service/storage';
import type { CheckoutPayloadItem } from './checkout-payload';

/** Checkout, payment-details, card-details and card-tokenization cookies (spec §3 cookie names). */
export const PREVIOUS_CHECKOUT_COOKIES = ['checkout_dts', 'p_dts', 'card_dts', 'card_tknz'] as const;
const CHECKOUT_COOKIE_EXPIRY = 2147483647;

async function postJson(path: string, body: unknown): Promise<{ success?: boolean }> {
  const response = await fetch(path, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as { success?: boolean };
}

export interface HandoverResult {
  ok: boolean;
  /** Translation key of what to show when not ok. */
  errorKey?: string;
  message?: { en: string; ar: string };
}

/**
 * Creates the checkout for the chosen offer. A failure to clear the previous checkout's cookies is only
 * logged (spec §8) and the new checkout still starts: storing its session replaces the checkout cookie.
 * A failure to create or store the checkout is logged and answered with what to show; the cart and the
 * stored selection are left as they were.
 */
export async function handOverToCheckout(data: [CheckoutPayloadItem], selected: unknown): Promise<HandoverResult> {
  try {
    const deleted = await postJson('/api/delete-cookie', { cookies: PREVIOUS_CHECKOUT_COOKIES });
    if (deleted.success !== true) throw new Error('delete-cookie refused');
  } catch (error) {
    console.error('failed to delete previous checkout session', error);
  }
  let created: { success: boolean; message: string; arMessage: string; checkout: { id: string; token: string } | null };
  try {
    created = (
      await graphql<{ createCheckout: typeof created }>(
        `mutation CreateCheckout($data: [CheckoutDataInput!]!) { createCheckout(data: $data) { success key message arMessage checkout { id token } } }`,
        { data },
      )
    ).createCheckout;
  } catch (error) {
    console.error('failed to create checkout session', error);
    return { ok: false, errorKey: 'checkout_failed' };
  }
  if (!created.success || !created.checkout) {
    console.error('failed to create checkout session', created.message);
    return { ok: false, errorKey: 'checkout_failed', message: { en: created.message, ar: created.arMessage } };
  }
  try {
    const stored = await postJson('/api/update-cookie', {
      cookieType: 'checkout_dts',
      cookieData: { token: created.checkout.token, id: created.checkout.id },
      shouldEncrypt: false,
      exp: CHECKOUT_COOKIE_EXPIRY,
    });
    if (!stored.success) throw new Error('update-cookie refused');
  } catch (error) {
    console.error('failed to create checkout session', error);
    return { ok: false, errorKey: 'checkout_failed' };
  }
  writeJson(STORAGE_KEYS.cartDetails, selected);
  return { ok: true };
}
