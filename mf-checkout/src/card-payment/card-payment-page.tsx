// /checkout/moyasar-payment: a new card. The form's card goes to the provider to be tokenized (never
// to the store), then spec §4 runs: cookies, 3 s, payment. A card the shopper saves is verified by
// its bank first; the provider brings the shopper back here (?resume=token) and the payment goes on.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from 'design-system';
import type { CardFormValues } from 'shared-domain';
import { CheckoutGate, type CheckoutScreen } from '../checkout-session/checkout-gate';
import { CARD_TOKEN_COOKIE, readJsonCookie, type CardTokenDetails } from '../checkout-session/cookies';
import { pageLanguageOf } from '../checkout-session/format';
import { failureMessage } from '../checkout-session/messages';
import { OrderSummary } from '../checkout-session/order-summary';
import { Columns, Panel } from '../checkout-session/panels';
import { PaymentOptionsDocument } from '../generated/graphql';
import { CardForm } from './card-form';
import { continueAfterTokenizing, payWithNewCard, type PayContext } from './pay';
import { usePay } from './use-pay';

/** The provider's card method among those of the shipping method (spec §7 getPaymentMethodByShipping). */
export function cardMethodOf(methods: readonly { id: string; name: string }[] | undefined): string | null {
  return methods?.find((m) => m.name === 'card')?.id ?? methods?.[0]?.id ?? null;
}

function CardPayment({ checkout }: CheckoutScreen) {
  const { t, i18n } = useTranslation('checkout');
  const language = pageLanguageOf(i18n.language);
  const [params, setParams] = useSearchParams();
  const { data, loading } = useQuery(PaymentOptionsDocument, { variables: { shippingId: checkout.shippingMethod.id }, fetchPolicy: 'cache-first' });
  const paymentMethodId = cardMethodOf(data?.getPaymentMethodByShipping);
  const { run, step, failure, busy, setFailure } = usePay();
  const [attempt, setAttempt] = useState(0);
  const resumed = useRef(false);
  const formFailure = useMemo(() => (failure ? { attempt, fields: failure.fields } : null), [failure, attempt]);

  const context = (): PayContext => ({
    checkoutId: checkout.id,
    splitType: checkout.splitType,
    paymentMethodId,
    language,
    origin: window.location.origin,
  });

  const pay = (card: CardFormValues) => {
    void run((onStep) => payWithNewCard({ ...context(), onStep }, card)).then((outcome) => {
      if (outcome?.kind === 'failed') setAttempt((n) => n + 1);
    });
  };

  // Back from the bank's verification of a card the shopper saves: pay with the verified token.
  useEffect(() => {
    if (params.get('resume') !== 'token' || resumed.current || loading) return;
    resumed.current = true;
    const token = readJsonCookie<CardTokenDetails>(CARD_TOKEN_COOKIE);
    const status = params.get('status');
    setParams({}, { replace: true });
    if (!token || token.id !== params.get('id')) return;
    if (status !== 'verified') {
      setFailure({ kind: 'failed', key: 'invalid_card' });
      setAttempt((n) => n + 1);
      return;
    }
    void run((onStep) => continueAfterTokenizing({ ...context(), onStep }, token.id)).then((outcome) => {
      if (outcome?.kind === 'failed') setAttempt((n) => n + 1);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, loading, paymentMethodId]);

  return (
    <Columns>
      <Panel aria-labelledby="card-form-title">
        <h2 id="card-form-title">{t('card.title')}</h2>
        {failure && (
          <Alert tone="error" data-testid="pay-failure">
            {failureMessage(t, failure.key, language, failure.texts)}
          </Alert>
        )}
        <CardForm amount={checkout.grandTotalHalalas} busy={busy} step={step} onPay={pay} failure={formFailure} />
      </Panel>
      <OrderSummary checkout={checkout} />
    </Columns>
  );
}

export function CardPaymentPage() {
  const { t } = useTranslation('checkout');
  return (
    <CheckoutGate title={t('steps.payment')} step="payment">
      {(screen) => <CardPayment {...screen} />}
    </CheckoutGate>
  );
}
