// React.lazy with a `preload()` that starts the download early: on the pointer coming near or focus
// reaching the control that will need the code, so a click finds it loaded. One download either way;
// a failed one is tried again by the next preload or render.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the code; never rejects (a failure shows when the component renders). */
  preload: () => void;
};

export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  const component = lazy(start) as PreloadableComponent<P>;
  component.preload = () => {
    start().catch(() => {
      // rendering the component tries again and shows the failure where it belongs
    });
  };
  return component;
}
