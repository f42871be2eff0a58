// /checkout/verify-payment: where a payment comes back to, from the card form or the provider's
// 3-D Secure page (spec §2 query: message, status, cardId, paymentMethodId, type=tokenized, and the
// provider's id). The query's status is never trusted: the server reads the payment from the
// provider, records the transaction (createTransaction) and places the order (createOrder), which
// checks status, amount and currency. A card the shopper asked to keep is saved once it is paid.
import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, LinkButton } from 'design-system';
import { halalasToSar, type CardBrand } from 'shared-domain';
import type { SessionUser } from 'shared-events';
import { useBusValue } from 'shared-events/react';
import { SignedIn } from '../checkout-session/signed-in';
import { CheckoutFrame } from '../checkout-session/checkout-frame';
import {
  CARD_TOKEN_COOKIE,
  PAYMENT_DETAILS_COOKIE,
  PSP_ID_COOKIE,
  readCheckoutSession,
  readJsonCookie,
  type CardTokenDetails,
  type PaymentDetails,
} from '../checkout-session/cookies';
import { pageLanguageOf } from '../checkout-session/format';
import { failureMessage } from '../checkout-session/messages';
import { ORDER_PLACED_PATHS, PAYMENT_PATHS, orderModeOf } from '../checkout-session/order-mode';
import { Actions, LoadingState } from '../checkout-session/panels';
import { saveCheckoutValue } from '../checkout-storage/checkout-storage';
import { PlaceOrderDocument, RecordTransactionDocument, SaveCardDocument } from '../generated/graphql';

type Verdict = { status: 'verifying' } | { status: 'failed'; key: string; texts: { en: string | null; ar: string | null } | null; retry: boolean };

const CURRENCY = 'SAR';
/** Keys after which trying the same verification again can succeed. */
const RETRYABLE = new Set(['payment_not_verified', 'operation_failed']);

interface Attempt {
  checkoutId: string;
  paymentId: string;
  pspId: string;
  amount: number;
}

/** What to verify: the provider's answer in the query, the payment details the flow stored otherwise. */
function attemptFrom(params: URLSearchParams): Attempt | null {
  const details = readJsonCookie<PaymentDetails>(PAYMENT_DETAILS_COOKIE);
  const checkoutId = params.get('checkoutId') ?? details?.checkoutId ?? readCheckoutSession()?.id ?? null;
  const paymentId = params.get('paymentId') ?? details?.paymentId ?? null;
  const pspId = params.get('id') ?? readJsonCookie<{ id?: string }>(PSP_ID_COOKIE)?.id ?? null;
  const amount = details?.paymentId === paymentId ? details?.amount : undefined;
  if (!checkoutId || !paymentId || !pspId || amount === undefined) return null;
  return { checkoutId, paymentId, pspId, amount };
}

const cardTypes: readonly CardBrand[] = ['mada', 'visa', 'mastercard'];

function Verify({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('checkout');
  const language = pageLanguageOf(i18n.language);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useBusValue('session:changed');
  const mode = orderModeOf(session);
  const [recordTransaction] = useMutation(RecordTransactionDocument);
  const [placeOrder] = useMutation(PlaceOrderDocument);
  const [saveCard] = useMutation(SaveCardDocument);
  const [verdict, setVerdict] = useState<Verdict>({ status: 'verifying' });
  const [round, setRound] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    if (started.current === round) return;
    started.current = round;
    const attempt = attemptFrom(params);
    if (!attempt) {
      setVerdict({ status: 'failed', key: 'missing', texts: null, retry: false });
      return;
    }
    const fail = (key: string, texts: { en: string | null; ar: string | null } | null = null) =>
      setVerdict({ status: 'failed', key, texts, retry: RETRYABLE.has(key) });
    void (async () => {
      try {
        const recorded = await recordTransaction({
          variables: {
            checkoutId: attempt.checkoutId,
            paymentId: attempt.paymentId,
            pspId: attempt.pspId,
            // what came back, for the record; the server reads the payment from the provider itself
            pspResponse: JSON.stringify({ id: attempt.pspId, status: params.get('status'), message: params.get('message'), type: params.get('type') }),
            customerId: user.userId,
            currency: CURRENCY,
            amount: halalasToSar(attempt.amount),
          },
        });
        const transaction = recorded.data?.createTransaction;
        if (!transaction?.success) return fail(transaction?.key ?? 'operation_failed', transaction ? { en: transaction.message, ar: transaction.arMessage } : null);
        const placed = (await placeOrder({ variables: { checkoutId: attempt.checkoutId, paymentId: attempt.paymentId, pspId: attempt.pspId } })).data?.createOrder;
        if (!placed?.success || !placed.order) return fail(placed?.key ?? 'operation_failed', placed ? { en: placed.message, ar: placed.arMessage } : null);
        if (session) saveCheckoutValue('ordr_id', placed.order.id, session);
        const card = readJsonCookie<CardTokenDetails>(CARD_TOKEN_COOKIE);
        if (card?.save && !params.get('cardId')) {
          const brand = cardTypes.find((b) => b === card.brand);
          await saveCard({
            variables: { input: { token: card.id, cardType: brand ?? null, lastFour: card.lastFour, expiryMnt: card.month, expiryYr: card.year, nickName: brand ? `${brand} ${card.lastFour}` : null } },
          }).catch((error: unknown) => console.error('[mf-checkout] the card could not be saved', error));
        }
        navigate(ORDER_PLACED_PATHS[mode], { replace: true });
      } catch (error) {
        console.error('[mf-checkout] the payment could not be verified', error);
        fail('operation_failed');
      }
    })();
  }, [round, params, user.userId, session, mode, navigate, recordTransaction, placeOrder, saveCard]);

  if (verdict.status === 'verifying') return <LoadingState label={t('verify.progress')} />;
  return (
    <>
      <h2>{t('verify.failed_title')}</h2>
      <Alert tone="error" data-testid="verify-failure">
        {verdict.key === 'missing' ? t('verify.missing') : failureMessage(t, verdict.key, language, verdict.texts)}
      </Alert>
      <Actions>
        {verdict.retry && <Button onClick={() => setRound((n) => n + 1)}>{t('try_again')}</Button>}
        <LinkButton as={Link} to={PAYMENT_PATHS[mode]} variant={verdict.retry ? 'ghost' : 'primary'}>
          {t('verify.back_to_payment')}
        </LinkButton>
      </Actions>
    </>
  );
}

export function VerifyPaymentPage() {
  const { t } = useTranslation('checkout');
  return (
    <SignedIn title={t('verify.title')} step="payment">
      {(user) => (
        <CheckoutFrame step="payment" title={t('verify.title')}>
          <Verify user={user} />
        </CheckoutFrame>
      )}
    </SignedIn>
  );
}
