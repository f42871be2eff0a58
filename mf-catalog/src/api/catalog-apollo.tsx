import { type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { catalogClient } from './client';

/** Wraps catalog pages and fragments in the module-level client. */
export function CatalogApollo({ children }: { children: ReactNode }) {
  return <ApolloProvider client={catalogClient()}>{children}</ApolloProvider>;
}
