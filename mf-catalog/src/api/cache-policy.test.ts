import { createGraphQLCache } from 'remote-kit/graphql';
import { CatalogProductDetailDocument } from '../generated/graphql';
import { catalogCachePolicy } from './cache-policy';

describe('the catalog cache policy', () => {
  it('keeps a product, a brand and a seller once, by id', () => {
    const cache = createGraphQLCache(catalogCachePolicy);
    expect(cache.identify({ __typename: 'Product', id: '1' })).toBe('Product:{"id":"1"}');
    expect(cache.identify({ __typename: 'Brand', id: '3' })).toBe('Brand:{"id":"3"}');
    expect(cache.identify({ __typename: 'Seller', id: '7' })).toBe('Seller:{"id":"7"}');
  });

  it('keys a product without the role when a coordinate is sent, and with it when none is', () => {
    const cache = createGraphQLCache(catalogCachePolicy);
    const detail = { productDetail: null };
    cache.writeQuery({ query: CatalogProductDetailDocument, variables: { slug: 'laban', coordinate: [24.76, 46.76], role: 'GUEST' }, data: detail });
    // a signed-in shopper at the same point finds the guest's answer
    expect(cache.readQuery({ query: CatalogProductDetailDocument, variables: { slug: 'laban', coordinate: [24.76, 46.76], role: 'USER' } })).toEqual(detail);
    // without a coordinate the API places a USER at their own address: another question
    expect(cache.readQuery({ query: CatalogProductDetailDocument, variables: { slug: 'laban', role: 'USER' } })).toBeNull();
    // another point is another question
    expect(cache.readQuery({ query: CatalogProductDetailDocument, variables: { slug: 'laban', coordinate: [21.54, 39.17], role: 'GUEST' } })).toBeNull();
  });
});
