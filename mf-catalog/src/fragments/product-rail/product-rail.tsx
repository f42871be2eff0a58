// A titled carousel of product cards: products similar to one, a category's best rated, or a
// search. Used on the home and product pages, and exposed for the cart's recommendations.
import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { type ReactNode } from 'react';
import { type ProductRailProps } from 'shared-events';
import { Carousel } from '../../carousel/carousel';
import { type CarouselKind } from '../../carousel/slides-per-view';
import { PRODUCT_CARD_FIELDS, type ProductCardData } from '../../shared/product-fields';
import { useShopperReach, type Role } from '../../shared/use-shopper-reach';
import { ProductCard, ProductCardSkeleton } from '../product-card/product-card';

interface Reach {
  coordinates: [number, number];
  type: Role;
  first: number;
}

const SIMILAR: TypedDocumentNode<{ similarProducts: ProductCardData[] }, { product: string; coordinate: [number, number]; role: Role; first: number }> = gql`
  query CatalogSimilarProducts($product: ID!, $coordinate: [Float!], $role: Role, $first: Int) {
    similarProducts(product: $product, coordinate: $coordinate, role: $role, first: $first) {
      ...ProductCardFields
    }
  }
  ${PRODUCT_CARD_FIELDS}
`;

const BY_CATEGORY: TypedDocumentNode<{ productsByCategorySlug: { edges: { node: ProductCardData }[] } }, Reach & { slug: string }> = gql`
  query CatalogRailByCategory($slug: String!, $coordinates: [Float!], $type: Role, $first: Int) {
    productsByCategorySlug(slug: $slug, coordinates: $coordinates, type: $type, first: $first, sortedBy: RATING_DESC) {
      edges {
        node {
          ...ProductCardFields
        }
      }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`;

const BY_SEARCH: TypedDocumentNode<{ productsBySearch: { edges: { node: ProductCardData }[] } }, Reach & { search: string }> = gql`
  query CatalogRailBySearch($search: String, $coordinates: [Float!], $type: Role, $first: Int) {
    productsBySearch(search: $search, coordinates: $coordinates, type: $type, first: $first) {
      edges {
        node {
          ...ProductCardFields
        }
      }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`;

function useRailProducts(source: ProductRailProps['source'], limit: number): { products: ProductCardData[] | null; failed: boolean } {
  const { coordinate, role } = useShopperReach();
  const reach = { coordinates: coordinate, type: role, first: limit };
  const similar = useQuery(SIMILAR, {
    variables: { product: source.kind === 'similar' ? String(source.productId) : '0', coordinate, role, first: limit },
    skip: source.kind !== 'similar',
  });
  const category = useQuery(BY_CATEGORY, {
    variables: { ...reach, slug: source.kind === 'category' ? source.slug : '' },
    skip: source.kind !== 'category',
  });
  const search = useQuery(BY_SEARCH, {
    variables: { ...reach, search: source.kind === 'search' ? source.keyword : '' },
    skip: source.kind !== 'search',
  });
  switch (source.kind) {
    case 'similar': {
      const data = similar.data ?? similar.previousData;
      return { products: data?.similarProducts ?? null, failed: !!similar.error };
    }
    case 'category': {
      const data = category.data ?? category.previousData;
      return { products: data?.productsByCategorySlug.edges.map((e) => e.node) ?? null, failed: !!category.error };
    }
    case 'search': {
      const data = search.data ?? search.previousData;
      return { products: data?.productsBySearch.edges.map((e) => e.node) ?? null, failed: !!search.error };
    }
  }
}

export interface CatalogProductRailProps extends ProductRailProps {
  kind?: CarouselKind;
  action?: ReactNode;
}

export function ProductRail({ title, source, limit = 12, kind = 'products', action }: CatalogProductRailProps) {
  const { products, failed } = useRailProducts(source, limit);
  // A rail is extra: when it fails or has nothing, the page simply goes without it.
  if (failed || products?.length === 0) return null;
  return (
    <Carousel title={title} kind={kind} action={action}>
      {products
        ? products.map((product) => <ProductCard key={product.id} product={product} />)
        : Array.from({ length: 6 }, (_, index) => <ProductCardSkeleton key={index} />)}
    </Carousel>
  );
}
