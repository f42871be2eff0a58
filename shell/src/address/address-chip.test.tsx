import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../test/render';
import { resetTestBus, testBus } from '../test/test-bus';
import { AddressChip } from './address-chip';
import { addressState, resetAddressStateForTests } from './address-state';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));
// the picker is the account team's fragment; here it only has to open
jest.mock('./address-picker-host', () => ({ __esModule: true, default: ({ open }: { open: boolean }) => (open ? <div role="dialog" aria-label="picker" /> : null) }));

const signedIn = {
  status: 'user' as const,
  user: { userId: '41', firstName: 'Noura', lastName: 'Al-Qahtani', fullName: 'Noura Al-Qahtani', language: 'AR' as const },
};

let fetchMock: ReturnType<typeof jest.fn>;

beforeEach(() => {
  resetAddressStateForTests();
  resetTestBus();
  fetchMock = jest.fn();
  stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  unstubAllGlobals();
});

describe('AddressChip', () => {
  it('shows a loading placeholder until the account team publishes the address of the session', () => {
    renderShell(<AddressChip />, { language: 'en' });
    act(() => testBus().publish('session:changed', signedIn));
    expect(screen.getByTestId('address-chip-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('address-chip')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Riyadh'],
    ['ar', 'الرياض'],
  ] as const)('shows the published short label (%s) and opens the picker when ready', async (language, header) => {
    const user = userEvent.setup();
    renderShell(<AddressChip />, { language });
    act(() => {
      testBus().publish('session:changed', signedIn);
      testBus().publish('address:changed', { lat: 24.6995, long: 46.6837, header });
    });
    const chip = await screen.findByTestId('address-chip');
    expect(chip).toHaveAccessibleName(new RegExp(header));
    expect(chip).toBeEnabled();
    await user.click(chip);
    expect(await screen.findByRole('dialog', { name: 'picker' })).toBeInTheDocument();
  });

  it('shows the default city for an address without a label (the default coordinate)', async () => {
    renderShell(<AddressChip />, { language: 'en' });
    act(() => {
      testBus().publish('session:changed', { status: 'guest' });
      testBus().publish('address:changed', { lat: 24.76, long: 46.76 });
    });
    expect(await screen.findByTestId('address-chip')).toHaveAccessibleName(/Riyadh/);
  });

  it.each(['ar', 'en'] as const)('%s: its accessible name holds its visible words, and says what it does', async (language) => {
    renderShell(<AddressChip />, { language });
    act(() => {
      testBus().publish('session:changed', { status: 'guest' });
      testBus().publish('address:changed', { lat: 24.76, long: 46.76 });
    });
    const [prefix, city] = language === 'ar' ? ['التوصيل إلى', 'الرياض'] : ['Deliver to', 'Riyadh'];
    const chip = await screen.findByTestId('address-chip');
    // what shows: the prefix (from a tablet up) and the city, apart
    expect(within(chip).getByText(prefix)).toBeInTheDocument();
    expect(within(chip).getByText(city)).toBeInTheDocument();
    expect(chip).toHaveAccessibleName(`${prefix} ${city}. ${language === 'ar' ? 'تغيير العنوان' : 'Change address'}`);
  });

  it("is shown but does not open when the account team's address book could not start", async () => {
    const user = userEvent.setup();
    renderShell(<AddressChip />, { language: 'en' });
    act(() => {
      testBus().publish('session:changed', { status: 'guest' });
      addressState().markUnavailable();
    });
    const chip = await screen.findByTestId('address-chip');
    expect(chip).toBeDisabled();
    await user.click(chip);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the delivery tour once the chip can be used, and only once', async () => {
    const tours: string[] = [];
    testBus().subscribe('tour:start', ({ tour }) => tours.push(tour));
    renderShell(<AddressChip />, { language: 'en' });
    act(() => testBus().publish('session:changed', { status: 'guest' }));
    await act(async () => Promise.resolve());
    expect(tours).toEqual([]);
    act(() => testBus().publish('address:changed', { lat: 24.76, long: 46.76 }));
    await waitFor(() => expect(tours).toEqual(['delivery']));
    act(() => testBus().publish('address:changed', { lat: 24.764, long: 46.597, header: 'Riyadh' }));
    await act(async () => Promise.resolve());
    expect(tours).toEqual(['delivery']);
  });

  it("reads nothing itself: no request, and no look at the account team's storage", () => {
    localStorage.setItem('user-address-book', JSON.stringify({ currentShippingAddress: { address1: 'Hittin, Jeddah', lat: 21.5, long: 39.2 } }));
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    renderShell(<AddressChip />, { language: 'en' });
    act(() => {
      testBus().publish('session:changed', signedIn);
      testBus().publish('address:changed', { lat: 24.6995, long: 46.6837, header: 'Riyadh' });
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getItem.mock.calls.map(([key]) => key)).not.toContain('user-address-book');
    expect(screen.getByTestId('address-chip')).toHaveAccessibleName(/Riyadh/);
    getItem.mockRestore();
    localStorage.clear();
  });
});
