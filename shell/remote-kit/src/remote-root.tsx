import { type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DesignSystemProvider } from 'design-system';
import { AreaErrorBoundary } from './area-error-boundary';
import { AreaUnavailable } from './area-unavailable';

/** Providers every remote root needs: direction-aware theme, its own router, an error boundary. */
export function RemoteRoot({ name, children }: { name: string; children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DesignSystemProvider dir={i18n.dir(i18n.language)}>
      <AreaErrorBoundary name={name} fallback={<AreaUnavailable name={name} />}>
        <BrowserRouter>{children}</BrowserRouter>
      </AreaErrorBoundary>
    </DesignSystemProvider>
  );
}
