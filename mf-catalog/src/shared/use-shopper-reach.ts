// Where the shopper is and who they are, as the API's product queries want them: prices and
// availability follow the latest `address:changed` coordinate (Riyadh until one is published).
import { DEFAULT_DELIVERY_COORDINATE } from 'shared-events';
import { useBusValue } from 'shared-events/react';
import type { Role } from '../generated/graphql';

export const DEFAULT_COORDINATE: [number, number] = [DEFAULT_DELIVERY_COORDINATE.lat, DEFAULT_DELIVERY_COORDINATE.long];

export interface ShopperReach {
  coordinate: [number, number];
  role: Role;
}

export function useShopperReach(): ShopperReach {
  const address = useBusValue('address:changed');
  const session = useBusValue('session:changed');
  return {
    coordinate: address ? [address.lat, address.long] : DEFAULT_COORDINATE,
    role: session?.status === 'user' ? 'USER' : 'GUEST',
  };
}
