// Whether an element has come within reach of the viewport, for parts of a page that need neither
// render nor fetch until the shopper heads towards them (the home page's lower rails, the cart's
// recommendations). Once near, always near. Focus arriving inside counts as near too, so a keyboard
// user tabbing on reveals it.
// Without IntersectionObserver (jsdom, very old browsers) everything is near at once; on the server,
// nothing deferred is.
import { useCallback, useState, type RefCallback } from 'react';

/**
 * By default a part starts rendering when it is within this distance of the viewport: enough for a
 * rail to be ready as it scrolls in, without rendering on the first load what only a scroll would show.
 */
export const NEAR_VIEWPORT_MARGIN = '300px 0px';

/**
 * Returns a ref for the element to watch and whether it is near (within `rootMargin` of the viewport).
 * With `defer` false it is near from the start and nothing is watched.
 *
 * The ref starts the watch itself (a ref callback with a cleanup) rather than keeping the element in
 * state: a state update from a ref runs in the commit that attached it, so every rail of a page the
 * server rendered rendered again, carousel and all, in the same task as its hydration.
 */
export function useNearViewport<T extends HTMLElement>(defer = true, rootMargin = NEAR_VIEWPORT_MARGIN): [ref: RefCallback<T>, near: boolean] {
  const [seen, setSeen] = useState(false);
  // On the server nothing is near (the rail's placeholder is its HTML, as in the hydrating browser).
  const near = seen || !defer || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');

  const watch = useCallback(
    (element: T | null) => {
      if (near || !element) return undefined;
      const reveal = () => setSeen(true);
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reveal(), { rootMargin });
      observer.observe(element);
      element.addEventListener('focusin', reveal);
      return () => {
        observer.disconnect();
        element.removeEventListener('focusin', reveal);
      };
    },
    [near, rootMargin],
  );

  return [watch, near];
}
