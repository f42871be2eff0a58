import { createEventBus, type AddressChange, type EventBus, type SessionChange } from 'shared-events';
import { addAddress, ADDRESS_BOOK_KEY, EMPTY_BOOK, saveCachedBook, type Address } from './address-book';
import { createAddressBookService, toAddressChange } from './address-book-service';

const olaya: Address = { id: '11', address1: 'King Fahd Road, Al Olaya, Riyadh', lat: 24.6937, long: 46.6848, addressType: 'SHIPPING', default: true };
const hittin: Address = { id: 'local-1', address1: 'حطين، الرياض', lat: 24.764, long: 46.597, addressType: 'SHIPPING', default: true };
const khobar: Address = { id: '12', address1: 'Prince Sultan Road, Al Khobar', lat: 26.2794, long: 50.2083, addressType: 'BILLING', default: true };

const guest: SessionChange = { status: 'guest' };
const noura: SessionChange = { status: 'user', user: { userId: '41', firstName: 'Noura', lastName: 'Alharbi', fullName: 'Noura Alharbi', language: 'AR' } };

/** Lets pending reads finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

let bus: EventBus;
let published: AddressChange[];

beforeEach(() => {
  localStorage.clear();
  bus = createEventBus();
  published = [];
  bus.subscribe('address:changed', (change) => published.push(change));
  published.length = 0;
});

describe('toAddressChange', () => {
  it('carries the coordinate and the short city label of spec §3', () => {
    expect(toAddressChange(olaya)).toEqual({ lat: 24.6937, long: 46.6848, header: 'Riyadh' });
    expect(toAddressChange(hittin)).toEqual({ lat: 24.764, long: 46.597, header: 'الرياض' });
    expect(toAddressChange({ ...olaya, address1: '' })).toEqual({ lat: 24.6937, long: 46.6848 });
  });

  it('is the default coordinate of spec §3 without an address', () => {
    expect(toAddressChange(null)).toEqual({ lat: 24.76, long: 46.76 });
  });
});

describe('the address book service', () => {
  it("publishes a guest's current address from the cached book", () => {
    saveCachedBook(addAddress(EMPTY_BOOK, hittin));
    bus.publish('session:changed', guest);
    const stop = createAddressBookService({ bus, fetchBook: jest.fn() }).start();

    expect(published).toEqual([{ lat: 24.764, long: 46.597, header: 'الرياض' }]);
    stop();
  });

  it('publishes the default coordinate for a guest without a book', () => {
    const stop = createAddressBookService({ bus, fetchBook: jest.fn() }).start();
    bus.publish('session:changed', guest);

    expect(published).toEqual([{ lat: 24.76, long: 46.76 }]);
    stop();
  });

  it("reads a signed-in shopper's book from the server and publishes its default shipping address", async () => {
    const fetchBook = jest.fn(async () => [khobar, olaya]);
    const stop = createAddressBookService({ bus, fetchBook }).start();
    bus.publish('session:changed', noura);
    await settle();

    expect(fetchBook).toHaveBeenCalledTimes(1);
    expect(published).toEqual([{ lat: 24.6937, long: 46.6848, header: 'Riyadh' }]);
    stop();
  });

  it('reads again on every session change: a sign-in replaces the guest address with the account’s', async () => {
    saveCachedBook(addAddress(EMPTY_BOOK, hittin));
    const stop = createAddressBookService({ bus, fetchBook: async () => [olaya] }).start();
    bus.publish('session:changed', guest);
    bus.publish('session:changed', noura);
    await settle();

    expect(published.map((change) => change.header)).toEqual(['الرياض', 'Riyadh']);
    stop();
  });

  it('logs a failed server read and still gives the shopper the default to start from', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = createAddressBookService({ bus, fetchBook: async () => Promise.reject(new Error('HTTP 502')) }).start();
    bus.publish('session:changed', noura);
    await settle();

    expect(published).toEqual([{ lat: 24.76, long: 46.76 }]);
    expect(error).toHaveBeenCalledWith('[mf-account] could not read the address book', expect.any(Error));
    stop();
    error.mockRestore();
  });

  it('drops a server reading that arrives after the shopper chose an address in the picker', async () => {
    const answer = deferred<Address[]>();
    const stop = createAddressBookService({ bus, fetchBook: () => answer.promise }).start();
    bus.publish('session:changed', noura);
    const chosen = { lat: 24.809, long: 46.611, header: 'Riyadh' };
    bus.publish('address:changed', chosen);
    answer.resolve([olaya]);
    await settle();

    expect(published).toEqual([chosen]);
    expect(bus.latest('address:changed')).toBe(chosen);
    stop();
  });

  it('clears the cached book, the one key this team owns, when the session ends', () => {
    saveCachedBook(addAddress(EMPTY_BOOK, hittin));
    localStorage.setItem('cartInfo', '{"cartItems":[]}');
    const stop = createAddressBookService({ bus, fetchBook: jest.fn() }).start();
    bus.publish('session:ended', {});

    expect(localStorage.getItem(ADDRESS_BOOK_KEY)).toBeNull();
    // other teams' keys are theirs to clear
    expect(localStorage.getItem('cartInfo')).not.toBeNull();
    stop();
  });

  it('lets go of the bus when stopped', () => {
    const stop = createAddressBookService({ bus, fetchBook: jest.fn() }).start();
    expect(bus.subscriberCount('session:changed')).toBe(1);
    stop();
    expect(['session:changed', 'session:ended'].map((name) => bus.subscriberCount(name as 'session:changed'))).toEqual([0, 0]);
    expect(bus.subscriberCount('address:changed')).toBe(1);
  });
});
