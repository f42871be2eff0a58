// The order page's feedback section: what the shopper already sent about the order (category and issue,
// their words, the items named, the photos and documents, which open from the store only for them), and
// the form to send more.
import { useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button } from 'design-system';
import { OrderFeedbackDocument, type OrderFeedbackFieldsFragment } from '../generated/graphql';
import { FeedbackForm, type FeedbackLine } from './feedback-form';
import { formatFileSize, formatNumber, formatOrderTime, isoDateTime, nameIn, pageLanguageOf, type PageLanguage } from './format';
import { FailedState, LoadingRows } from './layout';

const Sent = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  time,
  .items {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }

  .description {
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Documents = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-grid;
    gap: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  img {
    inline-size: 5rem;
    block-size: 5rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
`;

function SentFeedback({ feedback, language }: { feedback: OrderFeedbackFieldsFragment; language: PageLanguage }) {
  const { t } = useTranslation('orders');
  const titleId = `feedback-${feedback.id}-title`;
  return (
    <Entry aria-labelledby={titleId} data-testid="sent-feedback">
      <h3 id={titleId}>
        {nameIn(feedback.category, language)} · {nameIn(feedback.issueType, language)}
      </h3>
      <time dateTime={isoDateTime(feedback.createdAt)}>{formatOrderTime(feedback.createdAt, language)}</time>
      <p className="description">{feedback.description}</p>
      {feedback.feedbackItems.length > 0 && (
        <p className="items">
          {t('feedback.items_named', {
            items: new Intl.ListFormat(language, { type: 'conjunction' }).format(
              feedback.feedbackItems.map((item) => t('feedback.item_units', { name: nameIn(item, language), formatted: formatNumber(item.quantity, language) })),
            ),
          })}
        </p>
      )}
      {feedback.documents.length > 0 && (
        <Documents aria-label={t('feedback.documents_sent')}>
          {feedback.documents.map((document) => (
            <li key={document.id}>
              {document.contentType.startsWith('image/') ? (
                <a href={document.url} target="_blank" rel="noopener noreferrer">
                  <img src={document.url} alt={document.fileName} loading="lazy" />
                  <span>{formatFileSize(document.size, language)}</span>
                </a>
              ) : (
                <a href={document.url} download={document.fileName}>
                  <bdi>{document.fileName}</bdi> ({formatFileSize(document.size, language)})
                </a>
              )}
            </li>
          ))}
        </Documents>
      )}
    </Entry>
  );
}

export function OrderFeedback({ orderId, lines }: { orderId: string; lines: readonly FeedbackLine[] }) {
  const { t, i18n } = useTranslation('orders');
  const language = pageLanguageOf(i18n.language);
  const { data, error, refetch } = useQuery(OrderFeedbackDocument, { variables: { orderId }, fetchPolicy: 'cache-and-network' });
  const [open, setOpen] = useState(false);
  const [thanked, setThanked] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const formId = `feedback-form-${orderId}`;

  if (!data) {
    return error ? <FailedState message={t('feedback.load_failed')} onRetry={() => void refetch().catch(() => undefined)} /> : <LoadingRows label={t('feedback.loading')} rows={1} />;
  }

  const close = () => {
    setOpen(false);
    // focus goes back to the button that opened the form
    requestAnimationFrame(() => openerRef.current?.focus());
  };

  return (
    <>
      {data.orderFeedback.length > 0 ? (
        <Sent aria-label={t('feedback.sent_list')}>
          {data.orderFeedback.map((feedback) => (
            <li key={feedback.id}>
              <SentFeedback feedback={feedback} language={language} />
            </li>
          ))}
        </Sent>
      ) : (
        <p>{t('feedback.none_yet')}</p>
      )}
      {thanked && <Alert tone="success">{t('feedback.thanks')}</Alert>}
      {open ? (
        <FeedbackForm
          id={formId}
          orderId={orderId}
          lines={lines}
          categories={data.feedbackCategories}
          onCancel={close}
          onSaved={() => {
            setThanked(true);
            close();
          }}
        />
      ) : (
        <div>
          <Button
            ref={openerRef}
            variant="secondary"
            onClick={() => {
              setThanked(false);
              setOpen(true);
            }}
          >
            {t('feedback.open')}
          </Button>
        </div>
      )}
    </>
  );
}
