// The contact-us form: validated here, stored through the gateway (POST /api/contact), which
// forwards it to the commerce API. The gateway's checks stay authoritative: its per-field errors
// show beside the inputs like the form's own, and what the shopper typed is kept on any failure.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Input } from 'design-system';
import { CONTACT_LIMITS, validateContact, type ContactField, type ContactMessage } from './contact-validation';

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

/** The form's own check (a footer:pages.contact.* key), or the gateway's text in both languages. */
type FieldProblem = { key: string } | { en: string; ar: string };
type FieldProblems = Partial<Record<ContactField, FieldProblem>>;

type Outcome = { kind: 'sent' } | { kind: 'failed' } | { kind: 'too_many' } | { kind: 'rejected'; en: string; ar: string } | null;

/** What POST /api/contact answers on success and on failure. */
interface ContactAnswer {
  success?: boolean;
  key?: string;
  message?: string;
  arMessage?: string;
  errors?: { field?: string; key?: string; message?: string; arMessage?: string }[];
}

const EMPTY: ContactMessage = { name: '', email: '', phone: '', subject: '', message: '' };
/** Form order: the first of these with a problem takes focus. */
const FIELDS = Object.keys(EMPTY) as ContactField[];

const isField = (name: string | undefined): name is ContactField => FIELDS.includes(name as ContactField);

/** The gateway's field errors the form can show beside an input, in both languages. */
function serverProblems(answer: ContactAnswer): FieldProblems {
  const problems: FieldProblems = {};
  for (const error of answer.errors ?? []) {
    if (!isField(error.field) || problems[error.field] || !error.message || !error.arMessage) continue;
    problems[error.field] = { en: error.message, ar: error.arMessage };
  }
  return problems;
}

export function ContactForm() {
  const { t, i18n } = useTranslation('footer');
  const english = i18n.language === 'en';
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<FieldProblems>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // focus moves once the errors are rendered, so the input is announced with its message
  const [focusRequest, setFocusRequest] = useState<{ field: ContactField } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const messageId = useId();

  useEffect(() => {
    if (focusRequest) form.current?.querySelector<HTMLElement>(`[name="${focusRequest.field}"]`)?.focus();
  }, [focusRequest]);

  const showProblems = (problems: FieldProblems) => {
    setErrors(problems);
    const first = FIELDS.find((field) => problems[field]);
    if (first) setFocusRequest({ field: first });
  };

  const bind = (field: ContactField) => ({
    name: field,
    value: values[field],
    maxLength: CONTACT_LIMITS[field],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
  });
  const error = (field: ContactField) => {
    const problem = errors[field];
    if (!problem) return undefined;
    if ('key' in problem) return t(`pages.contact.${problem.key}`);
    return english ? problem.en : problem.ar;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(values);
    setOutcome(null);
    showProblems(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, { key }])));
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
      const answer = (await response.json().catch(() => ({}))) as ContactAnswer;
      if (response.ok && answer.success) {
        setOutcome({ kind: 'sent' });
        setValues(EMPTY);
        return;
      }
      const problems = response.status === 400 ? serverProblems(answer) : {};
      if (Object.keys(problems).length > 0) {
        showProblems(problems);
      } else if (response.status === 429) {
        setOutcome({ kind: 'too_many' });
      } else if (response.status === 400 && answer.message && answer.arMessage) {
        // refused for a reason no input can show
        setOutcome({ kind: 'rejected', en: answer.message, ar: answer.arMessage });
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
    <Form ref={form} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('common:info_contact-us')} data-testid="contact-form">
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
      {outcome?.kind === 'failed' && <Alert tone="error">{t('pages.contact.send_failed')}</Alert>}
      {outcome?.kind === 'too_many' && <Alert tone="error">{t('pages.contact.too_many')}</Alert>}
      {outcome?.kind === 'rejected' && <Alert tone="error">{english ? outcome.en : outcome.ar}</Alert>}
      <div>
        <Button type="submit" loading={sending}>
          {t('pages.contact.send')}
        </Button>
      </div>
    </Form>
  );
}
