// The offers calls: one suggestion per seller (spec §3 cart suggestion), replacements for missing items.
import { graphql } from '../cart-service/cart-api';
import type { CartLine, ShippingMethodName } from '../cart-service/storage';

export type OutOfStockAction = 'REPLACE' | 'REMOVE' | 'BOTH';

export interface SuggestionItem {
  productId: string;
  name: string;
  arName: string;
  image: string | null;
  requestedQuantity: number;
  quantity: number;
  capped: boolean;
  itemPrice: number;
  itemSellingPrice: number;
  itemPriceHalalas: number;
  itemSellingPriceHalalas: number;
  totalSellingPriceHalalas: number;
}

export interface MissingItem {
  productId: string;
  name: string;
  arName: string;
  image: string | null;
  quantity: number;
}

/** Spec §3 cart suggestion; SAR fields as the API sends them, *Halalas for display. */
export interface CartSuggestion {
  processId: string;
  cartId: string | null;
  rank: number;
  sellerId: string;
  sellerName: string;
  sellerArName: string;
  distance: number;
  deliveryDistance: string;
  deliveryTime: number;
  subTotal: number;
  deliveryCharge: number;
  discount: number;
  grandTotal: number;
  baseAmount: number;
  taxAmount: number;
  bbCommission: number;
  riderEarning: number;
  pgFixed: number;
  pgTotal: number;
  splitAmount: number;
  minOrder: number;
  subTotalHalalas: number;
  deliveryChargeHalalas: number;
  discountHalalas: number;
  grandTotalHalalas: number;
  baseAmountHalalas: number;
  taxAmountHalalas: number;
  minOrderHalalas: number;
  minOrderMet: boolean;
  itemTotal: number;
  itemAvailable: number;
  itemMissing: number;
  missingItems: MissingItem[];
  items: SuggestionItem[];
  available: boolean;
  splitType: string;
  scheduleTime: string | null;
  outOfStockAction: OutOfStockAction;
}

const SUGGESTION_FIELDS = `processId cartId rank sellerId sellerName sellerArName distance deliveryDistance deliveryTime
  subTotal deliveryCharge discount grandTotal baseAmount taxAmount bbCommission riderEarning pgFixed pgTotal splitAmount minOrder
  subTotalHalalas deliveryChargeHalalas discountHalalas grandTotalHalalas baseAmountHalalas taxAmountHalalas minOrderHalalas minOrderMet
  itemTotal itemAvailable itemMissing available splitType scheduleTime outOfStockAction
  missingItems { productId name arName image quantity }
  items { productId name arName image requestedQuantity quantity capped itemPrice itemSellingPrice itemPriceHalalas itemSellingPriceHalalas totalSellingPriceHalalas }`;

export interface OffersQuery {
  lines: readonly CartLine[];
  coordinate: [number, number];
  shippingMethod: ShippingMethodName;
  scheduleTime: string | null;
}

export async function fetchCartSuggestions(query: OffersQuery): Promise<CartSuggestion[]> {
  const data = await graphql<{ cartSuggestions: CartSuggestion[] }>(
    `query CartSuggestions($items: [CartItemInput!], $coordinate: [Float!], $shippingMethod: String, $scheduleTime: String) {
      cartSuggestions(items: $items, coordinate: $coordinate, shippingMethod: $shippingMethod, scheduleTime: $scheduleTime) { ${SUGGESTION_FIELDS} } }`,
    {
      items: query.lines.map((l) => ({ productId: String(l.productId), quantity: l.quantity })),
      coordinate: query.coordinate,
      shippingMethod: query.shippingMethod,
      scheduleTime: query.scheduleTime,
    },
  );
  return data.cartSuggestions;
}

export interface ReplacementProduct {
  id: string;
  slug: string;
  name: string;
  arName: string;
  image: string | null;
  priceHalalas: number;
  sellingPriceHalalas: number;
  maxOrder: number | null;
  available: boolean;
}

export interface ProductSuggestionEntry {
  success: boolean;
  productId: string;
  suggestedItems: ReplacementProduct[];
}

/**
 * Replacements per missing product. A result must carry the success flag (spec §5): without it on the
 * first entry the whole answer is a failure; an entry without it is a failure for its product (null).
 */
export async function fetchReplacements(productIds: string[], sellerId: string, coordinate: [number, number]): Promise<Map<string, ReplacementProduct[] | null>> {
  const data = await graphql<{ productSuggestion: { productSuggestion: ProductSuggestionEntry[] } }>(
    `query Replacements($productIds: [ID!]!, $sellerId: ID!, $coordinate: [Float!]) {
      productSuggestion(productIds: $productIds, sellerId: $sellerId, coordinate: $coordinate, first: 3) {
        productSuggestion { success productId suggestedItems { id slug name arName image priceHalalas sellingPriceHalalas maxOrder available } } } }`,
    { productIds, sellerId, coordinate },
  );
  const entries = data.productSuggestion?.productSuggestion ?? [];
  if (entries[0]?.success !== true) throw new Error('failed_loading_item_sug');
  return new Map(entries.map((e) => [e.productId, e.success === true && Array.isArray(e.suggestedItems) ? e.suggestedItems : null]));
}

export interface ShippingMethod {
  id: string;
  name: ShippingMethodName;
  arName: string;
  enName: string;
  slots: { start: string; end: string; cutoff: string }[];
}

export async function fetchShippingMethods(): Promise<ShippingMethod[]> {
  const data = await graphql<{ getAllShippingMethods: { edges: { node: ShippingMethod }[] } }>(
    '{ getAllShippingMethods(first: 10) { edges { node { id name arName enName slots { start end cutoff } } } } }',
  );
  return data.getAllShippingMethods.edges.map((e) => e.node);
}

/** Records the out-of-stock action on the suggestion at `position`; null (logged) when there is none. */
export async function updateSuggestion(position: number, outOfStockAction: OutOfStockAction, query: OffersQuery): Promise<{ out_of_stock_action: OutOfStockAction } | null> {
  const data = await graphql<{ updateCartSuggestion: { success: boolean; updatedSuggestion: { out_of_stock_action: OutOfStockAction; seller_id: string } | null } }>(
    `mutation UpdateSuggestion($position: Int!, $action: OutOfStockAction!, $items: [CartItemInput!], $coordinate: [Float!], $shippingMethod: String, $scheduleTime: String) {
      updateCartSuggestion(position: $position, outOfStockAction: $action, items: $items, coordinate: $coordinate, shippingMethod: $shippingMethod, scheduleTime: $scheduleTime) {
        success updatedSuggestion { seller_id out_of_stock_action } } }`,
    {
      position,
      action: outOfStockAction,
      items: query.lines.map((l) => ({ productId: String(l.productId), quantity: l.quantity })),
      coordinate: query.coordinate,
      shippingMethod: query.shippingMethod,
      scheduleTime: query.scheduleTime,
    },
  );
  const updated = data.updateCartSuggestion.updatedSuggestion;
  if (!updated) console.error('failed to update suggestion', position);
  return updated;
}
