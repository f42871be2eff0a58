// The one bus per page. Module Federation shares this package as a singleton; if a second copy of
// the module ever runs on the page, the sharing is misconfigured and teams would talk past each other.
import { createEventBus, type EventBus } from './bus';

export const PAGE_BUS_KEY = Symbol.for('storefront.event-bus');

interface PageBusSlot {
  readonly bus: EventBus;
  /** Identifies the copy of this module that created the bus. */
  readonly owner: object;
}

/** The identity of this copy of the module; a second copy has a different one. */
const THIS_COPY: object = Object.freeze({ package: 'shared-events' });

export interface RegisterPageBusOptions {
  /** Development build: a bus registered by another copy of the module is an error. */
  readonly dev: boolean;
  /** Which copy of the module is registering; tests pass their own to play a second copy. */
  readonly owner?: object;
}

function isSlot(value: unknown): value is PageBusSlot {
  if (typeof value !== 'object' || value === null) return false;
  const { bus, owner } = value as Partial<Record<keyof PageBusSlot, unknown>>;
  return typeof owner === 'object' && owner !== null && typeof bus === 'object' && bus !== null && typeof (bus as EventBus).publish === 'function';
}

/**
 * Returns the bus registered on `target`, creating it if there is none. When the existing bus was
 * registered by another copy of this module it throws in development and is reused in production,
 * where a broken page is worse than a warning nobody reads.
 */
export function registerPageBus(target: object, { dev, owner = THIS_COPY }: RegisterPageBusOptions): EventBus {
  const existing: unknown = Reflect.get(target, PAGE_BUS_KEY);
  if (isSlot(existing)) {
    if (existing.owner !== owner && dev) {
      throw new Error(
        'shared-events was loaded twice on this page: a second copy of the module found the event bus ' +
          'of another copy. Every app must share "shared-events" and "shared-events/" as Module Federation ' +
          'singletons with a compatible requiredVersion; otherwise events published by one app never reach the others.',
      );
    }
    return existing.bus;
  }
  const slot: PageBusSlot = { bus: createEventBus(), owner };
  Object.defineProperty(target, PAGE_BUS_KEY, { value: slot, configurable: true, enumerable: false, writable: false });
  return slot.bus;
}

function isDevelopment(): boolean {
  // webpack replaces process.env.NODE_ENV with a literal; without a bundler and without `process`
  // the reference throws, and we behave as in production.
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

// Registered when the module body runs, so a duplicate copy fails as soon as it loads.
const pageBus = registerPageBus(globalThis, { dev: isDevelopment() });

/** The page's single event bus. */
export function getEventBus(): EventBus {
  return pageBus;
}
