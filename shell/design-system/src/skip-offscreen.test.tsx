import { screen } from '@testing-library/react';
import styled from 'styled-components';
import { renderWithDesignSystem, cssFor } from './test-utils';
import { skipWhileOffscreen } from './skip-offscreen';

const Rail = styled.section`
  margin-block: 1rem;
  ${skipWhileOffscreen('20rem')}
`;

describe('skipWhileOffscreen', () => {
  it.each(['ltr', 'rtl'] as const)('lets the browser skip the part while it is off screen, keeping an expected height and room for focus (%s)', (dir) => {
    renderWithDesignSystem(<Rail aria-label="Offers">offers</Rail>, { dir });
    const css = cssFor(screen.getByRole('region', { name: 'Offers' }));

    expect(css).toContain('content-visibility:auto;');
    // the block size only: a grid or flex track keeps sizing the part's width as before
    expect(css).toContain('contain-intrinsic-block-size:auto 20rem;');
    expect(css).not.toMatch(/contain-intrinsic-(size|width|inline-size)/);
    expect(css).toContain('overflow-clip-margin:0.5rem;');
  });
});
