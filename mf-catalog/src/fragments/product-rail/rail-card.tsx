// A product card in a rail. From the server's HTML it hydrates when the shopper comes near it: a
// phone shows three of a rail's twelve cards, and a card scrolled out of the rail's view is not near,
// so the others (and their add-to-cart and heart) wait until they are swiped into view. A card the
// browser renders itself renders at once.
import { memo } from 'react';
import styled from 'styled-components';
import { HydrateWhenNear } from 'remote-kit';
import { type ProductCardData } from '../../shared/product-fields';
import { ProductCard } from '../product-card/product-card';

// the rail's cells are as tall as its tallest card, and so is each card
const Cell = styled(HydrateWhenNear)`
  height: 100%;
`;

/**
 * Memoised: the rail renders again once the page is live (the viewport's width, the shopper's reach),
 * and a card still waiting must not be handed new children, or React renders it anew instead of
 * hydrating the server's HTML.
 */
export const RailCard = memo(function RailCard({ product }: { product: ProductCardData }) {
  return (
    <Cell>
      <ProductCard product={product} />
    </Cell>
  );
});
