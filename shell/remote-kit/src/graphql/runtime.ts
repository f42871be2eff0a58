// What code outside React gets when it first needs GraphQL: one chunk with the client and its error mapping.
export { graphQLClient } from './client';
export { toRequestError } from './request-error-of';
