// The contact-us form: validated here, stored through the gateway (POST /api/contact), which
// forwards it to the commerce API.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Input } from 'design-system';
import { CONTACT_LIMITS, validateContact, type ContactErrors, type ContactField, type ContactMessage } from './contact-validation';

const Form = styled.form`
  display: grid;
  gap: 16px;
  margin-top: 24px;
  max-width: 36rem;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  label {
    font-size: 0.875rem;
    font-weight: 600;
  }
  textarea {
    min-height: 9rem;
    padding: 8px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    resize: vertical;
  }
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-size: 0.875rem;
  }
`;

type Outcome = { kind: 'sent' } | { kind: 'unavailable' } | { kind: 'failed' } | null;

const EMPTY: ContactMessage = { name: '', email: '', phone: '', subject: '', message: '' };

export function ContactForm() {
  const { t } = useTranslation('footer');
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const messageId = useId();

  const bind = (field: ContactField) => ({
    name: field,
    value: values[field],
    maxLength: CONTACT_LIMITS[field],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
  });
  const error = (field: ContactField) => (errors[field] ? t(`pages.contact.${errors[field]}`) : undefined);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
      const body = (await response.json().catch(() => ({}))) as { success?: boolean; key?: string };
      if (response.ok && body.success) {
        setOutcome({ kind: 'sent' });
        setValues(EMPTY);
      } else if (body.key === 'contact_unavailable') {
        setOutcome({ kind: 'unavailable' });
      } else {
        setOutcome({ kind: 'failed' });
      }
    } catch {
      setOutcome({ kind: 'failed' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('common:info_contact-us')} data-testid="contact-form">
      <Input label={t('pages.contact.name')} autoComplete="name" required {...bind('name')} error={error('name')} />
      <Input label={t('pages.contact.email')} type="email" autoComplete="email" dir="ltr" required {...bind('email')} error={error('email')} />
      <Input
        label={t('pages.contact.phone')}
        type="tel"
        autoComplete="tel"
        dir="ltr"
        hint={t('pages.contact.phone_hint')}
        {...bind('phone')}
        error={error('phone')}
      />
      <Input label={t('pages.contact.subject')} required {...bind('subject')} error={error('subject')} />
      <Field>
        <label htmlFor={messageId}>{t('pages.contact.message')}</label>
        <textarea
          id={messageId}
          required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          {...bind('message')}
        />
        {errors.message && <p id={`${messageId}-error`}>{error('message')}</p>}
      </Field>
      {outcome?.kind === 'sent' && <Alert tone="success">{t('pages.contact.sent')}</Alert>}
      {outcome?.kind === 'unavailable' && <Alert tone="error">{t('pages.contact.unavailable')}</Alert>}
      {outcome?.kind === 'failed' && <Alert tone="error">{t('common:operation_failed')}</Alert>}
      <div>
        <Button type="submit" loading={sending}>
          {t('pages.contact.send')}
        </Button>
      </div>
    </Form>
  );
}
