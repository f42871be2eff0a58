// Pages inside GraphQLBoundaries, for the boundary's tests.
import { useApolloClient } from '@apollo/client/react';
import { preloadable } from '../preloadable';
import { GraphQLTestProvider } from '../testing/graphql';
import { CachePolicyContext } from './cache-policy';
import { GraphQLBoundary } from './graphql-boundary';

export const policy = { domain: 'boundary-test', typePolicies: {} };

export function offersPage() {
  return (
    <CachePolicyContext.Provider value={policy}>
      <GraphQLBoundary fallback={<p>loading</p>}>
        <h1>Offers</h1>
      </GraphQLBoundary>
    </CachePolicyContext.Provider>
  );
}

/**
 * A page under a client provided above it (a test's, here), whose offers sit in a boundary of their
 * own: their code arrives when `arrive` is called, while the rest of the page shows. Each part
 * reports the client it reads.
 */
export function pageWithLateOffers(seen: (part: string, client: unknown) => void) {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  function Reader({ part }: { part: string }) {
    seen(part, useApolloClient());
    return <h2>{part}</h2>;
  }
  const offers = preloadable(() => arrived.then(() => Reader));
  const page = (
    <GraphQLTestProvider policy={policy}>
      <Reader part="Cart" />
      <GraphQLBoundary fallback={<p>loading offers</p>}>
        <offers.Component part="Offers" />
      </GraphQLBoundary>
    </GraphQLTestProvider>
  );
  return { page, arrive };
}
