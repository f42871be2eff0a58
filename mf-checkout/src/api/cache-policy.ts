// The checkout's one cache policy: a checkout is kept once, by id, whichever step or call read or
// changed it (the cart's hand-over answers its id and token; the steps read it by id), so a step
// always shows the checkout as last answered. Its lines and addresses belong to it and are not
// normalised apart from it. The first step that reads GraphQL renders inside a GraphQLBoundary.
import type { CachePolicy } from 'remote-kit';

export const checkoutCachePolicy: CachePolicy = {
  domain: 'checkout',
  typePolicies: {
    Checkout: { keyFields: ['id'] },
    CheckoutRef: { keyFields: ['id'] },
    CheckoutLine: { keyFields: false },
    CheckoutAddress: { keyFields: false },
  },
};
