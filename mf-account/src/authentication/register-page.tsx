// /authentication/register: a new account with an email, a Saudi mobile number or both. The password
// rules the API enforces are listed before the shopper types; the language starts as the page's.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Input, Spinner } from 'design-system';
import { usePageTitle } from 'remote-kit';
import { register } from './auth-api';
import { AuthCard, Form, LinkRow, NewPasswordField, Row, TextLink } from './auth-layout';
import { FailureAlert } from './failure-alert';
import { normaliseEmail, normalisePhone, validateRegister } from './identity-rules';
import { LOGIN_PATH, redirectFrom, withRedirect } from './redirect';
import { useAuthForm } from './use-auth-form';
import { useSessionHandOff } from './use-session-hand-off';

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const GroupHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    background: ${({ theme }) => theme.colors.primarySurface};
  }

  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

type AccountLanguage = 'AR' | 'EN';

export function RegisterPage() {
  const { t, i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  const target = redirectFrom(params);
  const { signedIn, handingOff, handOff } = useSessionHandOff(target);
  const [accountLanguage, setAccountLanguage] = useState<AccountLanguage>(i18n.language === 'en' ? 'EN' : 'AR');
  const contactHintId = useId();
  const form = useAuthForm({
    initial: { firstName: '', lastName: '', email: '', phone: '', password: '' },
    validate: validateRegister,
    send: (values, language) =>
      register(
        {
          firstName: values.firstName.trim() || null,
          lastName: values.lastName.trim() || null,
          email: values.email.trim() ? normaliseEmail(values.email) : null,
          phone: values.phone.trim() ? normalisePhone(values.phone) : null,
          password: values.password,
          language: accountLanguage,
        },
        language,
      ),
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
        <Group aria-describedby={contactHintId}>
          <legend>{t('register.contact_legend')}</legend>
          <GroupHint id={contactHintId}>{t('register.contact_hint')}</GroupHint>
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
        </Group>
        <NewPasswordField {...form.field('password')} label={t('fields.new_password')} />
        <Group>
          <legend>{t('register.language_legend')}</legend>
          <Choices>
            {(['AR', 'EN'] as const).map((value) => (
              <Choice key={value}>
                <input type="radio" name="language" value={value} checked={accountLanguage === value} onChange={() => setAccountLanguage(value)} />
                <span lang={value === 'AR' ? 'ar' : 'en'}>{t(`register.language_${value.toLowerCase()}`)}</span>
              </Choice>
            ))}
          </Choices>
        </Group>
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
