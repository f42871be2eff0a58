// What the header chip shows about the delivery address, read from the bus only: the session
// (`session:changed`) and the account team's current address (`address:changed`, which its address
// book publishes for every session). The address book and its storage are the account team's; the
// shell never reads them. Spec §4 address state: loading until the address of the current session
// has arrived, then logged-in-ready or guest-ready; 'other' when the address book could not start.
import { useSyncExternalStore } from 'react';
import { getEventBus, type AddressChange, type EventBus, type SessionChange } from 'shared-events';

export type AddressStatus = 'loading' | 'logged-in-ready' | 'guest-ready' | 'other';

export interface AddressState {
  status: AddressStatus;
  /** The latest address the account team published; null before one arrives. */
  current: AddressChange | null;
}

/** Whose address a session shows: a signed-in shopper's, or the device's guest one. */
const ownerOf = (session: SessionChange | undefined) =>
  session === undefined ? null : session.status === 'user' ? `user:${session.user?.userId ?? ''}` : 'guest';

export interface AddressStateStore {
  getState: () => AddressState;
  subscribe: (listener: () => void) => () => void;
  /** The account team's address book could not be started: no address will come. */
  markUnavailable: () => void;
  stop: () => void;
}

export function createAddressState(bus: EventBus): AddressStateStore {
  let session: SessionChange | undefined;
  let current: AddressChange | null = null;
  /** The session owner the latest address was published under. */
  let currentOwner: string | null = null;
  let unavailable = false;
  let state: AddressState = { status: 'loading', current: null };
  const listeners = new Set<() => void>();

  const update = () => {
    const owner = ownerOf(session);
    let status: AddressStatus;
    if (owner === null) status = 'loading';
    else if (current && currentOwner === owner) status = session?.status === 'user' ? 'logged-in-ready' : 'guest-ready';
    else status = unavailable ? 'other' : 'loading';
    if (status === state.status && current === state.current) return;
    state = { status, current };
    for (const listener of listeners) listener();
  };

  const subscriptions = [
    bus.subscribe('session:changed', (next) => {
      session = next;
      update();
    }),
    bus.subscribe('address:changed', (address) => {
      current = address;
      // the bus records the latest session before delivering it, whoever heard it first
      currentOwner = ownerOf(bus.latest('session:changed'));
      update();
    }),
  ];

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    markUnavailable() {
      unavailable = true;
      update();
    },
    stop() {
      for (const subscription of subscriptions) subscription.unsubscribe();
    },
  };
}

let pageStore: AddressStateStore | null = null;

/** The page's address state, made on first use over the page bus. */
export function addressState(): AddressStateStore {
  pageStore ??= createAddressState(getEventBus());
  return pageStore;
}

/** Tests only: forget the page's store (each test has a fresh bus). */
export function resetAddressStateForTests(): void {
  pageStore?.stop();
  pageStore = null;
}

const loading: AddressState = { status: 'loading', current: null };

export function useAddressState(): AddressState {
  const store = addressState();
  return useSyncExternalStore(store.subscribe, store.getState, () => loading);
}
