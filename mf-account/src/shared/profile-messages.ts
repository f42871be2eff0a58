// Texts for what the profile forms and the API say, in the page language: a field's problem beside
// the field (a message key from shared-domain's schemas, or the server's own words), and a failed
// save's general message for the alert.
import { useTranslation } from 'react-i18next';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldMessage, MutationOutcome, MutationResultHead, PageLanguage } from './mutation-outcome';

/** The error type a field gets when the server refused it; its message is already the text to show. */
const SERVER = 'server';

export function useProfileMessages() {
  const { t, i18n } = useTranslation('profile');
  const language: PageLanguage = i18n.language === 'en' ? 'en' : 'ar';

  /** This team's text for a message key; a key it has no text for reads as the general failure. */
  const forKey = (key: string): string => (i18n.exists(`profile:errors.${key}`) ? t(`errors.${key}`) : t('errors.operation_failed'));

  /** What a failed save says: the server's words in the page language, else ours for its key. */
  const forFailure = (outcome: Extract<MutationOutcome<MutationResultHead>, { ok: false }>): string => outcome.text ?? forKey(outcome.key);

  /** A form field's problem: found in the browser (its message is a key) or said by the server. */
  const forField = (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.type === SERVER) return error.message;
    return forKey(error.message ?? 'invalid_value');
  };

  return { language, forKey, forFailure, forField };
}

/**
 * Puts the server's field errors beside the form's own fields (focusing the first); answers whether
 * any was one of them. Errors of fields the form does not have are left to the general message.
 */
export function showServerFieldErrors<F extends FieldValues>(
  setError: UseFormSetError<F>,
  fieldErrors: Readonly<Record<string, FieldMessage>>,
  fields: readonly Path<F>[],
  forKey: (key: string) => string,
): boolean {
  let shown = false;
  for (const field of fields) {
    const problem = fieldErrors[field];
    if (!problem) continue;
    setError(field, { type: SERVER, message: problem.text ?? forKey(problem.key) }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
