// Proceed to checkout: clear the previous checkout cookies, create the checkout, store its session
// cookie (spec §4) and the selected suggestion. Failures are logged as the spec's catalogue names them.
import { COOKIE_NAMES } from 'shared-domain';
import { callGraphQL, gatewayRequest, type ResultBody } from 'remote-kit';
import { cartCachePolicy } from '../api/cache-policy';
import { STORAGE_KEYS, writeJson } from '../cart-service/storage';
import { CreateCheckoutDocument, type CreateCheckoutMutation } from '../generated/graphql';
import type { CheckoutPayloadItem } from './checkout-payload';

/** Checkout, payment-details, card-details and card-tokenization cookies (spec §3 cookie names). */
const { checkout: CHECKOUT_COOKIE, paymentDetails, cardDetails, cardToken } = COOKIE_NAMES.checkout;
export const PREVIOUS_CHECKOUT_COOKIES = [CHECKOUT_COOKIE, paymentDetails, cardDetails, cardToken] as const;
const CHECKOUT_COOKIE_EXPIRY = 2147483647;


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
    const deleted = await gatewayRequest<ResultBody>('/api/delete-cookie', { body: { cookies: PREVIOUS_CHECKOUT_COOKIES } });
    if (deleted.success !== true) throw new Error('delete-cookie refused');
  } catch (error) {
    console.error('failed to delete previous checkout session', error);
  }
  let created: CreateCheckoutMutation['createCheckout'];
  try {
    created = await callGraphQL(cartCachePolicy, async (client) => {
      const { data: answer } = await client.mutate({ mutation: CreateCheckoutDocument, variables: { data }, fetchPolicy: 'no-cache' });
      if (!answer) throw new Error('createCheckout answered no data');
      return answer.createCheckout;
    });
  } catch (error) {
    console.error('failed to create checkout session', error);
    return { ok: false, errorKey: 'checkout_failed' };
  }
  if (!created.success || !created.checkout) {
    console.error('failed to create checkout session', created.message);
    return { ok: false, errorKey: 'checkout_failed', message: { en: created.message, ar: created.arMessage } };
  }
  try {
    const stored = await gatewayRequest<ResultBody>('/api/update-cookie', {
      body: {
        cookieType: CHECKOUT_COOKIE,
        cookieData: { token: created.checkout.token, id: created.checkout.id },
        shouldEncrypt: false,
        exp: CHECKOUT_COOKIE_EXPIRY,
      },
    });
    if (!stored.success) throw new Error('update-cookie refused');
  } catch (error) {
    console.error('failed to create checkout session', error);
    return { ok: false, errorKey: 'checkout_failed' };
  }
  writeJson(STORAGE_KEYS.cartDetails, selected);
  return { ok: true };
}
