// A real GraphQL client for a test: the domain's cache policy, a fresh cache per render, and the
// page's (stubbed) fetch behind it, so a test answers /graphql as the gateway would and checks what
// the shopper sees. MockedProvider (@apollo/client/testing/react) with createGraphQLCache(policy)
// suits tests that match operations and variables exactly.
import { useState, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { CachePolicyContext, GraphQLClientProvidedContext, type CachePolicy } from '../graphql/cache-policy';
import { createGraphQLClient } from '../graphql/client';

export { resetGraphQLClients } from '../graphql/client';

export function GraphQLTestProvider({ policy, children }: { policy: CachePolicy; children: ReactNode }) {
  const [client] = useState(() => createGraphQLClient(policy));
  return (
    <CachePolicyContext.Provider value={policy}>
      <ApolloProvider client={client}>
        <GraphQLClientProvidedContext.Provider value={true}>{children}</GraphQLClientProvidedContext.Provider>
      </ApolloProvider>
    </CachePolicyContext.Provider>
  );
}

/** The GraphQL operations posted to a stubbed fetch so far, by name, with their variables. */
export function postedOperations(fetchMock: { mock: { calls: unknown[][] } }): { operationName: string | null; query: string; variables: Record<string, unknown> }[] {
  return fetchMock.mock.calls
    .filter(([url]) => url === '/graphql')
    .map(([, init]) => {
      const body = JSON.parse(String((init as RequestInit | undefined)?.body)) as { operationName?: string; query: string; variables?: Record<string, unknown> };
      return { operationName: body.operationName ?? null, query: body.query, variables: body.variables ?? {} };
    });
}
