import { addAddress, chooseAddress, EMPTY_BOOK, loadBook, readCachedBook, saveCachedBook, type Address } from './address-book';

const home: Address = { id: '1', address1: 'Al Olaya, Riyadh', lat: 24.69, long: 46.68, addressType: 'SHIPPING', default: true };
const work: Address = { id: '2', address1: 'Hittin, Riyadh', lat: 24.76, long: 46.6, addressType: 'SHIPPING', default: false };

describe('address book', () => {
  it('makes the default shipping address current on load, and resets when empty', () => {
    const book = loadBook([work, home]);
    expect(book.selectedIndex).toBe(1);
    expect(book.currentShippingAddress?.id).toBe('1');
    expect(loadBook([])).toEqual(EMPTY_BOOK);
  });

  it('adds first and makes the new address current and the only default of its type', () => {
    const book = addAddress(loadBook([home]), work);
    expect(book.list.map((a) => a.id)).toEqual(['2', '1']);
    expect(book.currentShippingAddress?.id).toBe('2');
    expect(book.list.filter((a) => a.default).map((a) => a.id)).toEqual(['2']);
  });

  it('chooses a saved address', () => {
    const book = chooseAddress(loadBook([home, work]), 1);
    expect(book.selectedIndex).toBe(1);
    expect(book.currentShippingAddress?.id).toBe('2');
    expect(book.list[0]!.default).toBe(false);
  });

  it('round-trips through local storage', () => {
    const book = addAddress(EMPTY_BOOK, home);
    saveCachedBook(book);
    expect(readCachedBook()).toEqual(book);
    localStorage.setItem('user-address-book', '{');
    expect(readCachedBook()).toEqual(EMPTY_BOOK);
  });
});
