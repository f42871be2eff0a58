// The page's i18next with the cart's strings; tests switch language per case.
import { setPageLanguage, type TestLanguage } from 'remote-kit/testing';
import { resources } from '../resources';

export type { TestLanguage };

export const setCartLanguage = (language: TestLanguage) => setPageLanguage(resources, language);
