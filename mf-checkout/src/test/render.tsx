// Renders checkout components as the app root does: theme and direction, an i18next with this
// team's namespaces in the chosen language, and a router whose location tests can read.
import i18next from 'i18next';
import { type ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { renderInFrame, type FrameOptions } from 'remote-kit/testing';
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

export const renderCheckout = (ui: ReactElement, options: Omit<FrameOptions, 'i18n'> = {}) => renderInFrame(ui, { ...options, i18n: instance });
