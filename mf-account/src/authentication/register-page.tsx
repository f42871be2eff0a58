// /authentication/register: a new account with an email, a Saudi mobile number or both. The password
// rules the API enforces are listed before the shopper types; the language starts as the page's.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, Fieldset, Input, Radio, RadioGroup, Spinner } from 'design-system';
import { usePageTitle } from 'remote-kit';
import { register } from './auth-api';
import { AuthCard, Form, LinkRow, NewPasswordField, Row, TextLink } from './auth-layout';
import { FailureAlert } from './failure-alert';
import { registerForm } from './identity-rules';
import { LOGIN_PATH, redirectFrom, withRedirect } from './redirect';
import { useAuthForm } from './use-auth-form';
import { useSessionHandOff } from './use-session-hand-off';

type AccountLanguage = 'AR' | 'EN';

export function RegisterPage() {
  const { t, i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  const target = redirectFrom(params);
  const { signedIn, handingOff, handOff } = useSessionHandOff(target);
  const [accountLanguage, setAccountLanguage] = useState<AccountLanguage>(i18n.language === 'en' ? 'EN' : 'AR');
  const form = useAuthForm({
    rules: registerForm,
    send: (values, language) => register({ ...values, language: accountLanguage }, language),
    onSuccess: handOff,
  });
  usePageTitle(t('register.page_title'));

  if (signedIn) {
    return (
      <AuthCard title={t('register.title')}>
        <Spinner label={t('redirecting')} size="lg" />
      </AuthCard>
    );
  }

  const optional = (label: string) => t('fields.optional', { label });

  return (
    <AuthCard title={t('register.title')} intro={t('register.intro')}>
      {form.failure && <FailureAlert ref={form.alertRef} failure={form.failure} />}
      <Form noValidate onSubmit={form.onSubmit}>
        <Row>
          <Input {...form.field('firstName')} label={optional(t('fields.first_name'))} autoComplete="given-name" />
          <Input {...form.field('lastName')} label={optional(t('fields.last_name'))} autoComplete="family-name" />
        </Row>
        <Fieldset legend={t('register.contact_legend')} hint={t('register.contact_hint')} gap={3}>
          <Input {...form.field('email')} label={t('fields.email')} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} dir="ltr" />
          <Input
            {...form.field('phone')}
            label={t('fields.phone')}
            hint={t('fields.phone_hint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
          />
        </Fieldset>
        <NewPasswordField {...form.field('password')} password={form.watch('password')} label={t('fields.new_password')} />
        <RadioGroup
          legend={t('register.language_legend')}
          name="language"
          value={accountLanguage}
          onValueChange={(value) => setAccountLanguage(value as AccountLanguage)}
          look="chip"
          layout="row"
        >
          {(['AR', 'EN'] as const).map((value) => (
            <Radio key={value} value={value} label={<span lang={value === 'AR' ? 'ar' : 'en'}>{t(`register.language_${value.toLowerCase()}`)}</span>} />
          ))}
        </RadioGroup>
        <Button type="submit" size="lg" fullWidth loading={form.sending || handingOff}>
          {t('register.submit')}
        </Button>
      </Form>
      <LinkRow>
        <span>{t('register.have_account')}</span>
        <TextLink to={withRedirect(LOGIN_PATH, target)}>{t('register.login_link')}</TextLink>
      </LinkRow>
    </AuthCard>
  );
}
