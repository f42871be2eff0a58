// Layout helpers. Both use logical directions, so rows run right to left in Arabic.
import { type ComponentPropsWithRef, type CSSProperties } from 'react';
import styled from 'styled-components';
import { type SpaceToken } from './theme';

const StackRoot = styled.div<{
  $direction: 'row' | 'column';
  $gap: SpaceToken;
  $align: CSSProperties['alignItems'];
  $justify: CSSProperties['justifyContent'];
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
`;

export interface StackProps extends ComponentPropsWithRef<'div'> {
  direction?: 'row' | 'column';
  /** A step of the spacing scale: 4 is 1rem. */
  gap?: SpaceToken;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
  /** Render as a list or landmark instead of a div. */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'li' | 'nav' | 'header' | 'footer' | 'form';
}

export function Stack({ direction = 'column', gap = 4, align, justify, wrap = false, ...rest }: StackProps) {
  return <StackRoot $direction={direction} $gap={gap} $align={align} $justify={justify} $wrap={wrap} {...rest} />;
}

/** Centres content at the widest column size, with side padding that grows on larger screens. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.container};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;
