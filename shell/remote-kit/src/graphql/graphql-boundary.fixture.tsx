// A page of one heading inside a GraphQLBoundary, for the boundary's tests.
import { CachePolicyContext } from './cache-policy';
import { GraphQLBoundary } from './graphql-boundary';

const policy = { domain: 'boundary-test', typePolicies: {} };

export function offersPage() {
  return (
    <CachePolicyContext.Provider value={policy}>
      <GraphQLBoundary fallback={<p>loading</p>}>
        <h1>Offers</h1>
      </GraphQLBoundary>
    </CachePolicyContext.Provider>
  );
}
