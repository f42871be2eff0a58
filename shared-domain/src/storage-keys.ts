// Spec §3 browser storage keys and cookie names, grouped by the team that owns each. Only the owner
// reads or writes its keys; at logout each team clears its own (see ADR 002, `session:ended`).

export const BROWSER_STORAGE_KEYS = {
  cart: {
    /** The selected seller offer handed to checkout. */
    cartDetails: 'cart_info_dts',
    shipMethod: 'cart_ship_method',
    /** The guest's cached cart. */
    cartInfo: 'cartInfo',
    cartProcess: 'cartProcess',
    cartAlert: 'cartAlert',
  },
  account: {
    /** Spec §3 address book state: list, selected index, current shipping and billing address. */
    addressBook: 'user-address-book',
    /** A guest's wishlist heart, kept while they sign in, so the add completes after (not in spec §3). */
    wishlistPending: 'wishlist-pending',
  },
  checkout: {
    tokenized: 'tknzd',
    orderMode: 'order_mde',
    orderId: 'ordr_id',
  },
  shell: {
    /** The guided tours record; a device preference, kept at logout. */
    tours: 'website_tours',
    /** Light or dark; a device preference, kept at logout. */
    colourMode: 'colour-mode',
  },
} as const;

export type StorageOwner = keyof typeof BROWSER_STORAGE_KEYS;
export type StorageKeyOf<O extends StorageOwner> = (typeof BROWSER_STORAGE_KEYS)[O][keyof (typeof BROWSER_STORAGE_KEYS)[O]];
export type BrowserStorageKey = { [O in StorageOwner]: StorageKeyOf<O> }[StorageOwner];

/** Every storage key one team owns. */
export function storageKeysOf<O extends StorageOwner>(owner: O): readonly StorageKeyOf<O>[] {
  return Object.values(BROWSER_STORAGE_KEYS[owner]) as StorageKeyOf<O>[];
}

/**
 * Spec §3 cookie names. The gateway sets and clears them (the session cookie and the helper cookies
 * the checkout flow asks for through /api/update-cookie); the browser names them in those requests.
 */
export const COOKIE_NAMES = {
  shell: {
    /** The encrypted session; HttpOnly, never read by JavaScript. */
    session: 'ath',
    /** The shopper's language, seven days. */
    locale: 'locale',
  },
  account: {
    address: 'addr_dts',
  },
  cart: {
    cartDetails: 'cart_info_dts',
  },
  checkout: {
    checkout: 'checkout_dts',
    paymentDetails: 'p_dts',
    cardDetails: 'card_dts',
    cardToken: 'card_tknz',
    pspId: 'PSP_ID',
    orderSuccess: 'ORD_SUCC',
    // the spec lists it without saying what it holds; it sits with the payment cookies
    eId: 'e_id',
  },
} as const;

export type CookieOwner = keyof typeof COOKIE_NAMES;
export type CookieNameOf<O extends CookieOwner> = (typeof COOKIE_NAMES)[O][keyof (typeof COOKIE_NAMES)[O]];
export type CookieName = { [O in CookieOwner]: CookieNameOf<O> }[CookieOwner];

export function cookieNamesOf<O extends CookieOwner>(owner: O): readonly CookieNameOf<O>[] {
  return Object.values(COOKIE_NAMES[owner]) as CookieNameOf<O>[];
}
