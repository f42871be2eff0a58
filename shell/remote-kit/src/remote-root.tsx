import { type ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DesignSystemProvider } from 'design-system';
import { AreaErrorBoundary } from './area-error-boundary';
import { AreaUnavailable } from './area-unavailable';
import { CachePolicyContext, type CachePolicy } from './graphql/cache-policy';

interface RemoteRootProps {
  name: string;
  cachePolicy?: CachePolicy | null;
  /** On the server: the address being rendered (path and query). The browser's router reads the page's. */
  location?: string;
  children: ReactNode;
}

/**
 * Providers every remote root needs: direction-aware theme, its own router, an error boundary, and
 * the domain's cache policy for the pages that read GraphQL.
 */
export function RemoteRoot({ name, cachePolicy = null, location, children }: RemoteRootProps) {
  const { i18n } = useTranslation();
  return (
    <DesignSystemProvider dir={i18n.dir(i18n.language)}>
      <AreaErrorBoundary name={name} fallback={<AreaUnavailable name={name} />}>
        <CachePolicyContext.Provider value={cachePolicy}>
          {location === undefined ? <BrowserRouter>{children}</BrowserRouter> : <StaticRouter location={location}>{children}</StaticRouter>}
        </CachePolicyContext.Provider>
      </AreaErrorBoundary>
    </DesignSystemProvider>
  );
}
