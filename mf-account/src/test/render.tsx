// Renders account components as a host page does: inside the design system in the page direction
// and a router whose current location tests can read.
import { render, type RenderOptions } from '@testing-library/react';
import { type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DesignSystemProvider } from 'design-system';
import { type TestLanguage } from './i18n';

/** Shows the router's current location so tests can read where a click went. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function renderInStore(ui: ReactElement, { language = 'ar', path = '/', ...options }: RenderOptions & { language?: TestLanguage; path?: string } = {}) {
  return render(ui, {
    wrapper: ({ children }) => (
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
    ),
    ...options,
  });
}
