// The contact-us form, on react-hook-form with shared-domain's contact message schema as its
// resolver: checked here, stored through the gateway (POST /api/contact), which forwards it to the
// commerce API. The gateway's checks stay authoritative: its per-field errors show beside the inputs
// like the form's own, and what the shopper typed is kept on any failure.
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Input, Textarea } from 'design-system';
import { gatewayRequest, RequestError, type RequestFieldError, type ResultBody } from 'remote-kit';
import type { ContactMessage } from 'shared-domain';
import { CONTACT_FIELDS, CONTACT_LIMITS, contactBody, contactErrorKey, contactResolver, EMPTY_CONTACT, type ContactField, type ContactForm as TypedContact } from './contact-validation';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[6]};
  max-width: 36rem;
`;

/** A field error the gateway gave, kept in both languages (`types.en`, `types.ar`). */
const SERVER = 'server';

type Outcome = { kind: 'sent' } | { kind: 'failed' } | { kind: 'too_many' } | { kind: 'rejected'; en: string; ar: string } | null;

const isField = (name: string | undefined): name is ContactField => CONTACT_FIELDS.includes(name as ContactField);

/** The gateway's field errors the form can show beside an input, in both languages. */
function serverProblems(fieldErrors: readonly RequestFieldError[]): Partial<Record<ContactField, { en: string; ar: string }>> {
  const problems: Partial<Record<ContactField, { en: string; ar: string }>> = {};
  for (const error of fieldErrors) {
    if (!isField(error.field) || problems[error.field] || !error.texts.en || !error.texts.ar) continue;
    problems[error.field] = { en: error.texts.en, ar: error.texts.ar };
  }
  return problems;
}

export function ContactForm() {
  const { t, i18n } = useTranslation('footer');
  const english = i18n.language === 'en';
  const { register, handleSubmit, setError, reset, formState } = useForm<TypedContact, unknown, ContactMessage>({
    resolver: contactResolver,
    defaultValues: EMPTY_CONTACT,
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = formState;
  const [outcome, setOutcome] = useState<Outcome>(null);
  // focus moves once the errors are rendered, so the input is announced with its message
  const [focusRequest, setFocusRequest] = useState<{ field: ContactField } | null>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequest) form.current?.querySelector<HTMLElement>(`[name="${focusRequest.field}"]`)?.focus();
  }, [focusRequest]);

  const focusFirst = (found: Partial<Record<ContactField, unknown>>) => {
    const first = CONTACT_FIELDS.find((field) => found[field] !== undefined);
    if (first) setFocusRequest({ field: first });
  };

  const bind = (field: ContactField) => ({ ...register(field), maxLength: CONTACT_LIMITS[field] });
  const error = (field: ContactField) => {
    const problem = errors[field];
    if (!problem) return undefined;
    if (problem.type === SERVER) return String(problem.types?.[english ? 'en' : 'ar'] ?? '');
    return t(`pages.contact.${contactErrorKey(field, problem.message)}`);
  };

  const send = async (checked: ContactMessage) => {
    setOutcome(null);
    try {
      const answer = await gatewayRequest<ResultBody>('/api/contact', { body: contactBody(checked) });
      if (answer.success) {
        setOutcome({ kind: 'sent' });
        reset(EMPTY_CONTACT);
        return;
      }
      setOutcome({ kind: 'failed' });
    } catch (failure) {
      const refused = failure instanceof RequestError ? failure : null;
      const problems = refused?.status === 400 ? serverProblems(refused.fieldErrors) : {};
      if (Object.keys(problems).length > 0) {
        for (const field of CONTACT_FIELDS) {
          const texts = problems[field];
          if (texts) setError(field, { type: SERVER, types: texts });
        }
        focusFirst(problems);
      } else if (refused?.status === 429) {
        setOutcome({ kind: 'too_many' });
      } else if (refused?.status === 400 && refused.texts?.en && refused.texts.ar) {
        // refused for a reason no input can show
        setOutcome({ kind: 'rejected', en: refused.texts.en, ar: refused.texts.ar });
      } else {
        setOutcome({ kind: 'failed' });
      }
    }
  };

  const showProblems = (found: FieldErrors<TypedContact>) => {
    setOutcome(null);
    focusFirst(found);
  };

  return (
    <Form ref={form} noValidate onSubmit={(event) => void handleSubmit(send, showProblems)(event)} aria-label={t('common:info_contact-us')} data-testid="contact-form">
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
        <Button type="submit" loading={isSubmitting}>
          {t('pages.contact.send')}
        </Button>
      </div>
    </Form>
  );
}
