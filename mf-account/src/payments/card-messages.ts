// The saved cards page's words for what the API, the provider and the form say: a message key
// translated from this page's namespace (the API's own words in the page language when it has none).
import { useTranslation } from 'react-i18next';
import type { FieldError } from 'react-hook-form';
import type { MutationOutcome, MutationResultHead, PageLanguage } from '../shared/mutation-outcome';

export function useCardMessages() {
  const { t, i18n } = useTranslation('payments');
  const language: PageLanguage = i18n.language === 'en' ? 'en' : 'ar';

  const forKey = (key: string): string => (i18n.exists(`payments:errors.${key}`) ? t(`errors.${key}`) : t('errors.operation_failed'));

  /** A refusal: our words for its key when we have them, else the server's, else the general failure. */
  const forFailure = (outcome: Extract<MutationOutcome<MutationResultHead>, { ok: false }>): string =>
    i18n.exists(`payments:errors.${outcome.key}`) ? t(`errors.${outcome.key}`) : (outcome.text ?? forKey(outcome.key));

  const forField = (error: FieldError | undefined): string | undefined => (error ? forKey(error.message ?? 'invalid_value') : undefined);

  return { language, forKey, forFailure, forField };
}
