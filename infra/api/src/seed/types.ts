// The seed contract: the database loader and the GraphQL layer code against these shapes.
// Money is integer halalas (1 SAR = 100 halalas); ids are positive integers assigned in order.

export type WeightType = 'g' | 'kg' | 'ml' | 'l' | 'piece';

export interface SeedCategory {
  id: number;
  slug: string;
  name: string;
  arName: string;
  parentId: number | null;
  level: 0 | 1;
  image: string;
  position: number;
}

export interface SeedBrand {
  id: number;
  slug: string;
  name: string;
  arName: string;
  iconImage: string;
  /** ISO 3166 alpha-2 country the brand's products for this market are made in. */
  origin?: string;
}

export interface SeedProductType {
  id: number;
  slug: string;
  name: string;
  arName: string;
  /** Packaging family used for placeholder art (bottle, carton, bag, ...). */
  shape?: string;
}

export interface SeedAttributeValue {
  attribute: string;
  arAttribute: string;
  value: string;
  arValue: string;
}

export interface SeedProduct {
  id: number;
  slug: string;
  sku: string;
  name: string;
  arName: string;
  description: string;
  arDescription: string;
  details: string | null;
  priceHalalas: number;
  sellingPriceHalalas: number;
  image: string;
  weight: number;
  weightType: WeightType;
  barcode: string;
  barcodeType: 'EAN13';
  maxOrder: number;
  rating: number;
  tags: string[];
  categoryId: number;
  brandId: number;
  productTypeId: number;
  attributeValues: SeedAttributeValue[];
  seoTitle: string;
  seoDescription: string;
  active: boolean;
  /** Arabic counterpart of `details`. */
  arDetails?: string | null;
  /** Name without brand and size, e.g. "Full Fat Fresh Milk". */
  shortName?: string;
  arShortName?: string;
  /** The size part of the name, e.g. "1L" / "1 لتر". */
  sizeLabel?: string;
  arSizeLabel?: string;
  /** Units in a multipack ("330ml x 12" has weight 330, weightType 'ml', packCount 12). */
  packCount?: number;
}

export interface SeedSellerGroup {
  id: number;
  name: string;
  arName: string;
}

export interface SeedSeller {
  id: number;
  slug: string;
  name: string;
  arName: string;
  phone: string;
  email: string;
  address: string;
  arAddress: string;
  district: string;
  arDistrict: string;
  lat: number;
  long: number;
  logoImage: string;
  deliveryMode: 'delivery' | 'pickup' | 'both';
  sellerGroupId: number;
  deliveryRadiusKm: number;
  minOrderHalalas: number;
  baseDeliveryFeeHalalas: number;
  perKmFeeHalalas: number;
  freeDeliveryOverHalalas: number | null;
  isOpen: boolean;
  avgPrepMinutes: number;
  /** Slug of the district in RIYADH_DISTRICTS. */
  districtSlug?: string;
}

export interface SeedOffer {
  sellerId: number;
  productId: number;
  priceHalalas: number;
  sellingPriceHalalas: number;
  stock: number;
}

export interface SeedPaymentMethod {
  id: number;
  name: string;
  arName: string;
  description: string;
  arDescription: string;
}

export interface SeedShippingMethod {
  id: number;
  name: 'delivery' | 'pickup' | 'schedule';
  arName: string;
  enName: string;
  paymentMethods: SeedPaymentMethod[];
}

export interface SeedUser {
  id: number;
  phone: string;
  email: string;
  /** Plain text demo password; the loader hashes it. */
  password: string;
  title: 'Mr' | 'Ms' | 'Mrs' | null;
  firstName: string;
  lastName: string;
  dob: string | null;
  mode: 'customer';
  language: 'AR' | 'EN';
  isNotification: boolean;
  isPromotion: boolean;
  arFirstName?: string;
  arLastName?: string;
}

export interface SeedAddress {
  id: number;
  userId: number;
  address1: string;
  address2: string;
  lat: number;
  long: number;
  addressType: 'SHIPPING' | 'BILLING';
  isDefault: boolean;
  /** Arabic form of address1, ending in "، الرياض". */
  arAddress1?: string;
  arAddress2?: string;
}

export interface SeedDistrict {
  slug: string;
  name: string;
  arName: string;
  lat: number;
  long: number;
}

export interface SeedData {
  categories: SeedCategory[];
  brands: SeedBrand[];
  productTypes: SeedProductType[];
  products: SeedProduct[];
  sellerGroups: SeedSellerGroup[];
  sellers: SeedSeller[];
  offers: SeedOffer[];
  shippingMethods: SeedShippingMethod[];
  users: SeedUser[];
  addresses: SeedAddress[];
  districts: SeedDistrict[];
}
