// Where a remote's pages start using GraphQL. The client and its provider load as a chunk of their
// own the first time such a page renders, so a page without one (the catalog's home) never loads
// Apollo or the graphql parser. A boundary can sit inside a part of a page: what is outside it shows
// without waiting for the client (the cart's lines, read from the browser's storage).
import { Suspense, useContext, type ReactNode } from 'react';
import { preloadable } from '../preloadable';
import { GraphQLClientProvidedContext } from './cache-policy';

const provider = preloadable(() => import('./graphql-provider').then((module) => module.default));

/**
 * Starts downloading the GraphQL client now, for a page whose own code is still on its way and that
 * will render a GraphQLBoundary: the two downloads then run side by side, not one after the other,
 * and a boundary that renders after the client has arrived shows its page in one pass.
 */
export function preloadGraphQL(): void {
  provider.preload().catch(() => undefined); // a failure shows where the boundary renders
}

/**
 * Renders `children` inside the remote's Apollo provider; `fallback` while its code (or the children's,
 * where they load as a chunk of their own) is on its way. Inside another boundary, or a test's
 * provider, the client above is used.
 */
export function GraphQLBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const provided = useContext(GraphQLClientProvidedContext);
  return <Suspense fallback={fallback}>{provided ? children : <provider.Component>{children}</provider.Component>}</Suspense>;
}
