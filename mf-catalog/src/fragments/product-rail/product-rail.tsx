// A titled carousel of product cards: products similar to one, a category's top rated, a search,
// or (home only) discounted products near the shopper. Used on the home and product pages, and
// exposed for the cart's recommendations. It reads through the light client, so pages that show
// only rails never load the GraphQL client.
import { type ReactNode } from 'react';
import { type ProductRailProps } from 'shared-events';
import { Carousel } from '../../carousel/carousel';
import { type CarouselKind } from '../../carousel/slides-per-view';
import { useLightQuery } from '../../shared/light-query';
import { PRODUCT_CARD_FIELDS_SOURCE, type ProductCardData } from '../../shared/product-fields';
import { useShopperReach } from '../../shared/use-shopper-reach';
import { discountPercent, ProductCard, ProductCardSkeleton } from '../product-card/product-card';

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

// The API has no filter or sort for discounts yet, so this asks for a wider slice of the
// top-rated products near the shopper and keeps those whose best nearby price is reduced.
const DISCOUNTED = `
  query CatalogRailDiscounted($coordinate: [Float!], $role: Role, $first: Int) {
    productsBySearch(coordinates: $coordinate, type: $role, first: $first, sortedBy: RATING_DESC) {
      edges {
        node {
          ...ProductCardFields
        }
      }
    }
  }
  ${PRODUCT_CARD_FIELDS_SOURCE}
`;

/** Candidates read per discounted product shown (about two in five are reduced near a shopper). */
const DISCOUNT_POOL_FACTOR = 4;
/** The API's largest page. */
const MAX_FIRST = 100;

interface Edges {
  edges: { node: ProductCardData }[];
}

type RailData = { similarProducts?: ProductCardData[]; productsByCategorySlug?: Edges; productsBySearch?: Edges };

/** What a rail shows: the shared sources other teams use, plus the home page's discounts. */
export type RailSource = ProductRailProps['source'] | { kind: 'discounted' };

function railQuery(source: RailSource, limit: number): { query: string; variables: Record<string, unknown> } {
  switch (source.kind) {
    case 'similar':
      return { query: SIMILAR, variables: { product: String(source.productId), first: limit } };
    case 'category':
      return { query: BY_CATEGORY, variables: { slug: source.slug, first: limit } };
    case 'search':
      return { query: BY_SEARCH, variables: { search: source.keyword, first: limit } };
    case 'discounted':
      return { query: DISCOUNTED, variables: { first: Math.min(MAX_FIRST, limit * DISCOUNT_POOL_FACTOR) } };
  }
}

function productsOf(data: RailData | undefined): ProductCardData[] | null {
  if (!data) return null;
  return data.similarProducts ?? (data.productsByCategorySlug ?? data.productsBySearch)?.edges.map((edge) => edge.node) ?? null;
}

/** Products sold below their list price near the shopper, the biggest saving first. */
export function discountedOnly(products: ProductCardData[], limit: number): ProductCardData[] {
  return products
    .map((product) => ({ product, percent: discountPercent(product.priceHalalas, product.sellingPriceHalalas) }))
    .filter(({ product, percent }) => product.available && percent > 0)
    .sort((a, b) => b.percent - a.percent)
    .slice(0, limit)
    .map(({ product }) => product);
}

export interface CatalogProductRailProps extends Omit<ProductRailProps, 'source'> {
  source: RailSource;
  kind?: CarouselKind;
  action?: ReactNode;
}

export function ProductRail({ title, source, limit = 12, kind = 'products', action }: CatalogProductRailProps) {
  const { coordinate, role } = useShopperReach();
  const { query, variables } = railQuery(source, limit);
  const { data, error } = useLightQuery<RailData>(query, { ...variables, coordinate, role });
  const fetched = productsOf(data);
  const products = fetched && source.kind === 'discounted' ? discountedOnly(fetched, limit) : fetched;
  // A rail is extra: when it fails or has nothing, the page simply goes without it.
  if (error || products?.length === 0) return null;
  return (
    <Carousel title={title} kind={kind} action={action}>
      {products
        ? products.map((product) => <ProductCard key={product.id} product={product} />)
        : Array.from({ length: 6 }, (_, index) => <ProductCardSkeleton key={index} />)}
    </Carousel>
  );
}
