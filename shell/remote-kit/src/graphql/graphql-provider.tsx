// The Apollo provider of a remote's GraphQL pages, in a chunk of its own (see GraphQLBoundary).
import { useContext, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { CachePolicyContext, GraphQLClientProvidedContext } from './cache-policy';
import { graphQLClient } from './client';
import { ServerGraphQLContext } from './server-client';

export default function GraphQLProvider({ children }: { children: ReactNode }) {
  const policy = useContext(CachePolicyContext);
  const serverClient = useContext(ServerGraphQLContext);
  if (!policy) throw new Error('GraphQLBoundary needs the remote\'s cache policy: createRemoteApp({ cachePolicy })');
  return (
    <ApolloProvider client={serverClient ? serverClient(policy) : graphQLClient(policy)}>
      <GraphQLClientProvidedContext.Provider value={true}>{children}</GraphQLClientProvidedContext.Provider>
    </ApolloProvider>
  );
}
