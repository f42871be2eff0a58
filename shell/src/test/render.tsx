// Renders shell components as the frame does: theme and direction, the page's i18next with the
// shell's namespaces, and a router.
import { render, type RenderOptions } from '@testing-library/react';
import i18next from 'i18next';
import { type ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DesignSystemProvider } from 'design-system';
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

/** Shows the router's current location so tests can read where a click went. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function renderShell(ui: ReactElement, { language = 'en', path = '/', ...options }: RenderOptions & { language?: 'ar' | 'en'; path?: string } = {}) {
  void instance.changeLanguage(language);
  return render(ui, {
    wrapper: ({ children }) => (
      <I18nextProvider i18n={instance}>
        <DesignSystemProvider dir={language === 'ar' ? 'rtl' : 'ltr'}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    {children}
                    <LocationProbe />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </DesignSystemProvider>
      </I18nextProvider>
    ),
    ...options,
  });
}
