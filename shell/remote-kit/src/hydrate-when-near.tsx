// Hydration of a part of the server's HTML when the shopper comes near it. A listing's server HTML
// holds 24 cards, of which a phone shows four; hydrating every card, and then mounting each card's
// wishlist and add-to-cart fragments, kept the main thread busy for the whole grid while the shopper
// could only see its first row (docs/decisions/018).
//
// The part sits in a Suspense boundary. While the page hydrates, a gate inside the boundary suspends
// until the part's element comes within a screen of the viewport, or the shopper points at it, focuses
// into it or presses a key in it; React keeps the server's HTML of a boundary whose hydration suspends,
// and hydrates it once the gate opens. The HTML is there and readable all along: only its handlers
// and effects wait. Rendered anew in the browser (a later page, another listing), the part renders at
// once, as it would without the wrapper.
//
// What the page does around a waiting part reaches it too. A navigation opens the gate: the router
// renders a new address in a transition, which would otherwise wait for the part. A new language
// renders a waiting part anew, in that language. Any other change of its content makes React render
// it anew, as React does for a part it has not hydrated.
import {
  Suspense,
  use,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type ReactPromise,
} from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ServerQueriesContext } from './server-state';
import { useHydrated } from './use-hydrated';

/** How far outside the viewport a part starts hydrating: about a screen, so scrolling meets it live. */
const NEAR_MARGIN = '100% 0px 100% 0px';

// Listened for on the document, on the way down (capture): before React's own listener on its root,
// which on an event inside a part not yet hydrated tries to hydrate it at once, and finds it open.
// `focus` does not bubble, but is seen on the way down.
const INTERACTIONS = ['pointerdown', 'touchstart', 'focus', 'keydown'] as const;

/**
 * A promise React reads with `use`. Marked fulfilled the moment it opens, as React marks the promises
 * it has seen settle: a hydration React attempts in the same task (for the event that opened it) then
 * goes ahead instead of waiting for the promise's callbacks.
 */
interface Gate {
  opened: ReactPromise<void>;
  open: () => void;
}

const markFulfilled = (promise: Promise<void>): ReactPromise<void> => Object.assign(promise, { status: 'fulfilled' as const, value: undefined });

const ALREADY_OPEN = markFulfilled(Promise.resolve());

function createGate(): Gate {
  let resolve: () => void = () => undefined;
  const opened = new Promise<void>((done) => {
    resolve = done;
  });
  return {
    opened,
    open: () => {
      markFulfilled(opened);
      resolve();
    },
  };
}

// Every waiting part of the page, with one observer and one set of listeners for all of them.
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

function onInteraction(event: Event) {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const [element, open] of waiting) if (element.contains(target)) open();
}

function watch(element: Element, open: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    open();
    return () => undefined;
  }
  if (waiting.size === 0) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) waiting.get(entry.target)?.();
      },
      { rootMargin: NEAR_MARGIN },
    );
    for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, { capture: true, passive: true });
  }
  waiting.set(element, open);
  observer?.observe(element);
  return () => {
    if (!waiting.delete(element)) return;
    observer?.unobserve(element);
    if (waiting.size > 0) return;
    observer?.disconnect();
    observer = null;
    for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, { capture: true });
  };
}

function GateKeeper({ gate, children }: { gate: Gate; children: ReactNode }) {
  // Suspends only while hydrating: rendered anew (React gave up on the server's HTML of the part), the
  // part renders at once.
  use(useHydrated() ? ALREADY_OPEN : gate.opened);
  // Live, hydrated or rendered anew: nothing is left to wait for.
  useEffect(() => gate.open(), [gate]);
  return <>{children}</>;
}

export type HydrateWhenNearProps = ComponentPropsWithoutRef<'div'>;

/** A `div` whose content, when it comes from the server's HTML, hydrates when the shopper comes near it. */
export function HydrateWhenNear({ children, ...rest }: HydrateWhenNearProps) {
  const serverQueries = useContext(ServerQueriesContext);
  const hydrated = useHydrated();
  const hydrating = !hydrated && typeof document !== 'undefined' && serverQueries === null;
  // Decided once, when the part first renders: a part that was hydrated keeps its gate, so a later
  // render of the wrapper is not a change to the boundary React is still holding.
  const [gate] = useState(() => (hydrating ? createGate() : null));
  const element = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  const { i18n } = useTranslation();
  const [firstAddress] = useState(pathname + search);
  const [partKey, setPartKey] = useState(i18n.language);
  // A new address reaches the part through the router's context, in a transition, which would wait for
  // a part React cannot hydrate: it opens the gate, and the part hydrates with the page's new render.
  // Its content is the server's still, so hydrating it matches.
  if (gate && pathname + search !== firstAddress) gate.open();
  // Another language changes the part's text: a part still waiting is rendered anew, in the new
  // language, instead of hydrating the server's words.
  if (gate && gate.opened.status !== 'fulfilled' && i18n.language !== partKey) setPartKey(i18n.language);

  useEffect(() => {
    const target = element.current;
    if (!gate || !target) return undefined;
    const stop = watch(target, gate.open);
    void gate.opened.then(stop);
    return stop;
  }, [gate]);

  // The same element while the content is the same: the wrapper's own re-render after hydration does
  // not reach the boundary, which React would otherwise have to render anew instead of hydrating.
  const boundary = useMemo(
    () => (
      <Suspense key={partKey} fallback={null}>
        {gate ? <GateKeeper gate={gate}>{children}</GateKeeper> : children}
      </Suspense>
    ),
    [gate, children, partKey],
  );
  return (
    <div ref={element} {...rest}>
      {boundary}
    </div>
  );
}
