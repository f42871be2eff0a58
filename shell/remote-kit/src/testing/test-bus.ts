// A fresh event bus per test, for every team's tests. The page bus lives as long as the test file
// and replays its latest values, so tests of components that read or publish state swap it for this:
//   jest.mock('shared-events', () => jest.requireActual('remote-kit/testing').withTestBus(jest.requireActual('shared-events')));
//   jest.mock('shared-events/react', () => jest.requireActual('remote-kit/testing').withTestBusHooks(jest.requireActual('shared-events/react')));
// and call resetTestBus() in beforeEach.
import type * as SharedEvents from 'shared-events';
import type * as SharedEventsReact from 'shared-events/react';

let create: (() => SharedEvents.EventBus) | null = null;
let bus: SharedEvents.EventBus | null = null;

export function testBus(): SharedEvents.EventBus {
  if (!create) throw new Error('test-bus: mock shared-events or shared-events/react with the helpers below first');
  bus ??= create();
  return bus;
}

export function resetTestBus(): SharedEvents.EventBus {
  bus = null;
  return testBus();
}

export function withTestBus(original: typeof SharedEvents): typeof SharedEvents {
  create = original.createEventBus;
  return { ...original, getEventBus: testBus };
}

export function withTestBusHooks(original: typeof SharedEventsReact): typeof SharedEventsReact {
  create ??= jest.requireActual<typeof SharedEvents>('shared-events').createEventBus;
  return {
    ...original,
    useBusEvent: (name, handler, on = testBus()) => original.useBusEvent(name, handler, on),
    useBusValue: (name, on = testBus()) => original.useBusValue(name, on),
    useBusSelector: (name, select, isEqual, on = testBus()) => original.useBusSelector(name, select, isEqual, on),
  };
}
