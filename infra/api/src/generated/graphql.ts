// Generated from the schema files (src/schema/index.ts) by scripts/codegen.ts. Do not edit.
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

export type Role =
  | 'GUEST'
  | 'USER';

export type LanguageCode =
  | 'AR'
  | 'EN';

export type AddressType =
  | 'SHIPPING'
  | 'BILLING';

export type ProductSortBy =
  | 'RELEVANCE'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'RATING_DESC'
  | 'NEWEST'
  /** Biggest relative saving of the best offer in reach first ((price - sellingPrice) / price), then id. */
  | 'DISCOUNT_DESC';

/** Which listing productsAttributeBySlug describes. */
export type ListingScope =
  | 'CATEGORY'
  | 'BRAND'
  | 'TYPE';

/** The flag updateUserSettings turns on or off. */
export type NotificationMethod =
  | 'NOTIFICATION'
  | 'PROMOTION';

/** One invalid input: the field path, the message key and the text in both languages. */
export type FieldError = {
  __typename?: 'FieldError';
  field: Scalars['String']['output'];
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  arMessage: Scalars['String']['output'];
};

export type MutationResult = {
  __typename?: 'MutationResult';
  success: Scalars['Boolean']['output'];
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  arMessage: Scalars['String']['output'];
  errors: Array<FieldError>;
  /** Seconds to wait, when too many attempts were made. */
  retryAfter?: Maybe<Scalars['Int']['output']>;
};

export type Category = {
  __typename?: 'Category';
  id: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  name: Scalars['String']['output'];
  arName: Scalars['String']['output'];
  image?: Maybe<Scalars['String']['output']>;
  level: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  parent?: Maybe<Category>;
  children: Array<Category>;
  /** Active products in this category (with its children for a level-0 category). */
  productCount: Scalars['Int']['output'];
};

export type Brand = {
  __typename?: 'Brand';
  id: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  name: Scalars['String']['output'];
  arName: Scalars['String']['output'];
  iconImage?: Maybe<Scalars['String']['output']>;
  productCount: Scalars['Int']['output'];
};

export type ProductType = {
  __typename?: 'ProductType';
  id: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  name: Scalars['String']['output'];
  arName: Scalars['String']['output'];
  productCount: Scalars['Int']['output'];
};

export type AttributeValue = {
  __typename?: 'AttributeValue';
  attribute: Scalars['String']['output'];
  arAttribute: Scalars['String']['output'];
  value: Scalars['String']['output'];
  arValue: Scalars['String']['output'];
};

export type MetadataItem = {
  __typename?: 'MetadataItem';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type Product = {
  __typename?: 'Product';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  arName: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  description: Scalars['String']['output'];
  arDescription: Scalars['String']['output'];
  details: Scalars['String']['output'];
  /** List price in SAR: of the best offer in range when there is one, else the catalogue price. */
  price: Scalars['Float']['output'];
  /** Selling price in SAR: the lowest among open sellers in range, else the catalogue price. */
  sellingPrice: Scalars['Float']['output'];
  priceHalalas: Scalars['Int']['output'];
  sellingPriceHalalas: Scalars['Int']['output'];
  image?: Maybe<Scalars['String']['output']>;
  metadata: Array<MetadataItem>;
  seoTitle?: Maybe<Scalars['String']['output']>;
  seoDescription?: Maybe<Scalars['String']['output']>;
  weight?: Maybe<Scalars['Float']['output']>;
  weightType?: Maybe<Scalars['String']['output']>;
  barcode?: Maybe<Scalars['String']['output']>;
  barcodeType?: Maybe<Scalars['String']['output']>;
  /** Most units one open seller in range holds. */
  stockAvailable: Scalars['Int']['output'];
  maxOrder?: Maybe<Scalars['Int']['output']>;
  rating: Scalars['Float']['output'];
  tags: Array<Scalars['String']['output']>;
  active: Scalars['Boolean']['output'];
  brand?: Maybe<Brand>;
  productType?: Maybe<ProductType>;
  /** The product's (level-1) category, with its parent. */
  category: Category;
  attributeValues: Array<AttributeValue>;
  /** Open sellers in range that offer it. */
  sellerCount: Scalars['Int']['output'];
  available: Scalars['Boolean']['output'];
};

export type SellerGroup = {
  __typename?: 'SellerGroup';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  arName: Scalars['String']['output'];
};

export type Seller = {
  __typename?: 'Seller';
  id: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  name: Scalars['String']['output'];
  arName: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  address?: Maybe<Scalars['String']['output']>;
  arAddress?: Maybe<Scalars['String']['output']>;
  lat: Scalars['Float']['output'];
  long: Scalars['Float']['output'];
  logoImage?: Maybe<Scalars['String']['output']>;
  deliveryMode: Scalars['String']['output'];
  sellerGroup?: Maybe<SellerGroup>;
  isOpen: Scalars['Boolean']['output'];
};

export type SellerOffer = {
  __typename?: 'SellerOffer';
  seller: Seller;
  price: Scalars['Float']['output'];
  sellingPrice: Scalars['Float']['output'];
  priceHalalas: Scalars['Int']['output'];
  sellingPriceHalalas: Scalars['Int']['output'];
  stock: Scalars['Int']['output'];
  distanceKm: Scalars['Float']['output'];
};

export type ProductDetail = {
  __typename?: 'ProductDetail';
  product: Product;
  /** Offers of open sellers in range, cheapest first. */
  offers: Array<SellerOffer>;
};

export type ProductEdge = {
  __typename?: 'ProductEdge';
  node: Product;
  cursor: Scalars['String']['output'];
};

export type PageInfo = {
  __typename?: 'PageInfo';
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
  endCursor?: Maybe<Scalars['String']['output']>;
};

export type FacetValue = {
  __typename?: 'FacetValue';
  id: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  name: Scalars['String']['output'];
  arName: Scalars['String']['output'];
  count: Scalars['Int']['output'];
};

/** A price bucket in SAR; to is null for the open-ended top bucket. */
export type PriceRangeFacet = {
  __typename?: 'PriceRangeFacet';
  from: Scalars['Float']['output'];
  to?: Maybe<Scalars['Float']['output']>;
  count: Scalars['Int']['output'];
};

/** Counts per facet value over the current results; each dimension ignores its own filter. */
export type FacetCounts = {
  __typename?: 'FacetCounts';
  categories: Array<FacetValue>;
  subCategories: Array<FacetValue>;
  brands: Array<FacetValue>;
  productTypes: Array<FacetValue>;
  priceRanges: Array<PriceRangeFacet>;
  minPrice?: Maybe<Scalars['Float']['output']>;
  maxPrice?: Maybe<Scalars['Float']['output']>;
};

export type ProductCountableConnection = {
  __typename?: 'ProductCountableConnection';
  edges: Array<ProductEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
  facets: FacetCounts;
};

export type ProductList = {
  __typename?: 'ProductList';
  results: Array<Product>;
  totalCount: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  facetCounts: FacetCounts;
};

export type PriceRangeInput = {
  /** SAR */
  gte?: InputMaybe<Scalars['Float']['input']>;
  /** SAR */
  lte?: InputMaybe<Scalars['Float']['input']>;
};

export type ProductFilterInput = {
  /** Free text, as in productsBySearch(search). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Category slugs (level 0 or 1). */
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  brands?: InputMaybe<Array<Scalars['String']['input']>>;
  productTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  price?: InputMaybe<PriceRangeInput>;
  /** When true, only products whose best selling price in reach is below that offer's list price. */
  discounted?: InputMaybe<Scalars['Boolean']['input']>;
};

export type HighlightRange = {
  __typename?: 'HighlightRange';
  /** UTF-16 offset into text. */
  start: Scalars['Int']['output'];
  /** Exclusive. */
  end: Scalars['Int']['output'];
};

export type SearchSuggestion = {
  __typename?: 'SearchSuggestion';
  /** The product name in the language the query was typed in. */
  text: Scalars['String']['output'];
  /** Where text matched the query; render these with a highlight, the rest as plain text. */
  highlights: Array<HighlightRange>;
  /** text as escaped HTML with <em> around the matches, for older clients. */
  html: Scalars['String']['output'];
  language: LanguageCode;
  product: Product;
};

export type SearchSuggestions = {
  __typename?: 'SearchSuggestions';
  suggestions: Array<SearchSuggestion>;
  totalCount: Scalars['Int']['output'];
};

export type ProductAttributesList = {
  __typename?: 'ProductAttributesList';
  productTypes: Array<FacetValue>;
  subCategories: Array<FacetValue>;
};

export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  mode?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD */
  dob?: Maybe<Scalars['String']['output']>;
  isNotification: Scalars['Boolean']['output'];
  isPromotion: Scalars['Boolean']['output'];
  language: LanguageCode;
  /** First plus last name, or empty when both are missing. */
  fullName: Scalars['String']['output'];
};

