/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AddressInput = {
  address1: string;
  address2?: string | null | undefined;
  addressType: AddressType;
  country?: string | null | undefined;
  /** The default of its type. Left out: a new address is the default when it is the first of its type; an edited one stays as it is. */
  isDefault?: boolean | null | undefined;
  lat: number;
  long: number;
};

export type AddressType =
  | 'BILLING'
  | 'SHIPPING';

/** A line the shopper asks for. Prices are never accepted from the client. */
export type CartItemInput = {
  productId: string;
  quantity: number;
};

/** A message from the contact-us page. Texts are trimmed; an empty phone means none. */
export type ContactMessageInput = {
  email: string;
  /** 10 to 2000 characters. */
  message: string;
  name: string;
  /** Saudi mobile number, for example 05XXXXXXXX. */
  phone?: string | null | undefined;
  subject: string;
};

export type LanguageCode =
  | 'AR'
  | 'EN';

export type RegisterInput = {
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  language?: LanguageCode | null | undefined;
  lastName?: string | null | undefined;
  password: string;
  phone?: string | null | undefined;
  title?: string | null | undefined;
};

export type GatewayAddressFragment = { id: string, address1: string, address2: string | null, lat: number, long: number, addressType: AddressType, isDefault: boolean, country: string, header: string };

export type GatewayAddressBookQueryVariables = Exact<{ [key: string]: never; }>;


export type GatewayAddressBookQuery = { addressBook: Array<{ id: string, address1: string, address2: string | null, lat: number, long: number, addressType: AddressType, isDefault: boolean, country: string, header: string }> };

export type GatewaySetCurrentAddressMutationVariables = Exact<{
  input: AddressInput;
}>;


export type GatewaySetCurrentAddressMutation = { setCurrentAddress: { success: boolean, key: string, message: string, arMessage: string, errors: Array<{ field: string, key: string, message: string, arMessage: string }>, address: { id: string, address1: string, address2: string | null, lat: number, long: number, addressType: AddressType, isDefault: boolean, country: string, header: string } | null, addressBook: Array<{ id: string, address1: string, address2: string | null, lat: number, long: number, addressType: AddressType, isDefault: boolean, country: string, header: string }> } };

export type GatewayUserInfoFragment = { userId: string, firstName: string | null, lastName: string | null, userName: string, fullName: string, mode: string | null, phone: string | null, email: string | null, language: LanguageCode };

export type GatewayAuthPayloadFragment = { success: boolean, key: string, message: string, arMessage: string, token: string | null, tokenExpiresAt: number | null, refreshToken: string | null, refreshExpiresAt: number | null, retryAfter: number | null, deviceToken: string | null, deviceTokenExpiresAt: number | null, errors: Array<{ field: string, key: string, message: string, arMessage: string }>, user: { userId: string, firstName: string | null, lastName: string | null, userName: string, fullName: string, mode: string | null, phone: string | null, email: string | null, language: LanguageCode } | null };

export type GatewayLoginMutationVariables = Exact<{
  identifier: string;
  password: string;
  deviceToken?: string | null | undefined;
}>;


export type GatewayLoginMutation = { login: { success: boolean, key: string, message: string, arMessage: string, token: string | null, tokenExpiresAt: number | null, refreshToken: string | null, refreshExpiresAt: number | null, retryAfter: number | null, deviceToken: string | null, deviceTokenExpiresAt: number | null, errors: Array<{ field: string, key: string, message: string, arMessage: string }>, user: { userId: string, firstName: string | null, lastName: string | null, userName: string, fullName: string, mode: string | null, phone: string | null, email: string | null, language: LanguageCode } | null } };

export type GatewayRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type GatewayRegisterMutation = { register: { success: boolean, key: string, message: string, arMessage: string, token: string | null, tokenExpiresAt: number | null, refreshToken: string | null, refreshExpiresAt: number | null, retryAfter: number | null, deviceToken: string | null, deviceTokenExpiresAt: number | null, errors: Array<{ field: string, key: string, message: string, arMessage: string }>, user: { userId: string, firstName: string | null, lastName: string | null, userName: string, fullName: string, mode: string | null, phone: string | null, email: string | null, language: LanguageCode } | null } };

