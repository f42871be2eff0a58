// A titled carousel of product cards: products similar to one, a category's top rated, or a
// search. Used on the home and product pages, and exposed for the cart's recommendations. It reads
// through the light client, so pages that show only rails never load the GraphQL client. A rail
// low on a page can wait: until it comes near the viewport it shows its title and placeholders of
// its height, and only then asks for its products.
import { type ReactNode } from 'react';
import { type ProductRailProps } from 'shared-events';
import { Carousel } from '../../carousel/carousel';
import { type CarouselKind } from '../../carousel/slides-per-view';
import { useNearViewport } from 'remote-kit';
import {
  CatalogRailByCategoryDocument,
  CatalogRailBySearchDocument,
  CatalogSimilarProductsDocument,
  type CatalogRailBySearchQuery,
} from '../../generated/light/graphql';
import { useLightQuery } from '../../shared/light-query';
import { type ProductCardData } from '../../shared/product-fields';
import { useShopperReach, type ShopperReach } from '../../shared/use-shopper-reach';
import { ProductCardSkeleton } from '../product-card/product-card-skeleton';
import { RailCard } from './rail-card';

const cards = (connection: CatalogRailBySearchQuery['productsBySearch']) => connection.edges.map((edge) => edge.node);

/** The rail's products from its source; undefined until they are known. Each source its own document. */
function useRailProducts(source: ProductRailProps['source'], limit: number, { coordinate, role }: ShopperReach, skip: boolean) {
  const reach = { coordinate, role, first: limit };
  const similar = useLightQuery(CatalogSimilarProductsDocument, { ...reach, product: source.kind === 'similar' ? String(source.productId) : '' }, skip || source.kind !== 'similar');
  const category = useLightQuery(CatalogRailByCategoryDocument, { ...reach, slug: source.kind === 'category' ? source.slug : '' }, skip || source.kind !== 'category');
  const search = useLightQuery(CatalogRailBySearchDocument, { ...reach, search: source.kind === 'search' ? source.keyword : null }, skip || source.kind !== 'search');
  switch (source.kind) {
    case 'similar':
      return { products: similar.data?.similarProducts, error: similar.error };
    case 'category':
      return { products: category.data && cards(category.data.productsByCategorySlug), error: category.error };
    case 'search':
      return { products: search.data && cards(search.data.productsBySearch), error: search.error };
  }
}

export interface CatalogProductRailProps extends ProductRailProps {
  kind?: CarouselKind;
  action?: ReactNode;
  /** Render the products, and ask for them, only once the rail comes near the viewport. */
  deferred?: boolean;
}

export function ProductRail({ title, source, limit = 12, kind = 'products', action, deferred = false }: CatalogProductRailProps) {
  const [railRef, near] = useNearViewport<HTMLElement>(deferred);
  const { products: found, error } = useRailProducts(source, limit, useShopperReach(), !near);
  // Placeholders until near, even when an earlier visit left the products in the cache.
  const products: ProductCardData[] | null = near ? (found ?? null) : null;
  // A rail is extra: when it fails or has nothing, the page simply goes without it.
  if (error || products?.length === 0) return null;
  return (
    <Carousel ref={railRef} title={title} kind={kind} action={action}>
      {products
        ? products.map((product) => <RailCard key={product.id} product={product} />)
        : Array.from({ length: 6 }, (_, index) => <ProductCardSkeleton key={index} still={!near} />)}
    </Carousel>
  );
}
