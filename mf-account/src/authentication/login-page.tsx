// /authentication/login: email or phone and password. `?redirect=/path` says where to go after
// signing in (same-site paths only); a shopper already signed in goes there at once.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, Spinner } from 'design-system';
import { usePageTitle } from 'remote-kit';
import { logIn } from './auth-api';
import { AuthCard, Form, IdentifierInput, LinkRow, PasswordField, TextLink } from './auth-layout';
import { FailureAlert } from './failure-alert';
import { loginForm } from './identity-rules';
import { FORGOT_PASSWORD_PATH, REGISTER_PATH, redirectFrom, withRedirect } from './redirect';
import { useAuthForm } from './use-auth-form';
import { useSessionHandOff } from './use-session-hand-off';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const target = redirectFrom(params);
  const { signedIn, handingOff, handOff } = useSessionHandOff(target);
  const form = useAuthForm({ rules: loginForm, send: logIn, onSuccess: handOff });
  usePageTitle(t('login.page_title'));

  if (signedIn) {
    return (
      <AuthCard title={t('login.title')}>
        <Spinner label={t('redirecting')} size="lg" />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')}>
      {form.failure && <FailureAlert ref={form.alertRef} failure={form.failure} />}
      <Form noValidate onSubmit={form.onSubmit}>
        <IdentifierInput {...form.field('identifier')} label={t('fields.identifier')} />
        <PasswordField {...form.field('password')} label={t('fields.password')} revealLabel={t('fields.show_password')} autoComplete="current-password" required />
        <LinkRow>
          <TextLink to={FORGOT_PASSWORD_PATH}>{t('login.forgot_link')}</TextLink>
        </LinkRow>
        <Button type="submit" size="lg" fullWidth loading={form.sending || handingOff}>
          {t('login.submit')}
        </Button>
      </Form>
      <LinkRow>
        <span>{t('login.no_account')}</span>
        <TextLink to={withRedirect(REGISTER_PATH, target)}>{t('login.register_link')}</TextLink>
      </LinkRow>
    </AuthCard>
  );
}