/** Spec §3 logged-in user info, without the token (that travels beside it). */
export type UserInfo = {
  __typename?: 'UserInfo';
  userId: Scalars['ID']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  userName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  mode?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  language: LanguageCode;
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  success: Scalars['Boolean']['output'];
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  arMessage: Scalars['String']['output'];
  errors: Array<FieldError>;
  token?: Maybe<Scalars['String']['output']>;
  refreshToken?: Maybe<Scalars['String']['output']>;
  /** Unix seconds. */
  tokenExpiresAt?: Maybe<Scalars['Int']['output']>;
  refreshExpiresAt?: Maybe<Scalars['Int']['output']>;
  /** Seconds to wait, when too many attempts were made. */
  retryAfter?: Maybe<Scalars['Int']['output']>;
  user?: Maybe<UserInfo>;
};

export type UserResult = {
  __typename?: 'UserResult';
  success: Scalars['Boolean']['output'];
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  arMessage: Scalars['String']['output'];
  errors: Array<FieldError>;
  user?: Maybe<User>;
};

export type Address = {
  __typename?: 'Address';
  id: Scalars['ID']['output'];
  address1: Scalars['String']['output'];
  address2?: Maybe<Scalars['String']['output']>;
  lat: Scalars['Float']['output'];
  long: Scalars['Float']['output'];
  addressType: AddressType;
  isDefault: Scalars['Boolean']['output'];
  country: Scalars['String']['output'];
  /** Short city label: the last comma-separated part of address1. */
  header: Scalars['String']['output'];
};

export type AddressResult = {
  __typename?: 'AddressResult';
  success: Scalars['Boolean']['output'];
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  arMessage: Scalars['String']['output'];
  errors: Array<FieldError>;
  address?: Maybe<Address>;
  addressBook: Array<Address>;
};

export type RegisterInput = {
  phone?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<LanguageCode>;
};

export type AddressInput = {
  address1: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  lat: Scalars['Float']['input'];
  long: Scalars['Float']['input'];
  addressType: AddressType;
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** Level-0 categories with their children (or the categories of one level, flat). */
  categories: Array<Category>;
  categoryBySlug?: Maybe<Category>;
  productsBySearch: ProductCountableConnection;
  productsByCategorySlug: ProductCountableConnection;
  productBySlug?: Maybe<Product>;
  productsBySlug: Array<Product>;
  productDetail?: Maybe<ProductDetail>;
  similarProducts: Array<Product>;
  productsAttributeBySlug?: Maybe<FacetCounts>;
  productTypeBySlug?: Maybe<ProductType>;
  /** Brands with the most products first. */
  popularBrands: Array<Brand>;
  /** Product types with the most products first. */
  popularProductTypes: Array<ProductType>;
  brandBySlug?: Maybe<Brand>;
  searchProducts: SearchSuggestions;
  listProducts: ProductList;
  searchProductsAttribute: FacetCounts;
  listAllMeiliProductAttributes: ProductAttributesList;
  /** The logged-in user; null for guests. */
  me?: Maybe<User>;
  /** Logged-in user info (spec §3) without the token; null for guests. */
  userInfo?: Maybe<UserInfo>;
  /** The logged-in user's addresses, defaults first. */
  addressBook: Array<Address>;
  /** The logged-in user's server cart; null for guests. */
  cart?: Maybe<Cart>;
  /** One offer per seller that can serve the cart, best first. Guests pass their lines; users default to the server cart. */
  cartSuggestions: Array<CartSuggestion>;
  /** Replacements for missing items, from one seller. */
  productSuggestion: ProductSuggestionResult;
  getAllShippingMethods: ShippingMethodConnection;
  getPaymentMethodByShipping: Array<PaymentMethod>;
};


export type QueryCategoriesArgs = {
  level?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCategoryBySlugArgs = {
  slug: Scalars['String']['input'];
};


export type QueryProductsBySearchArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  sortedBy?: InputMaybe<ProductSortBy>;
  filterData?: InputMaybe<ProductFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Role>;
  coordinates?: InputMaybe<Array<Scalars['Float']['input']>>;
};


export type QueryProductsByCategorySlugArgs = {
  slug: Scalars['String']['input'];
  sortedBy?: InputMaybe<ProductSortBy>;
  filterData?: InputMaybe<ProductFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Role>;
  coordinates?: InputMaybe<Array<Scalars['Float']['input']>>;
};


