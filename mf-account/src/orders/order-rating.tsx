// Rating an order, once it has been delivered (spec §7 updateOrderRating, §3 rating and orderRated): five
// stars as a radio group (arrow keys move between them, as in any radio group), then "send rating".
// A rated order shows its rating; an order not yet delivered says when it can be rated.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Radio, RadioGroup, VisuallyHidden } from 'design-system';
import { ORDER_RATINGS, orderRatingFormSchema, type OrderRatingFormInput, type OrderRatingFormValues } from 'shared-domain';
import { RateOrderDocument } from '../generated/graphql';
import { formatNumber, pageLanguageOf } from './format';
import { messageFor } from './messages';

const MAX_STARS = ORDER_RATINGS.length;

const StarGlyph = styled.svg<{ $filled: boolean }>`
  inline-size: 1.25rem;
  block-size: 1.25rem;
  flex: none;
  color: ${({ theme, $filled }) => ($filled ? theme.colors.secondary : theme.colors.neutral[400])};
`;

export function Star({ filled }: { filled: boolean }) {
  return (
    <StarGlyph $filled={filled} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </StarGlyph>
  );
}

const StarLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const Stars = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[0.5]};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;

  fieldset {
    justify-self: stretch;
    max-inline-size: 28rem;
  }
`;

interface RatedOrder {
  id: string;
  rating?: number | null;
  orderRated: boolean;
  status: { statusCode: string };
}

/** The stars of a rating, for the eye; the sentence beside them says it. */
function RatingStars({ rating }: { rating: number }) {
  return (
    <Stars aria-hidden="true">
      {ORDER_RATINGS.map((n) => (
        <Star key={n} filled={n <= rating} />
      ))}
    </Stars>
  );
}

function RatingForm({ orderId, onRated }: { orderId: string; onRated: () => void }) {
  const { t, i18n } = useTranslation('orders');
  const language = pageLanguageOf(i18n.language);
  const [rate, { loading }] = useMutation(RateOrderDocument);
  const { register, handleSubmit, watch, setError, formState } = useForm<OrderRatingFormInput, unknown, OrderRatingFormValues>({
    resolver: zodResolver(orderRatingFormSchema),
    defaultValues: { rating: '' },
  });
  const chosen = Number(watch('rating') || 0);
  const problem = formState.errors.rating?.message ?? formState.errors.root?.message;
  const [serverText, setServerText] = useState<string | null>(null);

  const send = handleSubmit(async ({ rating }) => {
    setServerText(null);
    try {
      const result = (await rate({ variables: { orderId, rating } })).data?.updateOrderRating;
      if (result?.success) return onRated();
      const key = result?.errors[0]?.key ?? result?.key ?? 'operation_failed';
      setServerText(messageFor(t, key, language, result?.errors[0] ?? result));
      setError('rating', { type: 'server', message: key });
    } catch {
      setError('root', { type: 'server', message: 'operation_failed' });
    }
  });

  return (
    <Form noValidate onSubmit={(event) => void send(event)} data-testid="rating-form">
      <RadioGroup
        legend={t('rating.legend')}
        hint={t('rating.hint')}
        look="chip"
        layout="grid"
        columns={MAX_STARS}
        error={problem ? (serverText ?? messageFor(t, problem, language)) : undefined}
      >
        {ORDER_RATINGS.map((n) => (
          <Radio
            key={n}
            value={String(n)}
            {...register('rating')}
            label={
              <StarLabel>
                <Star filled={n <= chosen} />
                {formatNumber(n, language)}
                <VisuallyHidden> {t('rating.out_of', { max: formatNumber(MAX_STARS, language) })}</VisuallyHidden>
              </StarLabel>
            }
          />
        ))}
      </RadioGroup>
      <Button type="submit" loading={loading}>
        {t('rating.submit')}
      </Button>
    </Form>
  );
}

export function OrderRating({ order }: { order: RatedOrder }) {
  const { t, i18n } = useTranslation('orders');
  const language = pageLanguageOf(i18n.language);
  const [thanked, setThanked] = useState(false);

  if (order.orderRated && order.rating) {
    return (
      <>
        <p data-testid="order-rating">
          <RatingStars rating={order.rating} />{' '}
          {t('rating.rated', { rating: formatNumber(order.rating, language), max: formatNumber(MAX_STARS, language) })}
        </p>
        {thanked && <Alert tone="success">{t('rating.thanks')}</Alert>}
      </>
    );
  }
  if (order.status.statusCode !== 'delivered') return <p>{t('rating.after_delivery')}</p>;
  return <RatingForm orderId={order.id} onRated={() => setThanked(true)} />;
}
