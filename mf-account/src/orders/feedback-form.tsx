// The feedback form of an order (spec §3 Feedback, §7 saveFeedback): category, then one of its issue
// types, what happened, the affected items (how many of each), and photos or PDFs. react-hook-form over
// shared-domain's feedback form schema; the server's refusals show beside their fields in the page
// language, and what was typed stays.
import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Checkbox, Fieldset, Select, Textarea } from 'design-system';
import { FEEDBACK_LIMITS, feedbackFormSchema, type FeedbackFormInput, type FeedbackFormValues } from 'shared-domain';
import { OrderFeedbackDocument, SaveOrderFeedbackDocument, type OrderFeedbackQuery } from '../generated/graphql';
import { DocumentPicker } from './document-picker';
import { messageFor } from './messages';
import { formatNumber, nameIn, pageLanguageOf } from './format';
import type { UploadedDocument } from './uploads';

type Category = OrderFeedbackQuery['feedbackCategories'][number];

export interface FeedbackLine {
  id: string;
  quantity: number;
  product: { name: string; arName: string };
}

type FieldName = 'categoryId' | 'issueTypeId' | 'description' | 'documentUrls' | 'root' | `lines.${number}.quantity`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const LineRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};

  > :first-child {
    flex: 1 1 16rem;
  }

  > :nth-child(2) {
    flex: 0 1 12rem;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The form field a server field error is about (`input.feedbackItems.1.quantity` is the second ticked line). */
function fieldOf(path: string, lines: FeedbackFormInput['lines']): FieldName {
  const field = path.replace(/^input\./, '');
  if (field === 'categoryId' || field === 'issueTypeId' || field === 'description') return field;
  if (field.startsWith('documentUrls')) return 'documentUrls';
  const item = /^feedbackItems\.(\d+)\./.exec(field);
  if (item) {
    const ticked = lines.map((line, index) => (line.selected ? index : -1)).filter((index) => index >= 0);
    const index = ticked[Number(item[1])];
    if (index !== undefined) return `lines.${index}.quantity`;
  }
  return 'root';
}

export interface FeedbackFormProps {
  id: string;
  orderId: string;
  lines: readonly FeedbackLine[];
  categories: readonly Category[];
  onSaved: () => void;
  onCancel: () => void;
}

export function FeedbackForm({ id, orderId, lines, categories, onSaved, onCancel }: FeedbackFormProps) {
  const { t, i18n } = useTranslation('orders');
  const language = pageLanguageOf(i18n.language);
  const [documents, setDocuments] = useState<UploadedDocument[]>([]);
  const [uploading, setUploading] = useState(false);
  // the server's own words for a key, when it sent some (a translation of ours is preferred)
  const [serverTexts, setServerTexts] = useState<Record<string, { message: string; arMessage: string }>>({});
  const { register, handleSubmit, watch, setValue, setError, setFocus, formState } = useForm<FeedbackFormInput, unknown, FeedbackFormValues>({
    resolver: zodResolver(feedbackFormSchema),
    mode: 'onTouched',
    defaultValues: {
      categoryId: '',
      issueTypeId: '',
      description: '',
      lines: lines.map((line) => ({ lineId: line.id, ordered: line.quantity, selected: false, quantity: String(line.quantity) })),
      documentUrls: [],
    },
  });
  const { errors, isSubmitting } = formState;
  const [save] = useMutation(SaveOrderFeedbackDocument, {
    update: (cache, { data }) => {
      const saved = data?.saveFeedback.feedback;
      if (!saved) return;
      cache.updateQuery({ query: OrderFeedbackDocument, variables: { orderId } }, (current) =>
        current ? { ...current, orderFeedback: [saved, ...current.orderFeedback.filter((f) => f.id !== saved.id)] } : current,
      );
    },
  });

  useEffect(() => setFocus('categoryId'), [setFocus]);

  const category = categories.find((c) => c.id === watch('categoryId'));
  const chosenLines = watch('lines');
  const description = watch('description') ?? '';

  const message = (key: string | undefined) => (key ? messageFor(t, key, language, serverTexts[key]) : undefined);

  const send = handleSubmit(async (values) => {
    try {
      const result = (await save({ variables: { input: { orderId, ...values } } })).data?.saveFeedback;
      if (result?.success) {
        onSaved();
        return;
      }
      const found = result?.errors ?? [];
      setServerTexts(Object.fromEntries([...found, ...(result ? [result] : [])].map((e) => [e.key, { message: e.message, arMessage: e.arMessage }])));
      const lineValues = chosenLines ?? [];
      const fields = found.map((e) => ({ field: fieldOf(e.field, lineValues), key: e.key }));
      for (const { field, key } of fields) setError(field, { type: 'server', message: key });
      if (fields.length === 0) setError('root', { type: 'server', message: result?.key ?? 'operation_failed' });
      const first = fields.find((f) => f.field !== 'root' && f.field !== 'documentUrls');
      if (first) setFocus(first.field as Exclude<FieldName, 'root' | 'documentUrls'>);
    } catch {
      setError('root', { type: 'server', message: 'operation_failed' });
    }
  });

  const categoryField = register('categoryId', { onChange: () => setValue('issueTypeId', '') });

  return (
    <Form id={id} noValidate onSubmit={(event) => void send(event)} aria-labelledby={`${id}-title`} data-testid="feedback-form">
      <h3 id={`${id}-title`}>{t('feedback.form_title')}</h3>
      <Pair>
        <Select label={t('feedback.category')} placeholder={t('feedback.choose_category')} error={message(errors.categoryId?.message)} {...categoryField}>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {nameIn(c, language)}
            </option>
          ))}
        </Select>
        <Select
          label={t('feedback.issue_type')}
          placeholder={category ? t('feedback.choose_issue_type') : t('feedback.choose_category_first')}
          disabled={!category}
          error={message(errors.issueTypeId?.message)}
          {...register('issueTypeId')}
        >
          {(category?.issueTypes ?? []).map((type) => (
            <option key={type.id} value={type.id}>
              {nameIn(type, language)}
            </option>
          ))}
        </Select>
      </Pair>
      <Textarea
        label={t('feedback.description')}
        hint={t('feedback.description_hint', {
          min: formatNumber(FEEDBACK_LIMITS.descriptionMin, language),
          max: formatNumber(FEEDBACK_LIMITS.descriptionMax, language),
          typed: formatNumber(description.trim().length, language),
        })}
        rows={4}
        maxLength={FEEDBACK_LIMITS.descriptionMax}
        error={message(errors.description?.message)}
        {...register('description')}
      />
      {lines.length > 0 && (
        <Fieldset legend={t('feedback.items')} hint={t('feedback.items_hint')} gap={3}>
          {lines.map((line, index) => {
            const name = nameIn(line.product, language);
            const selected = chosenLines?.[index]?.selected ?? false;
            return (
              <LineRow key={line.id}>
                <Checkbox
                  label={t('feedback.item_label', { name, formatted: formatNumber(line.quantity, language) })}
                  {...register(`lines.${index}.selected`)}
                />
                {selected && line.quantity > 1 && (
                  <Select
                    label={t('feedback.how_many', { name })}
                    size="sm"
                    error={message(errors.lines?.[index]?.quantity?.message)}
                    {...register(`lines.${index}.quantity`)}
                  >
                    {Array.from({ length: line.quantity }, (_, i) => String(i + 1)).map((n) => (
                      <option key={n} value={n}>
                        {formatNumber(Number(n), language)}
                      </option>
                    ))}
                  </Select>
                )}
              </LineRow>
            );
          })}
        </Fieldset>
      )}
      <DocumentPicker
        documents={documents}
        onChange={(next) => {
          setDocuments(next);
          setValue(
            'documentUrls',
            next.map((d) => d.url),
            { shouldValidate: formState.isSubmitted },
          );
        }}
        onBusyChange={setUploading}
        error={message(errors.documentUrls?.message)}
        disabled={isSubmitting}
      />
      {errors.root && <Alert tone="error">{message(errors.root.message)}</Alert>}
      <Buttons>
        <Button type="submit" loading={isSubmitting} disabled={uploading}>
          {t('feedback.submit')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          {t('feedback.cancel')}
        </Button>
      </Buttons>
    </Form>
  );
}
