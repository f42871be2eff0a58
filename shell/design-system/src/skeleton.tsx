// Placeholder shown while content loads. It takes the content's size so nothing shifts on arrival,
// and it is hidden from assistive technology (announce loading with a Spinner or aria-busy instead).
import { type ComponentPropsWithRef, type CSSProperties } from 'react';
import styled, { keyframes } from 'styled-components';
import { type Theme } from './theme';

const shimmer = keyframes`
  from {
    background-position: 100% 0;
  }
  to {
    background-position: 0 0;
  }
`;

const Block = styled.span<{ $radius: keyof Theme['radii'] }>`
  display: block;
  max-width: 100%;
  border-radius: ${({ theme, $radius }) => theme.radii[$radius]};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.neutral[100]} 25%,
    ${({ theme }) => theme.colors.neutral[200]} 50%,
    ${({ theme }) => theme.colors.neutral[100]} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** CSS length; numbers are pixels. */
  width?: CSSProperties['width'];
  /** CSS length; numbers are pixels. */
  height?: CSSProperties['height'];
  radius?: keyof Theme['radii'];
}

export function Skeleton({ width = '100%', height = '1em', radius = 'sm', style, ...rest }: SkeletonProps) {
  // Sizes go inline rather than into CSS so each distinct size does not mint a new class.
  return <Block aria-hidden="true" $radius={radius} style={{ width, height, ...style }} {...rest} />;
}
