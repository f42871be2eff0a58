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

export function ProductCardSkeleton() {
  return (
    <Card as="div" aria-hidden="true" data-testid="product-card-skeleton">
      <ImageSlot>
        <Skeleton height="auto" style={{ aspectRatio: '1' }} radius="none" />
      </ImageSlot>
      <NameSlot>
        <Skeleton height="1.25em" width="90%" />
      </NameSlot>
      <PriceRow>
        <Skeleton height="1.5em" width="60%" />
      </PriceRow>
      <Actions>
        <Skeleton height="2rem" radius="full" />
      </Actions>
    </Card>
  );
}
