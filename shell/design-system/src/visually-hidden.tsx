// Content for assistive technology only: read by screen readers, invisible on screen.
import styled, { css } from 'styled-components';

export const visuallyHiddenCss = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

/** Renders a span; use `as="div"` (or another tag) where a span is not allowed. */
export const VisuallyHidden = styled.span`
  ${visuallyHiddenCss}
`;
