// React bindings for the bus: subscriptions tied to a component's lifetime.
import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector';
import { type EventBus, type EventHandler } from './bus';
import { type EventName, type EventPayload, type ReplayLastEventName } from './events';
import { getEventBus } from './page-bus';

/**
 * Calls `handler` for every `name` event while the component is mounted (replay-last events also
 * deliver their latest value on mount). The newest `handler` is always the one called, so it may
 * close over props and state without resubscribing.
 */
export function useBusEvent<N extends EventName>(name: N, handler: EventHandler<N>, bus: EventBus = getEventBus()): void {
  const handlerRef = useRef(handler);
  // A layout effect runs before the subscribing effect below, so even a replayed value reaches the
  // handler of the current render.
  useLayoutEffect(() => {
    handlerRef.current = handler;
  });

  useEffect(() => {
    const subscription = bus.subscribe(name, (payload) => handlerRef.current(payload));
    return () => subscription.unsubscribe();
  }, [bus, name]);
}

const noValueYet = () => undefined;

/** A replay-last event as an external store: its subscription and its latest value, stable per bus and name. */
function useLatestOf<N extends ReplayLastEventName>(name: N, bus: EventBus) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = bus.on(name).subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [bus, name],
  );
  const getSnapshot = useCallback(() => bus.latest(name), [bus, name]);
  return { subscribe, getSnapshot };
}

/** The latest value of a replay-last event (undefined until first published); re-renders on change. */
export function useBusValue<N extends ReplayLastEventName>(name: N, bus: EventBus = getEventBus()): EventPayload<N> | undefined {
  const { subscribe, getSnapshot } = useLatestOf(name, bus);
  // A page rendered on the server has heard no event: its HTML shows the values before any, and so
  // must the browser's hydrating render. The live value follows at once, as an urgent update: deferred
  // (a transition), it would wait for every part of the page still waiting to hydrate that it changes.
  return useSyncExternalStore(subscribe, getSnapshot, noValueYet);
}

/**
 * What `select` makes of a replay-last event's latest value (undefined until first published): the
 * component renders again only when the selection changes by `isEqual` (`Object.is` by default), not
 * on every publish. Keep `select` and `isEqual` stable (module scope or memoised).
 *
 * A page rendered on the server is hydrated with the selection of no value; when the live value selects
 * the same (a guest at the default address, whose coordinate is the default), nothing renders again
 * after hydration. With `useBusValue` every subscriber renders again at once, in one task.
 */
export function useBusSelector<N extends ReplayLastEventName, T>(
  name: N,
  select: (payload: EventPayload<N> | undefined) => T,
  isEqual?: (a: T, b: T) => boolean,
  bus: EventBus = getEventBus(),
): T {
  const { subscribe, getSnapshot } = useLatestOf(name, bus);
  return useSyncExternalStoreWithSelector(subscribe, getSnapshot, noValueYet, select, isEqual);
}
