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
  /** The default of its type. Left out: a new address is the default when it is the first of its type; an edited one stays as it is. */
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
  /** Proof that this device signed in to this account (login and register); the gateway keeps it in an HttpOnly cookie and sends it with the next login. */
  deviceToken?: Maybe<Scalars['String']['output']>;
  deviceTokenExpiresAt?: Maybe<Scalars['Int']['output']>;
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

/** Spec §3 Card: a saved card as the provider tokenized it. No card number is ever stored. */
export type Card = {
  __typename?: 'Card';
  active: Scalars['Boolean']['output'];
  /** mada, visa or mastercard. */
  cardType?: Maybe<Scalars['String']['output']>;
  default: Scalars['Boolean']['output'];
  expiryMnt?: Maybe<Scalars['Int']['output']>;
  expiryYr?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  lastFour: Scalars['String']['output'];
  nickName?: Maybe<Scalars['String']['output']>;
  /** The provider's token, to pay with this card again. */
  token: Scalars['String']['output'];
};

export type CardResult = {
  __typename?: 'CardResult';
  arMessage: Scalars['String']['output'];
  card?: Maybe<Card>;
  /** The shopper's active cards, default first. */
  cards: Array<Card>;
  errors: Array<FieldError>;
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

/** What the provider answered when the browser tokenized a card: never the card number. */
export type CardTokenInput = {
  /** mada, visa or mastercard. */
  cardType?: InputMaybe<Scalars['String']['input']>;
  /** Make it the default card (the first card always is). */
  default?: InputMaybe<Scalars['Boolean']['input']>;
  expiryMnt?: InputMaybe<Scalars['Int']['input']>;
  expiryYr?: InputMaybe<Scalars['Int']['input']>;
  lastFour?: InputMaybe<Scalars['String']['input']>;
  nickName?: InputMaybe<Scalars['String']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
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

/** Spec §3 Checkout. SAR fields with two decimals and their *Halalas twins. */
export type Checkout = {
  __typename?: 'Checkout';
  baseAmount: Scalars['Float']['output'];
  baseAmountHalalas: Scalars['Int']['output'];
  billingAddress?: Maybe<CheckoutAddress>;
  cart?: Maybe<CheckoutCart>;
  coupon?: Maybe<CheckoutCoupon>;
  couponAmount: Scalars['Float']['output'];
  couponAmountHalalas: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  deliveryCharge: Scalars['Float']['output'];
  deliveryChargeHalalas: Scalars['Int']['output'];
  /** Kilometres from the seller to the delivery pin, two decimals, as a string (as the cart suggestion's). */
  deliveryDistance?: Maybe<Scalars['String']['output']>;
  discountAmount: Scalars['Float']['output'];
  discountAmountHalalas: Scalars['Int']['output'];
  grandTotal: Scalars['Float']['output'];
  grandTotalHalalas: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  lines: Array<CheckoutLine>;
  /** The order made from this checkout, once paid. */
  orderId?: Maybe<Scalars['ID']['output']>;
  outOfStockAction: OutOfStockAction;
  /** ISO start of the chosen slot, for the schedule method. */
  scheduleTime?: Maybe<Scalars['String']['output']>;
  seller: Seller;
  shippingAddress?: Maybe<CheckoutAddress>;
  shippingMethod: ShippingMethod;
  splitType: Scalars['String']['output'];
  subTotal: Scalars['Float']['output'];
  subTotalHalalas: Scalars['Int']['output'];
  taxAmount: Scalars['Float']['output'];
  taxAmountHalalas: Scalars['Int']['output'];
  token: Scalars['String']['output'];
};

/** A delivery or billing address as stored on the checkout. */
export type CheckoutAddress = {
  __typename?: 'CheckoutAddress';
  address1?: Maybe<Scalars['String']['output']>;
  address2?: Maybe<Scalars['String']['output']>;
  country: Scalars['String']['output'];
  /** Short city label: the last comma-separated part of address1. */
  header: Scalars['String']['output'];
  lat: Scalars['Float']['output'];
  long: Scalars['Float']['output'];
};

export type CheckoutAddressInput = {
  address1: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  /** SA only. */
  country?: InputMaybe<Scalars['String']['input']>;
  lat: Scalars['Float']['input'];
  long: Scalars['Float']['input'];
};

export type CheckoutCart = {
  __typename?: 'CheckoutCart';
  id: Scalars['ID']['output'];
  user?: Maybe<CheckoutCartUser>;
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

export type CheckoutCartUser = {
  __typename?: 'CheckoutCartUser';
  phone?: Maybe<Scalars['String']['output']>;
};

export type CheckoutConnection = {
  __typename?: 'CheckoutConnection';
  edges: Array<CheckoutEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CheckoutCoupon = {
  __typename?: 'CheckoutCoupon';
  couponValue: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
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

export type CheckoutEdge = {
  __typename?: 'CheckoutEdge';
  cursor: Scalars['String']['output'];
  node: Checkout;
};

export type CheckoutLine = {
  __typename?: 'CheckoutLine';
  id: Scalars['ID']['output'];
  itemSellingPrice: Scalars['Float']['output'];
  itemSellingPriceHalalas: Scalars['Int']['output'];
  product: CheckoutLineProduct;
  quantity: Scalars['Int']['output'];
  totalSellingPrice: Scalars['Float']['output'];
  totalSellingPriceHalalas: Scalars['Int']['output'];
};

export type CheckoutLineProduct = {
  __typename?: 'CheckoutLineProduct';
  arName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
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

export type CreateOrderInput = {
  checkoutId?: InputMaybe<Scalars['ID']['input']>;
  paymentId?: InputMaybe<Scalars['ID']['input']>;
  pspId?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The payment intent: what the browser sends the provider. amount is the server's grand total in
 * halalas (never the client's total); givenId the idempotency key, sent as given_id and as
 * metadata[given_id] (the provider does not echo given_id; createOrder checks the metadata);
 * callbackUrl built on the store's own origin.
 */
export type CreatePaymentResult = {
  __typename?: 'CreatePaymentResult';
  amount?: Maybe<Scalars['Int']['output']>;
  arMessage: Scalars['String']['output'];
  callbackUrl?: Maybe<Scalars['String']['output']>;
  currency?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  errors: Array<FieldError>;
  givenId?: Maybe<Scalars['String']['output']>;
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  payment?: Maybe<Payment>;
  success: Scalars['Boolean']['output'];
};

export type Document = {
  __typename?: 'Document';
  /** image/jpeg, image/png, image/webp or application/pdf, decided by the file's own bytes. */
  contentType: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  /** The name it was uploaded with, cleaned; its extension follows the detected type. */
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  sha256: Scalars['String']['output'];
  /** Bytes. */
  size: Scalars['Int']['output'];
  /** Where the owner downloads it: /api/uploads/{id} on the store's origin. */
  url: Scalars['String']['output'];
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

/** Spec §3 Feedback. */
export type Feedback = {
  __typename?: 'Feedback';
  category: FeedbackCategory;
  categoryId: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** The documents' download paths (/api/uploads/{id}), in the order they were given. */
  documentUrls: Array<Scalars['String']['output']>;
  documents: Array<Document>;
  feedbackItems: Array<FeedbackItem>;
  id: Scalars['ID']['output'];
  issueType: FeedbackIssueType;
  issueTypeId: Scalars['ID']['output'];
  orderId: Scalars['ID']['output'];
};

export type FeedbackCategory = {
  __typename?: 'FeedbackCategory';
  arName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  issueTypes: Array<FeedbackIssueType>;
  name: Scalars['String']['output'];
};

export type FeedbackInput = {
  categoryId: Scalars['ID']['input'];
  /** 10 to 2000 characters. */
  description: Scalars['String']['input'];
  /** Documents the viewer uploaded: their ids or download paths (/api/uploads/{id}); at most 5. */
  documentUrls?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Lines of that order, each once. */
  feedbackItems?: InputMaybe<Array<FeedbackItemInput>>;
  /** An issue type of that category. */
  issueTypeId: Scalars['ID']['input'];
  /** One of the viewer's orders. */
  orderId: Scalars['ID']['input'];
};

export type FeedbackIssueType = {
  __typename?: 'FeedbackIssueType';
  arName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** An order line the feedback is about, with how many of its units. */
export type FeedbackItem = {
  __typename?: 'FeedbackItem';
  arName: Scalars['String']['output'];
  image?: Maybe<Scalars['String']['output']>;
  lineId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
};

export type FeedbackItemInput = {
  /** An order line (the id of a line of the order's checkout). */
  lineId: Scalars['ID']['input'];
  /** Units of that line, from 1 to the quantity ordered. */
  quantity: Scalars['Int']['input'];
};

export type FeedbackResult = {
  __typename?: 'FeedbackResult';
  arMessage: Scalars['String']['output'];
  errors: Array<FieldError>;
  feedback?: Maybe<Feedback>;
  feedbackId?: Maybe<Scalars['ID']['output']>;
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
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
  addCardToken: CardResult;
  /** Adds quantities to the logged-in user's cart (capped by max order); prices are the server's. */
  addToCart: CartResult;
  /**
   * Development and test only (NODE_ENV development or test; refused with forbidden in production): moves
   * one of the viewer's orders forward through its lifecycle to statusCode.
   */
  advanceOrderStatusForTesting: OrderResult;
  /** Makes one of the viewer's active cards the only default. */
  chooseDefaultCard: CardResult;
  createAddress: AddressResult;
  /** Spec §7: a one-item data list; the server reprices it from the seller's offers. */
  createCheckout: CreateCheckoutResult;
  /**
   * Places the order of a paid checkout. The payment is fetched from the provider with the secret key and
   * must be authorized or paid, for the checkout's grand total in SAR, and made for this intent; stock is
   * decremented in one transaction. Asked again for the same checkout or payment, it answers the same order.
   */
  createOrder: OrderResult;
  /** Records the intent to pay the viewer's checkout and answers what the browser sends the provider. */
  createPayment: CreatePaymentResult;
  /** Records a provider transaction of one of the viewer's payments (spec §5: every argument required). */
  createTransaction: TransactionResult;
  /** Adds the product to the viewer's wishlist; adding it again keeps one. */
  createWishlist: WishlistResult;
  deactivateUser: MutationResult;
  /** Deletes the address; when it was the default of its type, the newest other address of that type becomes the default. */
  deleteAddress: AddressResult;
  /** Empties the logged-in user's cart; a cartId, when given, must be that cart's id. */
  emptyCart: CartResult;
  /** A deviceToken from an earlier sign-in to this account puts the attempt on that device's own failure counter (ADR 017). */
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
  /** Deactivates one of the viewer's cards. */
  removeCard: CardResult;
  removeFromCart: CartResult;
  /** Removes the product (by its product id) from the viewer's wishlist. */
  removeFromWishlist: WishlistResult;
  requestPasswordReset: MutationResult;
  resetPassword: MutationResult;
  /** Stores a contact-us message (only from the gateway, which rate-limits it per client). */
  saveContactMessage: MutationResult;
  /** Sends feedback on one of the viewer's orders. */
  saveFeedback: FeedbackResult;
  /** Saves the shopper's current location as the default address of its type, reusing a matching one. */
  setCurrentAddress: AddressResult;
  /** Makes the address the default of its type (the only one: concurrent requests take turns, the last one wins). */
  setDefaultAddress: AddressResult;
  /** Marks (true) or unmarks (false) one of the viewer's orders as a favourite. */
  setFavouriteOrder: OrderResult;
  setPrefferedLanguage: UserResult;
  updateAddress: AddressResult;
  /** Sets one line's quantity; 0 removes it. */
  updateCartQuantity: CartResult;
  /** Recomputes the suggestion at a position with a new out-of-stock action (and shipping method). */
  updateCartSuggestion: CartUpdateResult;
  /** Changes the delivery pin and address, billing address, shipping method, slot or out-of-stock action; the server re-prices. */
  updateCheckout: UpdateCheckoutResult;
  /** Rates one of the viewer's delivered orders from 1 to 5 stars, once. */
  updateOrderRating: OrderResult;
  updatePhonenumber: UserResult;
  updateUserDetails: UserResult;
  updateUserSettings: UserResult;
};


export type MutationAddCardTokenArgs = {
  input: CardTokenInput;
};


export type MutationAddToCartArgs = {
  items: Array<CartItemInput>;
};


export type MutationAdvanceOrderStatusForTestingArgs = {
  orderId: Scalars['ID']['input'];
  statusCode: Scalars['String']['input'];
};


export type MutationChooseDefaultCardArgs = {
  cardId: Scalars['ID']['input'];
};


export type MutationCreateAddressArgs = {
  input: AddressInput;
};


export type MutationCreateCheckoutArgs = {
  data: Array<CheckoutDataInput>;
};


export type MutationCreateOrderArgs = {
  checkoutId?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<CreateOrderInput>;
  paymentId?: InputMaybe<Scalars['ID']['input']>;
  pspId?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreatePaymentArgs = {
  cdId?: InputMaybe<Scalars['ID']['input']>;
  checkoutId?: InputMaybe<Scalars['ID']['input']>;
  customerIpAddress?: InputMaybe<Scalars['String']['input']>;
  gateway?: InputMaybe<Scalars['String']['input']>;
  paymentMethodId?: InputMaybe<Scalars['ID']['input']>;
  payment_input?: InputMaybe<PaymentInput>;
  pspId?: InputMaybe<Scalars['String']['input']>;
  pspResponse?: InputMaybe<Scalars['String']['input']>;
  returnUrl?: InputMaybe<Scalars['String']['input']>;
  total?: InputMaybe<Scalars['Float']['input']>;
};


export type MutationCreateTransactionArgs = {
  amount?: InputMaybe<Scalars['Float']['input']>;
  checkoutId?: InputMaybe<Scalars['ID']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  paymentId?: InputMaybe<Scalars['ID']['input']>;
  pspId?: InputMaybe<Scalars['String']['input']>;
  pspResponse?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateWishlistArgs = {
  product: Scalars['ID']['input'];
};


export type MutationDeleteAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEmptyCartArgs = {
  cartId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationLoginArgs = {
  deviceToken?: InputMaybe<Scalars['String']['input']>;
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


export type MutationRemoveCardArgs = {
  cardId: Scalars['ID']['input'];
};


export type MutationRemoveFromCartArgs = {
  productId: Scalars['ID']['input'];
};


export type MutationRemoveFromWishlistArgs = {
  id: Scalars['ID']['input'];
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


export type MutationSaveFeedbackArgs = {
  input: FeedbackInput;
};


export type MutationSetCurrentAddressArgs = {
  input: AddressInput;
};


export type MutationSetDefaultAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetFavouriteOrderArgs = {
  favourite: Scalars['Boolean']['input'];
  orderId: Scalars['ID']['input'];
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


export type MutationUpdateCheckoutArgs = {
  billingAddress?: InputMaybe<CheckoutAddressInput>;
  checkoutId: Scalars['ID']['input'];
  outOfStockAction?: InputMaybe<OutOfStockAction>;
  scheduleTime?: InputMaybe<Scalars['String']['input']>;
  shippingAddress?: InputMaybe<CheckoutAddressInput>;
  shippingMethod?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdateOrderRatingArgs = {
  orderId: Scalars['ID']['input'];
  rating: Scalars['Int']['input'];
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

/** Spec §3 Order. */
export type Order = {
  __typename?: 'Order';
  checkout: Checkout;
  createdAt: Scalars['String']['output'];
  /** Creation time in Riyadh, YYYY-MM-DD HH:mm. */
  createdLocal: Scalars['String']['output'];
  /** ISO estimated arrival (or ready-for-pickup) time. */
  eta?: Maybe<Scalars['String']['output']>;
  /** Marked as a favourite by the viewer (the owner). Always answered; false when not marked. */
  favourite?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  orderRated: Scalars['Boolean']['output'];
  payment: Payment;
  rating?: Maybe<Scalars['Int']['output']>;
  status: OrderStatus;
  /** Every status the order has reached, oldest first. */
  statusDetail: Array<OrderStatusDetail>;
};

export type OrderConnection = {
  __typename?: 'OrderConnection';
  edges: Array<OrderEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type OrderEdge = {
  __typename?: 'OrderEdge';
  cursor: Scalars['String']['output'];
  node: Order;
};

export type OrderResult = {
  __typename?: 'OrderResult';
  arMessage: Scalars['String']['output'];
  errors: Array<FieldError>;
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  order?: Maybe<Order>;
  success: Scalars['Boolean']['output'];
};

export type OrderStatus = {
  __typename?: 'OrderStatus';
  arName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  statusCode: Scalars['String']['output'];
};

export type OrderStatusDetail = {
  __typename?: 'OrderStatusDetail';
  /** ISO time the order reached the status. */
  createdAt: Scalars['String']['output'];
  status: OrderStatus;
};

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

export type Payment = {
  __typename?: 'Payment';
  amount: Scalars['Float']['output'];
  amountHalalas: Scalars['Int']['output'];
  /** The saved card paid with, if any. */
  card?: Maybe<Card>;
  /** Brand and last four digits the provider reported, when known. */
  cardBrand?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  gateway: Scalars['String']['output'];
  /** Our idempotency key for the provider payment: the same intent keeps it. Sent as given_id and as metadata[given_id]. */
  givenId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastFour?: Maybe<Scalars['String']['output']>;
  paymentMethod?: Maybe<PaymentMethod>;
  /** The provider's payment id, once known. */
  pspId?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

/** Spec §7 payment_input: the same fields as createPayment's arguments. */
export type PaymentInput = {
  cdId?: InputMaybe<Scalars['ID']['input']>;
  checkoutId?: InputMaybe<Scalars['ID']['input']>;
  customerIpAddress?: InputMaybe<Scalars['String']['input']>;
  gateway?: InputMaybe<Scalars['String']['input']>;
  paymentMethodId?: InputMaybe<Scalars['ID']['input']>;
  pspId?: InputMaybe<Scalars['String']['input']>;
  pspResponse?: InputMaybe<Scalars['String']['input']>;
  returnUrl?: InputMaybe<Scalars['String']['input']>;
  total?: InputMaybe<Scalars['Float']['input']>;
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
  /** In the viewer's wishlist; false for guests. */
  inWishlist: Scalars['Boolean']['output'];
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
  /** The viewer's favourite orders, newest order first. */
  favouriteOrders: OrderConnection;
  /** Feedback categories, each with its issue types, in display order. */
  feedbackCategories: Array<FeedbackCategory>;
  /** The viewer's checkouts, newest first. */
  getAllCheckout: CheckoutConnection;
  getAllShippingMethods: ShippingMethodConnection;
  /** One of the viewer's checkouts. */
  getCheckoutById?: Maybe<Checkout>;
  /** One of the viewer's orders. */
  getOrderById?: Maybe<Order>;
  getPaymentMethodByShipping: Array<PaymentMethod>;
  /** One of the viewer's transactions, by its number (id). */
  getTransactionDetails?: Maybe<Transaction>;
  /** The viewer's saved cards, default first; active true by default. */
  getUserCards: Array<Card>;
  listAllMeiliProductAttributes: ProductAttributesList;
  listProducts: ProductList;
  /** The logged-in user; null for guests. */
  me?: Maybe<User>;
  /**
   * The lines of one of the viewer's orders with each product's availability now, for ordering it again
   * (the cart adds them and shows which sellers can fulfil them). Null when the order is not the viewer's.
   */
  orderAgainItems?: Maybe<Array<ReorderItem>>;
  /** The viewer's feedback on one of their orders, newest first; empty for any other order. */
  orderFeedback: Array<Feedback>;
  /** The viewer's orders, newest first. */
  orders: OrderConnection;
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
  /** The viewer's wishlist, newest first; empty for guests. Priced like listings (coordinate, else the USER's default address). */
  wishlist: WishlistConnection;
  /** Ids of every product in the viewer's wishlist, newest first; empty for guests. What a page of hearts reads once. */
  wishlistProductIds: Array<Scalars['ID']['output']>;
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


export type QueryFavouriteOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetAllCheckoutArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetAllShippingMethodsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetCheckoutByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetOrderByIdArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryGetPaymentMethodByShippingArgs = {
  shippingId: Scalars['ID']['input'];
};


export type QueryGetTransactionDetailsArgs = {
  transNo: Scalars['ID']['input'];
};


export type QueryGetUserCardsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  default?: InputMaybe<Scalars['Boolean']['input']>;
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


export type QueryOrderAgainItemsArgs = {
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
  orderId: Scalars['ID']['input'];
  role?: InputMaybe<Role>;
};


export type QueryOrderFeedbackArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
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


export type QueryWishlistArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  coordinate?: InputMaybe<Array<Scalars['Float']['input']>>;
  first?: InputMaybe<Scalars['Int']['input']>;
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

/** One line of a past order as it could be ordered again now. */
export type ReorderItem = {
  __typename?: 'ReorderItem';
  /** Some open seller in reach has it in stock now. */
  available: Scalars['Boolean']['output'];
  /** The order line. */
  lineId: Scalars['ID']['output'];
  /** The product as listed now, priced for the shopper's location; null when it is no longer sold. */
  product?: Maybe<Product>;
  productId: Scalars['ID']['output'];
  /** The quantity ordered then. */
  quantity: Scalars['Int']['output'];
  /** The order's seller still offers it, open, with at least the ordered quantity in stock. */
  sameSellerAvailable: Scalars['Boolean']['output'];
  /** Most units one open seller in reach holds now (0 when none). */
  stockAvailable: Scalars['Int']['output'];
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

export type Transaction = {
  __typename?: 'Transaction';
  amount: Scalars['Float']['output'];
  amountHalalas: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  payment: Payment;
  pspId?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
};

export type TransactionResult = {
  __typename?: 'TransactionResult';
  arMessage: Scalars['String']['output'];
  errors: Array<FieldError>;
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
  transaction?: Maybe<Transaction>;
};

export type UpdateCheckoutResult = {
  __typename?: 'UpdateCheckoutResult';
  arMessage: Scalars['String']['output'];
  checkout?: Maybe<Checkout>;
  errors: Array<FieldError>;
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
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

export type WishlistConnection = {
  __typename?: 'WishlistConnection';
  edges: Array<WishlistEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type WishlistEdge = {
  __typename?: 'WishlistEdge';
  /** ISO time the product was added. */
  addedAt: Scalars['String']['output'];
  cursor: Scalars['String']['output'];
  /** The product as listings show it, priced for the shopper's location. */
  node: Product;
};

export type WishlistResult = {
  __typename?: 'WishlistResult';
  arMessage: Scalars['String']['output'];
  errors: Array<FieldError>;
  /** Whether the product is in the wishlist after the call. */
  inWishlist: Scalars['Boolean']['output'];
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  /** The product added or removed, priced for the viewer's default delivery address. */
  product?: Maybe<Product>;
  success: Scalars['Boolean']['output'];
  /** Products in the wishlist after the call. */
  totalCount: Scalars['Int']['output'];
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
  Card: ResolverTypeWrapper<Card>;
  CardResult: ResolverTypeWrapper<CardResult>;
  CardTokenInput: CardTokenInput;
  Cart: ResolverTypeWrapper<Cart>;
  CartItem: ResolverTypeWrapper<CartItem>;
  CartItemInput: CartItemInput;
  CartMergeResult: ResolverTypeWrapper<CartMergeResult>;
  CartProduct: ResolverTypeWrapper<CartProduct>;
  CartResult: ResolverTypeWrapper<CartResult>;
  CartSuggestion: ResolverTypeWrapper<CartSuggestion>;
  CartUpdateResult: ResolverTypeWrapper<CartUpdateResult>;
  Category: ResolverTypeWrapper<Category>;
  Checkout: ResolverTypeWrapper<Checkout>;
  CheckoutAddress: ResolverTypeWrapper<CheckoutAddress>;
  CheckoutAddressInput: CheckoutAddressInput;
  CheckoutCart: ResolverTypeWrapper<CheckoutCart>;
  CheckoutCartDetailInput: CheckoutCartDetailInput;
  CheckoutCartRefInput: CheckoutCartRefInput;
  CheckoutCartUser: ResolverTypeWrapper<CheckoutCartUser>;
  CheckoutConnection: ResolverTypeWrapper<CheckoutConnection>;
  CheckoutCoupon: ResolverTypeWrapper<CheckoutCoupon>;
  CheckoutDataInput: CheckoutDataInput;
  CheckoutEdge: ResolverTypeWrapper<CheckoutEdge>;
  CheckoutLine: ResolverTypeWrapper<CheckoutLine>;
  CheckoutLineProduct: ResolverTypeWrapper<CheckoutLineProduct>;
  CheckoutRef: ResolverTypeWrapper<CheckoutRef>;
  ContactMessageInput: ContactMessageInput;
  CreateCheckoutResult: ResolverTypeWrapper<CreateCheckoutResult>;
  CreateOrderInput: CreateOrderInput;
  CreatePaymentResult: ResolverTypeWrapper<CreatePaymentResult>;
  Document: ResolverTypeWrapper<Document>;
  FacetCounts: ResolverTypeWrapper<FacetCounts>;
  FacetValue: ResolverTypeWrapper<FacetValue>;
  Feedback: ResolverTypeWrapper<Feedback>;
  FeedbackCategory: ResolverTypeWrapper<FeedbackCategory>;
  FeedbackInput: FeedbackInput;
  FeedbackIssueType: ResolverTypeWrapper<FeedbackIssueType>;
  FeedbackItem: ResolverTypeWrapper<FeedbackItem>;
  FeedbackItemInput: FeedbackItemInput;
  FeedbackResult: ResolverTypeWrapper<FeedbackResult>;
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
  Order: ResolverTypeWrapper<Order>;
  OrderConnection: ResolverTypeWrapper<OrderConnection>;
  OrderEdge: ResolverTypeWrapper<OrderEdge>;
  OrderResult: ResolverTypeWrapper<OrderResult>;
  OrderStatus: ResolverTypeWrapper<OrderStatus>;
  OrderStatusDetail: ResolverTypeWrapper<OrderStatusDetail>;
  OutOfStockAction: OutOfStockAction;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Payment: ResolverTypeWrapper<Payment>;
  PaymentInput: PaymentInput;
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
  ReorderItem: ResolverTypeWrapper<ReorderItem>;
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
  Transaction: ResolverTypeWrapper<Transaction>;
  TransactionResult: ResolverTypeWrapper<TransactionResult>;
  UpdateCheckoutResult: ResolverTypeWrapper<UpdateCheckoutResult>;
  UpdatedSuggestion: ResolverTypeWrapper<UpdatedSuggestion>;
  User: ResolverTypeWrapper<User>;
  UserInfo: ResolverTypeWrapper<UserInfo>;
  UserResult: ResolverTypeWrapper<UserResult>;
  WishlistConnection: ResolverTypeWrapper<WishlistConnection>;
  WishlistEdge: ResolverTypeWrapper<WishlistEdge>;
  WishlistResult: ResolverTypeWrapper<WishlistResult>;
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
  Card: Card;
  CardResult: CardResult;
  CardTokenInput: CardTokenInput;
  Cart: Cart;
  CartItem: CartItem;
  CartItemInput: CartItemInput;
  CartMergeResult: CartMergeResult;
  CartProduct: CartProduct;
  CartResult: CartResult;
  CartSuggestion: CartSuggestion;
  CartUpdateResult: CartUpdateResult;
  Category: Category;
  Checkout: Checkout;
  CheckoutAddress: CheckoutAddress;
  CheckoutAddressInput: CheckoutAddressInput;
  CheckoutCart: CheckoutCart;
  CheckoutCartDetailInput: CheckoutCartDetailInput;
  CheckoutCartRefInput: CheckoutCartRefInput;
  CheckoutCartUser: CheckoutCartUser;
  CheckoutConnection: CheckoutConnection;
  CheckoutCoupon: CheckoutCoupon;
  CheckoutDataInput: CheckoutDataInput;
  CheckoutEdge: CheckoutEdge;
  CheckoutLine: CheckoutLine;
  CheckoutLineProduct: CheckoutLineProduct;
  CheckoutRef: CheckoutRef;
  ContactMessageInput: ContactMessageInput;
  CreateCheckoutResult: CreateCheckoutResult;
  CreateOrderInput: CreateOrderInput;
  CreatePaymentResult: CreatePaymentResult;
  Document: Document;
  FacetCounts: FacetCounts;
  FacetValue: FacetValue;
  Feedback: Feedback;
  FeedbackCategory: FeedbackCategory;
  FeedbackInput: FeedbackInput;
  FeedbackIssueType: FeedbackIssueType;
  FeedbackItem: FeedbackItem;
  FeedbackItemInput: FeedbackItemInput;
  FeedbackResult: FeedbackResult;
  FieldError: FieldError;
  Float: Scalars['Float']['output'];
  HighlightRange: HighlightRange;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  MetadataItem: MetadataItem;
  MissingCartItem: MissingCartItem;
  Mutation: Record<PropertyKey, never>;
  MutationResult: MutationResult;
  Order: Order;
  OrderConnection: OrderConnection;
  OrderEdge: OrderEdge;
  OrderResult: OrderResult;
  OrderStatus: OrderStatus;
  OrderStatusDetail: OrderStatusDetail;
  PageInfo: PageInfo;
  Payment: Payment;
  PaymentInput: PaymentInput;
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
  ReorderItem: ReorderItem;
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
  Transaction: Transaction;
  TransactionResult: TransactionResult;
  UpdateCheckoutResult: UpdateCheckoutResult;
  UpdatedSuggestion: UpdatedSuggestion;
  User: User;
  UserInfo: UserInfo;
  UserResult: UserResult;
  WishlistConnection: WishlistConnection;
  WishlistEdge: WishlistEdge;
  WishlistResult: WishlistResult;
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
  deviceToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deviceTokenExpiresAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
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

export type CardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Card'] = ResolversParentTypes['Card']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cardType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiryMnt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  expiryYr?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastFour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nickName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CardResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardResult'] = ResolversParentTypes['CardResult']> = {
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  card?: Resolver<Maybe<ResolversTypes['Card']>, ParentType, ContextType>;
  cards?: Resolver<Array<ResolversTypes['Card']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type CheckoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Checkout'] = ResolversParentTypes['Checkout']> = {
  baseAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  baseAmountHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  billingAddress?: Resolver<Maybe<ResolversTypes['CheckoutAddress']>, ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['CheckoutCart']>, ParentType, ContextType>;
  coupon?: Resolver<Maybe<ResolversTypes['CheckoutCoupon']>, ParentType, ContextType>;
  couponAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  couponAmountHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryCharge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  deliveryChargeHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveryDistance?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discountAmountHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  grandTotalHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CheckoutLine']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  outOfStockAction?: Resolver<ResolversTypes['OutOfStockAction'], ParentType, ContextType>;
  scheduleTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['Seller'], ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['CheckoutAddress']>, ParentType, ContextType>;
  shippingMethod?: Resolver<ResolversTypes['ShippingMethod'], ParentType, ContextType>;
  splitType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  subTotalHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxAmountHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckoutAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutAddress'] = ResolversParentTypes['CheckoutAddress']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  header?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  long?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CheckoutCartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutCart'] = ResolversParentTypes['CheckoutCart']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['CheckoutCartUser']>, ParentType, ContextType>;
};

export type CheckoutCartUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutCartUser'] = ResolversParentTypes['CheckoutCartUser']> = {
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CheckoutConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutConnection'] = ResolversParentTypes['CheckoutConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CheckoutEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckoutCouponResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutCoupon'] = ResolversParentTypes['CheckoutCoupon']> = {
  couponValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CheckoutEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutEdge'] = ResolversParentTypes['CheckoutEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType>;
};

export type CheckoutLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutLine'] = ResolversParentTypes['CheckoutLine']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemSellingPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  itemSellingPriceHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['CheckoutLineProduct'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSellingPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalSellingPriceHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckoutLineProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutLineProduct'] = ResolversParentTypes['CheckoutLineProduct']> = {
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type CreatePaymentResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatePaymentResult'] = ResolversParentTypes['CreatePaymentResult']> = {
  amount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  callbackUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  givenId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Document'] = ResolversParentTypes['Document']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type FeedbackResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Feedback'] = ResolversParentTypes['Feedback']> = {
  category?: Resolver<ResolversTypes['FeedbackCategory'], ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentUrls?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['Document']>, ParentType, ContextType>;
  feedbackItems?: Resolver<Array<ResolversTypes['FeedbackItem']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issueType?: Resolver<ResolversTypes['FeedbackIssueType'], ParentType, ContextType>;
  issueTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FeedbackCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeedbackCategory'] = ResolversParentTypes['FeedbackCategory']> = {
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issueTypes?: Resolver<Array<ResolversTypes['FeedbackIssueType']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeedbackIssueTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeedbackIssueType'] = ResolversParentTypes['FeedbackIssueType']> = {
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeedbackItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeedbackItem'] = ResolversParentTypes['FeedbackItem']> = {
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FeedbackResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeedbackResult'] = ResolversParentTypes['FeedbackResult']> = {
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  feedback?: Resolver<Maybe<ResolversTypes['Feedback']>, ParentType, ContextType>;
  feedbackId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  addCardToken?: Resolver<ResolversTypes['CardResult'], ParentType, ContextType, RequireFields<MutationAddCardTokenArgs, 'input'>>;
  addToCart?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'items'>>;
  advanceOrderStatusForTesting?: Resolver<ResolversTypes['OrderResult'], ParentType, ContextType, RequireFields<MutationAdvanceOrderStatusForTestingArgs, 'orderId' | 'statusCode'>>;
  chooseDefaultCard?: Resolver<ResolversTypes['CardResult'], ParentType, ContextType, RequireFields<MutationChooseDefaultCardArgs, 'cardId'>>;
  createAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationCreateAddressArgs, 'input'>>;
  createCheckout?: Resolver<ResolversTypes['CreateCheckoutResult'], ParentType, ContextType, RequireFields<MutationCreateCheckoutArgs, 'data'>>;
  createOrder?: Resolver<ResolversTypes['OrderResult'], ParentType, ContextType, Partial<MutationCreateOrderArgs>>;
  createPayment?: Resolver<ResolversTypes['CreatePaymentResult'], ParentType, ContextType, Partial<MutationCreatePaymentArgs>>;
  createTransaction?: Resolver<ResolversTypes['TransactionResult'], ParentType, ContextType, Partial<MutationCreateTransactionArgs>>;
  createWishlist?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationCreateWishlistArgs, 'product'>>;
  deactivateUser?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType>;
  deleteAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'id'>>;
  emptyCart?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, Partial<MutationEmptyCartArgs>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'identifier' | 'password'>>;
  logout?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, Partial<MutationLogoutArgs>>;
  mergeGuestCart?: Resolver<ResolversTypes['CartMergeResult'], ParentType, ContextType, RequireFields<MutationMergeGuestCartArgs, 'items' | 'mergeKey'>>;
  refreshToken?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRefreshTokenArgs, 'refreshToken'>>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeCard?: Resolver<ResolversTypes['CardResult'], ParentType, ContextType, RequireFields<MutationRemoveCardArgs, 'cardId'>>;
  removeFromCart?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationRemoveFromCartArgs, 'productId'>>;
  removeFromWishlist?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationRemoveFromWishlistArgs, 'id'>>;
  requestPasswordReset?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'identifier'>>;
  resetPassword?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  saveContactMessage?: Resolver<ResolversTypes['MutationResult'], ParentType, ContextType, RequireFields<MutationSaveContactMessageArgs, 'input'>>;
  saveFeedback?: Resolver<ResolversTypes['FeedbackResult'], ParentType, ContextType, RequireFields<MutationSaveFeedbackArgs, 'input'>>;
  setCurrentAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationSetCurrentAddressArgs, 'input'>>;
  setDefaultAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationSetDefaultAddressArgs, 'id'>>;
  setFavouriteOrder?: Resolver<ResolversTypes['OrderResult'], ParentType, ContextType, RequireFields<MutationSetFavouriteOrderArgs, 'favourite' | 'orderId'>>;
  setPrefferedLanguage?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationSetPrefferedLanguageArgs, 'lang'>>;
  updateAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'id' | 'input'>>;
  updateCartQuantity?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationUpdateCartQuantityArgs, 'productId' | 'quantity'>>;
  updateCartSuggestion?: Resolver<ResolversTypes['CartUpdateResult'], ParentType, ContextType, RequireFields<MutationUpdateCartSuggestionArgs, 'outOfStockAction' | 'position' | 'shippingMethod'>>;
  updateCheckout?: Resolver<ResolversTypes['UpdateCheckoutResult'], ParentType, ContextType, RequireFields<MutationUpdateCheckoutArgs, 'checkoutId'>>;
  updateOrderRating?: Resolver<ResolversTypes['OrderResult'], ParentType, ContextType, RequireFields<MutationUpdateOrderRatingArgs, 'orderId' | 'rating'>>;
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

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  checkout?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdLocal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eta?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  favourite?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderRated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusDetail?: Resolver<Array<ResolversTypes['OrderStatusDetail']>, ParentType, ContextType>;
};

export type OrderConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrderEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderEdge'] = ResolversParentTypes['OrderEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type OrderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderResult'] = ResolversParentTypes['OrderResult']> = {
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrderStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderStatus'] = ResolversParentTypes['OrderStatus']> = {
  arName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderStatusDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderStatusDetail'] = ResolversParentTypes['OrderStatusDetail']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  card?: Resolver<Maybe<ResolversTypes['Card']>, ParentType, ContextType>;
  cardBrand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gateway?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  givenId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastFour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  pspId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  inWishlist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  favouriteOrders?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, RequireFields<QueryFavouriteOrdersArgs, 'first'>>;
  feedbackCategories?: Resolver<Array<ResolversTypes['FeedbackCategory']>, ParentType, ContextType>;
  getAllCheckout?: Resolver<ResolversTypes['CheckoutConnection'], ParentType, ContextType, RequireFields<QueryGetAllCheckoutArgs, 'first'>>;
  getAllShippingMethods?: Resolver<ResolversTypes['ShippingMethodConnection'], ParentType, ContextType, RequireFields<QueryGetAllShippingMethodsArgs, 'first'>>;
  getCheckoutById?: Resolver<Maybe<ResolversTypes['Checkout']>, ParentType, ContextType, RequireFields<QueryGetCheckoutByIdArgs, 'id'>>;
  getOrderById?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryGetOrderByIdArgs, 'orderId'>>;
  getPaymentMethodByShipping?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType, RequireFields<QueryGetPaymentMethodByShippingArgs, 'shippingId'>>;
  getTransactionDetails?: Resolver<Maybe<ResolversTypes['Transaction']>, ParentType, ContextType, RequireFields<QueryGetTransactionDetailsArgs, 'transNo'>>;
  getUserCards?: Resolver<Array<ResolversTypes['Card']>, ParentType, ContextType, RequireFields<QueryGetUserCardsArgs, 'active'>>;
  listAllMeiliProductAttributes?: Resolver<ResolversTypes['ProductAttributesList'], ParentType, ContextType, Partial<QueryListAllMeiliProductAttributesArgs>>;
  listProducts?: Resolver<ResolversTypes['ProductList'], ParentType, ContextType, RequireFields<QueryListProductsArgs, 'page' | 'pageSize'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  orderAgainItems?: Resolver<Maybe<Array<ResolversTypes['ReorderItem']>>, ParentType, ContextType, RequireFields<QueryOrderAgainItemsArgs, 'orderId'>>;
  orderFeedback?: Resolver<Array<ResolversTypes['Feedback']>, ParentType, ContextType, RequireFields<QueryOrderFeedbackArgs, 'orderId'>>;
  orders?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'first'>>;
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
  wishlist?: Resolver<ResolversTypes['WishlistConnection'], ParentType, ContextType, RequireFields<QueryWishlistArgs, 'first'>>;
  wishlistProductIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ReorderItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReorderItem'] = ResolversParentTypes['ReorderItem']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sameSellerAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stockAvailable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type TransactionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Transaction'] = ResolversParentTypes['Transaction']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountHalalas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType>;
  pspId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TransactionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TransactionResult'] = ResolversParentTypes['TransactionResult']> = {
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transaction?: Resolver<Maybe<ResolversTypes['Transaction']>, ParentType, ContextType>;
};

export type UpdateCheckoutResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateCheckoutResult'] = ResolversParentTypes['UpdateCheckoutResult']> = {
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkout?: Resolver<Maybe<ResolversTypes['Checkout']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type WishlistConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WishlistConnection'] = ResolversParentTypes['WishlistConnection']> = {
  edges?: Resolver<Array<ResolversTypes['WishlistEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WishlistEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WishlistEdge'] = ResolversParentTypes['WishlistEdge']> = {
  addedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type WishlistResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WishlistResult'] = ResolversParentTypes['WishlistResult']> = {
  arMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  inWishlist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Address?: AddressResolvers<ContextType>;
  AddressResult?: AddressResultResolvers<ContextType>;
  AttributeValue?: AttributeValueResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  Card?: CardResolvers<ContextType>;
  CardResult?: CardResultResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartMergeResult?: CartMergeResultResolvers<ContextType>;
  CartProduct?: CartProductResolvers<ContextType>;
  CartResult?: CartResultResolvers<ContextType>;
  CartSuggestion?: CartSuggestionResolvers<ContextType>;
  CartUpdateResult?: CartUpdateResultResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  Checkout?: CheckoutResolvers<ContextType>;
  CheckoutAddress?: CheckoutAddressResolvers<ContextType>;
  CheckoutCart?: CheckoutCartResolvers<ContextType>;
  CheckoutCartUser?: CheckoutCartUserResolvers<ContextType>;
  CheckoutConnection?: CheckoutConnectionResolvers<ContextType>;
  CheckoutCoupon?: CheckoutCouponResolvers<ContextType>;
  CheckoutEdge?: CheckoutEdgeResolvers<ContextType>;
  CheckoutLine?: CheckoutLineResolvers<ContextType>;
  CheckoutLineProduct?: CheckoutLineProductResolvers<ContextType>;
  CheckoutRef?: CheckoutRefResolvers<ContextType>;
  CreateCheckoutResult?: CreateCheckoutResultResolvers<ContextType>;
  CreatePaymentResult?: CreatePaymentResultResolvers<ContextType>;
  Document?: DocumentResolvers<ContextType>;
  FacetCounts?: FacetCountsResolvers<ContextType>;
  FacetValue?: FacetValueResolvers<ContextType>;
  Feedback?: FeedbackResolvers<ContextType>;
  FeedbackCategory?: FeedbackCategoryResolvers<ContextType>;
  FeedbackIssueType?: FeedbackIssueTypeResolvers<ContextType>;
  FeedbackItem?: FeedbackItemResolvers<ContextType>;
  FeedbackResult?: FeedbackResultResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  HighlightRange?: HighlightRangeResolvers<ContextType>;
  MetadataItem?: MetadataItemResolvers<ContextType>;
  MissingCartItem?: MissingCartItemResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationResult?: MutationResultResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderEdge?: OrderEdgeResolvers<ContextType>;
  OrderResult?: OrderResultResolvers<ContextType>;
  OrderStatus?: OrderStatusResolvers<ContextType>;
  OrderStatusDetail?: OrderStatusDetailResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
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
  ReorderItem?: ReorderItemResolvers<ContextType>;
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
  Transaction?: TransactionResolvers<ContextType>;
  TransactionResult?: TransactionResultResolvers<ContextType>;
  UpdateCheckoutResult?: UpdateCheckoutResultResolvers<ContextType>;
  UpdatedSuggestion?: UpdatedSuggestionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserInfo?: UserInfoResolvers<ContextType>;
  UserResult?: UserResultResolvers<ContextType>;
  WishlistConnection?: WishlistConnectionResolvers<ContextType>;
  WishlistEdge?: WishlistEdgeResolvers<ContextType>;
  WishlistResult?: WishlistResultResolvers<ContextType>;
};

