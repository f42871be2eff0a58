// The address book's words for what the API and the form say: a message key translated from this
// page's namespace (the API's own words in the page language when it has none), beside a field or in
// the page's alert.
import { useTranslation } from 'react-i18next';
import type { FieldError } from 'react-hook-form';
import type { FieldMessage, MutationOutcome, MutationResultHead, PageLanguage } from '../shared/mutation-outcome';

export function useAddressMessages() {
  const { t, i18n } = useTranslation('addresses');
  const language: PageLanguage = i18n.language === 'en' ? 'en' : 'ar';

  const forKey = (key: string): string => (i18n.exists(`addresses:errors.${key}`) ? t(`errors.${key}`) : t('errors.operation_failed'));

  /** A refusal: our words for its key when we have them, else the server's, else the general failure. */
  const forFailure = (outcome: Extract<MutationOutcome<MutationResultHead>, { ok: false }>): string =>
    i18n.exists(`addresses:errors.${outcome.key}`) ? t(`errors.${outcome.key}`) : (outcome.text ?? forKey(outcome.key));

  /** A field's problem: a key from the form's schema, or the server's text (set with type 'server'). */
  const forField = (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    return forKey(error.message ?? 'invalid_value');
  };

  return { language, forKey, forFailure, forField };
}

/** The API names an input's fields `input.address1`; the form names them `address1`. */
export function formFieldErrors(fieldErrors: Readonly<Record<string, FieldMessage>>): Record<string, FieldMessage> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [field.replace(/^input\./, ''), message]));
}
