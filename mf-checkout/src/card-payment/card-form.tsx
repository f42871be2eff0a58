// The card form: name on card, number (grouped in fours as typed; the brand shown as it is told),
// expiry month and year, CVC and "save this card". react-hook-form over shared-domain's card schema,
// so every message is a translated card message key beside its field. After a failed payment the
// number and CVC are cleared for safety; what else was typed stays.
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Checkbox, FieldHint, Input, PaymentBrandLogo, PAYMENT_BRANDS, Select, formatPrice } from 'design-system';
import { cardBrand, cardFormSchema, formatCardNumber, type CardFormInput, type CardFormValues, type CardMessageKey } from 'shared-domain';
import { formatDigits, pageLanguageOf } from '../checkout-session/format';
import type { CardField, PayStep } from './pay';
import { PayProgress } from './pay-progress';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
`;

const Accepted = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Detected = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const YEARS_AHEAD = 15;

/** What a field the provider refused is told (its own words are English only). */
const PROVIDER_FIELD_KEYS: Record<CardField, CardMessageKey> = {
  name: 'card_name_incomplete',
  number: 'card_number_invalid',
  month: 'card_month_invalid',
  year: 'card_expired',
  cvc: 'card_cvc_invalid',
};

// While a payment runs, every field is disabled at once (a disabled fieldset), not one by one.
const Fields = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export interface CardFormProps {
  /** What the shopper pays, in halalas (the Pay button says it). */
  amount: number;
  busy: boolean;
  step: PayStep | null;
  onPay: (card: CardFormValues) => void;
  /** The card fields the provider refused, and a count that changes with every failed attempt. */
  failure: { attempt: number; fields?: CardField[] } | null;
}

const EMPTY: CardFormInput = { name: '', number: '', month: '', year: '', cvc: '', save: false };

export function CardForm({ amount, busy, step, onPay, failure }: CardFormProps) {
  const { t, i18n } = useTranslation('checkout');
  const language = pageLanguageOf(i18n.language);
  const schema = useMemo(() => cardFormSchema(), []);
  const { register, control, handleSubmit, watch, resetField, setError, formState } = useForm<CardFormInput, unknown, CardFormValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors } = formState;
  const brand = cardBrand(watch('number') ?? '');

  // a failed payment: the number and CVC go (they are never kept), the provider's refused fields are named
  useEffect(() => {
    if (!failure) return;
    resetField('number');
    resetField('cvc');
    for (const field of failure.fields ?? []) {
      setError(field, { type: 'provider', message: PROVIDER_FIELD_KEYS[field] });
    }
  }, [failure, resetField, setError]);

  const message = (field: keyof CardFormInput) => {
    const key = errors[field]?.message;
    return key ? t(`card.errors.${key}`, { defaultValue: t('card.errors.field_required') }) : undefined;
  };

  const thisYear = new Date().getFullYear();
  const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
  const years = Array.from({ length: YEARS_AHEAD + 1 }, (_, i) => String(thisYear + i));

  return (
    <Form noValidate onSubmit={handleSubmit((values) => onPay(values))} aria-describedby="card-secure-note" data-testid="card-form">
      <Accepted>
        <span id="accepted-cards">{t('card.accepted')}</span>
        <ul aria-labelledby="accepted-cards">
          {PAYMENT_BRANDS.map((b) => (
            <li key={b}>
              <PaymentBrandLogo brand={b} label={t(`brands.${b}`)} size="sm" />
            </li>
          ))}
        </ul>
      </Accepted>
      <Fields disabled={busy}>
      <Input label={t('card.name')} autoComplete="cc-name" error={message('name')} {...register('name')} />
      <Controller
        control={control}
        name="number"
        render={({ field }) => (
          <Input
            label={t('card.number')}
            inputMode="numeric"
            autoComplete="cc-number"
            dir="ltr"
            placeholder="0000 0000 0000 0000"
            error={message('number')}
           
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(formatCardNumber(event.target.value))}
            aria-describedby="card-brand"
          />
        )}
      />
      <Detected id="card-brand" aria-live="polite" data-testid="card-brand">
        {brand && (
          <>
            <PaymentBrandLogo brand={brand} label={t(`brands.${brand}`)} size="sm" />
            <span>{t('card.brand_detected', { brand: t(`brands.${brand}`) })}</span>
          </>
        )}
      </Detected>
      <Pair role="group" aria-label={t('card.expiry')}>
        <Select label={t('card.month')} placeholder={t('card.choose_month')} autoComplete="cc-exp-month" error={message('month')} {...register('month')}>
          {months.map((m) => (
            <option key={m} value={m}>
              {formatDigits(m, language)}
            </option>
          ))}
        </Select>
        <Select label={t('card.year')} placeholder={t('card.choose_year')} autoComplete="cc-exp-year" error={message('year')} {...register('year')}>
          {years.map((y) => (
            <option key={y} value={y}>
              {formatDigits(y, language)}
            </option>
          ))}
        </Select>
      </Pair>
      <Input
        label={t('card.cvc')}
        hint={t('card.cvc_hint')}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={3}
        dir="ltr"
        type="password"
        error={message('cvc')}
       
        {...register('cvc')}
      />
      <Checkbox label={t('card.save')} description={t('card.save_hint')} {...register('save')} />
      </Fields>
      <PayProgress step={step} />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {t('card.pay', { amount: formatPrice(amount, language) })}
      </Button>
      <FieldHint id="card-secure-note">{t('card.secure_note')}</FieldHint>
    </Form>
  );
}
