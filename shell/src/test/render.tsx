// Renders shell components as the frame does: theme and direction, the page's i18next with the
// shell's namespaces, and a router.
import i18next from 'i18next';
import { type ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { renderInFrame, type FrameOptions } from 'remote-kit/testing';
import { COPY_VARIABLES } from '../footer/care-contact';
import { SHELL_RESOURCES } from '../i18n/resources';

const instance = i18next.createInstance();
void instance.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'ar',
  ns: Object.keys(SHELL_RESOURCES.en),
  defaultNS: 'common',
  resources: SHELL_RESOURCES,
  interpolation: { escapeValue: false, defaultVariables: { ...COPY_VARIABLES } },
  react: { useSuspense: false },
  initAsync: false,
});

export const testI18n = instance;

export { LocationProbe } from 'remote-kit/testing';

export const renderShell = (ui: ReactElement, { language = 'en', ...options }: Omit<FrameOptions, 'i18n'> = {}) =>
  renderInFrame(ui, { ...options, language, i18n: instance });
