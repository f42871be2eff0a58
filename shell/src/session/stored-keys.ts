// Browser storage keys of spec §3 that belong to a shopper's session. Logout clears them; the tours
// record, colour mode and language are preferences of the device and stay.
export const SESSION_STORAGE_KEYS = [
  'cart_info_dts',
  'cart_ship_method',
  'cartInfo',
  'cartProcess',
  'cartAlert',
  'tknzd',
  'order_mde',
  'ordr_id',
  'user-address-book',
] as const;

export function clearSessionStorageKeys(storage: Storage[] = [localStorage, sessionStorage]): void {
  for (const store of storage) {
    for (const key of SESSION_STORAGE_KEYS) store.removeItem(key);
  }
}
