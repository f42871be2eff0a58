import { BROWSER_STORAGE_KEYS, COOKIE_NAMES, cookieNamesOf, storageKeysOf } from './storage-keys';

const all = <T extends Record<string, Record<string, string>>>(groups: T) => Object.values(groups).flatMap((group) => Object.values(group));

describe('browser storage keys', () => {
  it('are the eleven keys of spec §3 and the account’s pending wishlist heart, each owned by one team', () => {
    const keys = all(BROWSER_STORAGE_KEYS);
    expect([...keys].sort()).toEqual(
      ['cart_info_dts', 'cart_ship_method', 'cartInfo', 'cartProcess', 'cartAlert', 'tknzd', 'order_mde', 'ordr_id', 'website_tours', 'user-address-book', 'colour-mode', 'wishlist-pending'].sort(),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('list each team’s own', () => {
    expect(storageKeysOf('cart')).toEqual(['cart_info_dts', 'cart_ship_method', 'cartInfo', 'cartProcess', 'cartAlert']);
    expect(storageKeysOf('account')).toEqual(['user-address-book', 'wishlist-pending']);
    expect(storageKeysOf('checkout')).toEqual(['tknzd', 'order_mde', 'ordr_id']);
    expect(storageKeysOf('shell')).toEqual(['website_tours', 'colour-mode']);
  });
});

describe('cookie names', () => {
  it('are the eleven of spec §3, once each', () => {
    const names = all(COOKIE_NAMES);
    expect([...names].sort()).toEqual(
      ['addr_dts', 'ath', 'checkout_dts', 'PSP_ID', 'ORD_SUCC', 'e_id', 'locale', 'p_dts', 'cart_info_dts', 'card_dts', 'card_tknz'].sort(),
    );
    expect(new Set(names).size).toBe(names.length);
    expect(cookieNamesOf('shell')).toEqual(['ath', 'locale']);
  });
});
