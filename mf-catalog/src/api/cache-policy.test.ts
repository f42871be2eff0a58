import { createGraphQLCache } from 'remote-kit/graphql';
import { makeProduct } from '../test-utils';
import { CatalogProductDetailDocument, CatalogSearchNextPageDocument, type CatalogSearchNextPageQueryVariables } from '../generated/graphql';
import { catalogCachePolicy } from './cache-policy';

const reach: CatalogSearchNextPageQueryVariables = { search: 'milk', filterData: {}, sortedBy: 'RELEVANCE', first: 1, type: 'GUEST', coordinates: [24.76, 46.76] };

function page(after: string | null, product: ReturnType<typeof makeProduct>) {
  return {
    productsBySearch: {
      __typename: 'ProductCountableConnection' as const,
      totalCount: 2,
      pageInfo: { __typename: 'PageInfo' as const, hasNextPage: after === null, endCursor: after === null ? 'c1' : null },
      edges: [{ __typename: 'ProductEdge' as const, cursor: `c${product.id}`, node: product }],
    },
  };
}

describe('the catalog cache policy', () => {
  it('keeps each page of a listing under its cursor, and a product once by id', () => {
    const cache = createGraphQLCache(catalogCachePolicy);
    const write = (after: string | null, product: ReturnType<typeof makeProduct>) =>
      cache.writeQuery({ query: CatalogSearchNextPageDocument, variables: { ...reach, after }, data: page(after, product) });
    write(null, makeProduct(1, { sellingPriceHalalas: 650 }));
    write('c1', makeProduct(2));
    const read = (after: string | null) => cache.readQuery({ query: CatalogSearchNextPageDocument, variables: { ...reach, after } });
    expect(read(null)?.productsBySearch.edges.map((edge) => edge.node.name)).toEqual(['Product 1']);
    expect(read('c1')?.productsBySearch.edges.map((edge) => edge.node.name)).toEqual(['Product 2']);

    // the shopper's reach reprices product 1: every listing that shows it shows the new price
    write('c9', makeProduct(1, { sellingPriceHalalas: 600 }));
    expect(read(null)?.productsBySearch.edges[0]!.node.sellingPriceHalalas).toBe(600);
    expect(cache.identify({ __typename: 'Product', id: '1' })).toBe('Product:{"id":"1"}');
  });

  it('does not normalise facet values, whose ids overlap between categories, brands and types', () => {
    const cache = createGraphQLCache(catalogCachePolicy);
    expect(cache.identify({ __typename: 'FacetValue', id: '3' })).toBeUndefined();
    expect(cache.identify({ __typename: 'Brand', id: '3' })).toBe('Brand:{"id":"3"}');
  });

  it('keys a listing page and a product without the role when a coordinate is sent, and with it when none is', () => {
    const cache = createGraphQLCache(catalogCachePolicy);
    cache.writeQuery({ query: CatalogSearchNextPageDocument, variables: { ...reach, after: null }, data: page(null, makeProduct(1)) });
    const readAs = (type: 'GUEST' | 'USER', coordinates: number[] | null) =>
      cache.readQuery({ query: CatalogSearchNextPageDocument, variables: { ...reach, type, coordinates, after: null } });
    // a signed-in shopper at the same point finds the guest's answer
    expect(readAs('USER', reach.coordinates as number[])?.productsBySearch.edges[0]!.node.name).toBe('Product 1');
    // without a coordinate the API places a USER at their own address: another question
    expect(readAs('USER', null)).toBeNull();
    // another point is another question
    expect(readAs('GUEST', [21.54, 39.17])).toBeNull();

    const detail = { productDetail: null };
    cache.writeQuery({ query: CatalogProductDetailDocument, variables: { slug: 'laban', coordinate: [24.76, 46.76], role: 'GUEST' }, data: detail });
    expect(cache.readQuery({ query: CatalogProductDetailDocument, variables: { slug: 'laban', coordinate: [24.76, 46.76], role: 'USER' } })).toEqual(detail);
    expect(cache.readQuery({ query: CatalogProductDetailDocument, variables: { slug: 'laban', role: 'USER' } })).toBeNull();
  });
});
