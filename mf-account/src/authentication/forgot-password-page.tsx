// /authentication/forgot-password: asks for a reset link. The answer is the same whether or not an
// account exists, so the confirmation says "if".
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'design-system';
import { usePageTitle } from 'remote-kit';
import { useFocusAfterRender } from '../shared/use-focus-after-render';
import { requestPasswordReset } from './auth-api';
import { AlertLines, AuthCard, Form, FormAlert, IdentifierInput, LinkRow, TextLink } from './auth-layout';
import { FailureAlert } from './failure-alert';
import { forgotPasswordForm } from './identity-rules';
import { LOGIN_PATH } from './redirect';
import { useAuthForm } from './use-auth-form';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const focusLater = useFocusAfterRender();
  const sentRef = useRef<HTMLDivElement>(null);
  const form = useAuthForm({
    rules: forgotPasswordForm,
    send: requestPasswordReset,
    onSuccess: (_outcome, { identifier }) => {
      setSentTo(identifier.trim());
      focusLater(() => sentRef.current);
    },
  });
  usePageTitle(t('forgot.page_title'));

  if (sentTo !== null) {
    return (
      <AuthCard title={t('forgot.sent_title')}>
        <FormAlert ref={sentRef} tone="success">
          <AlertLines>
            <SentBody text={t('forgot.sent_body', { identifier: '' })} identifier={sentTo} />
            <span>{t('forgot.sent_expiry')}</span>
          </AlertLines>
        </FormAlert>
        <Button variant="secondary" fullWidth onClick={() => setSentTo(null)}>
          {t('forgot.send_again')}
        </Button>
        <LinkRow>
          <TextLink to={LOGIN_PATH}>{t('forgot.back_to_login')}</TextLink>
        </LinkRow>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      {form.failure && <FailureAlert ref={form.alertRef} failure={form.failure} />}
      <Form noValidate onSubmit={form.onSubmit}>
        <IdentifierInput {...form.field('identifier')} label={t('fields.identifier')} />
        <Button type="submit" size="lg" fullWidth loading={form.sending}>
          {t('forgot.submit')}
        </Button>
      </Form>
      <LinkRow>
        <TextLink to={LOGIN_PATH}>{t('forgot.back_to_login')}</TextLink>
      </LinkRow>
    </AuthCard>
  );
}

/**
 * The confirmation sentence with the email or number set apart left to right, so it reads whole inside
 * an Arabic sentence. The translation marks its place as `<0>{{identifier}}</0>`; the sentence is split
 * there and the identifier put in as text, so nothing the shopper typed is read as markup.
 */
function SentBody({ text, identifier }: { text: string; identifier: string }) {
  const [before, , after = ''] = text.split(/<0>|<\/0>/);
  return (
    <span>
      {before}
      <bdi dir="ltr">{identifier}</bdi>
      {after}
    </span>
  );
}
