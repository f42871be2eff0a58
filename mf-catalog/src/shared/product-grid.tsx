// The grid listings and search results share. Pages of results are `display: contents` groups, so
// the cards of every loaded page flow in one grid with one list role.
import { memo } from 'react';
import styled from 'styled-components';
import { media, skipWhileOffscreen } from 'design-system';
import { HydrateWhenNear } from 'remote-kit';
import { ProductCard } from '../fragments/product-card/product-card';
import { ProductCardSkeleton } from '../fragments/product-card/product-card-skeleton';
import { type ProductCardData } from './product-fields';

export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.md} {
    grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  }
`;

const Group = styled.div`
  display: contents;
`;

// A phone shows four of a page's 24 cards: the others are laid out once the shopper comes near them.
const Card = styled(HydrateWhenNear)`
  ${skipWhileOffscreen('20rem')}
`;

/**
 * One page of cards; memoised, so loading a later page leaves the earlier ones as they are. A card from
 * the server's HTML hydrates when the shopper comes near it: a phone shows four of a page's 24.
 */
export const ProductCards = memo(function ProductCards({ products, eagerCount = 0 }: { products: ProductCardData[]; eagerCount?: number }) {
  return (
    <Group>
      {products.map((product, index) => (
        <Card role="listitem" key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </Card>
      ))}
    </Group>
  );
});

export function ProductCardSkeletons({ count }: { count: number }) {
  return (
    <Group>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden="true">
          <ProductCardSkeleton />
        </div>
      ))}
    </Group>
  );
}
