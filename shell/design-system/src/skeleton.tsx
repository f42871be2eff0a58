// Placeholder shown while content loads. It takes the content's size so nothing shifts on arrival,
// and it is hidden from assistive technology (announce loading with a Spinner or aria-busy instead).
import { type ComponentPropsWithRef, type CSSProperties } from 'react';
import styled, { keyframes } from 'styled-components';
import { type Theme } from './theme';

// The shimmer moves a highlight with a transform, which the compositor animates on its own: a
// page full of placeholders costs the main thread nothing per frame (animating background-position
// would repaint every one of them on every frame, on the thread that runs the store's JavaScript).
// A running transform animation gets its own compositor layer anyway; `will-change` would give one to
// every still placeholder too (a hundred on the home page), each a layer the browser keeps
// compositing while the page loads.
const shimmer = keyframes`
  from {
    transform: translateX(-100%);
  }
  to {
    transform: translateX(100%);
  }
`;

const Block = styled.span<{ $radius: keyof Theme['radii']; $still: boolean }>`
  position: relative;
  display: block;
  max-width: 100%;
  overflow: hidden;
  border-radius: ${({ theme, $radius }) => theme.radii[$radius]};
  background: ${({ theme }) => theme.colors.neutral[100]};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, transparent, ${({ theme }) => theme.colors.neutral[200]}, transparent);
    transform: translateX(-100%);
    animation: ${shimmer} 1.4s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
    }
  }
  ${({ $still }) => $still && '&::after { animation: none; }'}
`;

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** CSS length; numbers are pixels. */
  width?: CSSProperties['width'];
  /** CSS length; numbers are pixels. */
  height?: CSSProperties['height'];
  radius?: keyof Theme['radii'];
  /**
   * A footprint that is not loading (a part of the page waiting for the shopper to scroll near it),
   * or one that waits only for the page's own hydration (a product card's add-to-cart and heart):
   * no shimmer. Even on the compositor, every running animation costs the main thread a task per
   * cycle on a phone (Chromium measured: a category's 48 card placeholders, each restyled and
   * repainted on every frame while the page hydrated), and a shimmer would say "loading" where
   * nothing is.
   */
  still?: boolean;
}

export function Skeleton({ width = '100%', height = '1em', radius = 'sm', still = false, style, ...rest }: SkeletonProps) {
  // Sizes go inline rather than into CSS so each distinct size does not mint a new class.
  return <Block aria-hidden="true" $radius={radius} $still={still} style={{ width, height, ...style }} {...rest} />;
}
