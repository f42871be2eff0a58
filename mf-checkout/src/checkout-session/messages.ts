// A failure as the shopper reads it: our translation of its message key (spec §8 and the API's keys),
// or the server's own words for the few keys whose text names something only it knows (the product
// that sold out), and the generic `operation_failed` when nothing better is known.
import type { TFunction } from 'i18next';
import type { PageLanguage } from './format';

const OWN_KEYS: Record<string, string> = {
  tokenization_failed: 'card.tokenization_failed',
  provider_fields: 'card.provider_fields',
};

/** Keys whose server text is more precise than ours. */
const SERVER_WORDS = new Set(['out_of_stock']);

export function failureMessage(t: TFunction<'checkout'>, key: string, language: PageLanguage, texts?: { en: string | null; ar: string | null } | null): string {
  const serverText = texts?.[language];
  if (SERVER_WORDS.has(key) && serverText) return serverText;
  const own = OWN_KEYS[key];
  if (own) return t(own);
  return t(`errors.${key}`, { defaultValue: serverText || t('errors.operation_failed') });
}
