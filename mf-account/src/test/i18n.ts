// The page's i18next with this team's namespaces; tests switch language per case.
import { setPageLanguage, type TestLanguage } from 'remote-kit/testing';
import { resources } from '../resources';

export type { TestLanguage };

export const setAccountLanguage = (language: TestLanguage) => setPageLanguage(resources, language);
