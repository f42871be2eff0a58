// Renders a component as a team's root renders it: the design system in the page's direction, an
// optional i18next instance, and a router whose current location a test can read.
import { render, type RenderOptions } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DesignSystemProvider } from 'design-system';

export type TestLanguage = 'ar' | 'en';

/** Shows the router's current location so tests can read where a click went. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export interface FrameOptions extends RenderOptions {
  language?: TestLanguage;
  path?: string;
  /** An instance of the test's own; without it, components read the page's i18next. */
  i18n?: I18n;
}

export function renderInFrame(ui: ReactElement, { language = 'ar', path = '/', i18n, ...options }: FrameOptions = {}) {
  if (i18n) void i18n.changeLanguage(language);
  const framed = (children: ReactElement) => (
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
  );
  return render(ui, {
    wrapper: ({ children }) => (i18n ? <I18nextProvider i18n={i18n}>{framed(<>{children}</>)}</I18nextProvider> : framed(<>{children}</>)),
    ...options,
  });
}
