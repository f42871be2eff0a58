// A part of a page far below the fold (the footer, a rail, a listing's later cards) need not be
// styled, laid out and painted until the shopper comes near it: `content-visibility: auto` lets the
// browser skip that work while keeping the part in the document, the accessibility tree and find in
// page. On a slowed phone the home page's first layout and paint took about half the time with it.
import { css } from 'styled-components';

/** Room for the focus outline (3px, offset 2px) of something at the part's edge, which containment would clip. */
const FOCUS_ROOM = '0.5rem';

/**
 * Rendering skipped while off screen. `blockSize` is the part's expected height until it has been
 * rendered once; the browser then remembers its real one, so the scrollbar does not jump back.
 */
export const skipWhileOffscreen = (blockSize: string) => css`
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${blockSize};
  overflow-clip-margin: ${FOCUS_ROOM};
`;
