// Renders checkout components as the app root does: theme and direction, an i18next with this
// team's namespaces in the chosen language, and a router whose location tests can read.
import { render, type RenderOptions } from '@testing-library/react';
import i18next from 'i18next';
import { type ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DesignSystemProvider } from 'design-system';
import { resources } from '../resources';

const instance = i18next.createInstance();
void instance.use(initReactI18next).init({
  lng: 'ar',
  fallbackLng: 'ar',
  resources,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  initAsync: false,
});

/** Shows the router's current location so tests can read where a click went. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function renderCheckout(ui: ReactElement, { language = 'ar', path = '/', ...options }: RenderOptions & { language?: 'ar' | 'en'; path?: string } = {}) {
  void instance.changeLanguage(language);
  return render(ui, {
    wrapper: ({ children }) => (
      <I18nextProvider i18n={instance}>
        <DesignSystemProvider dir={instance.dir(language)}>
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
