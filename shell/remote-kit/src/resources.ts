import type { i18n as I18n } from 'i18next';

export type Language = 'ar' | 'en';
/** One language of a team's translations: namespace → keys. */
export type LanguageResources = Record<string, Record<string, unknown>>;
/** A team's translations: language → namespace → keys. Both languages carry the same keys (checked at build). */
export type Resources = Record<Language, LanguageResources>;
/**
 * A team's translations as one chunk per language (`() => import('./locales/ar')`): a page downloads
 * the language it shows, and the other when the shopper switches to it (`loadLanguage`).
 */
export type ResourceLoaders = Record<Language, () => Promise<{ default: LanguageResources }>>;

export function addResources(i18n: I18n, resources: Resources): void {
  for (const [language, namespaces] of Object.entries(resources)) addLanguage(i18n, language, namespaces);
}

function addLanguage(i18n: I18n, language: string, namespaces: LanguageResources): void {
  for (const [namespace, keys] of Object.entries(namespaces)) {
    i18n.addResourceBundle(language, namespace, keys, true, true);
  }
}

// Every team's loaders, kept on the page's one i18next instance: each app bundles its own copy of
// this kit, and the instance is what they share, so the shell's language switch finds them all.
const LOADERS = Symbol.for('storefront.translation-loaders');
type WithLoaders = I18n & { [LOADERS]?: ResourceLoaders[] };

const pageLanguage = (i18n: I18n): Language => (i18n.language === 'en' ? 'en' : 'ar');

async function loadInto(i18n: I18n, loaders: ResourceLoaders, language: Language): Promise<void> {
  const { default: namespaces } = await loaders[language]();
  addLanguage(i18n, language, namespaces);
}

/**
 * Registers a team's translations by language and adds the page's current language: resolves once
 * they can be shown. A later `loadLanguage` adds that language of them too.
 */
export async function addResourceLoaders(i18n: I18n, loaders: ResourceLoaders): Promise<void> {
  const registered = ((i18n as WithLoaders)[LOADERS] ??= []);
  if (!registered.includes(loaders)) registered.push(loaders);
  await loadInto(i18n, loaders, pageLanguage(i18n));
}

/** Adds one language of every team's registered translations: done before the page switches to it. */
export async function loadLanguage(i18n: I18n, language: Language): Promise<void> {
  await Promise.all(((i18n as WithLoaders)[LOADERS] ?? []).map((loaders) => loadInto(i18n, loaders, language)));
}
