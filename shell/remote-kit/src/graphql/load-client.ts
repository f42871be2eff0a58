// GraphQL for code outside React (the cart's headless service, the shell's search box and language
// switch): the domain's client loads, as a chunk of its own, the first time such code calls it, so a
// page that never does (the home page) never loads Apollo or the graphql parser.
import type { ApolloClient } from '@apollo/client';
import type { CachePolicy } from './cache-policy';

/** The page's client of the policy's domain. */
export function loadGraphQLClient(policy: CachePolicy): Promise<ApolloClient> {
  return import('./runtime').then((runtime) => runtime.graphQLClient(policy));
}

/** Runs `call` with the domain's client; whatever it fails with is thrown as a RequestError. */
export async function callGraphQL<T>(policy: CachePolicy, call: (client: ApolloClient) => Promise<T>): Promise<T> {
  const runtime = await import('./runtime');
  try {
    return await call(runtime.graphQLClient(policy));
  } catch (error) {
    throw runtime.toRequestError(error);
  }
}
