/* eslint-disable */
import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type Address = {
  __typename?: 'Address';
  address1: Scalars['String']['output'];
  address2?: Maybe<Scalars['String']['output']>;
  addressType: AddressType;
  country: Scalars['String']['output'];
  /** Short city label: the last comma-separated part of address1. */
  header: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isDefault: Scalars['Boolean']['output'];
  lat: Scalars['Float']['output'];
  long: Scalars['Float']['output'];
};

export type AddressInput = {
  address1: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  addressType: AddressType;
  country?: InputMaybe<Scalars['String']['input']>;
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  lat: Scalars['Float']['input'];
  long: Scalars['Float']['input'];
};

export type AddressResult = {
  __typename?: 'AddressResult';
  address?: Maybe<Address>;
  addressBook: Array<Address>;
  arMessage: Scalars['String']['output'];
  errors: Array<FieldError>;
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type AddressType =
  | 'BILLING'
  | 'SHIPPING';

export type AttributeValue = {
  __typename?: 'AttributeValue';
  arAttribute: Scalars['String']['output'];
  arValue: Scalars['String']['output'];
  attribute: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  arMessage: Scalars['String']['output'];
  errors: Array<FieldError>;
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  refreshExpiresAt?: Maybe<Scalars['Int']['output']>;
  refreshToken?: Maybe<Scalars['String']['output']>;
  /** Seconds to wait, when too many attempts were made. */
  retryAfter?: Maybe<Scalars['Int']['output']>;
  success: Scalars['Boolean']['output'];
  token?: Maybe<Scalars['String']['output']>;
  /** Unix seconds. */
  tokenExpiresAt?: Maybe<Scalars['Int']['output']>;
  user?: Maybe<UserInfo>;
};

export type Brand = {
  __typename?: 'Brand';
  arName: Scalars['String']['output'];
  iconImage?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  productCount: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
};

/** Spec §3 cart response: totals at the best prices; offers per seller come from cartSuggestions. */
export type Cart = {
  __typename?: 'Cart';
  cartItem: Array<CartItem>;
  /** The offers computation this cart was last ranked under (becomes processId). */
  cartSugId?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  grandTotal: Scalars['Float']['output'];
  grandTotalHalalas: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  subTotal: Scalars['Float']['output'];
  subTotalHalalas: Scalars['Int']['output'];
  /** Distinct lines. */
  totalItems: Scalars['Int']['output'];
};

export type CartItem = {
  __typename?: 'CartItem';
  id: Scalars['ID']['output'];
  product: CartProduct;
  quantity: Scalars['Int']['output'];
  totalSellingPrice: Scalars['Float']['output'];
  totalSellingPriceHalalas: Scalars['Int']['output'];
};

/** A line the shopper asks for. Prices are never accepted from the client. */
export type CartItemInput = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

/** A guest cart merged at login. applied is false when the merge key had already been applied to this cart: the cart is returned unchanged. */
export type CartMergeResult = {
  __typename?: 'CartMergeResult';
  applied: Scalars['Boolean']['output'];
  arMessage: Scalars['String']['output'];
  cart?: Maybe<Cart>;
  errors: Array<FieldError>;
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type CartProduct = {
  __typename?: 'CartProduct';
  arName: Scalars['String']['output'];
  /** Some open seller holds it. */
  available: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  maxOrder?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  /** Best list and selling price among open sellers near the default point; SAR and halalas. */
  price: Scalars['Float']['output'];
  priceHalalas: Scalars['Int']['output'];
  sellingPrice: Scalars['Float']['output'];
  sellingPriceHalalas: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
};

export type CartResult = {
  __typename?: 'CartResult';
  arMessage: Scalars['String']['output'];
  cart?: Maybe<Cart>;
  errors: Array<FieldError>;
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

/** Spec §3 cart suggestion: one seller's offer for the cart. Money in SAR (two decimals) and in halalas. */
export type CartSuggestion = {
  __typename?: 'CartSuggestion';
  available: Scalars['Boolean']['output'];
  baseAmount: Scalars['Float']['output'];
  baseAmountHalalas: Scalars['Int']['output'];
  bbCommission: Scalars['Float']['output'];
  cartId?: Maybe<Scalars['String']['output']>;
  deliveryCharge: Scalars['Float']['output'];
  deliveryChargeHalalas: Scalars['Int']['output'];
  deliveryDistance: Scalars['String']['output'];
  /** Minutes. */
  deliveryTime: Scalars['Int']['output'];
  discount: Scalars['Float']['output'];
  discountHalalas: Scalars['Int']['output'];
  /** Kilometres. */
  distance: Scalars['Float']['output'];
  grandTotal: Scalars['Float']['output'];
  grandTotalHalalas: Scalars['Int']['output'];
  itemAvailable: Scalars['Int']['output'];
  itemMissing: Scalars['Int']['output'];
  itemTotal: Scalars['Int']['output'];
  items: Array<SuggestionItem>;
  minOrder: Scalars['Float']['output'];
  minOrderHalalas: Scalars['Int']['output'];
  minOrderMet: Scalars['Boolean']['output'];
  missingItems: Array<MissingCartItem>;
  outOfStockAction: OutOfStockAction;
  pgFixed: Scalars['Float']['output'];
  pgTotal: Scalars['Float']['output'];
  processId: Scalars['String']['output'];
  rank: Scalars['Int']['output'];
  riderEarning: Scalars['Float']['output'];
  scheduleTime?: Maybe<Scalars['String']['output']>;
  sellerArName: Scalars['String']['output'];
  sellerId: Scalars['ID']['output'];
  sellerName: Scalars['String']['output'];
  shippingMethod: Scalars['String']['output'];
  splitAmount: Scalars['Float']['output'];
  splitType: Scalars['String']['output'];
  subTotal: Scalars['Float']['output'];
  subTotalHalalas: Scalars['Int']['output'];
  taxAmount: Scalars['Float']['output'];
  taxAmountHalalas: Scalars['Int']['output'];
};

export type CartUpdateResult = {
  __typename?: 'CartUpdateResult';
  arMessage: Scalars['String']['output'];
  errors: Array<FieldError>;
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
  /** Null when there is no suggestion at the requested position. */
  updatedSuggestion?: Maybe<UpdatedSuggestion>;
};

export type Category = {
  __typename?: 'Category';
  arName: Scalars['String']['output'];
  children: Array<Category>;
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  level: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  parent?: Maybe<Category>;
  position: Scalars['Int']['output'];
  /** Active products in this category (with its children for a level-0 category). */
  productCount: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
};

export type CheckoutCartDetailInput = {
  /** Ignored: the server prices every line from the seller's offer. */
  itemPrice?: InputMaybe<Scalars['Float']['input']>;
  itemSellingPrice?: InputMaybe<Scalars['Float']['input']>;
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

export type CheckoutCartRefInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

/** Spec §3 cart checkout payload. Totals sent by the client are ignored and recomputed. */
export type CheckoutDataInput = {
  baseAmount?: InputMaybe<Scalars['Float']['input']>;
  bbCommission?: InputMaybe<Scalars['Float']['input']>;
  cart?: InputMaybe<CheckoutCartRefInput>;
  cartDetails: Array<CheckoutCartDetailInput>;
  /** [lat, long] of the delivery address. */
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
  coupon?: InputMaybe<Array<Scalars['ID']['input']>>;
  deliveryCharge?: InputMaybe<Scalars['Float']['input']>;
  deliveryDistance?: InputMaybe<Scalars['String']['input']>;
  discountAmount?: InputMaybe<Scalars['Float']['input']>;
  grandTotal?: InputMaybe<Scalars['Float']['input']>;
  /** Stored on the checkout; REPLACE when absent. */
  outOfStockAction?: InputMaybe<OutOfStockAction>;
  riderEarning?: InputMaybe<Scalars['Float']['input']>;
  scheduleTime?: InputMaybe<Scalars['String']['input']>;
  seller: Scalars['ID']['input'];
  shippingMethod: Scalars['ID']['input'];
  splitType?: InputMaybe<Scalars['String']['input']>;
  subTotal?: InputMaybe<Scalars['Float']['input']>;
  taxAmount?: InputMaybe<Scalars['Float']['input']>;
};

export type CheckoutRef = {
  __typename?: 'CheckoutRef';
  baseAmount: Scalars['Float']['output'];
  deliveryCharge: Scalars['Float']['output'];
  grandTotal: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  /** What the shopper chose for items the seller lacks, as stored on the checkout. */
  outOfStockAction: OutOfStockAction;
  subTotal: Scalars['Float']['output'];
  taxAmount: Scalars['Float']['output'];
  token: Scalars['String']['output'];
};

/** A message from the contact-us page. Texts are trimmed; an empty phone means none. */
export type ContactMessageInput = {
  email: Scalars['String']['input'];
  /** 10 to 2000 characters. */
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** Saudi mobile number, for example 05XXXXXXXX. */
  phone?: InputMaybe<Scalars['String']['input']>;
  subject: Scalars['String']['input'];
};

export type CreateCheckoutResult = {
  __typename?: 'CreateCheckoutResult';
  arMessage: Scalars['String']['output'];
  checkout?: Maybe<CheckoutRef>;
  errors: Array<FieldError>;
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

/** Counts per facet value over the current results; each dimension ignores its own filter. */
export type FacetCounts = {
  __typename?: 'FacetCounts';
  brands: Array<FacetValue>;
  categories: Array<FacetValue>;
  maxPrice?: Maybe<Scalars['Float']['output']>;
  minPrice?: Maybe<Scalars['Float']['output']>;
  priceRanges: Array<PriceRangeFacet>;
  productTypes: Array<FacetValue>;
  subCategories: Array<FacetValue>;
};

export type FacetValue = {
  __typename?: 'FacetValue';
  arName: Scalars['String']['output'];
  count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

/** One invalid input: the field path, the message key and the text in both languages. */
export type FieldError = {
  __typename?: 'FieldError';
  arMessage: Scalars['String']['output'];
  field: Scalars['String']['output'];
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type HighlightRange = {
  __typename?: 'HighlightRange';
  /** Exclusive. */
  end: Scalars['Int']['output'];
  /** UTF-16 offset into text. */
  start: Scalars['Int']['output'];
};

export type LanguageCode =
  | 'AR'
  | 'EN';

/** Which listing productsAttributeBySlug describes. */
export type ListingScope =
  | 'BRAND'
  | 'CATEGORY'
  | 'TYPE';

export type MetadataItem = {
  __typename?: 'MetadataItem';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type MissingCartItem = {
  __typename?: 'MissingCartItem';
  arName: Scalars['String']['output'];
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds quantities to the logged-in user's cart (capped by max order); prices are the server's. */
  addToCart: CartResult;
  createAddress: AddressResult;
  /** Spec §7: a one-item data list; the server reprices it from the seller's offers. */
  createCheckout: CreateCheckoutResult;
  deactivateUser: MutationResult;
  deleteAddress: AddressResult;
  /** Empties the logged-in user's cart; a cartId, when given, must be that cart's id. */
  emptyCart: CartResult;
  login: AuthPayload;
  /** Ends the session of the bearer token, or (from the gateway) the session holding refreshToken. */
  logout: MutationResult;
  /**
   * Merges a guest cart into the logged-in user's cart at login, once per merge key (generated once per
   * guest cart by the browser and kept with it): quantities added, capped by max order. A key already
   * applied to this cart changes nothing and returns the cart, so a retried request never adds twice.
   */
  mergeGuestCart: CartMergeResult;
  refreshToken: AuthPayload;
  register: AuthPayload;
  removeFromCart: CartResult;
  requestPasswordReset: MutationResult;
  resetPassword: MutationResult;
  /** Stores a contact-us message (only from the gateway, which rate-limits it per client). */
  saveContactMessage: MutationResult;
  /** Saves the shopper's current location as the default address of its type, reusing a matching one. */
  setCurrentAddress: AddressResult;
  /** Makes the address the default of its type. */
  setDefaultAddress: AddressResult;
  setPrefferedLanguage: UserResult;
  updateAddress: AddressResult;
  /** Sets one line's quantity; 0 removes it. */
  updateCartQuantity: CartResult;
  /** Recomputes the suggestion at a position with a new out-of-stock action (and shipping method). */
  updateCartSuggestion: CartUpdateResult;
  updatePhonenumber: UserResult;
  updateUserDetails: UserResult;
  updateUserSettings: UserResult;
};


export type MutationAddToCartArgs = {
  items: Array<CartItemInput>;
};


export type MutationCreateAddressArgs = {
  input: AddressInput;
};


export type MutationCreateCheckoutArgs = {
  data: Array<CheckoutDataInput>;
};


export type MutationDeleteAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEmptyCartArgs = {
  cartId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationLoginArgs = {
  identifier: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationLogoutArgs = {
  refreshToken?: InputMaybe<Scalars['String']['input']>;
};


export type MutationMergeGuestCartArgs = {
  items: Array<CartItemInput>;
  mergeKey: Scalars['String']['input'];
};


export type MutationRefreshTokenArgs = {
  refreshToken: Scalars['String']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemoveFromCartArgs = {
  productId: Scalars['ID']['input'];
};


export type MutationRequestPasswordResetArgs = {
  identifier: Scalars['String']['input'];
  resetUrl?: InputMaybe<Scalars['String']['input']>;
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationSaveContactMessageArgs = {
  input: ContactMessageInput;
};


export type MutationSetCurrentAddressArgs = {
  input: AddressInput;
};


export type MutationSetDefaultAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetPrefferedLanguageArgs = {
  lang: LanguageCode;
};


export type MutationUpdateAddressArgs = {
  id: Scalars['ID']['input'];
  input: AddressInput;
};


export type MutationUpdateCartQuantityArgs = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};


export type MutationUpdateCartSuggestionArgs = {
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
  items?: InputMaybe<Array<CartItemInput>>;
  outOfStockAction: OutOfStockAction;
  position: Scalars['Int']['input'];
  scheduleTime?: InputMaybe<Scalars['String']['input']>;
  shippingMethod?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdatePhonenumberArgs = {
  phone: Scalars['String']['input'];
};


export type MutationUpdateUserDetailsArgs = {
  dob?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateUserSettingsArgs = {
  enable: Scalars['Boolean']['input'];
  method: NotificationMethod;
};

export type MutationResult = {
  __typename?: 'MutationResult';
  arMessage: Scalars['String']['output'];
  errors: Array<FieldError>;
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  /** Seconds to wait, when too many attempts were made. */
  retryAfter?: Maybe<Scalars['Int']['output']>;
  success: Scalars['Boolean']['output'];
};

/** The flag updateUserSettings turns on or off. */
export type NotificationMethod =
  | 'NOTIFICATION'
  | 'PROMOTION';

/** What the shopper wants done when the chosen seller lacks an item. */
export type OutOfStockAction =
  | 'BOTH'
  | 'REMOVE'
  | 'REPLACE';

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  arDescription: Scalars['String']['output'];
  arName: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A price bucket in SAR; to is null for the open-ended top bucket. */
export type PriceRangeFacet = {
  __typename?: 'PriceRangeFacet';
  count: Scalars['Int']['output'];
  from: Scalars['Float']['output'];
  to?: Maybe<Scalars['Float']['output']>;
};

export type PriceRangeInput = {
  /** SAR */
  gte?: InputMaybe<Scalars['Float']['input']>;
  /** SAR */
  lte?: InputMaybe<Scalars['Float']['input']>;
};

export type Product = {
  __typename?: 'Product';
  active: Scalars['Boolean']['output'];
  arDescription: Scalars['String']['output'];
  arName: Scalars['String']['output'];
  attributeValues: Array<AttributeValue>;
  available: Scalars['Boolean']['output'];
  barcode?: Maybe<Scalars['String']['output']>;
  barcodeType?: Maybe<Scalars['String']['output']>;
  brand?: Maybe<Brand>;
  /** The product's (level-1) category, with its parent. */
  category: Category;
  description: Scalars['String']['output'];
  details: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  maxOrder?: Maybe<Scalars['Int']['output']>;
  metadata: Array<MetadataItem>;
  name: Scalars['String']['output'];
  /** List price in SAR: of the best offer in range when there is one, else the catalogue price. */
  price: Scalars['Float']['output'];
  priceHalalas: Scalars['Int']['output'];
  productType?: Maybe<ProductType>;
  rating: Scalars['Float']['output'];
  /** Open sellers in range that offer it. */
  sellerCount: Scalars['Int']['output'];
  /** Selling price in SAR: the lowest among open sellers in range, else the catalogue price. */
  sellingPrice: Scalars['Float']['output'];
  sellingPriceHalalas: Scalars['Int']['output'];
  seoDescription?: Maybe<Scalars['String']['output']>;
  seoTitle?: Maybe<Scalars['String']['output']>;
  sku: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** Most units one open seller in range holds. */
  stockAvailable: Scalars['Int']['output'];
  tags: Array<Scalars['String']['output']>;
  weight?: Maybe<Scalars['Float']['output']>;
  weightType?: Maybe<Scalars['String']['output']>;
};

export type ProductAttributesList = {
  __typename?: 'ProductAttributesList';
  productTypes: Array<FacetValue>;
  subCategories: Array<FacetValue>;
};

export type ProductCountableConnection = {
  __typename?: 'ProductCountableConnection';
  edges: Array<ProductEdge>;
  facets: FacetCounts;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ProductDetail = {
  __typename?: 'ProductDetail';
  /** Offers of open sellers in range, cheapest first. */
  offers: Array<SellerOffer>;
  product: Product;
};

export type ProductEdge = {
  __typename?: 'ProductEdge';
  cursor: Scalars['String']['output'];
  node: Product;
};

export type ProductFilterInput = {
  brands?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Category slugs (level 0 or 1). */
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  /** When true, only products whose best selling price in reach is below that offer's list price. */
  discounted?: InputMaybe<Scalars['Boolean']['input']>;
  price?: InputMaybe<PriceRangeInput>;
  productTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Free text, as in productsBySearch(search). */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type ProductList = {
  __typename?: 'ProductList';
  facetCounts: FacetCounts;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  results: Array<Product>;
  totalCount: Scalars['Int']['output'];
};

export type ProductSortBy =
  /** Biggest relative saving of the best offer in reach first ((price - sellingPrice) / price), then id. */
  | 'DISCOUNT_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'NEWEST'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  | 'RATING_DESC'
  | 'RELEVANCE';

export type ProductSuggestionEntry = {
  __typename?: 'ProductSuggestionEntry';
  productId: Scalars['ID']['output'];
  success: Scalars['Boolean']['output'];
  /** Replacements the seller holds, closest first. */
  suggestedItems: Array<CartProduct>;
};

export type ProductSuggestionResult = {
  __typename?: 'ProductSuggestionResult';
  productSuggestion: Array<ProductSuggestionEntry>;
};

export type ProductType = {
  __typename?: 'ProductType';
  arName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  productCount: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The logged-in user's addresses, defaults first. */
  addressBook: Array<Address>;
  brandBySlug?: Maybe<Brand>;
  /** The logged-in user's server cart; null for guests. */
  cart?: Maybe<Cart>;
  /** One offer per seller that can serve the cart, best first. Guests pass their lines; users default to the server cart. */
  cartSuggestions: Array<CartSuggestion>;
  /** Level-0 categories with their children (or the categories of one level, flat). */
  categories: Array<Category>;
  categoryBySlug?: Maybe<Category>;
  getAllShippingMethods: ShippingMethodConnection;
  getPaymentMethodByShipping: Array<PaymentMethod>;
  listAllMeiliProductAttributes: ProductAttributesList;
  listProducts: ProductList;
  /** The logged-in user; null for guests. */
  me?: Maybe<User>;
  /** Brands with the most products first. */
  popularBrands: Array<Brand>;
  /** Product types with the most products first. */
  popularProductTypes: Array<ProductType>;
  productBySlug?: Maybe<Product>;
  productDetail?: Maybe<ProductDetail>;
  /** Replacements for missing items, from one seller. */
  productSuggestion: ProductSuggestionResult;
  productTypeBySlug?: Maybe<ProductType>;
  productsAttributeBySlug?: Maybe<FacetCounts>;
  productsByCategorySlug: ProductCountableConnection;
  productsBySearch: ProductCountableConnection;
  productsBySlug: Array<Product>;
  searchProducts: SearchSuggestions;
  searchProductsAttribute: FacetCounts;
  similarProducts: Array<Product>;
  /** Logged-in user info (spec §3) without the token; null for guests. */
  userInfo?: Maybe<UserInfo>;
};


export type QueryBrandBySlugArgs = {
  slug: Scalars['String']['input'];
};


export type QueryCartSuggestionsArgs = {
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
  items?: InputMaybe<Array<CartItemInput>>;
  outOfStockAction?: InputMaybe<OutOfStockAction>;
  scheduleTime?: InputMaybe<Scalars['String']['input']>;
  shippingMethod?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCategoriesArgs = {
  level?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCategoryBySlugArgs = {
  slug: Scalars['String']['input'];
};


export type QueryGetAllShippingMethodsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetPaymentMethodByShippingArgs = {
  shippingId: Scalars['ID']['input'];
};


export type QueryListAllMeiliProductAttributesArgs = {
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
  role?: InputMaybe<Role>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryListProductsArgs = {
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
  filterData?: InputMaybe<ProductFilterInput>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  role?: InputMaybe<Role>;
  sortedBy?: InputMaybe<ProductSortBy>;
};


export type QueryPopularBrandsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPopularProductTypesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProductBySlugArgs = {
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
  role?: InputMaybe<Role>;
  slug: Scalars['String']['input'];
};


export type QueryProductDetailArgs = {
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  role?: InputMaybe<Role>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProductSuggestionArgs = {
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
  first?: InputMaybe<Scalars['Int']['input']>;
  productIds: Array<Scalars['ID']['input']>;
  sellerId: Scalars['ID']['input'];
};


export type QueryProductTypeBySlugArgs = {
  slug: Scalars['String']['input'];
};


export type QueryProductsAttributeBySlugArgs = {
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
  role?: InputMaybe<Role>;
  scope?: InputMaybe<ListingScope>;
  slug: Scalars['String']['input'];
};


export type QueryProductsByCategorySlugArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  coordinates?: InputMaybe<Array<Scalars['Float']['input']>>;
  filterData?: InputMaybe<ProductFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  slug: Scalars['String']['input'];
  sortedBy?: InputMaybe<ProductSortBy>;
  type?: InputMaybe<Role>;
};


export type QueryProductsBySearchArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  coordinates?: InputMaybe<Array<Scalars['Float']['input']>>;
  filterData?: InputMaybe<ProductFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sortedBy?: InputMaybe<ProductSortBy>;
  type?: InputMaybe<Role>;
};


export type QueryProductsBySlugArgs = {
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
  role?: InputMaybe<Role>;
  slugs: Array<Scalars['String']['input']>;
};


export type QuerySearchProductsArgs = {
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
  role?: InputMaybe<Role>;
};


export type QuerySearchProductsAttributeArgs = {
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
  filterData?: InputMaybe<ProductFilterInput>;
  role?: InputMaybe<Role>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySimilarProductsArgs = {
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
  first?: InputMaybe<Scalars['Int']['input']>;
  product: Scalars['ID']['input'];
  role?: InputMaybe<Role>;
};

export type RegisterInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<LanguageCode>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type Role =
  | 'GUEST'
  | 'USER';

export type ScheduleSlot = {
  __typename?: 'ScheduleSlot';
  /** Last moment to order for this slot. */
  cutoff: Scalars['String']['output'];
  end: Scalars['String']['output'];
  /** ISO start of the slot. */
  start: Scalars['String']['output'];
};

export type SearchSuggestion = {
  __typename?: 'SearchSuggestion';
  /** Where text matched the query; render these with a highlight, the rest as plain text. */
  highlights: Array<HighlightRange>;
  /** text as escaped HTML with <em> around the matches, for older clients. */
  html: Scalars['String']['output'];
  language: LanguageCode;
  product: Product;
  /** The product name in the language the query was typed in. */
  text: Scalars['String']['output'];
};

export type SearchSuggestions = {
  __typename?: 'SearchSuggestions';
  suggestions: Array<SearchSuggestion>;
  totalCount: Scalars['Int']['output'];
};

export type Seller = {
  __typename?: 'Seller';
  address?: Maybe<Scalars['String']['output']>;
  arAddress?: Maybe<Scalars['String']['output']>;
  arName: Scalars['String']['output'];
  deliveryMode: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isOpen: Scalars['Boolean']['output'];
  lat: Scalars['Float']['output'];
  logoImage?: Maybe<Scalars['String']['output']>;
  long: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  sellerGroup?: Maybe<SellerGroup>;
  slug: Scalars['String']['output'];
};

export type SellerGroup = {
  __typename?: 'SellerGroup';
  arName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type SellerOffer = {
  __typename?: 'SellerOffer';
  distanceKm: Scalars['Float']['output'];
  price: Scalars['Float']['output'];
  priceHalalas: Scalars['Int']['output'];
  seller: Seller;
  sellingPrice: Scalars['Float']['output'];
  sellingPriceHalalas: Scalars['Int']['output'];
  stock: Scalars['Int']['output'];
};

export type ShippingMethod = {
  __typename?: 'ShippingMethod';
  arName: Scalars['String']['output'];
  enName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  paymentMethod: Array<PaymentMethod>;
  /** Upcoming slots, for the schedule method. */
  slots: Array<ScheduleSlot>;
};

export type ShippingMethodConnection = {
  __typename?: 'ShippingMethodConnection';
  edges: Array<ShippingMethodEdge>;
  totalCount: Scalars['Int']['output'];
};

export type ShippingMethodEdge = {
  __typename?: 'ShippingMethodEdge';
  node: ShippingMethod;
};

export type SuggestionItem = {
  __typename?: 'SuggestionItem';
  arName: Scalars['String']['output'];
  capped: Scalars['Boolean']['output'];
  image?: Maybe<Scalars['String']['output']>;
  itemPrice: Scalars['Float']['output'];
  itemPriceHalalas: Scalars['Int']['output'];
  itemSellingPrice: Scalars['Float']['output'];
  itemSellingPriceHalalas: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  requestedQuantity: Scalars['Int']['output'];
  totalSellingPrice: Scalars['Float']['output'];
  totalSellingPriceHalalas: Scalars['Int']['output'];
};

/** Spec §7 cart-update response: the updated suggestion with snake_case fields. */
export type UpdatedSuggestion = {
  __typename?: 'UpdatedSuggestion';
  available: Scalars['Boolean']['output'];
  base_amount: Scalars['Float']['output'];
  bb_commission: Scalars['Float']['output'];
  cart_id?: Maybe<Scalars['String']['output']>;
  delivery_charge: Scalars['Float']['output'];
  delivery_time: Scalars['Int']['output'];
  discount: Scalars['Float']['output'];
  distance: Scalars['Float']['output'];
  grand_total: Scalars['Float']['output'];
  item_available: Scalars['Int']['output'];
  item_missing: Scalars['Int']['output'];
  item_total: Scalars['Int']['output'];
  items: Array<SuggestionItem>;
  min_order: Scalars['Float']['output'];
  missing_items: Array<MissingCartItem>;
  out_of_stock_action: OutOfStockAction;
  pg_fixed: Scalars['Float']['output'];
  pg_total: Scalars['Float']['output'];
  process_id: Scalars['String']['output'];
  rank: Scalars['Int']['output'];
  rider_earning: Scalars['Float']['output'];
  schedule_time?: Maybe<Scalars['String']['output']>;
  seller_id: Scalars['ID']['output'];
  seller_name: Scalars['String']['output'];
  split_amount: Scalars['Float']['output'];
  split_type: Scalars['String']['output'];
  sub_total: Scalars['Float']['output'];
  tax_amount: Scalars['Float']['output'];
};

export type User = {
  __typename?: 'User';
  /** YYYY-MM-DD */
  dob?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  /** First plus last name, or empty when both are missing. */
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isNotification: Scalars['Boolean']['output'];
  isPromotion: Scalars['Boolean']['output'];
  language: LanguageCode;
  lastName?: Maybe<Scalars['String']['output']>;
  mode?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

/** Spec §3 logged-in user info, without the token (that travels beside it). */
export type UserInfo = {
  __typename?: 'UserInfo';
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  fullName: Scalars['String']['output'];
  language: LanguageCode;
  lastName?: Maybe<Scalars['String']['output']>;
  mode?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
};

export type UserResult = {
  __typename?: 'UserResult';
  arMessage: Scalars['String']['output'];
  errors: Array<FieldError>;
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
  user?: Maybe<User>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Address: ResolverTypeWrapper<Address>;
  AddressInput: AddressInput;
  AddressResult: ResolverTypeWrapper<AddressResult>;
  AddressType: AddressType;
  AttributeValue: ResolverTypeWrapper<AttributeValue>;
  AuthPayload: ResolverTypeWrapper<AuthPayload>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  Cart: ResolverTypeWrapper<Cart>;
  CartItem: ResolverTypeWrapper<CartItem>;
  CartItemInput: CartItemInput;
  CartMergeResult: ResolverTypeWrapper<CartMergeResult>;
  CartProduct: ResolverTypeWrapper<CartProduct>;
  CartResult: ResolverTypeWrapper<CartResult>;
  CartSuggestion: ResolverTypeWrapper<CartSuggestion>;
  CartUpdateResult: ResolverTypeWrapper<CartUpdateResult>;
  Category: ResolverTypeWrapper<Category>;
  CheckoutCartDetailInput: CheckoutCartDetailInput;
  CheckoutCartRefInput: CheckoutCartRefInput;
  CheckoutDataInput: CheckoutDataInput;
  CheckoutRef: ResolverTypeWrapper<CheckoutRef>;
  ContactMessageInput: ContactMessageInput;
  CreateCheckoutResult: ResolverTypeWrapper<CreateCheckoutResult>;
  FacetCounts: ResolverTypeWrapper<FacetCounts>;
  FacetValue: ResolverTypeWrapper<FacetValue>;
  FieldError: ResolverTypeWrapper<FieldError>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HighlightRange: ResolverTypeWrapper<HighlightRange>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LanguageCode: LanguageCode;
  ListingScope: ListingScope;
  MetadataItem: ResolverTypeWrapper<MetadataItem>;
  MissingCartItem: ResolverTypeWrapper<MissingCartItem>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationResult: ResolverTypeWrapper<MutationResult>;
  NotificationMethod: NotificationMethod;
  OutOfStockAction: OutOfStockAction;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  PriceRangeFacet: ResolverTypeWrapper<PriceRangeFacet>;
  PriceRangeInput: PriceRangeInput;
  Product: ResolverTypeWrapper<Product>;
  ProductAttributesList: ResolverTypeWrapper<ProductAttributesList>;
  ProductCountableConnection: ResolverTypeWrapper<ProductCountableConnection>;
  ProductDetail: ResolverTypeWrapper<ProductDetail>;
  ProductEdge: ResolverTypeWrapper<ProductEdge>;
  ProductFilterInput: ProductFilterInput;
  ProductList: ResolverTypeWrapper<ProductList>;
  ProductSortBy: ProductSortBy;
  ProductSuggestionEntry: ResolverTypeWrapper<ProductSuggestionEntry>;
  ProductSuggestionResult: ResolverTypeWrapper<ProductSuggestionResult>;
  ProductType: ResolverTypeWrapper<ProductType>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  Role: Role;
  ScheduleSlot: ResolverTypeWrapper<ScheduleSlot>;
  SearchSuggestion: ResolverTypeWrapper<SearchSuggestion>;
  SearchSuggestions: ResolverTypeWrapper<SearchSuggestions>;
  Seller: ResolverTypeWrapper<Seller>;
  SellerGroup: ResolverTypeWrapper<SellerGroup>;
  SellerOffer: ResolverTypeWrapper<SellerOffer>;
  ShippingMethod: ResolverTypeWrapper<ShippingMethod>;
  ShippingMethodConnection: ResolverTypeWrapper<ShippingMethodConnection>;
  ShippingMethodEdge: ResolverTypeWrapper<ShippingMethodEdge>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SuggestionItem: ResolverTypeWrapper<SuggestionItem>;
  UpdatedSuggestion: ResolverTypeWrapper<UpdatedSuggestion>;
  User: ResolverTypeWrapper<User>;
  UserInfo: ResolverTypeWrapper<UserInfo>;
  UserResult: ResolverTypeWrapper<UserResult>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Address: Address;
  AddressInput: AddressInput;
  AddressResult: AddressResult;
  AttributeValue: AttributeValue;
  AuthPayload: AuthPayload;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  Cart: Cart;
  CartItem: CartItem;
  CartItemInput: CartItemInput;
  CartMergeResult: CartMergeResult;
  CartProduct: CartProduct;
  CartResult: CartResult;
  CartSuggestion: CartSuggestion;
  CartUpdateResult: CartUpdateResult;
  Category: Category;
  CheckoutCartDetailInput: CheckoutCartDetailInput;
  CheckoutCartRefInput: CheckoutCartRefInput;
  CheckoutDataInput: CheckoutDataInput;
  CheckoutRef: CheckoutRef;
  ContactMessageInput: ContactMessageInput;
  CreateCheckoutResult: CreateCheckoutResult;
  FacetCounts: FacetCounts;
  FacetValue: FacetValue;
  FieldError: FieldError;
  Float: Scalars['Float']['output'];
  HighlightRange: HighlightRange;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  MetadataItem: MetadataItem;
  MissingCartItem: MissingCartItem;
  Mutation: Record<PropertyKey, never>;
  MutationResult: MutationResult;
  PageInfo: PageInfo;
  PaymentMethod: PaymentMethod;
  PriceRangeFacet: PriceRangeFacet;
  PriceRangeInput: PriceRangeInput;
  Product: Product;
  ProductAttributesList: ProductAttributesList;
  ProductCountableConnection: ProductCountableConnection;
  ProductDetail: ProductDetail;
  ProductEdge: ProductEdge;
  ProductFilterInput: ProductFilterInput;
  ProductList: ProductList;
  ProductSuggestionEntry: ProductSuggestionEntry;
  ProductSuggestionResult: ProductSuggestionResult;
  ProductType: ProductType;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  ScheduleSlot: ScheduleSlot;
  SearchSuggestion: SearchSuggestion;
  SearchSuggestions: SearchSuggestions;
  Seller: Seller;
  SellerGroup: SellerGroup;
  SellerOffer: SellerOffer;
  ShippingMethod: ShippingMethod;
  ShippingMethodConnection: ShippingMethodConnection;
  ShippingMethodEdge: ShippingMethodEdge;
  String: Scalars['String']['output'];
  SuggestionItem: SuggestionItem;
  UpdatedSuggestion: UpdatedSuggestion;
  User: User;
  UserInfo: UserInfo;
  UserResult: UserResult;
};

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressType?: Resolver<ResolversTypes['AddressType'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  header?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  long?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AddressResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddressResult'] = ResolversParentTypes['AddressResult']> = {
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  addressBook?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AttributeValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttributeValue'] = ResolversParentTypes['AttributeValue']> = {
  arAttribute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attribute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshExpiresAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  refreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  retryAfter?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tokenExpiresAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['UserInfo']>, ParentType, ContextType>;
};

export type BrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iconImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  cartItem?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  cartSugId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  grandTotalHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  subTotalHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['CartProduct'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSellingPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalSellingPriceHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartMergeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartMergeResult'] = ResolversParentTypes['CartMergeResult']> = {
  applied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CartProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartProduct'] = ResolversParentTypes['CartProduct']> = {
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellingPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sellingPriceHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartResult'] = ResolversParentTypes['CartResult']> = {
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CartSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartSuggestion'] = ResolversParentTypes['CartSuggestion']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  baseAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  baseAmountHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bbCommission?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cartId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryCharge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  deliveryChargeHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveryDistance?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discountHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  distance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  grandTotalHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemAvailable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemMissing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SuggestionItem']>, ParentType, ContextType>;
  minOrder?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minOrderHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minOrderMet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  missingItems?: Resolver<Array<ResolversTypes['MissingCartItem']>, ParentType, ContextType>;
  outOfStockAction?: Resolver<ResolversTypes['OutOfStockAction'], ParentType, ContextType>;
  pgFixed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pgTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  processId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  riderEarning?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  scheduleTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sellerArName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sellerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  splitAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  splitType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  subTotalHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxAmountHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartUpdateResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartUpdateResult'] = ResolversParentTypes['CartUpdateResult']> = {
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedSuggestion?: Resolver<Maybe<ResolversTypes['UpdatedSuggestion']>, ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckoutRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutRef'] = ResolversParentTypes['CheckoutRef']> = {
  baseAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  deliveryCharge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outOfStockAction?: Resolver<ResolversTypes['OutOfStockAction'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreateCheckoutResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCheckoutResult'] = ResolversParentTypes['CreateCheckoutResult']> = {
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkout?: Resolver<Maybe<ResolversTypes['CheckoutRef']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FacetCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FacetCounts'] = ResolversParentTypes['FacetCounts']> = {
  brands?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
  maxPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceRanges?: Resolver<Array<ResolversTypes['PriceRangeFacet']>, ParentType, ContextType>;
  productTypes?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
  subCategories?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
};

export type FacetValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FacetValue'] = ResolversParentTypes['FacetValue']> = {
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HighlightRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HighlightRange'] = ResolversParentTypes['HighlightRange']> = {
  end?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MetadataItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MetadataItem'] = ResolversParentTypes['MetadataItem']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MissingCartItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MissingCartItem'] = ResolversParentTypes['MissingCartItem']> = {
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addToCart?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'items'>>;
  createAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationCreateAddressArgs, 'input'>>;
  createCheckout?: Resolver<ResolversTypes['CreateCheckoutResult'], ParentType, ContextType, RequireFields<MutationCreateCheckoutArgs, 'data'>>;
  deactivateUser?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType>;
  deleteAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'id'>>;
  emptyCart?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, Partial<MutationEmptyCartArgs>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'identifier' | 'password'>>;
  logout?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, Partial<MutationLogoutArgs>>;
  mergeGuestCart?: Resolver<ResolversTypes['CartMergeResult'], ParentType, ContextType, RequireFields<MutationMergeGuestCartArgs, 'items' | 'mergeKey'>>;
  refreshToken?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRefreshTokenArgs, 'refreshToken'>>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeFromCart?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationRemoveFromCartArgs, 'productId'>>;
  requestPasswordReset?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'identifier'>>;
  resetPassword?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  saveContactMessage?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationSaveContactMessageArgs, 'input'>>;
  setCurrentAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationSetCurrentAddressArgs, 'input'>>;
  setDefaultAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationSetDefaultAddressArgs, 'id'>>;
  setPrefferedLanguage?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationSetPrefferedLanguageArgs, 'lang'>>;
  updateAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'id' | 'input'>>;
  updateCartQuantity?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationUpdateCartQuantityArgs, 'productId' | 'quantity'>>;
  updateCartSuggestion?: Resolver<ResolversTypes['CartUpdateResult'], ParentType, ContextType, RequireFields<MutationUpdateCartSuggestionArgs, 'outOfStockAction' | 'position' | 'shippingMethod'>>;
  updatePhonenumber?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationUpdatePhonenumberArgs, 'phone'>>;
  updateUserDetails?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, Partial<MutationUpdateUserDetailsArgs>>;
  updateUserSettings?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationUpdateUserSettingsArgs, 'enable' | 'method'>>;
};

export type MutationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MutationResult'] = ResolversParentTypes['MutationResult']> = {
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retryAfter?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  arDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceRangeFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceRangeFacet'] = ResolversParentTypes['PriceRangeFacet']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  arDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attributeValues?: Resolver<Array<ResolversTypes['AttributeValue']>, ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  barcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  barcodeType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  metadata?: Resolver<Array<ResolversTypes['MetadataItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productType?: Resolver<Maybe<ResolversTypes['ProductType']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sellerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellingPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sellingPriceHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seoDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seoTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stockAvailable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  weightType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductAttributesListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductAttributesList'] = ResolversParentTypes['ProductAttributesList']> = {
  productTypes?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
  subCategories?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
};

export type ProductCountableConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductCountableConnection'] = ResolversParentTypes['ProductCountableConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductEdge']>, ParentType, ContextType>;
  facets?: Resolver<ResolversTypes['FacetCounts'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductDetail'] = ResolversParentTypes['ProductDetail']> = {
  offers?: Resolver<Array<ResolversTypes['SellerOffer']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type ProductEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductEdge'] = ResolversParentTypes['ProductEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type ProductListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductList'] = ResolversParentTypes['ProductList']> = {
  facetCounts?: Resolver<ResolversTypes['FacetCounts'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductSuggestionEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductSuggestionEntry'] = ResolversParentTypes['ProductSuggestionEntry']> = {
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  suggestedItems?: Resolver<Array<ResolversTypes['CartProduct']>, ParentType, ContextType>;
};

export type ProductSuggestionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductSuggestionResult'] = ResolversParentTypes['ProductSuggestionResult']> = {
  productSuggestion?: Resolver<Array<ResolversTypes['ProductSuggestionEntry']>, ParentType, ContextType>;
};

export type ProductTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductType'] = ResolversParentTypes['ProductType']> = {
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  addressBook?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  brandBySlug?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryBrandBySlugArgs, 'slug'>>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  cartSuggestions?: Resolver<Array<ResolversTypes['CartSuggestion']>, ParentType, ContextType, RequireFields<QueryCartSuggestionsArgs, 'outOfStockAction' | 'shippingMethod'>>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType, Partial<QueryCategoriesArgs>>;
  categoryBySlug?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryBySlugArgs, 'slug'>>;
  getAllShippingMethods?: Resolver<ResolversTypes['ShippingMethodConnection'], ParentType, ContextType, RequireFields<QueryGetAllShippingMethodsArgs, 'first'>>;
  getPaymentMethodByShipping?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType, RequireFields<QueryGetPaymentMethodByShippingArgs, 'shippingId'>>;
  listAllMeiliProductAttributes?: Resolver<ResolversTypes['ProductAttributesList'], ParentType, ContextType, Partial<QueryListAllMeiliProductAttributesArgs>>;
  listProducts?: Resolver<ResolversTypes['ProductList'], ParentType, ContextType, RequireFields<QueryListProductsArgs, 'page' | 'pageSize'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  popularBrands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryPopularBrandsArgs, 'first'>>;
  popularProductTypes?: Resolver<Array<ResolversTypes['ProductType']>, ParentType, ContextType, RequireFields<QueryPopularProductTypesArgs, 'first'>>;
  productBySlug?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductBySlugArgs, 'slug'>>;
  productDetail?: Resolver<Maybe<ResolversTypes['ProductDetail']>, ParentType, ContextType, Partial<QueryProductDetailArgs>>;
  productSuggestion?: Resolver<ResolversTypes['ProductSuggestionResult'], ParentType, ContextType, RequireFields<QueryProductSuggestionArgs, 'first' | 'productIds' | 'sellerId'>>;
  productTypeBySlug?: Resolver<Maybe<ResolversTypes['ProductType']>, ParentType, ContextType, RequireFields<QueryProductTypeBySlugArgs, 'slug'>>;
  productsAttributeBySlug?: Resolver<Maybe<ResolversTypes['FacetCounts']>, ParentType, ContextType, RequireFields<QueryProductsAttributeBySlugArgs, 'scope' | 'slug'>>;
  productsByCategorySlug?: Resolver<ResolversTypes['ProductCountableConnection'], ParentType, ContextType, RequireFields<QueryProductsByCategorySlugArgs, 'first' | 'slug'>>;
  productsBySearch?: Resolver<ResolversTypes['ProductCountableConnection'], ParentType, ContextType, RequireFields<QueryProductsBySearchArgs, 'first'>>;
  productsBySlug?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductsBySlugArgs, 'slugs'>>;
  searchProducts?: Resolver<ResolversTypes['SearchSuggestions'], ParentType, ContextType, RequireFields<QuerySearchProductsArgs, 'limit' | 'query'>>;
  searchProductsAttribute?: Resolver<ResolversTypes['FacetCounts'], ParentType, ContextType, Partial<QuerySearchProductsAttributeArgs>>;
  similarProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QuerySimilarProductsArgs, 'first' | 'product'>>;
  userInfo?: Resolver<Maybe<ResolversTypes['UserInfo']>, ParentType, ContextType>;
};

export type ScheduleSlotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScheduleSlot'] = ResolversParentTypes['ScheduleSlot']> = {
  cutoff?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchSuggestion'] = ResolversParentTypes['SearchSuggestion']> = {
  highlights?: Resolver<Array<ResolversTypes['HighlightRange']>, ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['LanguageCode'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchSuggestionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchSuggestions'] = ResolversParentTypes['SearchSuggestions']> = {
  suggestions?: Resolver<Array<ResolversTypes['SearchSuggestion']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SellerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Seller'] = ResolversParentTypes['Seller']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  arAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryMode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  logoImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  long?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sellerGroup?: Resolver<Maybe<ResolversTypes['SellerGroup']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SellerGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SellerGroup'] = ResolversParentTypes['SellerGroup']> = {
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SellerOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SellerOffer'] = ResolversParentTypes['SellerOffer']> = {
  distanceKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['Seller'], ParentType, ContextType>;
  sellingPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sellingPriceHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShippingMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingMethod'] = ResolversParentTypes['ShippingMethod']> = {
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['ScheduleSlot']>, ParentType, ContextType>;
};

export type ShippingMethodConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingMethodConnection'] = ResolversParentTypes['ShippingMethodConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ShippingMethodEdge']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShippingMethodEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingMethodEdge'] = ResolversParentTypes['ShippingMethodEdge']> = {
  node?: Resolver<ResolversTypes['ShippingMethod'], ParentType, ContextType>;
};

export type SuggestionItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SuggestionItem'] = ResolversParentTypes['SuggestionItem']> = {
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  capped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  itemPriceHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemSellingPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  itemSellingPriceHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestedQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSellingPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalSellingPriceHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UpdatedSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdatedSuggestion'] = ResolversParentTypes['UpdatedSuggestion']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  base_amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  bb_commission?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cart_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delivery_charge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  delivery_time?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  distance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  grand_total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  item_available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item_missing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item_total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SuggestionItem']>, ParentType, ContextType>;
  min_order?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  missing_items?: Resolver<Array<ResolversTypes['MissingCartItem']>, ParentType, ContextType>;
  out_of_stock_action?: Resolver<ResolversTypes['OutOfStockAction'], ParentType, ContextType>;
  pg_fixed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pg_total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  process_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rider_earning?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  schedule_time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seller_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seller_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  split_amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  split_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sub_total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tax_amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  dob?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isNotification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPromotion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['LanguageCode'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserInfo'] = ResolversParentTypes['UserInfo']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['LanguageCode'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserResult'] = ResolversParentTypes['UserResult']> = {
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Address?: AddressResolvers<ContextType>;
  AddressResult?: AddressResultResolvers<ContextType>;
  AttributeValue?: AttributeValueResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartMergeResult?: CartMergeResultResolvers<ContextType>;
  CartProduct?: CartProductResolvers<ContextType>;
  CartResult?: CartResultResolvers<ContextType>;
  CartSuggestion?: CartSuggestionResolvers<ContextType>;
  CartUpdateResult?: CartUpdateResultResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CheckoutRef?: CheckoutRefResolvers<ContextType>;
  CreateCheckoutResult?: CreateCheckoutResultResolvers<ContextType>;
  FacetCounts?: FacetCountsResolvers<ContextType>;
  FacetValue?: FacetValueResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  HighlightRange?: HighlightRangeResolvers<ContextType>;
  MetadataItem?: MetadataItemResolvers<ContextType>;
  MissingCartItem?: MissingCartItemResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationResult?: MutationResultResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PriceRangeFacet?: PriceRangeFacetResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductAttributesList?: ProductAttributesListResolvers<ContextType>;
  ProductCountableConnection?: ProductCountableConnectionResolvers<ContextType>;
  ProductDetail?: ProductDetailResolvers<ContextType>;
  ProductEdge?: ProductEdgeResolvers<ContextType>;
  ProductList?: ProductListResolvers<ContextType>;
  ProductSuggestionEntry?: ProductSuggestionEntryResolvers<ContextType>;
  ProductSuggestionResult?: ProductSuggestionResultResolvers<ContextType>;
  ProductType?: ProductTypeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ScheduleSlot?: ScheduleSlotResolvers<ContextType>;
  SearchSuggestion?: SearchSuggestionResolvers<ContextType>;
  SearchSuggestions?: SearchSuggestionsResolvers<ContextType>;
  Seller?: SellerResolvers<ContextType>;
  SellerGroup?: SellerGroupResolvers<ContextType>;
  SellerOffer?: SellerOfferResolvers<ContextType>;
  ShippingMethod?: ShippingMethodResolvers<ContextType>;
  ShippingMethodConnection?: ShippingMethodConnectionResolvers<ContextType>;
  ShippingMethodEdge?: ShippingMethodEdgeResolvers<ContextType>;
  SuggestionItem?: SuggestionItemResolvers<ContextType>;
  UpdatedSuggestion?: UpdatedSuggestionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserInfo?: UserInfoResolvers<ContextType>;
  UserResult?: UserResultResolvers<ContextType>;
};

