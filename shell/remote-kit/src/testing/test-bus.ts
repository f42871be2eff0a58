// A fresh event bus per test, for every team's tests. The page bus lives as long as the test file
// and replays its latest values, so tests of components that read or publish state swap it for this:
//   vi.mock('shared-events', async (original) => (await import('remote-kit/testing')).withTestBus(await original()));
//   vi.mock('shared-events/react', async (original) => (await import('remote-kit/testing')).withTestBusHooks(await original()));
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

export async function withTestBusHooks(original: typeof SharedEventsReact): Promise<typeof SharedEventsReact> {
  create ??= (await vi.importActual<typeof SharedEvents>('shared-events')).createEventBus;
  return {
    ...original,
    useBusEvent: (name, handler, on = testBus()) => original.useBusEvent(name, handler, on),
    useBusValue: (name, on = testBus()) => original.useBusValue(name, on),
  };
}
