// Where the shopper is and who they are, as the API's product queries want them: prices and
// availability follow the latest `address:changed` coordinate (Riyadh until one is published).
//
// Read through selections, so a component renders again only when the coordinate or the role
// changes: a guest's first `address:changed` carries the default coordinate, and a guest's session
// the guest role, so the rails and listings of a page the server rendered do not all render again
// once hydrated, nor when an address with another label but the same place is published.
import { useMemo } from 'react';
import { DEFAULT_DELIVERY_COORDINATE, type AddressChange, type SessionChange } from 'shared-events';
import { useBusSelector } from 'shared-events/react';
import type { Role } from '../generated/graphql';

export const DEFAULT_COORDINATE: [number, number] = [DEFAULT_DELIVERY_COORDINATE.lat, DEFAULT_DELIVERY_COORDINATE.long];

export interface ShopperReach {
  coordinate: [number, number];
  role: Role;
}

const coordinateOf = (address: AddressChange | undefined): [number, number] => (address ? [address.lat, address.long] : DEFAULT_COORDINATE);
const samePlace = (a: [number, number], b: [number, number]) => a[0] === b[0] && a[1] === b[1];
const roleOf = (session: SessionChange | undefined): Role => (session?.status === 'user' ? 'USER' : 'GUEST');

export function useShopperReach(): ShopperReach {
  const coordinate = useBusSelector('address:changed', coordinateOf, samePlace);
  const role = useBusSelector('session:changed', roleOf);
  return useMemo(() => ({ coordinate, role }), [coordinate, role]);
}
