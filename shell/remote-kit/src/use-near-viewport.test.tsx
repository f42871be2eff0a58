import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { unstubAllGlobals } from './testing/stub-global';
import { stubIntersectionObserver } from './testing/stub-intersection-observer';
import { useNearViewport } from './use-near-viewport';

let renders = 0;

function Rail({ defer = true }: { defer?: boolean }) {
  renders += 1;
  const [ref, near] = useNearViewport<HTMLElement>(defer);
  return (
    <section ref={ref} aria-label="rail">
      <button type="button">{near ? 'products' : 'placeholders'}</button>
    </section>
  );
}

describe('useNearViewport', () => {
  beforeEach(() => {
    renders = 0;
  });
  afterEach(() => unstubAllGlobals());

  it('reveals the element when it comes near the viewport, and stops watching it', () => {
    const viewport = stubIntersectionObserver();
    render(<Rail />);
    const rail = screen.getByRole('region', { name: 'rail' });
    expect(rail).toHaveTextContent('placeholders');
    expect(viewport.watching(rail)[0]?.rootMargin).toBe('300px 0px');

    act(() => viewport.intersect(rail));
    expect(rail).toHaveTextContent('products');
    expect(viewport.watched()).toEqual([]);
  });

  it('reveals the element when focus arrives inside it', () => {
    stubIntersectionObserver();
    render(<Rail />);
    act(() => screen.getByRole('button').focus());
    expect(screen.getByRole('region', { name: 'rail' })).toHaveTextContent('products');
  });

  it('is near from the start, watching nothing, when not deferred', () => {
    const viewport = stubIntersectionObserver();
    render(<Rail defer={false} />);
    expect(screen.getByRole('region', { name: 'rail' })).toHaveTextContent('products');
    expect(viewport.watched()).toEqual([]);
  });

  it('hydrates the server HTML without rendering again until the element comes near', async () => {
    const viewport = stubIntersectionObserver();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Rail />);
    document.body.appendChild(container);
    renders = 0;
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Rail />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(renders).toBe(1);
    const rail = screen.getByRole('region', { name: 'rail' });
    expect(viewport.watching(rail)).toHaveLength(1);

    act(() => viewport.intersect(rail));
    expect(rail).toHaveTextContent('products');
    expect(renders).toBe(2);
    act(() => root?.unmount());
    container.remove();
  });
});
