// The shopper's saved addresses, read through the gateway (spec §7 GET /api/address). The account
// team owns the book and its picker; checkout only reads which address is the current one.
import { gatewayRequest } from 'remote-kit';

export interface BookAddress {
  id: string;
  address1: string;
  address2?: string | null;
  lat: number;
  long: number;
  addressType: string;
  isDefault: boolean;
  header?: string;
}

/** The current delivery address: the default shipping address, else the first one. */
export function currentShippingAddress(book: readonly BookAddress[]): BookAddress | null {
  const shipping = book.filter((a) => a.addressType.toUpperCase() === 'SHIPPING');
  return shipping.find((a) => a.isDefault) ?? shipping[0] ?? null;
}

export async function readCurrentAddress(): Promise<BookAddress | null> {
  const { addressBook } = await gatewayRequest<{ addressBook?: BookAddress[] }>('/api/address');
  return currentShippingAddress(Array.isArray(addressBook) ? addressBook : []);
}
