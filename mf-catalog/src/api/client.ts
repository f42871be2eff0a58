// The catalog's one Apollo client, kept at module level so its cache outlives unmount and remount
// (going back to a listing shows it at once). Products are not normalised: their prices depend on
// the coordinate they were asked for, so each result keeps its own copy.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import i18next from 'i18next';

export const API_KEY = 'storefront-public-key';

/** Sends the shopper's language on every request: the API ranks and sorts names by it. */
const languageLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, lang: i18next.language === 'en' ? 'en' : 'ar' },
  }));
  return forward(operation);
});

export function createCatalogCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Product: { keyFields: false },
      ProductDetail: { keyFields: false },
      SellerOffer: { keyFields: false },
      Seller: { keyFields: false },
      FacetCounts: { keyFields: false },
      // Facet ids are the brand's, type's or category's own ids, which overlap between kinds.
      FacetValue: { keyFields: false },
    },
  });
}

export function createCatalogClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([languageLink, new HttpLink({ uri, headers: { 'x-api-key': API_KEY } })]),
    cache: createCatalogCache(),
  });
}

let client: ApolloClient | null = null;

export function catalogClient(): ApolloClient {
  client ??= createCatalogClient();
  return client;
}
