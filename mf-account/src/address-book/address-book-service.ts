// mf_account/address-book-service: the account team's headless address book, which the shell starts
// at boot. On every `session:changed` it reads the shopper's book (the server's for a signed-in
// shopper, the local cache for a guest) and publishes the current shipping address as
// `address:changed`, the default coordinate when there is none. On `session:ended` (logout) it clears
// the cache, the one storage key this team owns.
import { addressHeader, DEFAULT_DELIVERY_COORDINATE } from 'shared-domain';
import { getEventBus, type AddressChange, type EventBus, type SessionChange } from 'shared-events';
import { clearCachedBook, loadBook, readCachedBook, type Address } from './address-book';

/**
 * A signed-in shopper's book from the server. Its request code loads only then: the service runs
 * on every page, and most first visits are a guest's, whose book is in local storage.
 */
const fetchServerBook = (): Promise<Address[]> => import('./server-book').then((server) => server.fetchServerBook());

/** What the bus says about an address: where it is and its short label (spec §3 header). */
export function toAddressChange(address: Pick<Address, 'lat' | 'long' | 'address1'> | null): AddressChange {
  if (!address) return { lat: DEFAULT_DELIVERY_COORDINATE.lat, long: DEFAULT_DELIVERY_COORDINATE.long };
  const header = addressHeader(address.address1);
  const at = { lat: Number(address.lat), long: Number(address.long) };
  return header ? { ...at, header: header.slice(0, 120) } : at;
}

export interface AddressBookServiceOptions {
  bus?: EventBus;
  fetchBook?: () => Promise<Address[]>;
  storage?: () => Storage;
}

/** Whose book a session reads: a signed-in shopper's, or the device's guest book. */
const ownerOf = (session: SessionChange) => (session.status === 'user' ? `user:${session.user?.userId ?? ''}` : 'guest');

export function createAddressBookService({ bus = getEventBus(), fetchBook = fetchServerBook, storage = () => localStorage }: AddressBookServiceOptions = {}) {
  let reading = 0;
  /** The owner whose address this service last published, and the payload it published. */
  let published: { owner: string; change: AddressChange } | null = null;

  const publish = (owner: string, change: AddressChange) => {
    published = { owner, change };
    bus.publish('address:changed', change);
  };

  async function read(session: SessionChange) {
    const id = ++reading;
    const owner = ownerOf(session);
    if (session.status !== 'user') {
      publish(owner, toAddressChange(readCachedBook(storage()).currentShippingAddress));
      return;
    }
    try {
      const book = loadBook(await fetchBook());
      if (id === reading) publish(owner, toAddressChange(book.currentShippingAddress));
    } catch (error) {
      // spec §8: address fetch errors are logged; the shopper still gets a usable default to start from
      console.error('[mf-account] could not read the address book', error);
      if (id === reading && published?.owner !== owner) publish(owner, toAddressChange(null));
    }
  }

  return {
    start(): () => void {
      const subscriptions = [
        // An address chosen meanwhile (the picker) is newer than a reading still on its way. Subscribed
        // first, so the address the bus replays now is not mistaken for one.
        bus.subscribe('address:changed', (change) => {
          if (change !== published?.change) reading += 1;
        }),
        bus.subscribe('session:ended', () => {
          reading += 1;
          clearCachedBook(storage());
        }),
        bus.subscribe('session:changed', (session) => void read(session)),
      ];
      return () => {
        for (const subscription of subscriptions) subscription.unsubscribe();
      };
    },
  };
}

let running: { stop: () => void; starts: number } | null = null;

/** Started by the shell at boot; a second start shares the first (one reading per session change). */
export function startAddressBookService(): () => void {
  if (!running) running = { stop: createAddressBookService().start(), starts: 0 };
  const current = running;
  current.starts += 1;
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    current.starts -= 1;
    if (current.starts === 0 && running === current) {
      current.stop();
      running = null;
    }
  };
}
