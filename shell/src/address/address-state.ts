// What the header chip needs to know about the delivery address. The address book itself is the
// account team's (its picker writes it); the shell only reads the current shipping address: from
// the server for logged-in shoppers, from the `user-address-book` cache for guests (spec §3, §4).
import type { SessionChange } from 'shared-events';

export type AddressStatus = 'loading' | 'logged-in-ready' | 'guest-ready' | 'other';

export interface StoredAddress {
  id?: string | number;
  address1: string;
  address2?: string | null;
  lat: number;
  long: number;
  addressType?: string;
  default?: boolean;
  isDefault?: boolean;
}

export interface AddressBookCache {
  list: StoredAddress[];
  selectedIndex: number;
  currentShippingAddress: StoredAddress | null;
  currentBillingAddress: StoredAddress | null;
}

export const ADDRESS_BOOK_KEY = 'user-address-book';

/** The header's short city label: the last comma-separated part of address1 (Arabic comma too). */
export function shortLabel(address1: string | null | undefined): string | null {
  if (!address1) return null;
  const parts = address1.split(/[,،]/).map((part) => part.trim()).filter(Boolean);
  return parts.at(-1) ?? null;
}

export function readGuestBook(storage: Storage = localStorage): AddressBookCache | null {
  try {
    const raw = storage.getItem(ADDRESS_BOOK_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<AddressBookCache>;
    return {
      list: Array.isArray(parsed.list) ? parsed.list : [],
      selectedIndex: typeof parsed.selectedIndex === 'number' ? parsed.selectedIndex : -1,
      currentShippingAddress: parsed.currentShippingAddress ?? null,
      currentBillingAddress: parsed.currentBillingAddress ?? null,
    };
  } catch {
    return null;
  }
}

const isShipping = (address: StoredAddress) => (address.addressType ?? 'SHIPPING').toUpperCase() === 'SHIPPING';

/** The default shipping address of a server address book (defaults come first). */
export function currentShipping(list: StoredAddress[]): StoredAddress | null {
  const shipping = list.filter(isShipping);
  return shipping.find((a) => a.default || a.isDefault) ?? shipping[0] ?? null;
}

export interface AddressState {
  status: AddressStatus;
  current: StoredAddress | null;
}

export async function loadAddressState(session: SessionChange, fetchImpl: typeof fetch = fetch): Promise<AddressState> {
  if (session.status !== 'user') return { status: 'guest-ready', current: readGuestBook()?.currentShippingAddress ?? null };
  try {
    const response = await fetchImpl('/api/address', { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { addressBook?: StoredAddress[] };
    return { status: 'logged-in-ready', current: currentShipping(body.addressBook ?? []) };
  } catch (error) {
    // spec §8: address fetch errors are logged and the result is undefined
    console.error('[shell] could not read the address book', error);
    return { status: 'other', current: null };
  }
}
