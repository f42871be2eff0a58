// /notifications: what the store sends the signed-in shopper: order updates (isNotification) and
// offers (isPromotion), read from the account and saved with updateUserSettings, which takes one
// method at a time, so only what changed is sent. A refusal leaves the switches as the shopper set
// them and says why.
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Checkbox, Fieldset } from 'design-system';
import { GraphQLBoundary, usePageTitle } from 'remote-kit';
import { notificationSettingsSchema, type NotificationSettings } from 'shared-domain';
import { NotificationSettingsDocument, UpdateNotificationSettingDocument, type NotificationMethod } from '../generated/graphql';
import { settle } from '../shared/mutation-outcome';
import { useProfileMessages } from '../shared/profile-messages';
import { FormActions, LoadFailed, ProfilePage, ProfilePanel, ProfileSkeleton, SignedOutNotice } from '../shared/profile-page-frame';
import { SignedInPage } from '../shared/signed-in-page';

export const NOTIFICATIONS_PATH = '/notifications';

/** Each setting and the method the API names it by. */
const METHODS: readonly [keyof NotificationSettings, NotificationMethod][] = [
  ['isNotification', 'NOTIFICATION'],
  ['isPromotion', 'PROMOTION'],
];

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

type Status = { tone: 'success' | 'error'; text: string } | null;

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation('profile');
  const messages = useProfileMessages();
  const { register, handleSubmit, reset, formState } = useForm<NotificationSettings>({
    resolver: zodResolver(notificationSettingsSchema),
    defaultValues: settings,
  });
  const [update] = useMutation(UpdateNotificationSettingDocument);
  const [status, setStatus] = useState<Status>(null);
  // what the account holds, as its last answers said
  const stored = useRef(settings);
  const sending = useRef(false);

  const onSubmit = handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    setStatus(null);
    try {
      for (const [field, method] of METHODS) {
        if (values[field] === stored.current[field]) continue;
        const outcome = await settle(async () => (await update({ variables: { enable: values[field], method } })).data?.updateUserSettings, messages.language);
        if (!outcome.ok) {
          setStatus({ tone: 'error', text: messages.forFailure(outcome) });
          return;
        }
        const user = outcome.result.user;
        stored.current = user ? { isNotification: user.isNotification, isPromotion: user.isPromotion } : { ...stored.current, [field]: values[field] };
      }
      reset(values);
      setStatus({ tone: 'success', text: t('notifications.saved') });
    } finally {
      sending.current = false;
    }
  });

  return (
    <ProfilePanel>
      <Form noValidate onSubmit={onSubmit}>
        <Fieldset legend={t('notifications.legend')} gap={4}>
          <Checkbox label={t('notifications.order_updates')} description={t('notifications.order_updates_hint')} {...register('isNotification')} />
          <Checkbox label={t('notifications.promotions')} description={t('notifications.promotions_hint')} {...register('isPromotion')} />
        </Fieldset>
        {status && <Alert tone={status.tone}>{status.text}</Alert>}
        <FormActions>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('notifications.save')}
          </Button>
        </FormActions>
      </Form>
    </ProfilePanel>
  );
}

function Settings() {
  const { data, error, refetch } = useQuery(NotificationSettingsDocument, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  if (data === undefined) return error ? <LoadFailed onRetry={() => void refetch().catch(() => undefined)} /> : <ProfileSkeleton fields={2} />;
  if (!data.me) return <SignedOutNotice />;
  return <SettingsForm settings={{ isNotification: data.me.isNotification, isPromotion: data.me.isPromotion }} />;
}

export function NotificationsPage() {
  const { t } = useTranslation('profile');
  usePageTitle(t('notifications.page_title'));
  return (
    <ProfilePage id="notifications" title={t('notifications.title')} intro={t('notifications.intro')}>
      <SignedInPage>
        {() => (
          <GraphQLBoundary fallback={<ProfileSkeleton fields={2} />}>
            <Settings />
          </GraphQLBoundary>
        )}
      </SignedInPage>
    </ProfilePage>
  );
}
