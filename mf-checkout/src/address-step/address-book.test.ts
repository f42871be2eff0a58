// The address step's first read of the shopper's current address can start as the checkout starts,
// beside the checkout itself; the step takes that read once, while it is recent.
import { unstubAllGlobals, stubGlobal } from 'remote-kit/testing';
import { clearCookies, signIn, stubStore } from '../test/store';
import { resetTestBus } from '../test/test-bus';
import { firstCurrentAddress, prefetchCurrentAddress } from './address-book';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));

const OLAYA = { id: '51', address1: '7650 King Fahd Road, Al Olaya, Riyadh', address2: null, lat: 24.6966, long: 46.6853, addressType: 'SHIPPING', isDefault: true };

let store: ReturnType<typeof stubStore>;
beforeEach(() => {
  resetTestBus();
  clearCookies();
  store = stubStore({ api: { '/api/address': { addressBook: [OLAYA] } } });
  stubGlobal('fetch', store.fetchMock);
});
afterEach(() => {
  unstubAllGlobals();
  jest.restoreAllMocks();
});

it("reads a signed-in shopper's current address ahead of the step, which takes that read once", async () => {
  signIn();
  prefetchCurrentAddress();
  prefetchCurrentAddress(); // asked again while the first read is recent: one read
  expect(store.apiCalls('/api/address')).toHaveLength(1);
  await expect(firstCurrentAddress()).resolves.toMatchObject({ id: '51', address1: OLAYA.address1 });
  expect(store.apiCalls('/api/address')).toHaveLength(1);
  // taken: the next first read of the step asks again
  await expect(firstCurrentAddress()).resolves.toMatchObject({ id: '51' });
  expect(store.apiCalls('/api/address')).toHaveLength(2);
});

it('reads nothing ahead for a guest or a session not yet known', async () => {
  prefetchCurrentAddress();
  signIn({ status: 'guest' });
  prefetchCurrentAddress();
  expect(store.requests).toEqual([]);
});

it('reads again when the read ahead is more than a few seconds old', async () => {
  signIn();
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  prefetchCurrentAddress();
  now.mockReturnValue(1_000_000 + 60_000);
  await firstCurrentAddress();
  expect(store.apiCalls('/api/address')).toHaveLength(2);
});
