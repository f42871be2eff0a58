// Texts for what the forms and the API say: a field's problem next to the field, a general error
// for the alert, and how long a throttled shopper waits, all in the page language.
import { useTranslation } from 'react-i18next';
import type { AuthOutcome, FieldMessage, PageLanguage } from './auth-api';

type Failure = Extract<AuthOutcome, { ok: false }>;

export function useAuthMessages() {
  const { t, i18n } = useTranslation('auth');
  const language: PageLanguage = i18n.language === 'en' ? 'en' : 'ar';

  /** This team's text for an API message key; unknown keys read as the general failure. */
  const forKey = (key: string): string => (i18n.exists(`auth:errors.${key}`) ? t(`errors.${key}`) : t('errors.operation_failed'));

  /** A field's problem as the API said it: its own text first. */
  const forField = (problem: FieldMessage | undefined): string | undefined => (problem === undefined ? undefined : (problem.message ?? forKey(problem.key)));

  /** The general error of an answer: the API's text in the page language, or ours for its key. */
  const forFailure = (failure: Failure): string => failure.message ?? forKey(failure.key);

  /** "You can try again in 15 minutes", in the page language and its digits. */
  const retryIn = (seconds: number): string => {
    const minutes = seconds >= 60;
    const duration = new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en-SA', {
      style: 'unit',
      unit: minutes ? 'minute' : 'second',
      unitDisplay: 'long',
      numberingSystem: language === 'ar' ? 'arab' : 'latn',
    }).format(minutes ? Math.ceil(seconds / 60) : seconds);
    return t('errors.retry_after', { duration });
  };

  return { language, forKey, forField, forFailure, retryIn };
}
