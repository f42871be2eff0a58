// The account's one cache policy (how its Apollo cache keeps what the API answers): the shopper
// (User, and the spec's logged-in user info by its userId) and each address are kept once, by id, so
// a profile or address change shows everywhere it is read; the address book as the server lists it
// replaces the list before it, in the server's order (defaults first). The account's pages read the
// gateway's /api routes today; the first that reads GraphQL renders inside a GraphQLBoundary.
import type { CachePolicy } from 'remote-kit';

export const accountCachePolicy: CachePolicy = {
  domain: 'account',
  typePolicies: {
    Query: {
      fields: {
        addressBook: { merge: false },
      },
    },
    User: { keyFields: ['id'] },
    UserInfo: { keyFields: ['userId'] },
    Address: { keyFields: ['id'] },
  },
};
