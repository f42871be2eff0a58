// The product card's boxes, shared by the card and its loading placeholder so both have the same
// height: a placeholder that is taller or shorter than the card moves everything below it when
// the products arrive. Each slot holds its height whatever fills it.
import styled, { css } from 'styled-components';

export const Card = styled.article`
  position: relative;
  /* what sits on the photo follows the card's own width (a rail's cards are narrower than a grid's) */
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  min-width: 0;
`;

/** Square, the card's width: the photo, its stand-in, or the placeholder's block. */
export const imageFrame = css`
  display: block;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
`;

/** Two lines of the name, always: cards in a row keep one height. */
export const nameBox = css`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  min-height: 2.5em;
`;

export const PriceRow = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  /* Two lines: in a narrow card (three to a phone's rail) the price before a discount wraps under
     the current one, and a card must not grow when that happens. */
  min-height: 3em;
`;

export const Actions = styled.div`
  margin-top: auto;
  /* The cart's stepper (2rem buttons in a 2px frame) or an add button whose label wraps: the
     control can load, wrap or turn into the stepper without the card changing height. */
  min-height: 2.25rem;
`;
