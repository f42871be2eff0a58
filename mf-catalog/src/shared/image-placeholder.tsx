// Stands in for a product photo the catalogue does not have: the same square footprint as the
// image would take (so nothing shifts), with a neutral basket glyph. Decorative: the product's
// name is always next to it.
import styled from 'styled-components';

const Box = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: 1;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.neutral[300]};
  svg {
    width: 40%;
    height: 40%;
  }
`;

export function ImagePlaceholder(props: { 'data-testid'?: string }) {
  return (
    <Box aria-hidden="true" {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 9h18l-1.6 9.1a2 2 0 0 1-2 1.65H6.6a2 2 0 0 1-2-1.65L3 9Z" />
        <path d="M8 9 11 4M16 9l-3-5M9 13v3M12 13v3M15 13v3" />
      </svg>
    </Box>
  );
}
