// The product fields every card needs, shared by the listing, home, rail and detail documents.
// Kept as plain text so the light client (home, rails) can use it without the GraphQL parser.
import { type ProductSummary } from 'shared-events';

export const PRODUCT_CARD_FIELDS_SOURCE = `
  fragment ProductCardFields on Product {
    id
    slug
    name
    arName
    image
    priceHalalas
    sellingPriceHalalas
    maxOrder
    stockAvailable
    available
    weight
    weightType
    sellerCount
  }
`;

export interface ProductCardData {
  id: string;
  slug: string;
  name: string;
  arName: string;
  image: string | null;
  priceHalalas: number;
  sellingPriceHalalas: number;
  maxOrder: number | null;
  stockAvailable: number;
  available: boolean;
  weight: number | null;
  weightType: string | null;
  sellerCount: number;
}

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
