// The product fields every card needs (ProductCardFields, shared by the listing, home, rail and
// detail documents) and what other teams' fragments receive of them.
import { type ProductSummary } from 'shared-events';
import type { ProductCardFieldsFragment } from '../generated/graphql';

export type ProductCardData = ProductCardFieldsFragment;

/** Cart orders at most this many of one product when the catalogue gives no limit. */
const DEFAULT_MAX_ORDER = 10;

/** The contract other teams' fragments (add-to-cart) receive. */
export function toProductSummary(product: ProductCardData): ProductSummary {
  const summary: ProductSummary = {
    id: Number(product.id),
    slug: product.slug,
    name: product.name,
    arName: product.arName,
    image: product.image ?? '',
    sellingPrice: product.sellingPriceHalalas,
    price: product.priceHalalas,
    maxOrder: Math.max(0, Math.min(product.maxOrder ?? DEFAULT_MAX_ORDER, product.stockAvailable)),
    stockAvailable: product.available && product.stockAvailable > 0,
  };
  if (product.weight !== null) summary.weight = product.weight;
  if (product.weightType !== null) summary.weightType = product.weightType;
  return summary;
}
