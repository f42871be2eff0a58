/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What the shopper wants done when the chosen seller lacks an item. */
export type OutOfStockAction =
  | 'BOTH'
  | 'REMOVE'
  | 'REPLACE';

export type CheckoutAddressFieldsFragment = { __typename: 'CheckoutAddress', address1: string | null, address2: string | null, lat: number, long: number, header: string };

export type CheckoutFieldsFragment = { __typename: 'Checkout', id: string, token: string, grandTotalHalalas: number, subTotalHalalas: number, deliveryChargeHalalas: number, discountAmountHalalas: number, couponAmountHalalas: number, baseAmountHalalas: number, taxAmountHalalas: number, splitType: string, scheduleTime: string | null, outOfStockAction: OutOfStockAction, orderId: string | null, shippingMethod: { __typename: 'ShippingMethod', id: string, name: string, arName: string, enName: string }, seller: { __typename: 'Seller', id: string, name: string, arName: string, address: string | null, arAddress: string | null, phone: string | null, lat: number, long: number }, shippingAddress: { __typename: 'CheckoutAddress', address1: string | null, address2: string | null, lat: number, long: number, header: string } | null, billingAddress: { __typename: 'CheckoutAddress', address1: string | null, address2: string | null, lat: number, long: number, header: string } | null, lines: Array<{ __typename: 'CheckoutLine', id: string, quantity: number, totalSellingPriceHalalas: number, product: { __typename: 'CheckoutLineProduct', id: string, name: string, arName: string, image: string | null } }> };

export type CheckoutByIdQueryVariables = Exact<{
  id: string;
}>;


export type CheckoutByIdQuery = { getCheckoutById: { __typename: 'Checkout', id: string, token: string, grandTotalHalalas: number, subTotalHalalas: number, deliveryChargeHalalas: number, discountAmountHalalas: number, couponAmountHalalas: number, baseAmountHalalas: number, taxAmountHalalas: number, splitType: string, scheduleTime: string | null, outOfStockAction: OutOfStockAction, orderId: string | null, shippingMethod: { __typename: 'ShippingMethod', id: string, name: string, arName: string, enName: string }, seller: { __typename: 'Seller', id: string, name: string, arName: string, address: string | null, arAddress: string | null, phone: string | null, lat: number, long: number }, shippingAddress: { __typename: 'CheckoutAddress', address1: string | null, address2: string | null, lat: number, long: number, header: string } | null, billingAddress: { __typename: 'CheckoutAddress', address1: string | null, address2: string | null, lat: number, long: number, header: string } | null, lines: Array<{ __typename: 'CheckoutLine', id: string, quantity: number, totalSellingPriceHalalas: number, product: { __typename: 'CheckoutLineProduct', id: string, name: string, arName: string, image: string | null } }> } | null };

export type PaymentOptionsQueryVariables = Exact<{
  shippingId: string;
}>;


export type PaymentOptionsQuery = { getPaymentMethodByShipping: Array<{ __typename: 'PaymentMethod', id: string, name: string, arName: string, description: string, arDescription: string }>, getUserCards: Array<{ __typename: 'Card', id: string, nickName: string | null, lastFour: string, default: boolean, token: string, cardType: string | null, expiryMnt: number | null, expiryYr: number | null }> };

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
export const CheckoutAddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment CheckoutAddressFields on CheckoutAddress {
  __typename
  address1
  address2
  lat
  long
  header
}
    `, {"fragmentName":"CheckoutAddressFields"}) as unknown as TypedDocumentString<CheckoutAddressFieldsFragment, unknown>;
export const CheckoutFieldsFragmentDoc = new TypedDocumentString(`
    fragment CheckoutFields on Checkout {
  __typename
  id
  token
  grandTotalHalalas
  subTotalHalalas
  deliveryChargeHalalas
  discountAmountHalalas
  couponAmountHalalas
  baseAmountHalalas
  taxAmountHalalas
  splitType
  scheduleTime
  outOfStockAction
  orderId
  shippingMethod {
    __typename
    id
    name
    arName
    enName
  }
  seller {
    __typename
    id
    name
    arName
    address
    arAddress
    phone
    lat
    long
  }
  shippingAddress {
    __typename
    ...CheckoutAddressFields
  }
  billingAddress {
    __typename
    ...CheckoutAddressFields
  }
  lines {
    __typename
    id
    quantity
    totalSellingPriceHalalas
    product {
      __typename
      id
      name
      arName
      image
    }
  }
}
    fragment CheckoutAddressFields on CheckoutAddress {
  __typename
  address1
  address2
  lat
  long
  header
}`, {"fragmentName":"CheckoutFields"}) as unknown as TypedDocumentString<CheckoutFieldsFragment, unknown>;
export const CheckoutByIdDocument = new TypedDocumentString(`
    query CheckoutById($id: ID!) {
  getCheckoutById(id: $id) {
    __typename
    ...CheckoutFields
  }
}
    fragment CheckoutAddressFields on CheckoutAddress {
  __typename
  address1
  address2
  lat
  long
  header
}
fragment CheckoutFields on Checkout {
  __typename
  id
  token
  grandTotalHalalas
  subTotalHalalas
  deliveryChargeHalalas
  discountAmountHalalas
  couponAmountHalalas
  baseAmountHalalas
  taxAmountHalalas
  splitType
  scheduleTime
  outOfStockAction
  orderId
  shippingMethod {
    __typename
    id
    name
    arName
    enName
  }
  seller {
    __typename
    id
    name
    arName
    address
    arAddress
    phone
    lat
    long
  }
  shippingAddress {
    __typename
    ...CheckoutAddressFields
  }
  billingAddress {
    __typename
    ...CheckoutAddressFields
  }
  lines {
    __typename
    id
    quantity
    totalSellingPriceHalalas
    product {
      __typename
      id
      name
      arName
      image
    }
  }
}`) as unknown as TypedDocumentString<CheckoutByIdQuery, CheckoutByIdQueryVariables>;
export const PaymentOptionsDocument = new TypedDocumentString(`
    query PaymentOptions($shippingId: ID!) {
  getPaymentMethodByShipping(shippingId: $shippingId) {
    __typename
    id
    name
    arName
    description
    arDescription
  }
  getUserCards(active: true) {
    __typename
    id
    nickName
    lastFour
    default
    token
    cardType
    expiryMnt
    expiryYr
  }
}
    `) as unknown as TypedDocumentString<PaymentOptionsQuery, PaymentOptionsQueryVariables>;