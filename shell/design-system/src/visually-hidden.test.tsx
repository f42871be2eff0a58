import { screen } from '@testing-library/react';
import { renderWithDesignSystem, cssFor } from './test-utils';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('stays in the accessibility tree while taking no space on screen', () => {
    renderWithDesignSystem(
      <button type="button">
        <span aria-hidden="true">🛒</span>
        <VisuallyHidden>Cart, 3 items</VisuallyHidden>
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Cart, 3 items' });
    const css = cssFor(screen.getByText('Cart, 3 items'));

    expect(button).toBeInTheDocument();
    expect(css).toContain('position:absolute!important');
    expect(css).toContain('clip:rect(0, 0, 0, 0)!important');
  });

  it('can render another element', () => {
    renderWithDesignSystem(<VisuallyHidden as="h2">Filters</VisuallyHidden>);

    expect(screen.getByRole('heading', { level: 2, name: 'Filters' })).toBeInTheDocument();
  });
});
