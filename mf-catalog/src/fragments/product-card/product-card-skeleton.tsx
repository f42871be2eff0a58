// A product card's placeholder while products load: the card's own boxes (card-layout), so it is
// exactly as tall as the card that replaces it. Hidden from assistive technology; the list or
// rail around it says it is loading.
import styled from 'styled-components';
import { Skeleton } from 'design-system';
import { Actions, Card, imageFrame, nameBox, PriceRow } from './card-layout';

const ImageSlot = styled.span`
  ${imageFrame}
`;

const NameSlot = styled.span`
  ${nameBox}
  display: block;
`;

/** `still`: the card's place in a part of the page that waits for the shopper to come near, not loading. */
export function ProductCardSkeleton({ still = false }: { still?: boolean }) {
  return (
    <Card as="div" aria-hidden="true" data-testid="product-card-skeleton">
      <ImageSlot>
        <Skeleton height="auto" style={{ aspectRatio: '1' }} radius="none" still={still} />
      </ImageSlot>
      <NameSlot>
        <Skeleton height="1.25em" width="90%" still={still} />
      </NameSlot>
      <PriceRow>
        <Skeleton height="1.5em" width="60%" still={still} />
      </PriceRow>
      <Actions>
        <Skeleton height="2rem" radius="full" still={still} />
      </Actions>
    </Card>
  );
}
