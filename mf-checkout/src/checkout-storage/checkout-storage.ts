// The checkout team's browser storage (spec §3 keys tknzd, order_mde, ordr_id; shared-domain names
// them). Each value is kept with the session it was written under, so the team can tell a signed-in
// shopper's data from anyone else's:
// - at logout, answering `session:ended`, it clears all of it (when checkout code is on the page);
// - when checkout code starts on a later page, under a session that is not the one a value was
//   written for (a logout happened while checkout was not loaded), it drops that value first.
// A guest's values stay when the guest signs in: it is the same shopper's checkout (ADR 002).
import { storageKeysOf, type StorageKeyOf } from 'shared-domain';
import { getEventBus, type EventBus, type SessionChange } from 'shared-events';

export type CheckoutStorageKey = StorageKeyOf<'checkout'>;

const KEYS = storageKeysOf('checkout');

/** Whose data a session writes and reads: the guest's, or one signed-in shopper's. */
export function ownerOf(session: SessionChange): string | null {
  if (session.status === 'user') return session.user ? `user:${session.user.userId}` : null;
  // expired: whose it is will be known after the logout the expired-session modal leads to
  return session.status === 'guest' ? 'guest' : null;
}

interface Stored {
  owner: string;
  value: unknown;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readStored(store: Storage, key: CheckoutStorageKey): Stored | null {
  try {
    const parsed = JSON.parse(store.getItem(key) ?? 'null') as Partial<Stored> | null;
    return parsed && typeof parsed.owner === 'string' && 'value' in parsed ? { owner: parsed.owner, value: parsed.value } : null;
  } catch {
    return null;
  }
}

/** Keeps a value for the session it belongs to; nothing is kept while the session is unknown. */
export function saveCheckoutValue(key: CheckoutStorageKey, value: unknown, session: SessionChange): void {
  const owner = ownerOf(session);
  if (!owner) return;
  try {
    storage()?.setItem(key, JSON.stringify({ owner, value } satisfies Stored));
  } catch {
    // full or blocked storage: checkout still works for this page view
  }
}

/** The value kept under `key` for this session, or null (absent, unreadable or someone else's). */
export function readCheckoutValue<T>(key: CheckoutStorageKey, session: SessionChange): T | null {
  const store = storage();
  const owner = ownerOf(session);
  const stored = store && owner ? readStored(store, key) : null;
  return stored && stored.owner === owner ? (stored.value as T) : null;
}

/** Every checkout key removed (logout). */
export function clearCheckoutStorage(): void {
  const store = storage();
  for (const key of KEYS) store?.removeItem(key);
}

/**
 * Drops what this session may not see: values of another signed-in shopper, and values whose owner
 * cannot be read. Returns the keys it removed.
 */
export function dropForeignCheckoutData(session: SessionChange): CheckoutStorageKey[] {
  const store = storage();
  const owner = ownerOf(session);
  if (!store || !owner) return [];
  const dropped: CheckoutStorageKey[] = [];
  for (const key of KEYS) {
    if (store.getItem(key) === null) continue;
    const stored = readStored(store, key);
    const keep = stored !== null && (stored.owner === owner || stored.owner === 'guest');
    if (!keep) {
      store.removeItem(key);
      dropped.push(key);
    }
  }
  return dropped;
}

let watching: (() => void) | null = null;

/**
 * Started when the checkout remote boots, for the rest of the page's life: clears this team's
 * storage at logout and drops foreign data on every session the page learns of. Once per page.
 */
export function watchCheckoutStorage(bus: EventBus = getEventBus()): () => void {
  if (watching) return watching;
  const subscriptions = [
    bus.subscribe('session:changed', (session) => void dropForeignCheckoutData(session)),
    bus.subscribe('session:ended', clearCheckoutStorage),
  ];
  const stop = () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
    if (watching === stop) watching = null;
  };
  watching = stop;
  return stop;
}
