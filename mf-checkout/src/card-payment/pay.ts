// Spec §4 card payment: tokenize the card with the provider → store the token result and the payment
// method id in cookies → wait 3 seconds (spec §9) → create the payment (the server's intent, then the
// provider's payment with the token). 'authorized' goes to verify-payment with type=tokenized; a
// 3-D Secure challenge sends the shopper to the provider's page, which comes back to verify-payment;
// anything else is `invalid_card`. A saved card pays with its stored token. Nothing here keeps or
// logs a card number: it goes to the provider's tokens call and nowhere else.
import { brandFromProvider, cardBrand, type CardFormValues } from 'shared-domain';
import { callGraphQL } from 'remote-kit';
import { checkoutCachePolicy } from '../api/cache-policy';
import { CARD_TOKEN_COOKIE, PAYMENT_DETAILS_COOKIE, PSP_ID_COOKIE, storeCookie, type CardTokenDetails, type PaymentDetails } from '../checkout-session/cookies';
import { CreatePaymentIntentDocument, type CreatePaymentIntentMutationVariables } from '../generated/graphql';
import {
  createProviderPayment,
  loadPaymentConfig,
  ProviderRefusal,
  ProviderUnreachable,
  tokenizeCard,
  TokenizationFailed,
  type PaymentConfig,
  type ProviderPayment,
} from 'remote-kit';

/** Spec §9: the pause between tokenizing a card and paying with it. */
export const TOKENIZATION_DELAY_MS = 3000;

export const VERIFY_PATH = '/checkout/verify-payment';
export const CARD_PAGE_PATH = '/checkout/moyasar-payment';

export type PayStep = 'tokenizing' | 'waiting' | 'paying' | 'redirecting';

export type CardField = 'name' | 'number' | 'month' | 'year' | 'cvc';

export type PayOutcome =
  /** The store's own verify-payment page, with the provider's answer in its query. */
  | { kind: 'authorized'; path: string }
  /** The provider's 3-D Secure page (a full navigation: it may not be framed). */
  | { kind: 'redirect'; url: string }
  | { kind: 'failed'; key: string; texts?: { en: string; ar: string } | null; fields?: CardField[] };

export interface PayContext {
  checkoutId: string;
  splitType: string;
  paymentMethodId: string | null;
  language: 'ar' | 'en';
  /** The store's origin, for the provider to come back to after verifying a card. */
  origin: string;
  onStep?: (step: PayStep) => void;
}

type IntentAnswer = { success: boolean; key: string; message: string; arMessage: string; paymentId: string | null; amount: number | null; currency: string | null; givenId: string | null; description: string | null; callbackUrl: string | null };

export interface PayDeps {
  config: () => Promise<PaymentConfig>;
  createIntent: (variables: CreatePaymentIntentMutationVariables) => Promise<IntentAnswer>;
  storeCookie: typeof storeCookie;
  sleep: (ms: number) => Promise<void>;
}

async function createIntent(variables: CreatePaymentIntentMutationVariables): Promise<IntentAnswer> {
  return callGraphQL(checkoutCachePolicy, async (client) => {
    const { data } = await client.mutate({ mutation: CreatePaymentIntentDocument, variables, fetchPolicy: 'no-cache' });
    const answer = data?.createPayment;
    if (!answer) throw new Error('createPayment answered no data');
    return { ...answer, paymentId: answer.payment?.id ?? null };
  });
}

