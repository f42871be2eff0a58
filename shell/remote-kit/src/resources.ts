import type { i18n as I18n } from 'i18next';

export type Language = 'ar' | 'en';
/** A team's translations: language → namespace → keys. Both languages carry the same keys (checked at build). */
export type Resources = Record<Language, Record<string, Record<string, unknown>>>;

export function addResources(i18n: I18n, resources: Resources): void {
  for (const [language, namespaces] of Object.entries(resources)) {
    for (const [namespace, keys] of Object.entries(namespaces)) {
      i18n.addResourceBundle(language, namespace, keys, true, true);
    }
  }
}
