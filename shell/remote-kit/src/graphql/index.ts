// `remote-kit/graphql`: the Apollo side of the kit, for code that already runs inside a GraphQL
// page or the client's own chunk. Importing it loads Apollo; the kit's main entry does not.
export { createGraphQLCache, createGraphQLClient, graphQLClient, type GraphQLClientOptions } from './client';
export { toRequestError } from './request-error-of';
export { type CachePolicy } from './cache-policy';
