// The form that keeps a new card: name on card, number (grouped in fours as typed, the brand shown as
// soon as it can be told), expiry, CVC, a nickname and whether it becomes the default. react-hook-form
// over shared-domain's saved-card schema (the card rules checkout applies too), so every message is a
// translated key beside its field. After a failure the number and CVC are cleared (they are never
// kept); everything else typed stays.
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Checkbox, FieldHint, Input, PaymentBrandLogo, Select } from 'design-system';
import { arabicIndicDigits, cardBrand, CARD_NICKNAME_MAX_LENGTH, formatCardNumber, savedCardFormSchema, type SavedCardFormInput, type SavedCardFormValues } from 'shared-domain';
import type { CardField } from './keep-card';
import { useCardMessages } from './card-messages';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Fields = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
`;

const Detected = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const YEARS_AHEAD = 15;

const EMPTY: SavedCardFormInput = { name: '', number: '', month: '', year: '', cvc: '', nickName: '', makeDefault: false };

/** What a field the provider refused is told (its own words are English only). */
const PROVIDER_FIELD_KEYS: Record<CardField, string> = {
  name: 'card_name_incomplete',
  number: 'card_number_invalid',
  month: 'card_month_invalid',
  year: 'card_expired',
  cvc: 'card_cvc_invalid',
};

export type KeepStep = 'tokenizing' | 'redirecting' | 'saving';

export interface AddCardFormProps {
  busy: boolean;
  step: KeepStep | null;
  onKeep: (card: SavedCardFormValues) => void;
  onCancel: () => void;
  /** The last attempt's failure: its message, the card fields the provider refused, and a count that changes each time. */
  failure: { attempt: number; text: string; fields?: CardField[] } | null;
  /** A shopper with no card yet: the first card is the default whatever is ticked. */
  firstCard: boolean;
}

export function AddCardForm({ busy, step, onKeep, onCancel, failure, firstCard }: AddCardFormProps) {
  const { t, i18n } = useTranslation('payments');
  const messages = useCardMessages();
  const schema = useMemo(() => savedCardFormSchema(), []);
  const { register, control, handleSubmit, watch, resetField, setError, formState } = useForm<SavedCardFormInput, unknown, SavedCardFormValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors } = formState;
  const brand = cardBrand(watch('number') ?? '');
  const arabic = i18n.language !== 'en';
  const digits = (text: string) => (arabic ? arabicIndicDigits(text) : text);

  useEffect(() => {
    if (!failure) return;
    resetField('number');
    resetField('cvc');
    for (const field of failure.fields ?? []) setError(field, { type: 'provider', message: PROVIDER_FIELD_KEYS[field] });
  }, [failure, resetField, setError]);

  const thisYear = new Date().getFullYear();
  const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
  const years = Array.from({ length: YEARS_AHEAD + 1 }, (_, i) => String(thisYear + i));

  return (
    <Form noValidate onSubmit={handleSubmit((values) => onKeep(values))} aria-describedby="keep-card-note" data-testid="add-card-form">
      <Fields disabled={busy}>
        <Input label={t('form.name')} autoComplete="cc-name" error={messages.forField(errors.name)} {...register('name')} />
        <Controller
          control={control}
          name="number"
          render={({ field }) => (
            <Input
              label={t('form.number')}
              inputMode="numeric"
              autoComplete="cc-number"
              dir="ltr"
              placeholder="0000 0000 0000 0000"
              error={messages.forField(errors.number)}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(formatCardNumber(event.target.value))}
              aria-describedby="keep-card-brand"
            />
          )}
        />
        <Detected id="keep-card-brand" aria-live="polite">
          {brand && (
            <>
              <PaymentBrandLogo brand={brand} label={t(`brands.${brand}`)} size="sm" />
              <span>{t('form.brand_detected', { brand: t(`brands.${brand}`) })}</span>
            </>
          )}
        </Detected>
        <Pair role="group" aria-label={t('form.expiry')}>
          <Select label={t('form.month')} placeholder={t('form.choose_month')} autoComplete="cc-exp-month" error={messages.forField(errors.month)} {...register('month')}>
            {months.map((m) => (
              <option key={m} value={m}>
                {digits(m)}
              </option>
            ))}
          </Select>
          <Select label={t('form.year')} placeholder={t('form.choose_year')} autoComplete="cc-exp-year" error={messages.forField(errors.year)} {...register('year')}>
            {years.map((y) => (
              <option key={y} value={y}>
                {digits(y)}
              </option>
            ))}
          </Select>
        </Pair>
        <Input
          label={t('form.cvc')}
          hint={t('form.cvc_hint')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={3}
          dir="ltr"
          type="password"
          error={messages.forField(errors.cvc)}
          {...register('cvc')}
        />
        <Input
          label={t('form.nickname')}
          hint={t('form.nickname_hint')}
          autoComplete="off"
          maxLength={CARD_NICKNAME_MAX_LENGTH}
          error={messages.forField(errors.nickName)}
          {...register('nickName')}
        />
        {firstCard ? <FieldHint>{t('form.first_is_default')}</FieldHint> : <Checkbox label={t('form.make_default')} {...register('makeDefault')} />}
      </Fields>
      {step && (
        <Alert tone="info" data-testid="keep-card-progress">
          {t(`progress.${step}`)}
        </Alert>
      )}
      {failure && <Alert tone="error">{failure.text}</Alert>}
      <Button type="submit" loading={busy}>
        {t('form.submit')}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
        {t('form.cancel')}
      </Button>
      <FieldHint id="keep-card-note">{t('form.secure_note')}</FieldHint>
    </Form>
  );
}
