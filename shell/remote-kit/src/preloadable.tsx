// A component whose code loads as a chunk of its own, like React.lazy, that can be asked for ahead of
// its first render (as a remote starts on the page that shows it). Rendered after its code has
// arrived, it renders in one pass. React.lazy would suspend for a turn even then: the nearest Suspense
// boundary shows its fallback, and React holds the content back for a while after a fallback has
// shown (about 300 ms), so a preloaded page still flashed its loading state and came late.
import { lazy, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  /** Renders the component; suspends, as React.lazy does, while its code is still on its way. */
  Component: ComponentType<P>;
  /** Starts loading the code, once; resolves when it has arrived. A failure also shows where it renders. */
  preload: () => Promise<void>;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(async () => ({ default: await start() }));

  function PreloadableComponent(props: P) {
    // Lazy only while the code is on its way. It never commits: it suspends until the code arrives,
    // and by then `loaded` is set, so the render React retries picks the component itself.
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }

  return { Component: PreloadableComponent, preload: () => start().then(() => undefined) };
}
