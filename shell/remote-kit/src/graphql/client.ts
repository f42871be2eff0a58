// The one GraphQL client factory of the browser: Apollo Client posting to the web origin's /graphql
// (the gateway adds the shopper's token from the session cookie, ADR 005), with the static API key
// of spec §7 and the page language in the `lang` header the API reads for search and names, and a
// cache that follows the domain's policy. One client per domain and page, kept on the page, so its
// cache outlives a remote's unmount and a second copy of this module finds the same client. An
// answer marked as a lapsed session is reported on the page bus.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import i18next from 'i18next';
import { tap } from 'rxjs';
import { STOREFRONT_API_KEY } from '../request/api-key';
import { reportSessionLapse } from '../request/session-lapse';
import type { CachePolicy } from './cache-policy';

export interface GraphQLClientOptions {
  uri?: string;
}

/** Sends the shopper's language with every operation, unless the operation names one itself. */
const languageLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
    headers: { lang: i18next.language === 'en' ? 'en' : 'ar', ...headers },
  }));
  return forward(operation);
});

/**
 * Reports an answer the gateway marked `x-session-expired` (the session lapsed on the way, so the
 * operation ran as a guest) on the page bus, once per operation, whether it succeeded or failed.
 */
export const sessionLapseLink = new ApolloLink((operation, forward) => {
  let reported = false;
  const check = () => {
    if (reported) return;
    const { response } = operation.getContext() as { response?: Response };
    reported = reportSessionLapse(response?.headers, 'graphql');
  };
  return forward(operation).pipe(tap({ next: check, error: check }));
});

export function createGraphQLCache(policy: CachePolicy): InMemoryCache {
  return new InMemoryCache({ typePolicies: policy.typePolicies });
}

/** A new client; pages use graphQLClient(policy), the page's one client of that domain. */
export function createGraphQLClient(policy: CachePolicy, { uri = '/graphql' }: GraphQLClientOptions = {}): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([languageLink, sessionLapseLink, new HttpLink({ uri, credentials: 'same-origin', headers: { 'x-api-key': STOREFRONT_API_KEY } })]),
    cache: createGraphQLCache(policy),
  });
}

const CLIENTS = Symbol.for('storefront.graphql-clients');

function clients(): Map<string, ApolloClient> {
  const page = globalThis as unknown as Record<symbol, Map<string, ApolloClient> | undefined>;
  let registry = page[CLIENTS];
  if (!registry) {
    registry = new Map();
    Object.defineProperty(globalThis, CLIENTS, { value: registry, configurable: true });
  }
  return registry;
}

/** The page's client of the policy's domain, made on first use. */
export function graphQLClient(policy: CachePolicy): ApolloClient {
  const registry = clients();
  let client = registry.get(policy.domain);
  if (!client) {
    client = createGraphQLClient(policy);
    registry.set(policy.domain, client);
  }
  return client;
}

/** Tests only: forget the page's clients, so the next test starts with empty caches. */
export function resetGraphQLClients(): void {
  for (const client of clients().values()) client.stop();
  clients().clear();
}