export type GatewayRefreshTokenMutationVariables = Exact<{
  refreshToken: string;
}>;


export type GatewayRefreshTokenMutation = { refreshToken: { success: boolean, key: string, message: string, arMessage: string, token: string | null, tokenExpiresAt: number | null, refreshToken: string | null, refreshExpiresAt: number | null, retryAfter: number | null, deviceToken: string | null, deviceTokenExpiresAt: number | null, errors: Array<{ field: string, key: string, message: string, arMessage: string }>, user: { userId: string, firstName: string | null, lastName: string | null, userName: string, fullName: string, mode: string | null, phone: string | null, email: string | null, language: LanguageCode } | null } };

export type GatewayRequestPasswordResetMutationVariables = Exact<{
  identifier: string;
  resetUrl?: string | null | undefined;
}>;


export type GatewayRequestPasswordResetMutation = { requestPasswordReset: { success: boolean, key: string, message: string, arMessage: string, retryAfter: number | null, errors: Array<{ field: string, key: string, message: string, arMessage: string }> } };

export type GatewayResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type GatewayResetPasswordMutation = { resetPassword: { success: boolean, key: string, message: string, arMessage: string, retryAfter: number | null, errors: Array<{ field: string, key: string, message: string, arMessage: string }> } };

export type GatewayLogoutMutationVariables = Exact<{
  refreshToken?: string | null | undefined;
}>;


export type GatewayLogoutMutation = { logout: { success: boolean, key: string, message: string, arMessage: string, errors: Array<{ field: string, key: string, message: string, arMessage: string }> } };

export type GatewayUserInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type GatewayUserInfoQuery = { userInfo: { userId: string, firstName: string | null, lastName: string | null, userName: string, fullName: string, mode: string | null, phone: string | null, email: string | null, language: LanguageCode } | null };

export type GatewayCartFragment = { id: string, currency: string, subTotal: number, grandTotal: number, subTotalHalalas: number, grandTotalHalalas: number, totalItems: number, cartSugId: string | null, cartItem: Array<{ id: string, quantity: number, totalSellingPrice: number, totalSellingPriceHalalas: number, product: { id: string, slug: string, name: string, arName: string, image: string | null, price: number, sellingPrice: number, priceHalalas: number, sellingPriceHalalas: number, maxOrder: number | null, available: boolean } }> };

export type GatewayCartResultFragment = { success: boolean, key: string, message: string, arMessage: string, errors: Array<{ field: string, key: string, message: string, arMessage: string }>, cart: { id: string, currency: string, subTotal: number, grandTotal: number, subTotalHalalas: number, grandTotalHalalas: number, totalItems: number, cartSugId: string | null, cartItem: Array<{ id: string, quantity: number, totalSellingPrice: number, totalSellingPriceHalalas: number, product: { id: string, slug: string, name: string, arName: string, image: string | null, price: number, sellingPrice: number, priceHalalas: number, sellingPriceHalalas: number, maxOrder: number | null, available: boolean } }> } | null };

export type GatewayCartQueryVariables = Exact<{ [key: string]: never; }>;


export type GatewayCartQuery = { cart: { id: string, currency: string, subTotal: number, grandTotal: number, subTotalHalalas: number, grandTotalHalalas: number, totalItems: number, cartSugId: string | null, cartItem: Array<{ id: string, quantity: number, totalSellingPrice: number, totalSellingPriceHalalas: number, product: { id: string, slug: string, name: string, arName: string, image: string | null, price: number, sellingPrice: number, priceHalalas: number, sellingPriceHalalas: number, maxOrder: number | null, available: boolean } }> } | null };

export type GatewayAddToCartMutationVariables = Exact<{
  items: Array<CartItemInput> | CartItemInput;
}>;


export type GatewayAddToCartMutation = { addToCart: { success: boolean, key: string, message: string, arMessage: string, errors: Array<{ field: string, key: string, message: string, arMessage: string }>, cart: { id: string, currency: string, subTotal: number, grandTotal: number, subTotalHalalas: number, grandTotalHalalas: number, totalItems: number, cartSugId: string | null, cartItem: Array<{ id: string, quantity: number, totalSellingPrice: number, totalSellingPriceHalalas: number, product: { id: string, slug: string, name: string, arName: string, image: string | null, price: number, sellingPrice: number, priceHalalas: number, sellingPriceHalalas: number, maxOrder: number | null, available: boolean } }> } | null } };

