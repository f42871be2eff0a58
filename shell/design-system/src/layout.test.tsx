import { screen } from '@testing-library/react';
import { Container, Stack } from './layout';
import { cssFor, injectedCss, renderWithDesignSystem } from './test-utils';

describe('Stack', () => {
  it('lays children out in a column with a gap from the spacing scale', () => {
    renderWithDesignSystem(
      <Stack data-testid="stack">
        <p>one</p>
        <p>two</p>
      </Stack>,
    );
    const css = cssFor(screen.getByTestId('stack'));

    expect(css).toContain('flex-direction:column');
    expect(css).toContain('gap:1rem');
  });

  it('renders as a list of rows when asked', () => {
    renderWithDesignSystem(
      <Stack as="ul" direction="row" gap={2} wrap align="center" aria-label="Categories">
        <li>Dairy</li>
        <li>Frozen</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Categories' });
    const css = cssFor(list);

    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(css).toContain('flex-direction:row');
    expect(css).toContain('flex-wrap:wrap');
    expect(css).toContain('gap:0.5rem');
    expect(css).toContain('align-items:center');
  });
});

describe('Container', () => {
  it('centres content with logical side padding, wider from the md breakpoint', () => {
    renderWithDesignSystem(
      <Container as="main">
        <h1>Fresh food</h1>
      </Container>,
      { dir: 'rtl' },
    );
    const main = screen.getByRole('main');
    const css = cssFor(main);

    expect(main).toContainElement(screen.getByRole('heading', { name: 'Fresh food' }));
    expect(css).toContain('max-width:80em');
    expect(css).toContain('margin-inline:auto');
    expect(css).toContain('padding-inline:1rem');
    const wider = Array.from(main.classList).some((name) =>
      injectedCss().includes(`@media (min-width: 48em){.${name}{padding-inline:1.5rem;}}`),
    );
    expect(wider).toBe(true);
  });
});
