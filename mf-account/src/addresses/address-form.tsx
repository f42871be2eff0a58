// Adding or editing an address: its type, the pinned location (a Riyadh district, the browser's
// location, or coordinates typed in any digit set), the address line whose last comma-separated part
// is the `header` the store shows (spec §3), a second line, and whether it is the default of its
// type. react-hook-form over shared-domain's address form schema, whose output is the API's input;
// what the server refuses is shown beside its field, and what was typed stays.
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Checkbox, FieldHint, Fieldset, Input, Radio, RadioGroup, Select } from 'design-system';
import { addressFormHeader, addressFormSchema, ADDRESS_LINE_MAX_LENGTH, ADDRESS_TYPES, districtBySlug, RIYADH_DISTRICTS, type AddressFormInput, type AddressFormValues } from 'shared-domain';
import { showServerFieldErrors } from '../shared/profile-messages';
import type { BookEntry, BookOutcome } from './use-address-book';
import { formFieldErrors, useAddressMessages } from './address-messages';

const FORM_FIELDS = ['addressType', 'address1', 'address2', 'lat', 'long', 'isDefault'] as const;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
`;

const PinWays = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr auto;
    align-items: end;
  }
`;

const HeaderPreview = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};

  & > * {
    flex: 1 1 10rem;
  }