export type GatewayMergeGuestCartMutationVariables = Exact<{
  mergeKey: string;
  items: Array<CartItemInput> | CartItemInput;
}>;


export type GatewayMergeGuestCartMutation = { mergeGuestCart: { success: boolean, key: string, message: string, arMessage: string, applied: boolean, errors: Array<{ field: string, key: string, message: string, arMessage: string }>, cart: { id: string, currency: string, subTotal: number, grandTotal: number, subTotalHalalas: number, grandTotalHalalas: number, totalItems: number, cartSugId: string | null, cartItem: Array<{ id: string, quantity: number, totalSellingPrice: number, totalSellingPriceHalalas: number, product: { id: string, slug: string, name: string, arName: string, image: string | null, price: number, sellingPrice: number, priceHalalas: number, sellingPriceHalalas: number, maxOrder: number | null, available: boolean } }> } | null } };

export type GatewayEmptyCartMutationVariables = Exact<{
  cartId?: string | null | undefined;
}>;


export type GatewayEmptyCartMutation = { emptyCart: { success: boolean, key: string, message: string, arMessage: string, errors: Array<{ field: string, key: string, message: string, arMessage: string }>, cart: { id: string, currency: string, subTotal: number, grandTotal: number, subTotalHalalas: number, grandTotalHalalas: number, totalItems: number, cartSugId: string | null, cartItem: Array<{ id: string, quantity: number, totalSellingPrice: number, totalSellingPriceHalalas: number, product: { id: string, slug: string, name: string, arName: string, image: string | null, price: number, sellingPrice: number, priceHalalas: number, sellingPriceHalalas: number, maxOrder: number | null, available: boolean } }> } | null } };

export type GatewayCategoryFragment = { id: string, slug: string, name: string, arName: string, image: string | null, level: number, position: number, productCount: number };

export type GatewayCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type GatewayCategoriesQuery = { categories: Array<{ id: string, slug: string, name: string, arName: string, image: string | null, level: number, position: number, productCount: number, children: Array<{ id: string, slug: string, name: string, arName: string, image: string | null, level: number, position: number, productCount: number }> }> };

export type GatewayPrimeTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type GatewayPrimeTypesQuery = { popularProductTypes: Array<{ id: string, slug: string, name: string, arName: string, productCount: number }> };

export type GatewayPrimeBrandsQueryVariables = Exact<{ [key: string]: never; }>;


export type GatewayPrimeBrandsQuery = { popularBrands: Array<{ id: string, slug: string, name: string, arName: string, iconImage: string | null, productCount: number }> };