export type QueryProductBySlugArgs = {
  slug: Scalars['String']['input'];
  role?: InputMaybe<Role>;
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
};


export type QueryProductsBySlugArgs = {
  slugs: Array<Scalars['String']['input']>;
  role?: InputMaybe<Role>;
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
};


export type QueryProductDetailArgs = {
  slug?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  role?: InputMaybe<Role>;
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
};


export type QuerySimilarProductsArgs = {
  product: Scalars['ID']['input'];
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
  role?: InputMaybe<Role>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProductsAttributeBySlugArgs = {
  slug: Scalars['String']['input'];
  scope?: InputMaybe<ListingScope>;
  role?: InputMaybe<Role>;
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
};


export type QueryProductTypeBySlugArgs = {
  slug: Scalars['String']['input'];
};


export type QueryPopularBrandsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPopularProductTypesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBrandBySlugArgs = {
  slug: Scalars['String']['input'];
};


export type QuerySearchProductsArgs = {
  query: Scalars['String']['input'];
  role?: InputMaybe<Role>;
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryListProductsArgs = {
  filterData?: InputMaybe<ProductFilterInput>;
  role?: InputMaybe<Role>;
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sortedBy?: InputMaybe<ProductSortBy>;
};


export type QuerySearchProductsAttributeArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  filterData?: InputMaybe<ProductFilterInput>;
  role?: InputMaybe<Role>;
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
};


export type QueryListAllMeiliProductAttributesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Role>;
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
};


export type QueryCartSuggestionsArgs = {
  items?: InputMaybe<Array<CartItemInput>>;
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
  shippingMethod?: InputMaybe<Scalars['String']['input']>;
  scheduleTime?: InputMaybe<Scalars['String']['input']>;
  outOfStockAction?: InputMaybe<OutOfStockAction>;
};


