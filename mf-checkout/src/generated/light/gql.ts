/* eslint-disable */
import * as types from './graphql.js';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment CheckoutAddressFields on CheckoutAddress {\n  __typename\n  address1\n  address2\n  lat\n  long\n  header\n}\n\nfragment CheckoutFields on Checkout {\n  __typename\n  id\n  token\n  grandTotalHalalas\n  subTotalHalalas\n  deliveryChargeHalalas\n  discountAmountHalalas\n  couponAmountHalalas\n  baseAmountHalalas\n  taxAmountHalalas\n  splitType\n  scheduleTime\n  outOfStockAction\n  orderId\n  shippingMethod {\n    __typename\n    id\n    name\n    arName\n    enName\n  }\n  seller {\n    __typename\n    id\n    name\n    arName\n    address\n    arAddress\n    phone\n    lat\n    long\n  }\n  shippingAddress {\n    __typename\n    ...CheckoutAddressFields\n  }\n  billingAddress {\n    __typename\n    ...CheckoutAddressFields\n  }\n  lines {\n    __typename\n    id\n    quantity\n    totalSellingPriceHalalas\n    product {\n      __typename\n      id\n      name\n      arName\n      image\n    }\n  }\n}\n\nquery CheckoutById($id: ID!) {\n  getCheckoutById(id: $id) {\n    __typename\n    ...CheckoutFields\n  }\n}": typeof types.CheckoutAddressFieldsFragmentDoc,
    "query PaymentOptions($shippingId: ID!) {\n  getPaymentMethodByShipping(shippingId: $shippingId) {\n    __typename\n    id\n    name\n    arName\n    description\n    arDescription\n  }\n  getUserCards(active: true) {\n    __typename\n    id\n    nickName\n    lastFour\n    default\n    token\n    cardType\n    expiryMnt\n    expiryYr\n  }\n}": typeof types.PaymentOptionsDocument,
};
const documents: Documents = {
    "fragment CheckoutAddressFields on CheckoutAddress {\n  __typename\n  address1\n  address2\n  lat\n  long\n  header\n}\n\nfragment CheckoutFields on Checkout {\n  __typename\n  id\n  token\n  grandTotalHalalas\n  subTotalHalalas\n  deliveryChargeHalalas\n  discountAmountHalalas\n  couponAmountHalalas\n  baseAmountHalalas\n  taxAmountHalalas\n  splitType\n  scheduleTime\n  outOfStockAction\n  orderId\n  shippingMethod {\n    __typename\n    id\n    name\n    arName\n    enName\n  }\n  seller {\n    __typename\n    id\n    name\n    arName\n    address\n    arAddress\n    phone\n    lat\n    long\n  }\n  shippingAddress {\n    __typename\n    ...CheckoutAddressFields\n  }\n  billingAddress {\n    __typename\n    ...CheckoutAddressFields\n  }\n  lines {\n    __typename\n    id\n    quantity\n    totalSellingPriceHalalas\n    product {\n      __typename\n      id\n      name\n      arName\n      image\n    }\n  }\n}\n\nquery CheckoutById($id: ID!) {\n  getCheckoutById(id: $id) {\n    __typename\n    ...CheckoutFields\n  }\n}": types.CheckoutAddressFieldsFragmentDoc,
    "query PaymentOptions($shippingId: ID!) {\n  getPaymentMethodByShipping(shippingId: $shippingId) {\n    __typename\n    id\n    name\n    arName\n    description\n    arDescription\n  }\n  getUserCards(active: true) {\n    __typename\n    id\n    nickName\n    lastFour\n    default\n    token\n    cardType\n    expiryMnt\n    expiryYr\n  }\n}": types.PaymentOptionsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CheckoutAddressFields on CheckoutAddress {\n  __typename\n  address1\n  address2\n  lat\n  long\n  header\n}\n\nfragment CheckoutFields on Checkout {\n  __typename\n  id\n  token\n  grandTotalHalalas\n  subTotalHalalas\n  deliveryChargeHalalas\n  discountAmountHalalas\n  couponAmountHalalas\n  baseAmountHalalas\n  taxAmountHalalas\n  splitType\n  scheduleTime\n  outOfStockAction\n  orderId\n  shippingMethod {\n    __typename\n    id\n    name\n    arName\n    enName\n  }\n  seller {\n    __typename\n    id\n    name\n    arName\n    address\n    arAddress\n    phone\n    lat\n    long\n  }\n  shippingAddress {\n    __typename\n    ...CheckoutAddressFields\n  }\n  billingAddress {\n    __typename\n    ...CheckoutAddressFields\n  }\n  lines {\n    __typename\n    id\n    quantity\n    totalSellingPriceHalalas\n    product {\n      __typename\n      id\n      name\n      arName\n      image\n    }\n  }\n}\n\nquery CheckoutById($id: ID!) {\n  getCheckoutById(id: $id) {\n    __typename\n    ...CheckoutFields\n  }\n}"): typeof import('./graphql.js').CheckoutAddressFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentOptions($shippingId: ID!) {\n  getPaymentMethodByShipping(shippingId: $shippingId) {\n    __typename\n    id\n    name\n    arName\n    description\n    arDescription\n  }\n  getUserCards(active: true) {\n    __typename\n    id\n    nickName\n    lastFour\n    default\n    token\n    cardType\n    expiryMnt\n    expiryYr\n  }\n}"): typeof import('./graphql.js').PaymentOptionsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
