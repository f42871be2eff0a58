// The cart's one cache policy (how its Apollo cache keeps what the API answers):
// - a seller's offer (cart suggestion) is the answer to one question: these lines, this place, this
//   shipping method and slot. Its processId names the lines only, so processId and seller would merge
//   a delivery offer with the pickup one; offers are not normalised, each answer keeps its own;
// - a replacement product is priced by the seller that holds it, so it is not normalised either;
// - the server cart, shipping methods and the created checkout are kept by id.
// The cart's own state (lines, totals, the chosen offer) lives in the cart service, not here: the
// service's calls do not write to this cache.
import type { CachePolicy } from 'remote-kit';

export const cartCachePolicy: CachePolicy = {
  domain: 'cart',
  typePolicies: {
    CartSuggestion: { keyFields: false },
    CartProduct: { keyFields: false },
    Cart: { keyFields: ['id'] },
    ShippingMethod: { keyFields: ['id'] },
    CheckoutRef: { keyFields: ['id'] },
  },
};