export type QueryProductSuggestionArgs = {
  productIds: Array<Scalars['ID']['input']>;
  sellerId: Scalars['ID']['input'];
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetAllShippingMethodsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetPaymentMethodByShippingArgs = {
  shippingId: Scalars['ID']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  login: AuthPayload;
  register: AuthPayload;
  refreshToken: AuthPayload;
  requestPasswordReset: MutationResult;
  resetPassword: MutationResult;
  /** Ends the session of the bearer token, or (from the gateway) the session holding refreshToken. */
  logout: MutationResult;
  updateUserDetails: UserResult;
  setPrefferedLanguage: UserResult;
  updateUserSettings: UserResult;
  updatePhonenumber: UserResult;
  deactivateUser: MutationResult;
  createAddress: AddressResult;
  updateAddress: AddressResult;
  deleteAddress: AddressResult;
  /** Makes the address the default of its type. */
  setDefaultAddress: AddressResult;
  /** Saves the shopper's current location as the default address of its type, reusing a matching one. */
  setCurrentAddress: AddressResult;
  /** Adds quantities to the logged-in user's cart (capped by max order); prices are the server's. */
  addToCart: CartResult;
  /**
   * Merges a guest cart into the logged-in user's cart at login, once per merge key (generated once per
   * guest cart by the browser and kept with it): quantities added, capped by max order. A key already
   * applied to this cart changes nothing and returns the cart, so a retried request never adds twice.
   */
  mergeGuestCart: CartMergeResult;
  /** Sets one line's quantity; 0 removes it. */
  updateCartQuantity: CartResult;
  removeFromCart: CartResult;
  /** Empties the logged-in user's cart; a cartId, when given, must be that cart's id. */
  emptyCart: CartResult;
  /** Recomputes the suggestion at a position with a new out-of-stock action (and shipping method). */
  updateCartSuggestion: CartUpdateResult;
  /** Spec §7: a one-item data list; the server reprices it from the seller's offers. */
  createCheckout: CreateCheckoutResult;
  /** Stores a contact-us message (only from the gateway, which rate-limits it per client). */
  saveContactMessage: MutationResult;
};


export type MutationLoginArgs = {
  identifier: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRefreshTokenArgs = {
  refreshToken: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  identifier: Scalars['String']['input'];
  resetUrl?: InputMaybe<Scalars['String']['input']>;
};


export type MutationResetPasswordArgs = {
  token: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationLogoutArgs = {
  refreshToken?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateUserDetailsArgs = {
  title?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  dob?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetPrefferedLanguageArgs = {
  lang: LanguageCode;
};


export type MutationUpdateUserSettingsArgs = {
  enable: Scalars['Boolean']['input'];
  method: NotificationMethod;
};


export type MutationUpdatePhonenumberArgs = {
  phone: Scalars['String']['input'];
};


export type MutationCreateAddressArgs = {
  input: AddressInput;
};


export type MutationUpdateAddressArgs = {
  id: Scalars['ID']['input'];
  input: AddressInput;
};


export type MutationDeleteAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetDefaultAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetCurrentAddressArgs = {
  input: AddressInput;
};


export type MutationAddToCartArgs = {
  items: Array<CartItemInput>;
};


export type MutationMergeGuestCartArgs = {
  mergeKey: Scalars['String']['input'];
  items: Array<CartItemInput>;
};


export type MutationUpdateCartQuantityArgs = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};


export type MutationRemoveFromCartArgs = {
  productId: Scalars['ID']['input'];
};


export type MutationEmptyCartArgs = {
  cartId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdateCartSuggestionArgs = {
  position: Scalars['Int']['input'];
  outOfStockAction: OutOfStockAction;
  items?: InputMaybe<Array<CartItemInput>>;
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
  shippingMethod?: InputMaybe<Scalars['String']['input']>;
  scheduleTime?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateCheckoutArgs = {
  data: Array<CheckoutDataInput>;
};


export type MutationSaveContactMessageArgs = {
  input: ContactMessageInput;
};

/** What the shopper wants done when the chosen seller lacks an item. */
export type OutOfStockAction =
  | 'REPLACE'
  | 'REMOVE'
  | 'BOTH';

export type CartProduct = {
  __typename?: 'CartProduct';
  id: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  name: Scalars['String']['output'];
  arName: Scalars['String']['output'];
  image?: Maybe<Scalars['String']['output']>;
  /** Best list and selling price among open sellers near the default point; SAR and halalas. */
  price: Scalars['Float']['output'];
  sellingPrice: Scalars['Float']['output'];
  priceHalalas: Scalars['Int']['output'];
  sellingPriceHalalas: Scalars['Int']['output'];
  maxOrder?: Maybe<Scalars['Int']['output']>;
  /** Some open seller holds it. */
  available: Scalars['Boolean']['output'];
};

export type CartItem = {
  __typename?: 'CartItem';
  id: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  product: CartProduct;
  totalSellingPrice: Scalars['Float']['output'];
  totalSellingPriceHalalas: Scalars['Int']['output'];
};

/** Spec §3 cart response: totals at the best prices; offers per seller come from cartSuggestions. */
export type Cart = {
  __typename?: 'Cart';
  id: Scalars['ID']['output'];
  currency: Scalars['String']['output'];
  subTotal: Scalars['Float']['output'];
  grandTotal: Scalars['Float']['output'];
  subTotalHalalas: Scalars['Int']['output'];
  grandTotalHalalas: Scalars['Int']['output'];
  /** Distinct lines. */
  totalItems: Scalars['Int']['output'];
  cartItem: Array<CartItem>;
  /** The offers computation this cart was last ranked under (becomes processId). */
  cartSugId?: Maybe<Scalars['String']['output']>;
};

export type CartResult = {
  __typename?: 'CartResult';
  success: Scalars['Boolean']['output'];
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  arMessage: Scalars['String']['output'];
  errors: Array<FieldError>;
  cart?: Maybe<Cart>;
};

/** A guest cart merged at login. applied is false when the merge key had already been applied to this cart: the cart is returned unchanged. */
export type CartMergeResult = {
  __typename?: 'CartMergeResult';
  success: Scalars['Boolean']['output'];
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  arMessage: Scalars['String']['output'];
  errors: Array<FieldError>;
  cart?: Maybe<Cart>;
  applied: Scalars['Boolean']['output'];
};

/** A line the shopper asks for. Prices are never accepted from the client. */
export type CartItemInput = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type SuggestionItem = {
  __typename?: 'SuggestionItem';
  productId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  arName: Scalars['String']['output'];
  image?: Maybe<Scalars['String']['output']>;
  requestedQuantity: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  capped: Scalars['Boolean']['output'];
  itemPrice: Scalars['Float']['output'];
  itemSellingPrice: Scalars['Float']['output'];
  totalSellingPrice: Scalars['Float']['output'];
  itemPriceHalalas: Scalars['Int']['output'];
  itemSellingPriceHalalas: Scalars['Int']['output'];
  totalSellingPriceHalalas: Scalars['Int']['output'];
};

export type MissingCartItem = {
  __typename?: 'MissingCartItem';
  productId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  arName: Scalars['String']['output'];
  image?: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
};

/** Spec §3 cart suggestion: one seller's offer for the cart. Money in SAR (two decimals) and in halalas. */
export type CartSuggestion = {
  __typename?: 'CartSuggestion';
  processId: Scalars['String']['output'];
  cartId?: Maybe<Scalars['String']['output']>;
  rank: Scalars['Int']['output'];
  sellerId: Scalars['ID']['output'];
  sellerName: Scalars['String']['output'];
  sellerArName: Scalars['String']['output'];
  /** Kilometres. */
  distance: Scalars['Float']['output'];
  deliveryDistance: Scalars['String']['output'];
  /** Minutes. */
  deliveryTime: Scalars['Int']['output'];
  subTotal: Scalars['Float']['output'];
  deliveryCharge: Scalars['Float']['output'];
  discount: Scalars['Float']['output'];
  grandTotal: Scalars['Float']['output'];
  baseAmount: Scalars['Float']['output'];
  taxAmount: Scalars['Float']['output'];
  bbCommission: Scalars['Float']['output'];
  riderEarning: Scalars['Float']['output'];
  pgFixed: Scalars['Float']['output'];
  pgTotal: Scalars['Float']['output'];
  splitAmount: Scalars['Float']['output'];
  minOrder: Scalars['Float']['output'];
  subTotalHalalas: Scalars['Int']['output'];
  deliveryChargeHalalas: Scalars['Int']['output'];
  discountHalalas: Scalars['Int']['output'];
  grandTotalHalalas: Scalars['Int']['output'];
  baseAmountHalalas: Scalars['Int']['output'];
  taxAmountHalalas: Scalars['Int']['output'];
  minOrderHalalas: Scalars['Int']['output'];
  minOrderMet: Scalars['Boolean']['output'];
  itemTotal: Scalars['Int']['output'];
  itemAvailable: Scalars['Int']['output'];
  itemMissing: Scalars['Int']['output'];
  missingItems: Array<MissingCartItem>;
  items: Array<SuggestionItem>;
  available: Scalars['Boolean']['output'];
  splitType: Scalars['String']['output'];
  scheduleTime?: Maybe<Scalars['String']['output']>;
  outOfStockAction: OutOfStockAction;
  shippingMethod: Scalars['String']['output'];
};

/** Spec §7 cart-update response: the updated suggestion with snake_case fields. */
export type UpdatedSuggestion = {
  __typename?: 'UpdatedSuggestion';
  process_id: Scalars['String']['output'];
  cart_id?: Maybe<Scalars['String']['output']>;
  rank: Scalars['Int']['output'];
  seller_id: Scalars['ID']['output'];
  seller_name: Scalars['String']['output'];
  distance: Scalars['Float']['output'];
  delivery_time: Scalars['Int']['output'];
  sub_total: Scalars['Float']['output'];
  delivery_charge: Scalars['Float']['output'];
  discount: Scalars['Float']['output'];
  grand_total: Scalars['Float']['output'];
  item_total: Scalars['Int']['output'];
  item_available: Scalars['Int']['output'];
  item_missing: Scalars['Int']['output'];
  missing_items: Array<MissingCartItem>;
  items: Array<SuggestionItem>;
  base_amount: Scalars['Float']['output'];
  tax_amount: Scalars['Float']['output'];
  bb_commission: Scalars['Float']['output'];
  rider_earning: Scalars['Float']['output'];
  available: Scalars['Boolean']['output'];
  split_type: Scalars['String']['output'];
  pg_fixed: Scalars['Float']['output'];
  pg_total: Scalars['Float']['output'];
  split_amount: Scalars['Float']['output'];
  min_order: Scalars['Float']['output'];
  schedule_time?: Maybe<Scalars['String']['output']>;
  out_of_stock_action: OutOfStockAction;
};

export type CartUpdateResult = {
  __typename?: 'CartUpdateResult';
  success: Scalars['Boolean']['output'];
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  arMessage: Scalars['String']['output'];
  errors: Array<FieldError>;
  /** Null when there is no suggestion at the requested position. */
  updatedSuggestion?: Maybe<UpdatedSuggestion>;
};

export type ProductSuggestionEntry = {
  __typename?: 'ProductSuggestionEntry';
  success: Scalars['Boolean']['output'];
  productId: Scalars['ID']['output'];
  /** Replacements the seller holds, closest first. */
  suggestedItems: Array<CartProduct>;
};

export type ProductSuggestionResult = {
  __typename?: 'ProductSuggestionResult';
  productSuggestion: Array<ProductSuggestionEntry>;
};

export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  arName: Scalars['String']['output'];
  description: Scalars['String']['output'];
  arDescription: Scalars['String']['output'];
};

export type ScheduleSlot = {
  __typename?: 'ScheduleSlot';
  /** ISO start of the slot. */
  start: Scalars['String']['output'];
  end: Scalars['String']['output'];
  /** Last moment to order for this slot. */
  cutoff: Scalars['String']['output'];
};

export type ShippingMethod = {
  __typename?: 'ShippingMethod';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  arName: Scalars['String']['output'];
  enName: Scalars['String']['output'];
  paymentMethod: Array<PaymentMethod>;
  /** Upcoming slots, for the schedule method. */
  slots: Array<ScheduleSlot>;
};

export type ShippingMethodEdge = {
  __typename?: 'ShippingMethodEdge';
  node: ShippingMethod;
};

export type ShippingMethodConnection = {
  __typename?: 'ShippingMethodConnection';
  edges: Array<ShippingMethodEdge>;
  totalCount: Scalars['Int']['output'];
};

export type CheckoutCartDetailInput = {
  productId: Scalars['ID']['input'];
  variantId?: InputMaybe<Scalars['ID']['input']>;
  quantity: Scalars['Int']['input'];
  /** Ignored: the server prices every line from the seller's offer. */
  itemPrice?: InputMaybe<Scalars['Float']['input']>;
  itemSellingPrice?: InputMaybe<Scalars['Float']['input']>;
};

export type CheckoutCartRefInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

/** Spec §3 cart checkout payload. Totals sent by the client are ignored and recomputed. */
export type CheckoutDataInput = {
  shippingMethod: Scalars['ID']['input'];
  seller: Scalars['ID']['input'];
  cartDetails: Array<CheckoutCartDetailInput>;
  cart?: InputMaybe<CheckoutCartRefInput>;
  subTotal?: InputMaybe<Scalars['Float']['input']>;
  grandTotal?: InputMaybe<Scalars['Float']['input']>;
  deliveryCharge?: InputMaybe<Scalars['Float']['input']>;
  coupon?: InputMaybe<Array<Scalars['ID']['input']>>;
  discountAmount?: InputMaybe<Scalars['Float']['input']>;
  baseAmount?: InputMaybe<Scalars['Float']['input']>;
  taxAmount?: InputMaybe<Scalars['Float']['input']>;
  deliveryDistance?: InputMaybe<Scalars['String']['input']>;
  riderEarning?: InputMaybe<Scalars['Float']['input']>;
  bbCommission?: InputMaybe<Scalars['Float']['input']>;
  splitType?: InputMaybe<Scalars['String']['input']>;
  scheduleTime?: InputMaybe<Scalars['String']['input']>;
  /** [lat, long] of the delivery address. */
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
  /** Stored on the checkout; REPLACE when absent. */
  outOfStockAction?: InputMaybe<OutOfStockAction>;
};

export type CheckoutRef = {
  __typename?: 'CheckoutRef';
  id: Scalars['ID']['output'];
  token: Scalars['String']['output'];
  grandTotal: Scalars['Float']['output'];
  subTotal: Scalars['Float']['output'];
  deliveryCharge: Scalars['Float']['output'];
  baseAmount: Scalars['Float']['output'];
  taxAmount: Scalars['Float']['output'];
  /** What the shopper chose for items the seller lacks, as stored on the checkout. */
  outOfStockAction: OutOfStockAction;
};

export type CreateCheckoutResult = {
  __typename?: 'CreateCheckoutResult';
  success: Scalars['Boolean']['output'];
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  arMessage: Scalars['String']['output'];
  errors: Array<FieldError>;
  checkout?: Maybe<CheckoutRef>;
};

/** A message from the contact-us page. Texts are trimmed; an empty phone means none. */
export type ContactMessageInput = {
  name: Scalars['String']['input'];
  email: Scalars['String']['input'];
  /** Saudi mobile number, for example 05XXXXXXXX. */
  phone?: InputMaybe<Scalars['String']['input']>;
  subject: Scalars['String']['input'];
  /** 10 to 2000 characters. */
  message: Scalars['String']['input'];
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
  Role: Role;
  LanguageCode: LanguageCode;
  AddressType: AddressType;
  ProductSortBy: ProductSortBy;
  ListingScope: ListingScope;
  NotificationMethod: NotificationMethod;
  FieldError: ResolverTypeWrapper<FieldError>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  MutationResult: ResolverTypeWrapper<MutationResult>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Category: ResolverTypeWrapper<Category>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  ProductType: ResolverTypeWrapper<ProductType>;
  AttributeValue: ResolverTypeWrapper<AttributeValue>;
  MetadataItem: ResolverTypeWrapper<MetadataItem>;
  Product: ResolverTypeWrapper<Product>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  SellerGroup: ResolverTypeWrapper<SellerGroup>;
  Seller: ResolverTypeWrapper<Seller>;
  SellerOffer: ResolverTypeWrapper<SellerOffer>;
  ProductDetail: ResolverTypeWrapper<ProductDetail>;
  ProductEdge: ResolverTypeWrapper<ProductEdge>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  FacetValue: ResolverTypeWrapper<FacetValue>;
  PriceRangeFacet: ResolverTypeWrapper<PriceRangeFacet>;
  FacetCounts: ResolverTypeWrapper<FacetCounts>;
  ProductCountableConnection: ResolverTypeWrapper<ProductCountableConnection>;
  ProductList: ResolverTypeWrapper<ProductList>;
  PriceRangeInput: PriceRangeInput;
  ProductFilterInput: ProductFilterInput;
  HighlightRange: ResolverTypeWrapper<HighlightRange>;
  SearchSuggestion: ResolverTypeWrapper<SearchSuggestion>;
  SearchSuggestions: ResolverTypeWrapper<SearchSuggestions>;
  ProductAttributesList: ResolverTypeWrapper<ProductAttributesList>;
  User: ResolverTypeWrapper<User>;
  UserInfo: ResolverTypeWrapper<UserInfo>;
  AuthPayload: ResolverTypeWrapper<AuthPayload>;
  UserResult: ResolverTypeWrapper<UserResult>;
  Address: ResolverTypeWrapper<Address>;
  AddressResult: ResolverTypeWrapper<AddressResult>;
  RegisterInput: RegisterInput;
  AddressInput: AddressInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OutOfStockAction: OutOfStockAction;
  CartProduct: ResolverTypeWrapper<CartProduct>;
  CartItem: ResolverTypeWrapper<CartItem>;
  Cart: ResolverTypeWrapper<Cart>;
  CartResult: ResolverTypeWrapper<CartResult>;
  CartMergeResult: ResolverTypeWrapper<CartMergeResult>;
  CartItemInput: CartItemInput;
  SuggestionItem: ResolverTypeWrapper<SuggestionItem>;
  MissingCartItem: ResolverTypeWrapper<MissingCartItem>;
  CartSuggestion: ResolverTypeWrapper<CartSuggestion>;
  UpdatedSuggestion: ResolverTypeWrapper<UpdatedSuggestion>;
  CartUpdateResult: ResolverTypeWrapper<CartUpdateResult>;
  ProductSuggestionEntry: ResolverTypeWrapper<ProductSuggestionEntry>;
  ProductSuggestionResult: ResolverTypeWrapper<ProductSuggestionResult>;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  ScheduleSlot: ResolverTypeWrapper<ScheduleSlot>;
  ShippingMethod: ResolverTypeWrapper<ShippingMethod>;
  ShippingMethodEdge: ResolverTypeWrapper<ShippingMethodEdge>;
  ShippingMethodConnection: ResolverTypeWrapper<ShippingMethodConnection>;
  CheckoutCartDetailInput: CheckoutCartDetailInput;
  CheckoutCartRefInput: CheckoutCartRefInput;
  CheckoutDataInput: CheckoutDataInput;
  CheckoutRef: ResolverTypeWrapper<CheckoutRef>;
  CreateCheckoutResult: ResolverTypeWrapper<CreateCheckoutResult>;
  ContactMessageInput: ContactMessageInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  FieldError: FieldError;
  String: Scalars['String']['output'];
  MutationResult: MutationResult;
  Boolean: Scalars['Boolean']['output'];
  Int: Scalars['Int']['output'];
  Category: Category;
  ID: Scalars['ID']['output'];
  Brand: Brand;
  ProductType: ProductType;
  AttributeValue: AttributeValue;
  MetadataItem: MetadataItem;
  Product: Product;
  Float: Scalars['Float']['output'];
  SellerGroup: SellerGroup;
  Seller: Seller;
  SellerOffer: SellerOffer;
  ProductDetail: ProductDetail;
  ProductEdge: ProductEdge;
  PageInfo: PageInfo;
  FacetValue: FacetValue;
  PriceRangeFacet: PriceRangeFacet;
  FacetCounts: FacetCounts;
  ProductCountableConnection: ProductCountableConnection;
  ProductList: ProductList;
  PriceRangeInput: PriceRangeInput;
  ProductFilterInput: ProductFilterInput;
  HighlightRange: HighlightRange;
  SearchSuggestion: SearchSuggestion;
  SearchSuggestions: SearchSuggestions;
  ProductAttributesList: ProductAttributesList;
  User: User;
  UserInfo: UserInfo;
  AuthPayload: AuthPayload;
  UserResult: UserResult;
  Address: Address;
  AddressResult: AddressResult;
  RegisterInput: RegisterInput;
  AddressInput: AddressInput;
  Query: Record<PropertyKey, never>;
  Mutation: Record<PropertyKey, never>;
  CartProduct: CartProduct;
  CartItem: CartItem;
  Cart: Cart;
  CartResult: CartResult;
  CartMergeResult: CartMergeResult;
  CartItemInput: CartItemInput;
  SuggestionItem: SuggestionItem;
  MissingCartItem: MissingCartItem;
  CartSuggestion: CartSuggestion;
  UpdatedSuggestion: UpdatedSuggestion;
  CartUpdateResult: CartUpdateResult;
  ProductSuggestionEntry: ProductSuggestionEntry;
  ProductSuggestionResult: ProductSuggestionResult;
  PaymentMethod: PaymentMethod;
  ScheduleSlot: ScheduleSlot;
  ShippingMethod: ShippingMethod;
  ShippingMethodEdge: ShippingMethodEdge;
  ShippingMethodConnection: ShippingMethodConnection;
  CheckoutCartDetailInput: CheckoutCartDetailInput;
  CheckoutCartRefInput: CheckoutCartRefInput;
  CheckoutDataInput: CheckoutDataInput;
  CheckoutRef: CheckoutRef;
  CreateCheckoutResult: CreateCheckoutResult;
  ContactMessageInput: ContactMessageInput;
};

export type FieldErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MutationResult'] = ResolversParentTypes['MutationResult']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  retryAfter?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iconImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductType'] = ResolversParentTypes['ProductType']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AttributeValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttributeValue'] = ResolversParentTypes['AttributeValue']> = {
  attribute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arAttribute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MetadataItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MetadataItem'] = ResolversParentTypes['MetadataItem']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sellingPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellingPriceHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metadata?: Resolver<Array<ResolversTypes['MetadataItem']>, ParentType, ContextType>;
  seoTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seoDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  weightType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  barcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  barcodeType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stockAvailable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  productType?: Resolver<Maybe<ResolversTypes['ProductType']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  attributeValues?: Resolver<Array<ResolversTypes['AttributeValue']>, ParentType, ContextType>;
  sellerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SellerGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SellerGroup'] = ResolversParentTypes['SellerGroup']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SellerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Seller'] = ResolversParentTypes['Seller']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  arAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  long?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  logoImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryMode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sellerGroup?: Resolver<Maybe<ResolversTypes['SellerGroup']>, ParentType, ContextType>;
  isOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SellerOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SellerOffer'] = ResolversParentTypes['SellerOffer']> = {
  seller?: Resolver<ResolversTypes['Seller'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sellingPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellingPriceHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  distanceKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ProductDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductDetail'] = ResolversParentTypes['ProductDetail']> = {
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  offers?: Resolver<Array<ResolversTypes['SellerOffer']>, ParentType, ContextType>;
};

export type ProductEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductEdge'] = ResolversParentTypes['ProductEdge']> = {
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FacetValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FacetValue'] = ResolversParentTypes['FacetValue']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PriceRangeFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceRangeFacet'] = ResolversParentTypes['PriceRangeFacet']> = {
  from?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FacetCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FacetCounts'] = ResolversParentTypes['FacetCounts']> = {
  categories?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
  subCategories?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
  brands?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
  productTypes?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
  priceRanges?: Resolver<Array<ResolversTypes['PriceRangeFacet']>, ParentType, ContextType>;
  minPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ProductCountableConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductCountableConnection'] = ResolversParentTypes['ProductCountableConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  facets?: Resolver<ResolversTypes['FacetCounts'], ParentType, ContextType>;
};

export type ProductListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductList'] = ResolversParentTypes['ProductList']> = {
  results?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  facetCounts?: Resolver<ResolversTypes['FacetCounts'], ParentType, ContextType>;
};

export type HighlightRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HighlightRange'] = ResolversParentTypes['HighlightRange']> = {
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchSuggestion'] = ResolversParentTypes['SearchSuggestion']> = {
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  highlights?: Resolver<Array<ResolversTypes['HighlightRange']>, ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['LanguageCode'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type SearchSuggestionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchSuggestions'] = ResolversParentTypes['SearchSuggestions']> = {
  suggestions?: Resolver<Array<ResolversTypes['SearchSuggestion']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductAttributesListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductAttributesList'] = ResolversParentTypes['ProductAttributesList']> = {
  productTypes?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
  subCategories?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dob?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isNotification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPromotion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['LanguageCode'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserInfo'] = ResolversParentTypes['UserInfo']> = {
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['LanguageCode'], ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tokenExpiresAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  refreshExpiresAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  retryAfter?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['UserInfo']>, ParentType, ContextType>;
};

export type UserResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserResult'] = ResolversParentTypes['UserResult']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  long?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  addressType?: Resolver<ResolversTypes['AddressType'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  header?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddressResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddressResult'] = ResolversParentTypes['AddressResult']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  addressBook?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType, Partial<QueryCategoriesArgs>>;
  categoryBySlug?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryBySlugArgs, 'slug'>>;
  productsBySearch?: Resolver<ResolversTypes['ProductCountableConnection'], ParentType, ContextType, RequireFields<QueryProductsBySearchArgs, 'first'>>;
  productsByCategorySlug?: Resolver<ResolversTypes['ProductCountableConnection'], ParentType, ContextType, RequireFields<QueryProductsByCategorySlugArgs, 'slug' | 'first'>>;
  productBySlug?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductBySlugArgs, 'slug'>>;
  productsBySlug?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductsBySlugArgs, 'slugs'>>;
  productDetail?: Resolver<Maybe<ResolversTypes['ProductDetail']>, ParentType, ContextType, Partial<QueryProductDetailArgs>>;
  similarProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QuerySimilarProductsArgs, 'product' | 'first'>>;
  productsAttributeBySlug?: Resolver<Maybe<ResolversTypes['FacetCounts']>, ParentType, ContextType, RequireFields<QueryProductsAttributeBySlugArgs, 'slug' | 'scope'>>;
  productTypeBySlug?: Resolver<Maybe<ResolversTypes['ProductType']>, ParentType, ContextType, RequireFields<QueryProductTypeBySlugArgs, 'slug'>>;
  popularBrands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryPopularBrandsArgs, 'first'>>;
  popularProductTypes?: Resolver<Array<ResolversTypes['ProductType']>, ParentType, ContextType, RequireFields<QueryPopularProductTypesArgs, 'first'>>;
  brandBySlug?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryBrandBySlugArgs, 'slug'>>;
  searchProducts?: Resolver<ResolversTypes['SearchSuggestions'], ParentType, ContextType, RequireFields<QuerySearchProductsArgs, 'query' | 'limit'>>;
  listProducts?: Resolver<ResolversTypes['ProductList'], ParentType, ContextType, RequireFields<QueryListProductsArgs, 'page' | 'pageSize'>>;
  searchProductsAttribute?: Resolver<ResolversTypes['FacetCounts'], ParentType, ContextType, Partial<QuerySearchProductsAttributeArgs>>;
  listAllMeiliProductAttributes?: Resolver<ResolversTypes['ProductAttributesList'], ParentType, ContextType, Partial<QueryListAllMeiliProductAttributesArgs>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userInfo?: Resolver<Maybe<ResolversTypes['UserInfo']>, ParentType, ContextType>;
  addressBook?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  cartSuggestions?: Resolver<Array<ResolversTypes['CartSuggestion']>, ParentType, ContextType, RequireFields<QueryCartSuggestionsArgs, 'shippingMethod' | 'outOfStockAction'>>;
  productSuggestion?: Resolver<ResolversTypes['ProductSuggestionResult'], ParentType, ContextType, RequireFields<QueryProductSuggestionArgs, 'productIds' | 'sellerId' | 'first'>>;
  getAllShippingMethods?: Resolver<ResolversTypes['ShippingMethodConnection'], ParentType, ContextType, RequireFields<QueryGetAllShippingMethodsArgs, 'first'>>;
  getPaymentMethodByShipping?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType, RequireFields<QueryGetPaymentMethodByShippingArgs, 'shippingId'>>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'identifier' | 'password'>>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  refreshToken?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRefreshTokenArgs, 'refreshToken'>>;
  requestPasswordReset?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'identifier'>>;
  resetPassword?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'token' | 'password'>>;
  logout?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, Partial<MutationLogoutArgs>>;
  updateUserDetails?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, Partial<MutationUpdateUserDetailsArgs>>;
  setPrefferedLanguage?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationSetPrefferedLanguageArgs, 'lang'>>;
  updateUserSettings?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationUpdateUserSettingsArgs, 'enable' | 'method'>>;
  updatePhonenumber?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationUpdatePhonenumberArgs, 'phone'>>;
  deactivateUser?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType>;
  createAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationCreateAddressArgs, 'input'>>;
  updateAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'id' | 'input'>>;
  deleteAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'id'>>;
  setDefaultAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationSetDefaultAddressArgs, 'id'>>;
  setCurrentAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationSetCurrentAddressArgs, 'input'>>;
  addToCart?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'items'>>;
  mergeGuestCart?: Resolver<ResolversTypes['CartMergeResult'], ParentType, ContextType, RequireFields<MutationMergeGuestCartArgs, 'mergeKey' | 'items'>>;
  updateCartQuantity?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationUpdateCartQuantityArgs, 'productId' | 'quantity'>>;
  removeFromCart?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationRemoveFromCartArgs, 'productId'>>;
  emptyCart?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, Partial<MutationEmptyCartArgs>>;
  updateCartSuggestion?: Resolver<ResolversTypes['CartUpdateResult'], ParentType, ContextType, RequireFields<MutationUpdateCartSuggestionArgs, 'position' | 'outOfStockAction' | 'shippingMethod'>>;
  createCheckout?: Resolver<ResolversTypes['CreateCheckoutResult'], ParentType, ContextType, RequireFields<MutationCreateCheckoutArgs, 'data'>>;
  saveContactMessage?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationSaveContactMessageArgs, 'input'>>;
};

