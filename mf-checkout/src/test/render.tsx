// Renders checkout components as the app root does: theme and direction, an i18next with this
// team's namespaces in the chosen language, a router whose location tests can read, and the
// checkout's GraphQL client over the stubbed fetch (a fresh cache per render).
import i18next from 'i18next';
import { type ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { GraphQLTestProvider, renderInFrame, type FrameOptions } from 'remote-kit/testing';
import { checkoutCachePolicy } from '../api/cache-policy';
import { resources } from '../resources';

export { LocationProbe } from 'remote-kit/testing';

const instance = i18next.createInstance();
void instance.use(initReactI18next).init({
  lng: 'ar',
  fallbackLng: 'ar',
  resources,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  initAsync: false,
});

export const checkoutI18n = instance;

export const renderCheckout = (ui: ReactElement, options: Omit<FrameOptions, 'i18n'> = {}) =>
  renderInFrame(<GraphQLTestProvider policy={checkoutCachePolicy}>{ui}</GraphQLTestProvider>, { ...options, i18n: instance });

/** The current location as the router shows it. */
export const currentLocation = () => document.querySelector('[data-testid="location"]')?.textContent ?? '';
