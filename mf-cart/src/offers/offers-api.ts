// The offers' data as the cart's documents answer it (cart-suggestions.graphql and
// product-replacements.graphql), and the questions asked of them.
import type {
  CartSuggestionFieldsFragment,
  CartSuggestionsQueryVariables,
  OutOfStockAction as ApiOutOfStockAction,
  ProductReplacementsQuery,
} from '../generated/graphql';
import type { CartLine, ShippingMethodName } from '../cart-service/storage';

/** Spec §3 cart suggestion; SAR fields as the API sends them, *Halalas for display. */
export type CartSuggestion = CartSuggestionFieldsFragment;
export type OutOfStockAction = ApiOutOfStockAction;
export type MissingItem = CartSuggestion['missingItems'][number];

type ReplacementEntry = ProductReplacementsQuery['productSuggestion']['productSuggestion'][number];
export type ReplacementProduct = ReplacementEntry['suggestedItems'][number];

/** What the offers are computed for: the lines, the place and the shipping method (with its slot). */
export interface OffersQuery {
  lines: readonly CartLine[];
  coordinate: [number, number];
  shippingMethod: ShippingMethodName;
  scheduleTime: string | null;
}

export function offersVariables(query: OffersQuery): CartSuggestionsQueryVariables {
  return {
    items: query.lines.map((l) => ({ productId: String(l.productId), quantity: l.quantity })),
    coordinate: query.coordinate,
    shippingMethod: query.shippingMethod,
    scheduleTime: query.scheduleTime,
  };
}

/**
 * Replacements per missing product. A result must carry the success flag (spec §5): without it on the
 * first entry the whole answer is a failure (thrown); an entry without it is a failure for its product (null).
 */
export function replacementsByProduct(data: ProductReplacementsQuery): Map<string, ReplacementProduct[] | null> {
  const entries: readonly Partial<ReplacementEntry>[] = data.productSuggestion?.productSuggestion ?? [];
  if (entries[0]?.success !== true) throw new Error('failed_loading_item_sug');
  return new Map(entries.map((e) => [String(e.productId), e.success === true && Array.isArray(e.suggestedItems) ? e.suggestedItems : null]));
}