export const defaultPayDeps: PayDeps = {
  config: loadPaymentConfig,
  createIntent,
  storeCookie,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

const FIELD_OF: Record<string, CardField> = { name: 'name', number: 'number', company: 'number', month: 'month', year: 'year', cvc: 'cvc' };

/** The provider's page in the shopper's language. */
function providerPage(url: string, language: 'ar' | 'en'): string {
  try {
    const page = new URL(url);
    page.searchParams.set('lang', language);
    return page.toString();
  } catch {
    return url;
  }
}

/** The return path of a payment (spec §2 verify-payment query: cardId, paymentMethodId, type=tokenized). */
function returnPath(paymentMethodId: string | null, cardId: string | null): string {
  const query = new URLSearchParams({ type: 'tokenized' });
  if (paymentMethodId) query.set('paymentMethodId', paymentMethodId);
  if (cardId) query.set('cardId', cardId);
  return `${VERIFY_PATH}?${query}`;
}

/** verify-payment with the provider's answer, as its 3-D Secure page would have come back. */
function verifyPathFor(callbackUrl: string, payment: ProviderPayment): string {
  const url = new URL(callbackUrl, 'http://store.invalid');
  url.searchParams.set('id', payment.id);
  url.searchParams.set('status', payment.status);
  url.searchParams.set('message', payment.source?.message ?? '');
  return `${url.pathname}${url.search}`;
}

const failedFrom = (error: unknown): PayOutcome => {
  if (error instanceof TokenizationFailed) return { kind: 'failed', key: 'tokenization_failed' };
  if (error instanceof ProviderRefusal) {
    const fields = [...new Set(error.fields.map((f) => FIELD_OF[f]).filter((f): f is CardField => f !== undefined))];
    return fields.length > 0 ? { kind: 'failed', key: 'provider_fields', fields } : { kind: 'failed', key: 'invalid_card' };
  }
  return { kind: 'failed', key: 'operation_failed' };
};

/**
 * Pays with a token the provider has made for this shopper: a fresh one (after the 3 s wait) or a
 * saved card's. The server's intent gives the amount and the idempotency key; asked again for the
 * same checkout and total it answers the same key, so a retry never charges twice.
 */
export async function payWithToken(context: PayContext, token: string, cardId: string | null, deps: PayDeps = defaultPayDeps): Promise<PayOutcome> {
  try {
    const settings = await deps.config();
    context.onStep?.('paying');
    const intent = await deps.createIntent({
      checkoutId: context.checkoutId,
      paymentMethodId: context.paymentMethodId,
      cdId: cardId,
      returnUrl: returnPath(context.paymentMethodId, cardId),
    });
    if (!intent.success || !intent.paymentId || intent.amount === null || !intent.givenId || !intent.callbackUrl) {
      return { kind: 'failed', key: intent.key || 'operation_failed', texts: intent.message ? { en: intent.message, ar: intent.arMessage } : null };
    }
    const details: PaymentDetails = { checkoutId: context.checkoutId, paymentMethodId: context.paymentMethodId, cardId, paymentId: intent.paymentId, amount: intent.amount };
    await deps.storeCookie(PAYMENT_DETAILS_COOKIE, details);
    const payment = await createProviderPayment(settings, {
      amount: intent.amount,
      currency: intent.currency ?? settings.currency,
      description: intent.description,
      callbackUrl: intent.callbackUrl,
      token,
      givenId: intent.givenId,
      splitType: context.splitType || 'fixed',
    });
    await deps.storeCookie(PSP_ID_COOKIE, { id: payment.id });
    if (payment.status === 'authorized' || payment.status === 'paid' || payment.status === 'captured') {
      return { kind: 'authorized', path: verifyPathFor(intent.callbackUrl, payment) };
    }
    if (payment.status === 'initiated' && payment.source?.transaction_url) {
      context.onStep?.('redirecting');
      return { kind: 'redirect', url: providerPage(payment.source.transaction_url, context.language) };
    }
    // declined: told the provider's id, the server closes this intent so a retry gets a new key
    await deps.createIntent({ checkoutId: context.checkoutId, paymentMethodId: context.paymentMethodId, cdId: cardId, pspId: payment.id }).catch(() => undefined);
    return { kind: 'failed', key: 'invalid_card' };
  } catch (error) {
    if (error instanceof ProviderRefusal) return { kind: 'failed', key: 'invalid_card' };
    if (!(error instanceof ProviderUnreachable)) console.error('[mf-checkout] the payment could not be made', error);
    return failedFrom(error);
  }
}

/** Where the provider brings the shopper back after verifying a card they save. */
export const resumeUrl = (origin: string) => `${origin}${CARD_PAGE_PATH}?resume=token`;

/** A new card from the form: spec §4 from tokenizing to the payment. */
export async function payWithNewCard(context: PayContext, card: CardFormValues, deps: PayDeps = defaultPayDeps): Promise<PayOutcome> {
  let details: CardTokenDetails;
  let verificationUrl: string | null = null;
  try {
    const settings = await deps.config();
    context.onStep?.('tokenizing');
    const token = await tokenizeCard(
      settings,
      { name: card.name, number: card.number, month: card.month, year: card.year, cvc: card.cvc },
      // a card kept for later must be verified once, so it can pay again (a save_only token pays once)
      card.save ? { saveOnly: false, callbackUrl: resumeUrl(context.origin) } : { saveOnly: true },
    );
    if (token.status === 'failed') return { kind: 'failed', key: 'invalid_card' };
    details = {
      id: token.id,
      brand: brandFromProvider(token.brand) ?? cardBrand(card.number),
      lastFour: token.last_four ?? card.number.slice(-4),
      month: card.month,
      year: card.year,
      save: card.save,
    };
    await deps.storeCookie(CARD_TOKEN_COOKIE, details);
    const paymentDetails: PaymentDetails = { checkoutId: context.checkoutId, paymentMethodId: context.paymentMethodId, cardId: null };
    await deps.storeCookie(PAYMENT_DETAILS_COOKIE, paymentDetails);
    if (token.status === 'initiated' && token.verification_url) verificationUrl = token.verification_url;
  } catch (error) {
    if (!(error instanceof ProviderRefusal || error instanceof ProviderUnreachable || error instanceof TokenizationFailed)) {
      console.error('[mf-checkout] the card could not be tokenized', error);
    }
    return failedFrom(error);
  }
  if (verificationUrl) {
    context.onStep?.('redirecting');
    return { kind: 'redirect', url: providerPage(verificationUrl, context.language) };
  }
  return continueAfterTokenizing(context, details.id, deps);
}

/** The rest of spec §4 once a fresh token is stored: the 3 s wait, then the payment. */
export async function continueAfterTokenizing(context: PayContext, token: string, deps: PayDeps = defaultPayDeps): Promise<PayOutcome> {
  context.onStep?.('waiting');
  await deps.sleep(TOKENIZATION_DELAY_MS);
  return payWithToken(context, token, null, deps);
}
