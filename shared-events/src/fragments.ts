// Props of the fragments teams expose to each other (loaded at runtime with remote-kit's
// RemoteFragment). Like the events, these are contracts between teams: change them together.
// Prices here are integer halalas, as everywhere inside the app.

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