export type CartProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartProduct'] = ResolversParentTypes['CartProduct']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sellingPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellingPriceHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CartItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['CartProduct'], ParentType, ContextType>;
  totalSellingPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalSellingPriceHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  subTotalHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grandTotalHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cartItem?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  cartSugId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CartResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartResult'] = ResolversParentTypes['CartResult']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
};

export type CartMergeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartMergeResult'] = ResolversParentTypes['CartMergeResult']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  applied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SuggestionItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SuggestionItem'] = ResolversParentTypes['SuggestionItem']> = {
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  capped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  itemSellingPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalSellingPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  itemPriceHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemSellingPriceHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSellingPriceHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MissingCartItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MissingCartItem'] = ResolversParentTypes['MissingCartItem']> = {
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartSuggestion'] = ResolversParentTypes['CartSuggestion']> = {
  processId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cartId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sellerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sellerArName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  deliveryDistance?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  deliveryCharge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  baseAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  bbCommission?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  riderEarning?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pgFixed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pgTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  splitAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minOrder?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  subTotalHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveryChargeHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grandTotalHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  baseAmountHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxAmountHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minOrderHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minOrderMet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemAvailable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemMissing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  missingItems?: Resolver<Array<ResolversTypes['MissingCartItem']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SuggestionItem']>, ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  splitType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scheduleTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outOfStockAction?: Resolver<ResolversTypes['OutOfStockAction'], ParentType, ContextType>;
  shippingMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UpdatedSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdatedSuggestion'] = ResolversParentTypes['UpdatedSuggestion']> = {
  process_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cart_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seller_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seller_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  delivery_time?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sub_total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  delivery_charge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  grand_total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  item_total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item_available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item_missing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  missing_items?: Resolver<Array<ResolversTypes['MissingCartItem']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SuggestionItem']>, ParentType, ContextType>;
  base_amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tax_amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  bb_commission?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rider_earning?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  split_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pg_fixed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pg_total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  split_amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  min_order?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  schedule_time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  out_of_stock_action?: Resolver<ResolversTypes['OutOfStockAction'], ParentType, ContextType>;
};