export type GatewaySaveContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type GatewaySaveContactMessageMutation = { saveContactMessage: { success: boolean, key: string, message: string, arMessage: string, errors: Array<{ field: string, key: string, message: string, arMessage: string }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const GatewayAddressFragmentDoc = new TypedDocumentString(`
    fragment GatewayAddress on Address {
  id
  address1
  address2
  lat
  long
  addressType
  isDefault
  country
  header
}
    `, {"fragmentName":"GatewayAddress"}) as unknown as TypedDocumentString<GatewayAddressFragment, unknown>;
export const GatewayUserInfoFragmentDoc = new TypedDocumentString(`
    fragment GatewayUserInfo on UserInfo {
  userId
  firstName
  lastName
  userName
  fullName
  mode
  phone
  email
  language
}
    `, {"fragmentName":"GatewayUserInfo"}) as unknown as TypedDocumentString<GatewayUserInfoFragment, unknown>;
export const GatewayAuthPayloadFragmentDoc = new TypedDocumentString(`
    fragment GatewayAuthPayload on AuthPayload {
  success
  key
  message
  arMessage
  errors {
    field
    key
    message
    arMessage
  }
  token
  tokenExpiresAt
  refreshToken
  refreshExpiresAt
  retryAfter
  deviceToken
  deviceTokenExpiresAt
  user {
    ...GatewayUserInfo
  }
}
    fragment GatewayUserInfo on UserInfo {
  userId
  firstName
  lastName
  userName
  fullName
  mode
  phone
  email
  language
}`, {"fragmentName":"GatewayAuthPayload"}) as unknown as TypedDocumentString<GatewayAuthPayloadFragment, unknown>;
export const GatewayCartFragmentDoc = new TypedDocumentString(`
    fragment GatewayCart on Cart {
  id
  currency
  subTotal
  grandTotal
  subTotalHalalas
  grandTotalHalalas
  totalItems
  cartSugId
  cartItem {
    id
    quantity
    totalSellingPrice
    totalSellingPriceHalalas
    product {
      id
      slug
      name
      arName
      image
      price
      sellingPrice
      priceHalalas
      sellingPriceHalalas
      maxOrder
      available
    }
  }
}
    `, {"fragmentName":"GatewayCart"}) as unknown as TypedDocumentString<GatewayCartFragment, unknown>;
export const GatewayCartResultFragmentDoc = new TypedDocumentString(`
    fragment GatewayCartResult on CartResult {
  success
  key
  message
  arMessage
  errors {
    field
    key
    message
    arMessage
  }
  cart {
    ...GatewayCart
  }
}
    fragment GatewayCart on Cart {
  id
  currency
  subTotal
  grandTotal
  subTotalHalalas
  grandTotalHalalas
  totalItems
  cartSugId
  cartItem {
    id
    quantity
    totalSellingPrice
    totalSellingPriceHalalas
    product {
      id
      slug
      name
      arName
      image
      price
      sellingPrice
      priceHalalas
      sellingPriceHalalas
      maxOrder
      available
    }
  }
}`, {"fragmentName":"GatewayCartResult"}) as unknown as TypedDocumentString<GatewayCartResultFragment, unknown>;
export const GatewayCategoryFragmentDoc = new TypedDocumentString(`
    fragment GatewayCategory on Category {
  id
  slug
  name
  arName
  image
  level
  position
  productCount
}
    `, {"fragmentName":"GatewayCategory"}) as unknown as TypedDocumentString<GatewayCategoryFragment, unknown>;
export const GatewayAddressBookDocument = new TypedDocumentString(`
    query GatewayAddressBook {
  addressBook {
    ...GatewayAddress
  }
}
    fragment GatewayAddress on Address {
  id
  address1
  address2
  lat
  long
  addressType
  isDefault
  country
  header
}`) as unknown as TypedDocumentString<GatewayAddressBookQuery, GatewayAddressBookQueryVariables>;
export const GatewaySetCurrentAddressDocument = new TypedDocumentString(`
    mutation GatewaySetCurrentAddress($input: AddressInput!) {
  setCurrentAddress(input: $input) {
    success
    key
    message
    arMessage
    errors {
      field
      key
      message
      arMessage
    }
    address {
      ...GatewayAddress
    }
    addressBook {
      ...GatewayAddress
    }
  }
}
    fragment GatewayAddress on Address {
  id
  address1
  address2
  lat
  long
  addressType
  isDefault
  country
  header
}`) as unknown as TypedDocumentString<GatewaySetCurrentAddressMutation, GatewaySetCurrentAddressMutationVariables>;
export const GatewayLoginDocument = new TypedDocumentString(`
    mutation GatewayLogin($identifier: String!, $password: String!, $deviceToken: String) {
  login(identifier: $identifier, password: $password, deviceToken: $deviceToken) {
    ...GatewayAuthPayload
  }
}
    fragment GatewayUserInfo on UserInfo {
  userId
  firstName
  lastName
  userName
  fullName
  mode
  phone
  email
  language
}
fragment GatewayAuthPayload on AuthPayload {
  success
  key
  message
  arMessage
  errors {
    field
    key
    message
    arMessage
  }
  token
  tokenExpiresAt
  refreshToken
  refreshExpiresAt
  retryAfter
  deviceToken
  deviceTokenExpiresAt
  user {
    ...GatewayUserInfo
  }
}`) as unknown as TypedDocumentString<GatewayLoginMutation, GatewayLoginMutationVariables>;
export const GatewayRegisterDocument = new TypedDocumentString(`
    mutation GatewayRegister($input: RegisterInput!) {
  register(input: $input) {
    ...GatewayAuthPayload
  }
}
    fragment GatewayUserInfo on UserInfo {
  userId
  firstName
  lastName
  userName
  fullName
  mode
  phone
  email
  language
}
fragment GatewayAuthPayload on AuthPayload {
  success
  key
  message
  arMessage
  errors {
    field
    key
    message
    arMessage
  }
  token
  tokenExpiresAt
  refreshToken
  refreshExpiresAt
  retryAfter
  deviceToken
  deviceTokenExpiresAt
  user {
    ...GatewayUserInfo
  }
}`) as unknown as TypedDocumentString<GatewayRegisterMutation, GatewayRegisterMutationVariables>;
export const GatewayRefreshTokenDocument = new TypedDocumentString(`
    mutation GatewayRefreshToken($refreshToken: String!) {
  refreshToken(refreshToken: $refreshToken) {
    ...GatewayAuthPayload
  }
}
    fragment GatewayUserInfo on UserInfo {
  userId
  firstName
  lastName
  userName
  fullName
  mode
  phone
  email
  language
}
fragment GatewayAuthPayload on AuthPayload {
  success
  key
  message
  arMessage
  errors {
    field
    key
    message
    arMessage
  }
  token
  tokenExpiresAt
  refreshToken
  refreshExpiresAt
  retryAfter
  deviceToken
  deviceTokenExpiresAt
  user {
    ...GatewayUserInfo
  }
}`) as unknown as TypedDocumentString<GatewayRefreshTokenMutation, GatewayRefreshTokenMutationVariables>;
export const GatewayRequestPasswordResetDocument = new TypedDocumentString(`
    mutation GatewayRequestPasswordReset($identifier: String!, $resetUrl: String) {
  requestPasswordReset(identifier: $identifier, resetUrl: $resetUrl) {
    success
    key
    message
    arMessage
    errors {
      field
      key
      message
      arMessage
    }
    retryAfter
  }
}
    `) as unknown as TypedDocumentString<GatewayRequestPasswordResetMutation, GatewayRequestPasswordResetMutationVariables>;
export const GatewayResetPasswordDocument = new TypedDocumentString(`
    mutation GatewayResetPassword($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password) {
    success
    key
    message
    arMessage
    errors {
      field
      key
      message
      arMessage
    }
    retryAfter
  }
}
    `) as unknown as TypedDocumentString<GatewayResetPasswordMutation, GatewayResetPasswordMutationVariables>;
export const GatewayLogoutDocument = new TypedDocumentString(`
    mutation GatewayLogout($refreshToken: String) {
  logout(refreshToken: $refreshToken) {
    success
    key
    message
    arMessage
    errors {
      field
      key
      message
      arMessage
    }
  }
}
    `) as unknown as TypedDocumentString<GatewayLogoutMutation, GatewayLogoutMutationVariables>;
export const GatewayUserInfoDocument = new TypedDocumentString(`
    query GatewayUserInfo {
  userInfo {
    ...GatewayUserInfo
  }
}
    fragment GatewayUserInfo on UserInfo {
  userId
  firstName
  lastName
  userName
  fullName
  mode
  phone
  email
  language
}`) as unknown as TypedDocumentString<GatewayUserInfoQuery, GatewayUserInfoQueryVariables>;
export const GatewayCartDocument = new TypedDocumentString(`
    query GatewayCart {
  cart {
    ...GatewayCart
  }
}
    fragment GatewayCart on Cart {
  id
  currency
  subTotal
  grandTotal
  subTotalHalalas
  grandTotalHalalas
  totalItems
  cartSugId
  cartItem {
    id
    quantity
    totalSellingPrice
    totalSellingPriceHalalas
    product {
      id
      slug
      name
      arName
      image
      price
      sellingPrice
      priceHalalas
      sellingPriceHalalas
      maxOrder
      available
    }
  }
}`) as unknown as TypedDocumentString<GatewayCartQuery, GatewayCartQueryVariables>;
export const GatewayAddToCartDocument = new TypedDocumentString(`
    mutation GatewayAddToCart($items: [CartItemInput!]!) {
  addToCart(items: $items) {
    ...GatewayCartResult
  }
}
    fragment GatewayCart on Cart {
  id
  currency
  subTotal
  grandTotal
  subTotalHalalas
  grandTotalHalalas
  totalItems
  cartSugId
  cartItem {
    id
    quantity
    totalSellingPrice
    totalSellingPriceHalalas
    product {
      id
      slug
      name
      arName
      image
      price
      sellingPrice
      priceHalalas
      sellingPriceHalalas
      maxOrder
      available
    }
  }
}
fragment GatewayCartResult on CartResult {
  success
  key
  message
  arMessage
  errors {
    field
    key
    message
    arMessage
  }
  cart {
    ...GatewayCart
  }
}`) as unknown as TypedDocumentString<GatewayAddToCartMutation, GatewayAddToCartMutationVariables>;
export const GatewayMergeGuestCartDocument = new TypedDocumentString(`
    mutation GatewayMergeGuestCart($mergeKey: String!, $items: [CartItemInput!]!) {
  mergeGuestCart(mergeKey: $mergeKey, items: $items) {
    success
    key
    message
    arMessage
    errors {
      field
      key
      message
      arMessage
    }
    cart {
      ...GatewayCart
    }
    applied
  }
}
    fragment GatewayCart on Cart {
  id
  currency
  subTotal
  grandTotal
  subTotalHalalas
  grandTotalHalalas
  totalItems
  cartSugId
  cartItem {
    id
    quantity
    totalSellingPrice
    totalSellingPriceHalalas
    product {
      id
      slug
      name
      arName
      image
      price
      sellingPrice
      priceHalalas
      sellingPriceHalalas
      maxOrder
      available
    }
  }
}`) as unknown as TypedDocumentString<GatewayMergeGuestCartMutation, GatewayMergeGuestCartMutationVariables>;
export const GatewayEmptyCartDocument = new TypedDocumentString(`
    mutation GatewayEmptyCart($cartId: ID) {
  emptyCart(cartId: $cartId) {
    ...GatewayCartResult
  }
}
    fragment GatewayCart on Cart {
  id
  currency
  subTotal
  grandTotal
  subTotalHalalas
  grandTotalHalalas
  totalItems
  cartSugId
  cartItem {
    id
    quantity
    totalSellingPrice
    totalSellingPriceHalalas
    product {
      id
      slug
      name
      arName
      image
      price
      sellingPrice
      priceHalalas
      sellingPriceHalalas
      maxOrder
      available
    }
  }
}
fragment GatewayCartResult on CartResult {
  success
  key
  message
  arMessage
  errors {
    field
    key
    message
    arMessage
  }
  cart {
    ...GatewayCart
  }
}`) as unknown as TypedDocumentString<GatewayEmptyCartMutation, GatewayEmptyCartMutationVariables>;
export const GatewayCategoriesDocument = new TypedDocumentString(`
    query GatewayCategories {
  categories {
    ...GatewayCategory
    children {
      ...GatewayCategory
    }
  }
}
    fragment GatewayCategory on Category {
  id
  slug
  name
  arName
  image
  level
  position
  productCount
}`) as unknown as TypedDocumentString<GatewayCategoriesQuery, GatewayCategoriesQueryVariables>;
export const GatewayPrimeTypesDocument = new TypedDocumentString(`
    query GatewayPrimeTypes {
  popularProductTypes(first: 12) {
    id
    slug
    name
    arName
    productCount
  }
}
    `) as unknown as TypedDocumentString<GatewayPrimeTypesQuery, GatewayPrimeTypesQueryVariables>;
export const GatewayPrimeBrandsDocument = new TypedDocumentString(`
    query GatewayPrimeBrands {
  popularBrands(first: 12) {
    id
    slug
    name
    arName
    iconImage
    productCount
  }
}
    `) as unknown as TypedDocumentString<GatewayPrimeBrandsQuery, GatewayPrimeBrandsQueryVariables>;
export const GatewaySaveContactMessageDocument = new TypedDocumentString(`
    mutation GatewaySaveContactMessage($input: ContactMessageInput!) {
  saveContactMessage(input: $input) {
    success
    key
    message
    arMessage
    errors {
      field
      key
      message
      arMessage
    }
  }
}
    `) as unknown as TypedDocumentString<GatewaySaveContactMessageMutation, GatewaySaveContactMessageMutationVariables>;