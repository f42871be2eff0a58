// The catalog's one cache policy (how its Apollo cache keeps what the API answers):
// - products, categories, brands, product types and sellers are kept once, by id. A product's price
//   and stock follow the coordinate and role it was asked with; every catalog query of the page asks
//   with the shopper's one current coordinate and role, so the latest answer is right for every view,
//   and a new address reprices the cards of every listing in the cache;
// - facet values are not: their ids are the category's, brand's or type's own, which overlap between
//   kinds, and their counts belong to one result;
// - a listing keeps each page by its cursor: the listing shows its pages as a chain, each page asked
//   for after its predecessor's cursor (page-chain.tsx), so a page is one entry under the listing's
//   filters, sort, reach and cursor, never merged into the pages around it;
// - a listing or a product is keyed without the shopper's role when a coordinate is sent, since the
//   role then does not change the answer (reach-key.ts).
import type { CachePolicy } from 'remote-kit';
import { reachKeyArgs } from '../shared/reach-key';

const LISTING_ARGS = ['filterData', 'sortedBy', 'first', 'after', 'type', 'coordinates'];

export const catalogCachePolicy: CachePolicy = {
  domain: 'catalog',
  typePolicies: {
    Query: {
      fields: {
        productsBySearch: { keyArgs: reachKeyArgs(['search', ...LISTING_ARGS]) },
        productsByCategorySlug: { keyArgs: reachKeyArgs(['slug', ...LISTING_ARGS]) },
        productDetail: { keyArgs: reachKeyArgs(['slug', 'id', 'coordinate', 'role']) },
      },
    },
    Product: { keyFields: ['id'] },
    Category: { keyFields: ['id'] },
    Brand: { keyFields: ['id'] },
    ProductType: { keyFields: ['id'] },
    Seller: { keyFields: ['id'] },
    FacetValue: { keyFields: false },
  },
};
