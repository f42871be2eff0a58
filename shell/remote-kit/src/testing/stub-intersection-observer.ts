// A stand-in IntersectionObserver (jsdom has none): records what is watched, and `intersect` reports an
// element as having come near, as the browser would on scrolling. Put back with unstubAllGlobals().
import { stubGlobal } from './stub-global';

export interface ViewportStub {
  /** Observers watching `element`, with the root margin each was given. */
  watching(element: Element): { rootMargin: string }[];
  /** Every element some observer is watching. */
  watched(): Element[];
  /** Reports `element` to every observer watching it (the caller wraps it in act() where React needs it). */
  intersect(element: Element, isIntersecting?: boolean): void;
}

export function stubIntersectionObserver(): ViewportStub {
  const observers = new Set<FakeIntersectionObserver>();

  class FakeIntersectionObserver {
    readonly root = null;
    readonly rootMargin: string;
    readonly thresholds = [0];
    readonly watched = new Set<Element>();
    private readonly callback: IntersectionObserverCallback;
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.callback = callback;
      this.rootMargin = options.rootMargin ?? '0px';
      observers.add(this);
    }
    observe(element: Element) {
      this.watched.add(element);
    }
    unobserve(element: Element) {
      this.watched.delete(element);
    }
    disconnect() {
      this.watched.clear();
      observers.delete(this);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
    report(target: Element, isIntersecting: boolean) {
      this.callback([{ target, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
  }

  stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const watching = (element: Element) => [...observers].filter((observer) => observer.watched.has(element));
  return {
    watching,
    watched: () => [...observers].flatMap((observer) => [...observer.watched]),
    intersect(element, isIntersecting = true) {
      for (const observer of watching(element)) observer.report(element, isIntersecting);
    },
  };
}
