// Photos or PDF documents for a feedback: chosen with the system's file picker, checked here first (type
// and size, how many), uploaded through the gateway at once so a refusal shows beside the picker, and
// listed with a way to remove each before the feedback is sent.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, FieldError, FieldHint, FieldLabel, VisuallyHidden, visuallyHiddenCss } from 'design-system';
import { DOCUMENT_ACCEPT, DOCUMENT_LIMITS } from 'shared-domain';
import { RequestError } from 'remote-kit';
import { formatFileSize, formatNumber, pageLanguageOf } from './format';
import { messageFor } from './messages';
import { screenFiles, uploadDocuments, type UploadedDocument } from './uploads';

// The native picker's own button and "no file chosen" speak the browser's language, not the page's: it
// stays in the page for the system's file dialog, hidden, and a button of ours opens it.
const HiddenFileInput = styled.input`
  ${visuallyHiddenCss}
`;

const Picker = styled.div<{ $invalid: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};

  .box {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]};
    border: 1px dashed ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const Files = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding-block: ${({ theme }) => theme.space[1]};
    padding-inline: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  span {
    overflow-wrap: anywhere;
  }
`;

const Refusals = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[4]};
`;

export interface DocumentPickerProps {
  documents: readonly UploadedDocument[];
  onChange: (documents: UploadedDocument[]) => void;
  /** Told while files upload, so the form waits for them. */
  onBusyChange: (busy: boolean) => void;
  /** A refusal of the attached documents when the feedback was sent. */
  error?: string;
  disabled?: boolean;
}

export function DocumentPicker({ documents, onChange, onBusyChange, error, disabled = false }: DocumentPickerProps) {
  const { t, i18n } = useTranslation('orders');
  const language = pageLanguageOf(i18n.language);
  const [uploading, setUploading] = useState(false);
  const [refused, setRefused] = useState<{ name: string; message: string }[]>([]);
  const full = documents.length >= DOCUMENT_LIMITS.perFeedback;
  const inputRef = useRef<HTMLInputElement>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // the same file can be chosen again after it was removed
    event.target.value = '';
    if (chosen.length === 0) return;
    const { accepted, refused: screened } = screenFiles(chosen, documents.length);
    const refusals = screened.map(({ name, key }) => ({ name, message: messageFor(t, key, language) }));
    setRefused(refusals);
    if (accepted.length === 0) return;
    setUploading(true);
    onBusyChange(true);
    try {
      const uploaded = await uploadDocuments(accepted);
      onChange([...documents, ...uploaded]);
    } catch (reason) {
      const failure = reason instanceof RequestError ? reason : null;
      const byFile = accepted.map((file, index) => {
        const fieldError = failure?.fieldErrors.find((e) => e.field === `files.${index}`) ?? failure?.fieldErrors.find((e) => e.field === 'files');
        const key = fieldError?.key ?? failure?.key ?? 'operation_failed';
        return { name: file.name, message: messageFor(t, key, language, { message: fieldError?.texts.en ?? failure?.texts?.en, arMessage: fieldError?.texts.ar ?? failure?.texts?.ar }) };
      });
      setRefused([...refusals, ...byFile]);
    } finally {
      setUploading(false);
      onBusyChange(false);
    }
  };

  const hint = t('feedback.documents_hint', {
    size: formatFileSize(DOCUMENT_LIMITS.maxBytes, language),
    count: DOCUMENT_LIMITS.perFeedback,
    formatted: formatNumber(DOCUMENT_LIMITS.perFeedback, language),
  });

  const titleId = useId();
  const hintId = `${titleId}-hint`;
  const errorId = `${titleId}-error`;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <>
      <Picker role="group" aria-labelledby={titleId} $invalid={Boolean(error)}>
        <FieldLabel as="span" id={titleId}>
          {t('feedback.documents')}
        </FieldLabel>
        <div className="box">
          <Button variant="ghost" size="sm" onClick={() => inputRef.current?.click()} loading={uploading} disabled={disabled || full} aria-describedby={describedBy}>
            {t('feedback.choose_files')}
          </Button>
          <span>{documents.length === 0 ? t('feedback.no_files') : t('feedback.files_attached', { count: documents.length, formatted: formatNumber(documents.length, language) })}</span>
        </div>
        <HiddenFileInput
          ref={inputRef}
          type="file"
          multiple
          accept={DOCUMENT_ACCEPT}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void choose(event)}
          data-testid="document-input"
        />
        <FieldHint id={hintId}>{hint}</FieldHint>
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </Picker>
      <p role="status" aria-live="polite">
        {uploading ? t('feedback.uploading') : full ? t('feedback.documents_full') : ''}
      </p>
      {refused.length > 0 && (
        <Alert tone="error" data-testid="document-refusals">
          <p>{t('feedback.documents_refused')}</p>
          <Refusals>
            {refused.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <bdi>{file.name}</bdi>: {file.message}
              </li>
            ))}
          </Refusals>
        </Alert>
      )}
      {documents.length > 0 && (
        <Files aria-label={t('feedback.attached')}>
          {documents.map((document) => (
            <li key={document.id}>
              <span>
                <bdi>{document.fileName}</bdi> ({formatFileSize(document.size, language)})
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() => onChange(documents.filter((d) => d.id !== document.id))}
              >
                {t('feedback.remove')}
                <VisuallyHidden>
                  {' '}
                  <bdi>{document.fileName}</bdi>
                </VisuallyHidden>
              </Button>
            </li>
          ))}
        </Files>
      )}
    </>
  );
}
