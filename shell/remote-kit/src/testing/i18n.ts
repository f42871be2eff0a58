// The page's i18next as the shell sets it up, with one team's namespaces added as its remote adds
// them at bootstrap; tests switch the language per case.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addResources, type ResourceLoaders, type Resources } from '../resources';
import type { TestLanguage } from './render';

export async function setPageLanguage(resources: Resources, language: TestLanguage): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'ar',
      resources: {},
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  addResources(i18next, resources);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = i18next.dir(language);
}

/** A team's translations given per language, as its app's `import()` of each language gives them. */
export function resourceLoadersOf(resources: Resources): ResourceLoaders {
  return { ar: async () => ({ default: resources.ar }), en: async () => ({ default: resources.en }) };
}
