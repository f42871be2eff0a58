// The shopper's saved addresses, read through the gateway (spec §7 GET /api/address). The account
// team owns the book and its picker; checkout only reads which address is the current one.
import { gatewayRequest } from 'remote-kit';
import { whenSignedIn } from '../checkout-session/use-shopper-session';

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

/** How long a read started ahead of the address step stays good for the step's first read. */
const AHEAD_MS = 10_000;

let ahead: { read: Promise<BookAddress | null>; at: number } | null = null;

/**
 * Starts reading a signed-in shopper's current address as the checkout starts on the address step,
 * beside the checkout itself rather than after it: the step's first read takes it.
 */
export function prefetchCurrentAddress(): void {
  whenSignedIn(() => {
    if (ahead && Date.now() - ahead.at < AHEAD_MS) return;
    const read = readCurrentAddress();
    read.catch(() => undefined); // the step reads again and says what went wrong
    ahead = { read, at: Date.now() };
  });
}

/** The address step's first read: the one started ahead of it, if recent, else a new one. */
export function firstCurrentAddress(): Promise<BookAddress | null> {
  const early = ahead && Date.now() - ahead.at < AHEAD_MS ? ahead.read : null;
  ahead = null;
  return early ?? readCurrentAddress();
}
