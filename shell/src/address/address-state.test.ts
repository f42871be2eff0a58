import { currentShipping, loadAddressState, readGuestBook, shortLabel } from './address-state';

describe('address state', () => {
  it('labels an address by the last comma-separated part of address1', () => {
    expect(shortLabel('King Fahd Rd, Al Olaya, Riyadh')).toBe('Riyadh');
    expect(shortLabel('طريق الملك فهد، العليا، الرياض')).toBe('الرياض');
    expect(shortLabel('')).toBeNull();
  });

  it('takes the default shipping address of a server address book', () => {
    const list = [
      { id: 1, address1: 'a, Jeddah', lat: 21.5, long: 39.2, addressType: 'BILLING', default: true },
      { id: 2, address1: 'b, Riyadh', lat: 24.7, long: 46.7, addressType: 'SHIPPING', default: false },
      { id: 3, address1: 'c, Dammam', lat: 26.4, long: 50.1, addressType: 'SHIPPING', default: true },
    ];
    expect(currentShipping(list)?.id).toBe(3);
  });

  it('reads a guest book from local storage and tolerates garbage', async () => {
    localStorage.setItem('user-address-book', 'not json');
    expect(readGuestBook()).toBeNull();
    localStorage.setItem(
      'user-address-book',
      JSON.stringify({ list: [], selectedIndex: 0, currentShippingAddress: { address1: 'Hittin, Riyadh', lat: 24.76, long: 46.6 } }),
    );
    await expect(loadAddressState({ status: 'guest' })).resolves.toMatchObject({ status: 'guest-ready', current: { address1: 'Hittin, Riyadh' } });
    localStorage.clear();
  });
});