export type CartUpdateResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartUpdateResult'] = ResolversParentTypes['CartUpdateResult']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  updatedSuggestion?: Resolver<Maybe<ResolversTypes['UpdatedSuggestion']>, ParentType, ContextType>;
};

export type ProductSuggestionEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductSuggestionEntry'] = ResolversParentTypes['ProductSuggestionEntry']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  suggestedItems?: Resolver<Array<ResolversTypes['CartProduct']>, ParentType, ContextType>;
};

export type ProductSuggestionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductSuggestionResult'] = ResolversParentTypes['ProductSuggestionResult']> = {
  productSuggestion?: Resolver<Array<ResolversTypes['ProductSuggestionEntry']>, ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScheduleSlotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScheduleSlot'] = ResolversParentTypes['ScheduleSlot']> = {
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cutoff?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShippingMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingMethod'] = ResolversParentTypes['ShippingMethod']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['ScheduleSlot']>, ParentType, ContextType>;
};

export type ShippingMethodEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingMethodEdge'] = ResolversParentTypes['ShippingMethodEdge']> = {
  node?: Resolver<ResolversTypes['ShippingMethod'], ParentType, ContextType>;
};

export type ShippingMethodConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingMethodConnection'] = ResolversParentTypes['ShippingMethodConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ShippingMethodEdge']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckoutRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutRef'] = ResolversParentTypes['CheckoutRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  deliveryCharge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  baseAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  outOfStockAction?: Resolver<ResolversTypes['OutOfStockAction'], ParentType, ContextType>;
};