`;

/** How the browser's location answered, as this page says it. */
type LocationState = { kind: 'idle' } | { kind: 'finding' } | { kind: 'found' } | { kind: 'failed'; key: 'location_denied' | 'location_unavailable' | 'location_unsupported' };

export interface AddressFormProps {
  /** The address being edited; none to add one. */
  editing: BookEntry | null;
  /** Saves the API's input; answers what the server said. */
  onSave: (values: AddressFormValues) => Promise<BookOutcome>;
  onCancel: () => void;
  /** The type a new address starts as. */
  initialType?: 'SHIPPING' | 'BILLING';
  /** The types of the book's other addresses: the first of a type becomes its default anyway. */
  typesInBook?: readonly string[];
}

const degrees = (value: number) => String(Number(value.toFixed(6)));

function initialValues(editing: BookEntry | null, type: 'SHIPPING' | 'BILLING'): AddressFormInput {
  if (!editing) return { addressType: type, address1: '', address2: '', lat: '', long: '', isDefault: false };
  return {
    addressType: editing.addressType,
    address1: editing.address1,
    address2: editing.address2 ?? '',
    lat: degrees(editing.lat),
    long: degrees(editing.long),
    isDefault: editing.isDefault,
  };
}

export function AddressForm({ editing, onSave, onCancel, initialType = 'SHIPPING', typesInBook = [] }: AddressFormProps) {
  const { t, i18n } = useTranslation('addresses');
  const messages = useAddressMessages();
  const arabic = i18n.language !== 'en';
  const { register, handleSubmit, setValue, getValues, setError, watch, formState } = useForm<AddressFormInput, unknown, AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: initialValues(editing, initialType),
    mode: 'onTouched',
  });
  const [district, setDistrict] = useState('');
  const [location, setLocation] = useState<LocationState>({ kind: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);
  const { errors } = formState;
  const header = addressFormHeader(watch('address1') ?? '');
  const type = watch('addressType');

  /** Puts the pin somewhere; the address line is offered too when nothing was typed in it yet. */
  const pinAt = (lat: number, long: number, line?: string) => {
    setValue('lat', degrees(lat), { shouldValidate: true, shouldDirty: true });
    setValue('long', degrees(long), { shouldValidate: true, shouldDirty: true });
    if (line && getValues('address1').trim() === '') setValue('address1', line, { shouldValidate: true, shouldDirty: true });
  };

  const onDistrict = (slug: string) => {
    setDistrict(slug);
    const found = districtBySlug(slug);
    if (!found) return;
    const comma = arabic ? '، ' : ', ';
    pinAt(found.lat, found.long, `${arabic ? found.arName : found.name}${comma}${t('form.city')}`);
  };

  const onMyLocation = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setLocation({ kind: 'failed', key: 'location_unsupported' });
      return;
    }
    setLocation({ kind: 'finding' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setDistrict('');
        pinAt(position.coords.latitude, position.coords.longitude);
        setLocation({ kind: 'found' });
      },
      (problem) => setLocation({ kind: 'failed', key: problem.code === problem.PERMISSION_DENIED ? 'location_denied' : 'location_unavailable' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const onSubmit = handleSubmit(
    async (values) => {
      if (sending.current) return;
      sending.current = true;
      setFailure(null);
      const outcome = await onSave(values);
      sending.current = false;
      if (outcome.ok) return;
      const shown = showServerFieldErrors(setError, formFieldErrors(outcome.fieldErrors), FORM_FIELDS, messages.forKey);
      setFailure(shown ? t('errors.invalid_input') : messages.forFailure(outcome));
    },
    () => setFailure(null),
  );

  const pinError = messages.forField(errors.lat) ?? messages.forField(errors.long);

  return (
    <Form noValidate onSubmit={onSubmit} data-testid="address-form">
      <RadioGroup legend={t('form.type')} look="chip" layout="row" error={messages.forField(errors.addressType)}>
        {ADDRESS_TYPES.map((value) => (
          <Radio key={value} value={value} label={t(`types.${value}`)} {...register('addressType')} />
        ))}
      </RadioGroup>

      <Fieldset legend={t('form.pin')} hint={t('form.pin_hint')} error={pinError}>
        <PinWays>
          <Select label={t('form.district')} placeholder={t('form.choose_district')} value={district} onChange={(event) => onDistrict(event.target.value)}>
            {RIYADH_DISTRICTS.map((d) => (
              <option key={d.slug} value={d.slug}>
                {arabic ? d.arName : d.name}
              </option>
            ))}
          </Select>
          <Button type="button" variant="secondary" onClick={onMyLocation} loading={location.kind === 'finding'}>
            {t('form.my_location')}
          </Button>
        </PinWays>
        {location.kind === 'found' && <Alert tone="success">{t('form.location_found')}</Alert>}
        {location.kind === 'failed' && <Alert tone="error">{t(`form.${location.key}`)}</Alert>}
        <Pair>
          <Input label={t('form.lat')} inputMode="decimal" dir="ltr" autoComplete="off" error={messages.forField(errors.lat)} {...register('lat')} />
          <Input label={t('form.long')} inputMode="decimal" dir="ltr" autoComplete="off" error={messages.forField(errors.long)} {...register('long')} />
        </Pair>
      </Fieldset>

      <Input
        label={t('form.address1')}
        hint={t('form.address1_hint')}
        autoComplete="street-address"
        maxLength={ADDRESS_LINE_MAX_LENGTH}
        error={messages.forField(errors.address1)}
        {...register('address1')}
      />
      <HeaderPreview aria-live="polite" data-testid="header-preview">
        {header ? (
          <>
            {t('form.header_preview')} <strong>{header}</strong>
          </>
        ) : (
          t('form.header_none')
        )}
      </HeaderPreview>
      <Input label={t('form.address2')} maxLength={ADDRESS_LINE_MAX_LENGTH} error={messages.forField(errors.address2)} {...register('address2')} />

      {editing?.isDefault && editing.addressType === type ? (
        <FieldHint>{t(`default_of.${type}`)}</FieldHint>
      ) : !typesInBook.includes(type) ? (
        <FieldHint>{t(`form.first_is_default.${type}`)}</FieldHint>
      ) : (
        <Checkbox label={t(`form.make_default.${type}`)} {...register('isDefault')} />
      )}

      {failure && <Alert tone="error">{failure}</Alert>}
      <Actions>
        <Button type="submit" loading={formState.isSubmitting}>
          {editing ? t('form.save_changes') : t('form.save_new')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      </Actions>
    </Form>
  );
}
