// The one bus per page. Module Federation shares this package as a singleton; if a second copy of
// the module ever runs on the page, the sharing is misconfigured and teams would talk past each other.
import { createEventBus, type EventBus } from './bus';

export const PAGE_BUS_KEY = Symbol.for('storefront.event-bus');

interface PageBusSlot {
  readonly bus: EventBus;
  /** Identifies the copy of this module that created the bus. */
  readonly owner: object;
}

const COPY_COUNT_KEY = Symbol.for('storefront.shared-events.copies');

/** Numbers each evaluation of this module on the page: the first copy is #1, a duplicate #2, ... */
function nextCopyNumber(): number {
  const previous: unknown = Reflect.get(globalThis, COPY_COUNT_KEY);
  const count = (typeof previous === 'number' && Number.isInteger(previous) ? previous : 0) + 1;
  Object.defineProperty(globalThis, COPY_COUNT_KEY, { value: count, configurable: true, enumerable: false, writable: true });
  return count;
}

/**
 * Names this copy of the module. Apps record it in the page's runtime report: in production a
 * duplicate copy quietly reuses the first bus, so only this token shows that the module ran twice.
 */
export const SHARED_EVENTS_COPY: string = `shared-events#${nextCopyNumber()}`;

/** The identity of this copy of the module; a second copy has a different one. */
const THIS_COPY: object = Object.freeze({ package: 'shared-events', copy: SHARED_EVENTS_COPY });

export interface RegisterPageBusOptions {
  /** Development build: a bus registered by another copy of the module is an error. */
  readonly dev: boolean;
  /** Which copy of the module is registering; tests pass their own to play a second copy. */
  readonly owner?: object;
}

function copyName(owner: object): string {
  const copy: unknown = Reflect.get(owner, 'copy');
  return typeof copy === 'string' ? copy : 'unnamed copy';
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
        `shared-events was loaded twice on this page: a second copy of the module (${copyName(owner)}) found the event bus ` +
          `of another copy (${copyName(existing.owner)}). Every app must share "shared-events" and "shared-events/" as Module Federation ` +
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