export type CreateCheckoutResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCheckoutResult'] = ResolversParentTypes['CreateCheckoutResult']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  checkout?: Resolver<Maybe<ResolversTypes['CheckoutRef']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  FieldError?: FieldErrorResolvers<ContextType>;
  MutationResult?: MutationResultResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  ProductType?: ProductTypeResolvers<ContextType>;
  AttributeValue?: AttributeValueResolvers<ContextType>;
  MetadataItem?: MetadataItemResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  SellerGroup?: SellerGroupResolvers<ContextType>;
  Seller?: SellerResolvers<ContextType>;
  SellerOffer?: SellerOfferResolvers<ContextType>;
  ProductDetail?: ProductDetailResolvers<ContextType>;
  ProductEdge?: ProductEdgeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  FacetValue?: FacetValueResolvers<ContextType>;
  PriceRangeFacet?: PriceRangeFacetResolvers<ContextType>;
  FacetCounts?: FacetCountsResolvers<ContextType>;
  ProductCountableConnection?: ProductCountableConnectionResolvers<ContextType>;
  ProductList?: ProductListResolvers<ContextType>;
  HighlightRange?: HighlightRangeResolvers<ContextType>;
  SearchSuggestion?: SearchSuggestionResolvers<ContextType>;
  SearchSuggestions?: SearchSuggestionsResolvers<ContextType>;
  ProductAttributesList?: ProductAttributesListResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserInfo?: UserInfoResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  UserResult?: UserResultResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AddressResult?: AddressResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  CartProduct?: CartProductResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartResult?: CartResultResolvers<ContextType>;
  CartMergeResult?: CartMergeResultResolvers<ContextType>;
  SuggestionItem?: SuggestionItemResolvers<ContextType>;
  MissingCartItem?: MissingCartItemResolvers<ContextType>;
  CartSuggestion?: CartSuggestionResolvers<ContextType>;
  UpdatedSuggestion?: UpdatedSuggestionResolvers<ContextType>;
  CartUpdateResult?: CartUpdateResultResolvers<ContextType>;
  ProductSuggestionEntry?: ProductSuggestionEntryResolvers<ContextType>;
  ProductSuggestionResult?: ProductSuggestionResultResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  ScheduleSlot?: ScheduleSlotResolvers<ContextType>;
  ShippingMethod?: ShippingMethodResolvers<ContextType>;
  ShippingMethodEdge?: ShippingMethodEdgeResolvers<ContextType>;
  ShippingMethodConnection?: ShippingMethodConnectionResolvers<ContextType>;
  CheckoutRef?: CheckoutRefResolvers<ContextType>;
  CreateCheckoutResult?: CreateCheckoutResultResolvers<ContextType>;
};

