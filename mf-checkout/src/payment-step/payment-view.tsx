// What the payment step shows and does, given its options: the payment methods of the checkout's
// shipping method, the shopper's saved cards (default first: brand, last four, expiry) or a new card.
// A saved card pays here with its stored token; a new card goes on to the card form. The step
// (payment-step.tsx) reads the options with the GraphQL client; its first paint (payment-preview.tsx)
// shows the options read ahead, with nothing to choose or press until the step has come.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Badge, Button, PaymentBrandLogo, Radio, RadioGroup, formatPrice } from 'design-system';
import { cardExpired, type CardBrand } from 'shared-domain';
import { useBusValue } from 'shared-events/react';
import { CARD_PAGE_PATH, payWithToken } from '../card-payment/pay';
import { PayProgress } from '../card-payment/pay-progress';
import { usePay } from '../card-payment/use-pay';
import { formatDigits, nameIn, pageLanguageOf } from '../checkout-session/format';
import { failureMessage } from '../checkout-session/messages';
import { rememberOrderMode, type OrderMode } from '../checkout-session/order-mode';
import { OrderSummary } from '../checkout-session/order-summary';
import { Actions, Columns, FailedState, LoadingState, Panel } from '../checkout-session/panels';
import type { CheckoutFieldsFragment, PaymentOptionsQuery } from '../generated/graphql';

const NEW_CARD = 'new';

const CardLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  flex-wrap: wrap;
`;

type SavedCard = PaymentOptionsQuery['getUserCards'][number];

const brandOf = (card: SavedCard): CardBrand | null => {
  const type = (card.cardType ?? '').toLowerCase();
  return type === 'mada' || type === 'visa' || type === 'mastercard' ? type : null;
};

export interface PaymentOptionsViewProps {
  checkout: CheckoutFieldsFragment;
  mode: OrderMode;
  /** The options, once read. */
  data: PaymentOptionsQuery | undefined;
  loading: boolean;
  error: boolean;
  onRetry?: () => void;
  /** Shown before the step can act: nothing to choose or press yet. */
  pending?: boolean;
}

export function PaymentOptionsView({ checkout, mode, data, loading, error, onRetry, pending = false }: PaymentOptionsViewProps) {
  const { t, i18n } = useTranslation('checkout');
  const language = pageLanguageOf(i18n.language);
  const navigate = useNavigate();
  const session = useBusValue('session:changed');
  const { run, step, failure, busy } = usePay();

  const methods = data?.getPaymentMethodByShipping ?? [];
  const cards = useMemo(() => {
    const now = new Date();
    const usable = (data?.getUserCards ?? []).filter((c) => !(c.expiryMnt && c.expiryYr && cardExpired(c.expiryMnt, c.expiryYr, now)));
    return [...usable].sort((a, b) => Number(b.default) - Number(a.default));
  }, [data]);
  const [methodId, setMethodId] = useState<string | null>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const chosenMethod = methodId ?? methods.find((m) => m.name === 'card')?.id ?? methods[0]?.id ?? null;
  const chosenCard = choice ?? cards[0]?.id ?? NEW_CARD;
  const card = cards.find((c) => c.id === chosenCard);

  useEffect(() => {
    if (session) rememberOrderMode(mode, session);
  }, [mode, session]);

  const payWithSavedCard = () => {
    if (!card) return;
    void run((onStep) =>
      payWithToken({ checkoutId: checkout.id, splitType: checkout.splitType, paymentMethodId: chosenMethod, language, origin: window.location.origin, onStep }, card.token, card.id),
    );
  };

  const cardName = (c: SavedCard) => {
    const brand = brandOf(c);
    return t('payment.card_label', { brand: brand ? t(`brands.${brand}`) : c.nickName ?? '', lastFour: formatDigits(c.lastFour, language) });
  };

  // Until the options are known, one loading state: on a phone the order summary sits below them, and
  // would move down as they arrived if it showed already.
  if (loading && !data) return <LoadingState label={t('loading')} />;

  let options;
  if (error && !data) {
    options = <FailedState message={t('payment.methods_failed')} onRetry={onRetry} />;
  } else if (methods.length === 0) {
    options = <Alert tone="info">{t('payment.no_methods')}</Alert>;
  } else {
    options = (
      <>
        <RadioGroup legend={t('payment.methods')} hideLegend name="payment-method" value={chosenMethod} onValueChange={setMethodId} look="card" disabled={pending}>
          {methods.map((m) => (
            <Radio key={m.id} value={m.id} label={nameIn(m, language)} description={language === 'ar' ? m.arDescription : m.description} />
          ))}
        </RadioGroup>
        <RadioGroup legend={t('payment.pay_with')} name="payment-card" value={chosenCard} onValueChange={setChoice} look="card" disabled={busy || pending}>
          {cards.map((c) => {
            const brand = brandOf(c);
            return (
              <Radio
                key={c.id}
                value={c.id}
                data-testid="saved-card"
                label={
                  <CardLabel>
                    {brand && (
                      <span aria-hidden="true">
                        <PaymentBrandLogo brand={brand} label={t(`brands.${brand}`)} size="sm" />
                      </span>
                    )}
                    <span>{cardName(c)}</span>
                    {c.default && <Badge tone="info">{t('payment.default')}</Badge>}
                  </CardLabel>
                }
                description={c.expiryMnt && c.expiryYr ? t('payment.expires', { month: formatDigits(String(c.expiryMnt).padStart(2, '0'), language), year: formatDigits(String(c.expiryYr % 100).padStart(2, '0'), language) }) : undefined}
              />
            );
          })}
          <Radio value={NEW_CARD} label={t('payment.new_card')} description={t('payment.new_card_hint')} />
        </RadioGroup>
        {failure && (
          <Alert tone="error" data-testid="pay-failure">
            {failureMessage(t, failure.key, language, failure.texts)}
          </Alert>
        )}
        <PayProgress step={step} />
        <Actions>
          {card ? (
            <Button size="lg" loading={busy} disabled={pending} onClick={payWithSavedCard}>
              {t('payment.pay', { amount: formatPrice(checkout.grandTotalHalalas, language) })}
            </Button>
          ) : (
            <Button size="lg" disabled={pending} onClick={() => navigate(CARD_PAGE_PATH)}>
              {t('payment.continue_new')}
            </Button>
          )}
        </Actions>
      </>
    );
  }

  return (
    <Columns>
      <Panel aria-labelledby="payment-options-title" aria-busy={loading}>
        <h2 id="payment-options-title">{t('payment.methods')}</h2>
        {options}
      </Panel>
      <OrderSummary checkout={checkout} />
    </Columns>
  );
}
