// /basic-info: the signed-in shopper's title, first and last name, date of birth and email
// (updateUserDetails), and the mobile number (updatePhonenumber) on a form of its own. Both forms
// check with shared-domain's schemas, the ones the API applies; what was typed stays after a refusal,
// with each refused field's message beside it. After a save the shell reads the session again, so
// the header greets the shopper by the new name.
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Input, Select } from 'design-system';
import { GraphQLBoundary, usePageTitle } from 'remote-kit';
import { getEventBus } from 'shared-events';
import {
  phoneChangeSchema,
  profileDetailsFormSchema,
  TITLES,
  PHONE_INPUT_MAX_LENGTH,
  type ProfileDetailsFormInput,
  type ProfileDetailsFormValues,
} from 'shared-domain';
import {
  ProfileDetailsDocument,
  UpdateProfileDetailsDocument,
  UpdateProfilePhoneDocument,
  type ProfileUserFieldsFragment,
} from '../generated/graphql';
import { settle } from '../shared/mutation-outcome';
import { showServerFieldErrors, useProfileMessages } from '../shared/profile-messages';
import { FieldGrid, FormActions, LoadFailed, ProfilePage, ProfilePanel, ProfileSkeleton, SignedOutNotice } from '../shared/profile-page-frame';
import { SignedInPage } from '../shared/signed-in-page';

export const BASIC_INFO_PATH = '/basic-info';

const DETAIL_FIELDS = ['title', 'firstName', 'lastName', 'dob', 'email'] as const;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

type Status = { tone: 'success' | 'error'; text: string } | null;

/** The form's values from the account as the API keeps it ('' for what is not set). */
function detailsOf(user: ProfileUserFieldsFragment): ProfileDetailsFormInput {
  const title = TITLES.find((known) => known === user.title) ?? '';
  return { title, firstName: user.firstName ?? '', lastName: user.lastName ?? '', dob: user.dob ?? '', email: user.email ?? '' };
}

/** The stored +9665XXXXXXXX as shoppers write it at home: 05XXXXXXXX. */
const localPhone = (phone: string | null): string => (phone ? phone.replace(/^\+966(?=5)/, '0') : '');

/** Today in the shopper's calendar as YYYY-MM-DD, the latest date of birth the picker offers. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Asks the shell, which owns the session, to read it again: the header then shows the change. */
const refreshSession = () => getEventBus().publish('session:refresh-requested', {});

function DetailsForm({ user }: { user: ProfileUserFieldsFragment }) {
  const { t } = useTranslation('profile');
  const messages = useProfileMessages();
  const schema = useMemo(() => profileDetailsFormSchema({ hasPhone: Boolean(user.phone) }), [user.phone]);
  const { register, handleSubmit, setError, reset, formState } = useForm<ProfileDetailsFormInput, unknown, ProfileDetailsFormValues>({
    resolver: zodResolver(schema),
    defaultValues: detailsOf(user),
  });
  const [save] = useMutation(UpdateProfileDetailsDocument);
  const [status, setStatus] = useState<Status>(null);
  const sending = useRef(false);
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    // Enter pressed again while the first save is on its way
    if (sending.current) return;
    sending.current = true;
    setStatus(null);
    const outcome = await settle(async () => (await save({ variables: values })).data?.updateUserDetails, messages.language);
    sending.current = false;
    if (outcome.ok) {
      if (outcome.result.user) reset(detailsOf(outcome.result.user));
      setStatus({ tone: 'success', text: outcome.text ?? t('basic_info.saved') });
      refreshSession();
      return;
    }
    showServerFieldErrors(setError, outcome.fieldErrors, DETAIL_FIELDS, messages.forKey);
    setStatus({ tone: 'error', text: messages.forFailure(outcome) });
  }, () => setStatus(null));

  return (
    <ProfilePanel>
      <h2 id="basic-info-details">{t('basic_info.details_heading')}</h2>
      <Form noValidate aria-labelledby="basic-info-details" onSubmit={onSubmit}>
        <FieldGrid>
          <Select label={t('basic_info.title_label')} placeholder={t('basic_info.title_none')} error={messages.forField(errors.title)} {...register('title')}>
            {TITLES.map((title) => (
              <option key={title} value={title}>
                {t(`basic_info.titles.${title}`)}
              </option>
            ))}
          </Select>
          <Input
            label={t('basic_info.dob')}
            type="date"
            min="1900-01-01"
            max={today()}
            error={messages.forField(errors.dob)}
            {...register('dob')}
          />
          <Input label={t('basic_info.first_name')} autoComplete="given-name" error={messages.forField(errors.firstName)} {...register('firstName')} />
          <Input label={t('basic_info.last_name')} autoComplete="family-name" error={messages.forField(errors.lastName)} {...register('lastName')} />
        </FieldGrid>
        <Input
          label={t('basic_info.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          inputMode="email"
          hint={t('basic_info.email_hint')}
          error={messages.forField(errors.email)}
          {...register('email')}
        />
        {status && <Alert tone={status.tone}>{status.text}</Alert>}
        <FormActions>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('basic_info.save')}
          </Button>
        </FormActions>
      </Form>
    </ProfilePanel>
  );
}

