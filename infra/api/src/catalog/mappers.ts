// Catalogue records to GraphQL shapes: money leaves as SAR here, and only here.
import type { Category, FacetCounts, FacetValue, Product, SellerOffer } from '../generated/graphql.js';
import { halalasToSar } from 'shared-domain';
import type { Facets, FacetBucket, ProductRecord } from './catalog-types.js';
import type { OfferRow } from './listing-sql.js';
import type { CategoryNode, NamedNode, Taxonomy } from './taxonomy.js';

/** The node alone: no parent, no children (for the ends of the tree a query walks). */
function shallow(node: CategoryNode): CategoryNode {
  return { ...node, parent: null, children: [] };
}

export function toCategory(node: CategoryNode): Category {
  return {
    id: node.id,
    slug: node.slug,
    name: node.name,
    arName: node.arName,
    image: node.image,
    level: node.level,
    position: node.position,
    parent: node.parent ? toCategory(shallow(node.parent)) : null,
    children: node.children.map((child) => toCategory({ ...child, parent: shallow(node), children: [] })),
    productCount: node.productCount,
  };
}

export function toProduct(record: ProductRecord): Product {
  const priceHalalas = record.offer?.priceHalalas ?? record.catalogPriceHalalas;
  const sellingPriceHalalas = record.offer?.sellingPriceHalalas ?? record.catalogSellingPriceHalalas;
  return {
    id: String(record.id),
    name: record.name,
    arName: record.arName,
    slug: record.slug,
    sku: record.sku,
    description: record.description,
    arDescription: record.arDescription,
    details: record.details,
    price: halalasToSar(priceHalalas),
    sellingPrice: halalasToSar(sellingPriceHalalas),
    priceHalalas,
    sellingPriceHalalas,
    image: record.image,
    metadata: record.metadata,
    seoTitle: record.seoTitle,
    seoDescription: record.seoDescription,
    weight: record.weight,
    weightType: record.weightType,
    barcode: record.barcode,
    barcodeType: record.barcodeType,
    stockAvailable: record.offer?.maxStock ?? 0,
    maxOrder: record.maxOrder,
    rating: record.rating,
    tags: record.tags,
    active: record.active,
    brand: record.brand,
    productType: record.productType,
    category: toCategory({ ...record.category, children: [] }),
    attributeValues: record.attributeValues,
    sellerCount: record.offer?.sellerCount ?? 0,
    available: record.offer !== null,
    // answered per viewer by the wishlist's loader (wishlist/resolvers.ts), which replaces this value
    inWishlist: false,
  };
}

/** A seller's offer of a product, as the product page lists them. */
export function toSellerOffer(o: OfferRow): SellerOffer {
  return {
    seller: {
      id: String(o.seller_id), slug: o.slug, name: o.name, arName: o.ar_name, phone: o.phone, email: o.email,
      address: o.address, arAddress: o.ar_address, lat: o.lat, long: o.long, logoImage: o.logo_image,
      deliveryMode: o.delivery_mode, isOpen: o.is_open,
      sellerGroup: o.group_id === null ? null : { id: String(o.group_id), name: o.group_name ?? '', arName: o.group_ar_name ?? '' },
    },
    price: halalasToSar(o.price_halalas),
    sellingPrice: halalasToSar(o.selling_price_halalas),
    priceHalalas: o.price_halalas,
    sellingPriceHalalas: o.selling_price_halalas,
    stock: o.stock,
    distanceKm: Math.round(o.distance_km * 100) / 100,
  };
}

/** A listing whose facets were not asked for. */
export function emptyFacetCounts(): FacetCounts {
  return { categories: [], subCategories: [], brands: [], productTypes: [], priceRanges: [], minPrice: null, maxPrice: null };
}

function facetValues(buckets: FacetBucket[], lookup: (id: number) => NamedNode | CategoryNode | undefined): FacetValue[] {
  const values: FacetValue[] = [];
  for (const bucket of buckets) {
    const node = lookup(bucket.id);
    if (node) values.push({ id: node.id, slug: node.slug, name: node.name, arName: node.arName, count: bucket.count });
  }
  return values;
}

export function toFacetCounts(facets: Facets, taxonomy: Taxonomy): FacetCounts {
  const category = (id: number) => taxonomy.categories.get(id);
  return {
    categories: facetValues(facets.categories, category),
    subCategories: facetValues(facets.subCategories, category),
    brands: facetValues(facets.brands, (id) => taxonomy.brands.get(id)),
    productTypes: facetValues(facets.productTypes, (id) => taxonomy.types.get(id)),
    priceRanges: facets.priceRanges.map((r) => ({
      from: halalasToSar(r.fromHalalas),
      to: r.toHalalas === null ? null : halalasToSar(r.toHalalas),
      count: r.count,
    })),
    minPrice: facets.minHalalas === null ? null : halalasToSar(facets.minHalalas),
    maxPrice: facets.maxHalalas === null ? null : halalasToSar(facets.maxHalalas),
  };
}
