import { type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DesignSystemProvider } from 'design-system';
import { AreaErrorBoundary } from './area-error-boundary';
import { AreaUnavailable } from './area-unavailable';
import { CachePolicyContext, type CachePolicy } from './graphql/cache-policy';

/**
 * Providers every remote root needs: direction-aware theme, its own router, an error boundary, and
 * the domain's cache policy for the pages that read GraphQL.
 */
export function RemoteRoot({ name, cachePolicy = null, children }: { name: string; cachePolicy?: CachePolicy | null; children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DesignSystemProvider dir={i18n.dir(i18n.language)}>
      <AreaErrorBoundary name={name} fallback={<AreaUnavailable name={name} />}>
        <CachePolicyContext.Provider value={cachePolicy}>
          <BrowserRouter>{children}</BrowserRouter>
        </CachePolicyContext.Provider>
      </AreaErrorBoundary>
    </DesignSystemProvider>
  );
}
