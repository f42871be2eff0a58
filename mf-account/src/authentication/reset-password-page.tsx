// /authentication/reset-password?token=...: the page a reset link opens. A new password that meets
// the API's rules replaces the old one; then the shopper is offered the way to sign in.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from 'design-system';
import { usePageTitle } from 'remote-kit';
import { useFocusAfterRender } from '../shared/use-focus-after-render';
import { resetPassword } from './auth-api';
import { AuthCard, Form, FormAlert, LinkRow, NewPasswordField, TextLink } from './auth-layout';
import { FailureAlert } from './failure-alert';
import { resetPasswordForm } from './identity-rules';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from './redirect';
import { useAuthForm } from './use-auth-form';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [changed, setChanged] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  const focusLater = useFocusAfterRender();
  const form = useAuthForm({
    rules: resetPasswordForm,
    send: ({ password }, language) => resetPassword({ token, password }, language),
    onSuccess: () => {
      setChanged(true);
      focusLater(() => doneRef.current);
    },
  });
  usePageTitle(t('reset.page_title'));

  if (changed) {
    return (
      <AuthCard title={t('reset.done_title')}>
        <FormAlert ref={doneRef} tone="success">
          {t('reset.done_body')}
        </FormAlert>
        <Button size="lg" fullWidth onClick={() => navigate(LOGIN_PATH)}>
          {t('reset.go_to_login')}
        </Button>
      </AuthCard>
    );
  }

  if (token === '') {
    return (
      <AuthCard title={t('reset.title')}>
        <FormAlert>{t('reset.missing_token')}</FormAlert>
        <LinkRow>
          <TextLink to={FORGOT_PASSWORD_PATH}>{t('reset.request_new')}</TextLink>
        </LinkRow>
      </AuthCard>
    );
  }

  // a used, expired or mistyped link: the field the shopper cannot see is the reason
  const linkProblem = form.failure?.fieldErrors.token;

  return (
    <AuthCard title={t('reset.title')} intro={t('reset.intro')}>
      {form.failure && (
        <FailureAlert ref={form.alertRef} failure={form.failure} message={linkProblem ? form.messages.forField(linkProblem) : undefined}>
          {linkProblem && <TextLink to={FORGOT_PASSWORD_PATH}>{t('reset.request_new')}</TextLink>}
        </FailureAlert>
      )}
      <Form noValidate onSubmit={form.onSubmit}>
        <NewPasswordField {...form.field('password')} password={form.watch('password')} label={t('fields.new_password')} />
        <Button type="submit" size="lg" fullWidth loading={form.sending}>
          {t('reset.submit')}
        </Button>
      </Form>
      <LinkRow>
        <TextLink to={LOGIN_PATH}>{t('forgot.back_to_login')}</TextLink>
      </LinkRow>
    </AuthCard>
  );
}
