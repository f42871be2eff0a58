// The signed-in shopper's address book on the server, through the gateway's /api/address routes.
import { addressTypeOf } from 'shared-domain';
import { gatewayRequest } from 'remote-kit';
import type { Address } from './address-book';

interface ServerAddress extends Omit<Address, 'id' | 'default' | 'addressType'> {
  id: string | number;
  addressType?: string;
  default?: boolean;
  isDefault?: boolean;
}

export async function fetchServerBook(): Promise<Address[]> {
  const body = await gatewayRequest<{ addressBook?: ServerAddress[] }>('/api/address');
  return (body.addressBook ?? []).map((a) => ({
    ...a,
    id: String(a.id),
    addressType: addressTypeOf(a.addressType),
    default: Boolean(a.default ?? a.isDefault),
  }));
}

/** Spec §7 POST /api/address/set-default: makes the address the current shipping address. */
export async function saveOnServer(address: Address): Promise<void> {
  await gatewayRequest('/api/address/set-default', {
    body: { lat: address.lat, long: address.long, address: address.address1, address2: address.address2 ?? null, country: 'SA', addressType: 'SHIPPING' },
  });
}
