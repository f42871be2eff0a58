// What the payment step offers (the shipping method's payment methods, the shopper's saved cards),
// asked for as the checkout starts on that step: as text, before the GraphQL client has arrived, as
// soon as the checkout read ahead with it has said its shipping method. The step's first paint
// (payment-preview.tsx) shows the answer; the step's own query puts it in the client's cache.
import i18next from 'i18next';
import { postGraphQLText } from 'remote-kit';
import type { PaymentOptionsQuery } from '../generated/graphql';
import { PaymentOptionsDocument as PaymentOptionsText } from '../generated/light/graphql';
import { readCheckoutSession } from '../checkout-session/cookies';
import { pageLanguageOf } from '../checkout-session/format';
import { checkoutAnsweredAhead } from '../checkout-session/prefetch-checkout';
import { createReadAheadStore, type ReadAhead } from '../checkout-session/read-ahead';
import { whenSignedIn } from '../checkout-session/use-shopper-session';

/** The options of one shipping method: the query's variable beside its answer. */
export interface PaymentOptionsAhead {
  shippingId: string;
  options: PaymentOptionsQuery;
}

const reads = createReadAheadStore<PaymentOptionsAhead>();

/**
 * Asks for the payment options of the checkout being read ahead (prefetch-checkout.ts, which runs just
 * before), keyed by that checkout's id: the read is on its way from now, though its request leaves
 * only once the checkout has answered. Without a checkout read ahead, the step asks for itself.
 */
export function prefetchPaymentOptions(): void {
  const session = readCheckoutSession();
  if (!session) return;
  // after the checkout's own read-ahead, which waits for the same word from the shell
  whenSignedIn(() => {
    const checkout = checkoutAnsweredAhead();
    if (!checkout) return;
    reads.start(session.id, async () => {
      const answered = await checkout;
      if (!answered) throw new Error('no checkout to read the payment options of');
      const shippingId = answered.shippingMethod.id;
      const options = (await postGraphQLText(PaymentOptionsText.toString(), { shippingId }, pageLanguageOf(i18next.language))) as PaymentOptionsQuery;
      return { shippingId, options };
    });
  });
}

/** The step's query takes the read, once, for this checkout. */
export const takePaymentOptionsAhead = (checkoutId: string): ReadAhead<PaymentOptionsAhead> | null => reads.take(checkoutId);

/** For the step's first paint, without taking it (see ReadAheadStore.peek). */
export const paymentOptionsAhead = (checkoutId: string): 'asking' | PaymentOptionsAhead | undefined => reads.peek(checkoutId);

export const subscribeToPaymentOptionsAhead = reads.subscribe;
export const forgetPaymentOptionsAhead = reads.forget;
