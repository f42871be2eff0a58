// A failure as the shopper reads it: our translation of its message key (spec §8 and the API's keys),
// else the server's own words in the page language, else the generic `operation_failed`. The limits a
// message names (description length, files and their size) are the shared rules', in the page's digits.
import type { TFunction } from 'i18next';
import { DOCUMENT_LIMITS, FEEDBACK_LIMITS } from 'shared-domain';
import { formatFileSize, formatNumber, type PageLanguage } from './format';

export interface ServerTexts {
  message?: string | null;
  arMessage?: string | null;
}

export function messageFor(t: TFunction<'orders'>, key: string | null | undefined, language: PageLanguage, texts?: ServerTexts | null): string {
  const serverText = (language === 'ar' ? texts?.arMessage : texts?.message) || null;
  return t(`errors.${key ?? 'operation_failed'}`, {
    defaultValue: serverText || t('errors.operation_failed'),
    min: formatNumber(FEEDBACK_LIMITS.descriptionMin, language),
    max: formatNumber(FEEDBACK_LIMITS.descriptionMax, language),
    documents: formatNumber(FEEDBACK_LIMITS.documents, language),
    size: formatFileSize(DOCUMENT_LIMITS.maxBytes, language),
  });
}
