// The address book state of spec §3/§4, as the account team keeps it: list, selected index, current
// shipping and billing address. Guests keep it in local storage under `user-address-book`, a key
// only this team reads or writes (the header learns the current address from `address:changed`).
import { addressTypeOf, BROWSER_STORAGE_KEYS, type AddressType } from 'shared-domain';

export type { AddressType };

export interface Address {
  id: string;
  address1: string;
  address2?: string | null;
  lat: number;
  long: number;
  addressType: AddressType;
  default: boolean;
}

export interface AddressBook {
  list: Address[];
  selectedIndex: number;
  currentShippingAddress: Address | null;
  currentBillingAddress: Address | null;
}

export const ADDRESS_BOOK_KEY = BROWSER_STORAGE_KEYS.account.addressBook;

export const EMPTY_BOOK: AddressBook = { list: [], selectedIndex: -1, currentShippingAddress: null, currentBillingAddress: null };

/** On load: each type's default becomes current and sets the selected index; empty resets. */
export function loadBook(list: Address[]): AddressBook {
  if (list.length === 0) return { ...EMPTY_BOOK };
  const normalised = list.map((a) => ({ ...a, addressType: addressTypeOf(a.addressType) }));
  const shippingIndex = normalised.findIndex((a) => a.addressType === 'SHIPPING' && a.default);
  const billing = normalised.find((a) => a.addressType === 'BILLING' && a.default) ?? null;
  return {
    list: normalised,
    selectedIndex: shippingIndex,
    currentShippingAddress: shippingIndex >= 0 ? normalised[shippingIndex]! : null,
    currentBillingAddress: billing,
  };
}

/** Add puts the address first and makes it current (and the default) for its type. */
export function addAddress(book: AddressBook, address: Address): AddressBook {
  const list = [{ ...address, default: true }, ...book.list.map((a) => (a.addressType === address.addressType ? { ...a, default: false } : a))];
  return {
    list,
    selectedIndex: address.addressType === 'SHIPPING' ? 0 : book.selectedIndex + 1,
    currentShippingAddress: address.addressType === 'SHIPPING' ? list[0]! : book.currentShippingAddress,
    currentBillingAddress: address.addressType === 'BILLING' ? list[0]! : book.currentBillingAddress,
  };
}

/** Choosing a saved address marks it default and unsets the previous default of its type. */
export function chooseAddress(book: AddressBook, index: number): AddressBook {
  const chosen = book.list[index];
  if (!chosen) return book;
  const list = book.list.map((a, i) => (a.addressType === chosen.addressType ? { ...a, default: i === index } : a));
  return {
    ...book,
    list,
    selectedIndex: chosen.addressType === 'SHIPPING' ? index : book.selectedIndex,
    currentShippingAddress: chosen.addressType === 'SHIPPING' ? list[index]! : book.currentShippingAddress,
    currentBillingAddress: chosen.addressType === 'BILLING' ? list[index]! : book.currentBillingAddress,
  };
}

export function readCachedBook(storage: Storage = localStorage): AddressBook {
  try {
    const raw = storage.getItem(ADDRESS_BOOK_KEY);
    if (!raw) return { ...EMPTY_BOOK };
    const parsed = JSON.parse(raw) as Partial<AddressBook>;
    return {
      list: Array.isArray(parsed.list) ? parsed.list : [],
      selectedIndex: typeof parsed.selectedIndex === 'number' ? parsed.selectedIndex : -1,
      currentShippingAddress: parsed.currentShippingAddress ?? null,
      currentBillingAddress: parsed.currentBillingAddress ?? null,
    };
  } catch {
    return { ...EMPTY_BOOK };
  }
}

export function saveCachedBook(book: AddressBook, storage: Storage = localStorage): void {
  storage.setItem(ADDRESS_BOOK_KEY, JSON.stringify(book));
}

/** At logout (spec §4): the guest's cached book goes with the session. */
export function clearCachedBook(storage: Storage = localStorage): void {
  storage.removeItem(ADDRESS_BOOK_KEY);
}
