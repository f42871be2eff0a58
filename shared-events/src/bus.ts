// The typed event bus: one RxJS subject per event, created on first use with the behaviour the
// event map declares.
import { Observable, ReplaySubject, Subject, type Subscriber, type Subscription } from 'rxjs';
import { events, isEventName, type EventName, type EventPayload } from './events';

export type EventHandler<N extends EventName> = (payload: EventPayload<N>) => void;

export interface EventBus {
  /** Validates the payload (TypeError naming the event when it is wrong) and delivers it. */
  publish<N extends EventName>(name: N, payload: EventPayload<N>): void;
  /** The event as an Observable; replay-last events replay their latest value on subscribe. */
  on<N extends EventName>(name: N): Observable<EventPayload<N>>;
  /** Shorthand for `on(name).subscribe(handler)`; call `unsubscribe()` on the result when done. */
  subscribe<N extends EventName>(name: N, handler: EventHandler<N>): Subscription;
  /** Latest payload of a replay-last event; always undefined for plain events. */
  latest<N extends EventName>(name: N): EventPayload<N> | undefined;
  /** How many subscriptions to the event are open now (diagnostics: proves unmounted apps let go). */
  subscriberCount(name: EventName): number;
}

function assertEventName(name: unknown): asserts name is EventName {
  if (!isEventName(name)) throw new TypeError(`shared-events: unknown event "${String(name)}"`);
}

export function createEventBus(): EventBus {
  const subjects = new Map<EventName, Subject<unknown>>();
  const latestValues = new Map<EventName, unknown>();
  const openSubscriptions = new Map<EventName, number>();
  const adjustCount = (name: EventName, delta: number) => openSubscriptions.set(name, (openSubscriptions.get(name) ?? 0) + delta);

  const subjectFor = (name: EventName): Subject<unknown> => {
    let subject = subjects.get(name);
    if (subject === undefined) {
      subject = events[name].behaviour === 'replay-last' ? new ReplaySubject<unknown>(1) : new Subject<unknown>();
      subjects.set(name, subject);
    }
    return subject;
  };

  const on = <N extends EventName>(name: N): Observable<EventPayload<N>> => {
    assertEventName(name);
    const subject = subjectFor(name);
    return new Observable<EventPayload<N>>((subscriber) => {
      adjustCount(name, 1);
      const inner = subject.subscribe(subscriber as Subscriber<unknown>);
      return () => {
        adjustCount(name, -1);
        inner.unsubscribe();
      };
    });
  };

  return {
    publish(name, payload) {
      assertEventName(name);
      // Each entry's check is typed for its own payload; the caller's type already matches `name`.
      const check = events[name].check as (payload: unknown) => string | undefined;
      const problem = check(payload);
      if (problem !== undefined) throw new TypeError(`shared-events: invalid payload for "${name}": ${problem}`);
      // Recorded before delivery so a handler calling latest() sees the value it was given.
      if (events[name].behaviour === 'replay-last') latestValues.set(name, payload);
      subjectFor(name).next(payload);
    },
    on,
    subscribe(name, handler) {
      return on(name).subscribe(handler);
    },
    latest<N extends EventName>(name: N) {
      assertEventName(name);
      return latestValues.get(name) as EventPayload<N> | undefined;
    },
    subscriberCount(name) {
      assertEventName(name);
      return openSubscriptions.get(name) ?? 0;
    },
  };
}
