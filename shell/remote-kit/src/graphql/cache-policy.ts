// A domain's cache policy: how its Apollo cache identifies and merges what the API answers. Each
// remote declares one, in one file, and hands it to createRemoteApp; the client is made from it on
// the first page that needs GraphQL. Plain data and functions, so declaring it loads no Apollo code.
import { createContext } from 'react';
import type { TypePolicies } from '@apollo/client';

export interface CachePolicy {
  /** The domain the client belongs to (catalog, cart, ...): one client, and one cache, per domain and page. */
  domain: string;
  typePolicies: TypePolicies;
}

/** The cache policy of the remote a component renders in (provided by its RemoteRoot). */
export const CachePolicyContext = createContext<CachePolicy | null>(null);

/**
 * Whether a GraphQL client is already provided above (a GraphQLBoundary's provider, or a test's):
 * a boundary inside it then only waits for its own children's code, with no provider of its own.
 */
export const GraphQLClientProvidedContext = createContext(false);
