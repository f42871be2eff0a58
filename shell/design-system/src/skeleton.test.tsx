import { screen } from '@testing-library/react';
import { Skeleton } from './skeleton';
import { cssFor, injectedCss, renderWithDesignSystem } from './test-utils';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    renderWithDesignSystem(
      <ul aria-label="Products" aria-busy="true">
        <li>
          <Skeleton role="img" aria-label="never read" />
        </li>
      </ul>,
    );

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { hidden: true })).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes the size of the content it stands in for, so nothing shifts', () => {
    renderWithDesignSystem(<Skeleton data-testid="card" width={160} height="12rem" />);
    const block = screen.getByTestId('card');

    expect(block).toHaveStyle({ width: '160px', height: '12rem' });
    expect(cssFor(block)).toContain('display:block');
  });

  it('shimmers with a transform the compositor runs, still for reduced motion, with rounded corners from the theme', () => {
    renderWithDesignSystem(<Skeleton data-testid="line" radius="full" />);
    const css = cssFor(screen.getByTestId('line'));

    expect(css).toContain('border-radius:9999px');
    const shimmer = /::after\{[^}]*animation:(\w+) 1\.4s/.exec(css)?.[1];
    expect(shimmer).toBeDefined();
    // Only the transform moves: no repaint of the placeholder on each frame.
    const frames = new RegExp(`@keyframes ${shimmer}\\{([^@]*)\\}\\}`).exec(injectedCss())?.[1] ?? '';
    expect(frames).toContain('transform:translateX(');
    expect(frames).not.toContain('background');
    // No layer of its own asked for: a still placeholder must not cost the compositor one.
    expect(css).not.toContain('will-change');
    expect(injectedCss()).toMatch(/@media \(prefers-reduced-motion: ?reduce\)\{[^}]*::after\{animation:none;?\}/);
  });

  it('stands still where nothing is loading, so a page waiting for a scroll runs no animation', () => {
    renderWithDesignSystem(
      <>
        <Skeleton data-testid="waiting" still />
        <Skeleton data-testid="loading" />
      </>,
    );

    // Each placeholder stops for reduced motion; the still one stops for everyone as well.
    const stops = (testId: string) => cssFor(screen.getByTestId(testId)).match(/::after\{animation:none;?\}/g)?.length ?? 0;
    expect(stops('loading')).toBe(1);
    expect(stops('waiting')).toBe(2);
  });
});
