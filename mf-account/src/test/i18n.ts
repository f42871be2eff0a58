// The page's i18next as the shell sets it up, with this team's namespaces. Fragments add their own
// strings when their module is imported, as on another team's page; tests switch language per case.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addResources } from 'remote-kit';
import { resources } from '../resources';

export type TestLanguage = 'ar' | 'en';

export async function setAccountLanguage(language: TestLanguage): Promise<void> {
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
