// Where a remote's pages start using GraphQL. The client and its provider load as a chunk of their
// own the first time such a page renders, so a page without one (the catalog's home) never loads
// Apollo or the graphql parser.
import { lazy, Suspense, type ReactNode } from 'react';

const GraphQLProvider = lazy(() => import('./graphql-provider'));

/** Renders `children` inside the remote's Apollo provider; `fallback` while its code loads. */
export function GraphQLBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <GraphQLProvider>{children}</GraphQLProvider>
    </Suspense>
  );
}
