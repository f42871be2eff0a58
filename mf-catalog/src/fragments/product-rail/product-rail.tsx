// A titled carousel of product cards: products similar to one, a category's top rated, or a
// search. Used on the home and product pages, and exposed for the cart's recommendations. It reads
// through the light client, so pages that show only rails never load the GraphQL client. A rail
// low on a page can wait: until it comes near the viewport it shows its title and placeholders of
// its height, and only then asks for its products.
import { type ReactNode } from 'react';
import { type ProductRailProps } from 'shared-events';
import { Carousel } from '../../carousel/carousel';
import { type CarouselKind } from '../../carousel/slides-per-view';
import { useLightQuery } from '../../shared/light-query';
import { PRODUCT_CARD_FIELDS_SOURCE, type ProductCardData } from '../../shared/product-fields';
import { useNearViewport } from '../../shared/use-near-viewport';
import { useShopperReach } from '../../shared/use-shopper-reach';
import { ProductCard } from '../product-card/product-card';
import { ProductCardSkeleton } from '../product-card/product-card-skeleton';

const SIMILAR = `
  query CatalogSimilarProducts($product: ID!, $coordinate: [Float!], $role: Role, $first: Int) {
    similarProducts(product: $product, coordinate: $coordinate, role: $role, first: $first) {
      ...ProductCardFields
    }
  }
  ${PRODUCT_CARD_FIELDS_SOURCE}
`;

const BY_CATEGORY = `
  query CatalogRailByCategory($slug: String!, $coordinate: [Float!], $role: Role, $first: Int) {
    productsByCategorySlug(slug: $slug, coordinates: $coordinate, type: $role, first: $first, sortedBy: RATING_DESC) {
      edges {
        node {
          ...ProductCardFields
        }
      }
    }
  }
  ${PRODUCT_CARD_FIELDS_SOURCE}
`;

const BY_SEARCH = `
  query CatalogRailBySearch($search: String, $coordinate: [Float!], $role: Role, $first: Int) {
    productsBySearch(search: $search, coordinates: $coordinate, type: $role, first: $first) {
      edges {
        node {
          ...ProductCardFields
        }
      }
    }
  }
  ${PRODUCT_CARD_FIELDS_SOURCE}
`;

interface Edges {
  edges: { node: ProductCardData }[];
}

type RailData = { similarProducts?: ProductCardData[]; productsByCategorySlug?: Edges; productsBySearch?: Edges };

function railQuery(source: ProductRailProps['source'], limit: number): { query: string; variables: Record<string, unknown> } {
  switch (source.kind) {
    case 'similar':
      return { query: SIMILAR, variables: { product: String(source.productId), first: limit } };
    case 'category':
      return { query: BY_CATEGORY, variables: { slug: source.slug, first: limit } };
    case 'search':
      return { query: BY_SEARCH, variables: { search: source.keyword, first: limit } };
  }
}

function productsOf(data: RailData | undefined): ProductCardData[] | null {
  if (!data) return null;
  return data.similarProducts ?? (data.productsByCategorySlug ?? data.productsBySearch)?.edges.map((edge) => edge.node) ?? null;
}

export interface CatalogProductRailProps extends ProductRailProps {
  kind?: CarouselKind;
  action?: ReactNode;
  /** Render the products, and ask for them, only once the rail comes near the viewport. */
  deferred?: boolean;
}

export function ProductRail({ title, source, limit = 12, kind = 'products', action, deferred = false }: CatalogProductRailProps) {
  const [railRef, near] = useNearViewport<HTMLElement>(deferred);
  const { coordinate, role } = useShopperReach();
  const { query, variables } = railQuery(source, limit);
  const { data, error } = useLightQuery<RailData>(query, { ...variables, coordinate, role }, !near);
  // Placeholders until near, even when an earlier visit left the products in the cache.
  const products = near ? productsOf(data) : null;
  // A rail is extra: when it fails or has nothing, the page simply goes without it.
  if (error || products?.length === 0) return null;
  return (
    <Carousel ref={railRef} title={title} kind={kind} action={action}>
      {products
        ? products.map((product) => <ProductCard key={product.id} product={product} />)
        : Array.from({ length: 6 }, (_, index) => <ProductCardSkeleton key={index} />)}
    </Carousel>
  );
}
