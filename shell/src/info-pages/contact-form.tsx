// The contact-us form: validated here, stored through the gateway (POST /api/contact), which
// forwards it to the commerce API. The gateway's checks stay authoritative: its per-field errors
// show beside the inputs like the form's own, and what the shopper typed is kept on any failure.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Input, Textarea } from 'design-system';
import { gatewayRequest, RequestError, type RequestFieldError, type ResultBody } from 'remote-kit';
import { checkContact, CONTACT_LIMITS, type ContactField, type ContactMessage } from './contact-validation';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[6]};
  max-width: 36rem;
`;

/** The form's own check (a footer:pages.contact.* key), or the gateway's text in both languages. */
type FieldProblem = { key: string } | { en: string; ar: string };
type FieldProblems = Partial<Record<ContactField, FieldProblem>>;

type Outcome = { kind: 'sent' } | { kind: 'failed' } | { kind: 'too_many' } | { kind: 'rejected'; en: string; ar: string } | null;

/** What POST /api/contact answers on success and on failure. */
const EMPTY: ContactMessage = { name: '', email: '', phone: '', subject: '', message: '' };
/** Form order: the first of these with a problem takes focus. */
const FIELDS = Object.keys(EMPTY) as ContactField[];

const isField = (name: string | undefined): name is ContactField => FIELDS.includes(name as ContactField);

/** The gateway's field errors the form can show beside an input, in both languages. */
function serverProblems(fieldErrors: readonly RequestFieldError[]): FieldProblems {
  const problems: FieldProblems = {};
  for (const error of fieldErrors) {
    if (!isField(error.field) || problems[error.field] || !error.texts.en || !error.texts.ar) continue;
    problems[error.field] = { en: error.texts.en, ar: error.texts.ar };
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
    const checked = checkContact(values);
    setOutcome(null);
    showProblems(checked.ok ? {} : Object.fromEntries(Object.entries(checked.errors).map(([field, key]) => [field, { key }])));
    if (!checked.ok) return;
    setSending(true);
    try {
      // sent as checked: the phone in its canonical form, whatever digits the shopper typed
      const answer = await gatewayRequest<ResultBody>('/api/contact', { body: checked.message });
      if (answer.success) {
        setOutcome({ kind: 'sent' });
        setValues(EMPTY);
        return;
      }
      setOutcome({ kind: 'failed' });
    } catch (error) {
      const refused = error instanceof RequestError ? error : null;
      const problems = refused?.status === 400 ? serverProblems(refused.fieldErrors) : {};
      if (Object.keys(problems).length > 0) {
        showProblems(problems);
      } else if (refused?.status === 429) {
        setOutcome({ kind: 'too_many' });
      } else if (refused?.status === 400 && refused.texts?.en && refused.texts.ar) {
        // refused for a reason no input can show
        setOutcome({ kind: 'rejected', en: refused.texts.en, ar: refused.texts.ar });
      } else {
        setOutcome({ kind: 'failed' });
      }
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
      <Textarea label={t('pages.contact.message')} required {...bind('message')} error={error('message')} />
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
