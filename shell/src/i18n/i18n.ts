// The page's one i18next instance (shared as a singleton with every remote). The shell initialises
// it with its own namespaces; each remote adds its namespaces when it bootstraps.
import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addResourceLoaders, loadLanguage, type ResourceLoaders } from 'remote-kit';
import { getEventBus } from 'shared-events';
import { COPY_VARIABLES } from '../footer/care-contact';
import { directionOf, localeCookie, type Language } from './locale';

export const SHELL_NAMESPACES = ['common', 'footer', 'seller'] as const;

/** The shell's translations in the browser: each language its own chunk, the page's loaded first. */
const SHELL_RESOURCE_LOADERS: ResourceLoaders = { ar: () => import('../locales/ar'), en: () => import('../locales/en') };

/**
 * The shell's i18next settings, for the page's instance and for each server render's own; the
 * translations come apart (a server render and a test give both languages, the page loads its own).
 */
export function i18nOptions(language: Language): InitOptions {
  return {
    lng: language,
    fallbackLng: 'ar',
    supportedLngs: ['ar', 'en'],
    ns: [...SHELL_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false, defaultVariables: { ...COPY_VARIABLES } },
    react: { useSuspense: false },
    returnNull: false,
  };
}

export async function initI18n(language: Language): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({ ...i18nOptions(language), resources: {} });
  await addResourceLoaders(i18next, SHELL_RESOURCE_LOADERS);
  applyDocumentLanguage(language);
  return i18next;
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/**
 * Fetches every team's translations in a language, without switching to it; fails when they cannot be
 * fetched. A switch that must do something else first (save the choice on the account) calls it before.
 */
export function fetchLanguage(language: Language): Promise<void> {
  return loadLanguage(i18next, language);
}

/**
 * Switches the whole page: cookie (7 days), <html lang/dir>, every mounted remote (through the shared
 * i18next instance and `language:changed`), and scrolls to the top. The path stays as it is. Fails,
 * changing nothing, when the new language's translations cannot be fetched.
 */
export async function setLanguage(language: Language): Promise<void> {
  // every team's translations in the new language are there before anything switches to it
  await fetchLanguage(language);
  document.cookie = localeCookie(language, location.protocol === 'https:');
  await i18next.changeLanguage(language);
  applyDocumentLanguage(language);
  getEventBus().publish('language:changed', { language, dir: directionOf(language) });
  window.scrollTo({ top: 0 });
}
