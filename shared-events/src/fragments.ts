// What teams expose to each other at runtime: the fragments (components mounted with remote-kit's
// RemoteFragment) and the headless services the shell starts, each by its federation id
// `<container>/<exposed name>` with its props or module type. Like the events, these are contracts
// between teams: change them together. Prices here are integer halalas, as everywhere inside the app.

/** What a product card or add-to-cart needs to know about a product. */
export interface ProductSummary {
  id: number;
  slug: string;
  name: string;
  arName: string;
  image: string;
  /** Best selling price among sellers in range, in halalas. */
  sellingPrice: number;
  /** List price before discount, in halalas (equal to sellingPrice when not discounted). */
  price: number;
  maxOrder: number;
  stockAvailable: boolean;
  weight?: number;
  weightType?: string;
}

/** `mf_cart/add-to-cart`: quantity stepper bound to the shopper's cart. */
export interface AddToCartProps {
  product: ProductSummary;
  /** 'compact' for cards and rails, 'full' for the product page. */
  size?: 'compact' | 'full';
}

/** `mf_catalog/product-card`. */
export interface ProductCardProps {
  product: ProductSummary;
}

/** `mf_catalog/product-rail`: a titled, scrollable row of product cards. */
export interface ProductRailProps {
  title: string;
  /** Which products: similar to a product, or by category slug, or a search keyword. */
  source: { kind: 'similar'; productId: number } | { kind: 'category'; slug: string } | { kind: 'search'; keyword: string };
  limit?: number;
}

/** `mf_account/wishlist-toggle`: heart button; guests are sent to log in. */
export interface WishlistToggleProps {
  productId: number;
  productName: string;
}

/** `mf_account/address-picker`: the delivery-address modal opened by the header chip. */
export interface AddressPickerProps {
  open: boolean;
  onClose: () => void;
}

/** `mf_cart/cart-service`: the headless cart the shell starts at boot. */
export interface CartServiceModule {
  startCartService: (options: { authenticated: boolean }) => () => void;
}

/**
 * `mf_account/address-book-service`: the account team's headless address book, started by the shell
 * at boot. It reads the shopper's book (the server's for a signed-in shopper, the `user-address-book`
 * cache for a guest), publishes the current shipping address as `address:changed` on every
 * `session:changed`, and clears the cache on `session:ended`. Returns a function that stops it.
 */
export interface AddressBookServiceModule {
  startAddressBookService: () => () => void;
}

/** Every fragment by federation id, with the props it takes. */
export interface FragmentPropsMap {
  'mf_cart/add-to-cart': AddToCartProps;
  'mf_catalog/product-card': ProductCardProps;
  'mf_catalog/product-rail': ProductRailProps;
  'mf_account/wishlist-toggle': WishlistToggleProps;
  'mf_account/address-picker': AddressPickerProps;
}

/** Every headless service by federation id, with the module it loads as. */
export interface ServiceModuleMap {
  'mf_cart/cart-service': CartServiceModule;
  'mf_account/address-book-service': AddressBookServiceModule;
}

export type FragmentId = keyof FragmentPropsMap;
export type ServiceId = keyof ServiceModuleMap;
/** Any module one team exposes to the others (besides each remote's `./app`). */
export type ExposedId = FragmentId | ServiceId;

/**
 * A fragment's component as its team exports it (the module's default export). Written without
 * React so this package stays framework-free; a function component of these props fits it.
 */
export type FragmentComponent<Id extends FragmentId> = (props: FragmentPropsMap[Id]) => unknown;

/** What loading an exposed id gives: a fragment's module has the component as its default export. */
export type ExposedModule<Id extends ExposedId> = Id extends FragmentId
  ? { default: FragmentComponent<Id> }
  : Id extends ServiceId
    ? ServiceModuleMap[Id]
    : never;

/** The ids at runtime, so build checks can compare them with each remote's `exposes`. */
export const FRAGMENT_IDS = Object.freeze([
  'mf_cart/add-to-cart',
  'mf_catalog/product-card',
  'mf_catalog/product-rail',
  'mf_account/wishlist-toggle',
  'mf_account/address-picker',
] as const satisfies readonly FragmentId[]);

export const SERVICE_IDS = Object.freeze(['mf_cart/cart-service', 'mf_account/address-book-service'] as const satisfies readonly ServiceId[]);

export function isFragmentId(id: unknown): id is FragmentId {
  return typeof id === 'string' && (FRAGMENT_IDS as readonly string[]).includes(id);
}
