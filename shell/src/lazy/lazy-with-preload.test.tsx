import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { lazyWithPreload } from './lazy-with-preload';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>could not load</p> : this.props.children;
  }
}

describe('lazyWithPreload', () => {
  it('downloads once: a preload on hover and the render after the click share it', async () => {
    const load = jest.fn(async () => ({ default: Greeting }));
    const LazyGreeting = lazyWithPreload(load);
    expect(load).not.toHaveBeenCalled();

    LazyGreeting.preload();
    LazyGreeting.preload();
    expect(load).toHaveBeenCalledTimes(1);

    render(
      <Suspense fallback={<p>loading</p>}>
        <LazyGreeting name="Noura" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Noura')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed preload, and a preload never rejects', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Greeting }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Greeting });
    const LazyGreeting = lazyWithPreload(load);

    expect(() => LazyGreeting.preload()).not.toThrow();
    // let the failed download settle
    await new Promise((resolve) => setTimeout(resolve, 0));

    render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <LazyGreeting name="Fahad" />
        </Suspense>
      </Boundary>,
    );
    expect(await screen.findByText('Hello Fahad')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
