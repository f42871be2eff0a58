// The catalog's one cache policy (how its Apollo cache keeps what the API answers). Apollo serves
// the product page and the category tree; the home page and the listings read through the light
// reader (shared/light-query.ts, ADR 013), with its own cache keyed the same way.
// - products, categories, brands, product types and sellers are kept once, by id. A product's price
//   and stock follow the coordinate and role it was asked with; every catalog query of the page asks
//   with the shopper's one current coordinate and role, so the latest answer is right for every view;
// - a product's detail is keyed without the shopper's role when a coordinate is sent, since the role
//   then does not change the answer (reach-key.ts).
import type { CachePolicy } from 'remote-kit';
import { reachKeyArgs } from '../shared/reach-key';

export const catalogCachePolicy: CachePolicy = {
  domain: 'catalog',
  typePolicies: {
    Query: {
      fields: {
        productDetail: { keyArgs: reachKeyArgs(['slug', 'id', 'coordinate', 'role']) },
      },
    },
    Product: { keyFields: ['id'] },
    Category: { keyFields: ['id'] },
    Brand: { keyFields: ['id'] },
    ProductType: { keyFields: ['id'] },
    Seller: { keyFields: ['id'] },
  },
};
