import { act, screen } from '@testing-library/react';
import { renderShell } from '../test/render';
import { resetTestBus, testBus } from '../test/test-bus';
import { AddressChip } from './address-chip';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

const BOOK = [
  { id: 7, address1: 'King Fahd Road, Al Olaya, Riyadh', lat: 24.6995, long: 46.6837, addressType: 'SHIPPING', default: true },
  { id: 8, address1: 'Prince Sultan Road, Al Khobar', lat: 26.2794, long: 50.2083, addressType: 'BILLING', default: true },
];

const addressRequests = (fetchMock: ReturnType<typeof jest.fn>) => fetchMock.mock.calls.filter(([url]) => url === '/api/address').length;

/** Lets pending loads and the effects they trigger run. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

let fetchMock: ReturnType<typeof jest.fn>;

beforeEach(() => {
  const bus = resetTestBus();
  bus.publish('session:changed', {
    status: 'user',
    user: { userId: '41', firstName: 'Noura', lastName: 'Al-Qahtani', fullName: 'Noura Al-Qahtani', language: 'AR' },
  });
  fetchMock = jest.fn(async () => new Response(JSON.stringify({ addressBook: BOOK }), { headers: { 'content-type': 'application/json' } }));
  stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  unstubAllGlobals();
});

describe('AddressChip', () => {
  it('reads the address book once when it publishes the first address itself', async () => {
    renderShell(<AddressChip />, { language: 'ar' });
    expect(await screen.findByTestId('address-chip')).toHaveAccessibleName(/Riyadh/);
    await settle();
    expect(testBus().latest('address:changed')).toEqual({ lat: 24.6995, long: 46.6837 });
    expect(addressRequests(fetchMock)).toBe(1);
  });

  it('reads it again when the picker publishes a new address', async () => {
    renderShell(<AddressChip />);
    await screen.findByTestId('address-chip');
    await settle();
    act(() => testBus().publish('address:changed', { lat: 24.774, long: 46.738 }));
    await settle();
    expect(addressRequests(fetchMock)).toBe(2);
  });

  it('does not read again for the address the bus replays when it mounts (a language switch remounts it)', async () => {
    const earlier = { lat: 24.7136, long: 46.6753 };
    testBus().publish('address:changed', earlier);
    renderShell(<AddressChip />);
    await screen.findByTestId('address-chip');
    await settle();
    expect(addressRequests(fetchMock)).toBe(1);
    expect(testBus().latest('address:changed')).toBe(earlier);
  });
});
