// Where a remote's pages start using GraphQL. The client and its provider load as a chunk of their
// own the first time such a page renders, so a page without one (the catalog's home) never loads
// Apollo or the graphql parser.
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

type Provider = ComponentType<{ children: ReactNode }>;

/** The provider, once its chunk has arrived. */
let loaded: Provider | null = null;

const loadProvider = () =>
  import('./graphql-provider').then((module) => {
    loaded = module.default;
    return module;
  });
const LazyGraphQLProvider = lazy(loadProvider);

/**
 * Starts downloading the GraphQL client now, for a page whose own code is still on its way and that
 * will render a GraphQLBoundary: the two downloads then run side by side, not one after the other.
 */
export function preloadGraphQL(): void {
  loadProvider().catch(() => undefined); // a failure shows where the boundary renders
}

/** Renders `children` inside the remote's Apollo provider; `fallback` while its code loads. */
export function GraphQLBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  // A boundary that starts after the chunk has arrived (preloaded as the remote started) renders its
  // page in one pass. Through React.lazy it would show its fallback for a turn even then, and React
  // holds content back for a while after a fallback has shown. Chosen once: a boundary keeps the
  // component it started with, so its page is never mounted anew.
  const [GraphQLProvider] = useState<Provider>(() => loaded ?? LazyGraphQLProvider);
  return (
    <Suspense fallback={fallback}>
      <GraphQLProvider>{children}</GraphQLProvider>
    </Suspense>
  );
}