function PhoneForm({ user }: { user: ProfileUserFieldsFragment }) {
  const { t } = useTranslation('profile');
  const messages = useProfileMessages();
  const { register, handleSubmit, setError, reset, formState } = useForm<{ phone: string }, unknown, { phone: string }>({
    resolver: zodResolver(phoneChangeSchema),
    defaultValues: { phone: localPhone(user.phone) },
  });
  const [save] = useMutation(UpdateProfilePhoneDocument);
  const [status, setStatus] = useState<Status>(null);
  const sending = useRef(false);

  const onSubmit = handleSubmit(async ({ phone }) => {
    if (sending.current) return;
    sending.current = true;
    setStatus(null);
    // the canonical +9665XXXXXXXX the schema read from any way of writing it
    const outcome = await settle(async () => (await save({ variables: { phone } })).data?.updatePhonenumber, messages.language);
    sending.current = false;
    if (outcome.ok) {
      reset({ phone: localPhone(outcome.result.user?.phone ?? phone) });
      setStatus({ tone: 'success', text: outcome.text ?? t('basic_info.phone_saved') });
      refreshSession();
      return;
    }
    showServerFieldErrors(setError, outcome.fieldErrors, ['phone'], messages.forKey);
    setStatus({ tone: 'error', text: messages.forFailure(outcome) });
  }, () => setStatus(null));

  return (
    <ProfilePanel>
      <h2 id="basic-info-phone">{t('basic_info.phone_heading')}</h2>
      <Form noValidate aria-labelledby="basic-info-phone" onSubmit={onSubmit}>
        <Input
          label={t('basic_info.phone')}
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          hint={t('basic_info.phone_hint')}
          error={messages.forField(formState.errors.phone)}
          {...register('phone')}
        />
        {status && <Alert tone={status.tone}>{status.text}</Alert>}
        <FormActions>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('basic_info.save_phone')}
          </Button>
        </FormActions>
      </Form>
    </ProfilePanel>
  );
}

function BasicInfo() {
  // Read afresh on every visit: the forms start from what the account holds now.
  const { data, error, refetch } = useQuery(ProfileDetailsDocument, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  if (data === undefined) return error ? <LoadFailed onRetry={() => void refetch().catch(() => undefined)} /> : <ProfileSkeleton fields={5} />;
  if (!data.me) return <SignedOutNotice />;
  return (
    <>
      <DetailsForm user={data.me} />
      <PhoneForm user={data.me} />
    </>
  );
}

export function BasicInfoPage() {
  const { t } = useTranslation('profile');
  usePageTitle(t('basic_info.page_title'));
  return (
    <ProfilePage id="basic-info" title={t('basic_info.title')} intro={t('basic_info.intro')}>
      <SignedInPage>
        {() => (
          <GraphQLBoundary fallback={<ProfileSkeleton fields={5} />}>
            <BasicInfo />
          </GraphQLBoundary>
        )}
      </SignedInPage>
    </ProfilePage>
  );
}
