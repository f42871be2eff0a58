// The parts of the seed contract (src/seed) the loader reads, written structurally so the loader
// accepts any generator output of that shape.
type Id = string | number;

export interface SeedShape {
  categories: { id: Id; slug: string; name: string; arName: string; parentId: Id | null; level: 0 | 1; image?: string | null; position: number }[];
  brands: { id: Id; slug: string; name: string; arName: string; iconImage?: string | null }[];
  productTypes: { id: Id; slug: string; name: string; arName: string }[];
  products: {
    id: Id; slug: string; sku: string; name: string; arName: string;
    description?: string | null; arDescription?: string | null; details?: string | null;
    priceHalalas: number; sellingPriceHalalas: number; image?: string | null;
    weight?: number | null; weightType?: string | null; barcode?: string | null; barcodeType?: string | null;
    maxOrder?: number | null; rating?: number | null; tags: readonly string[];
    categoryId: Id; brandId?: Id | null; productTypeId?: Id | null;
    attributeValues: readonly { attribute: string; arAttribute: string; value: string; arValue: string }[];
    seoTitle?: string | null; seoDescription?: string | null; active: boolean;
  }[];
  sellerGroups: { id: Id; name: string; arName: string }[];
  sellers: {
    id: Id; slug: string; name: string; arName: string; phone?: string | null; email?: string | null;
    address?: string | null; arAddress?: string | null; district?: string | null; arDistrict?: string | null;
    lat: number; long: number; logoImage?: string | null; deliveryMode: 'delivery' | 'pickup' | 'both';
    sellerGroupId?: Id | null; deliveryRadiusKm: number; minOrderHalalas: number; baseDeliveryFeeHalalas: number;
    perKmFeeHalalas: number; freeDeliveryOverHalalas: number | null; isOpen: boolean; avgPrepMinutes: number;
  }[];
  offers: { sellerId: Id; productId: Id; priceHalalas: number; sellingPriceHalalas: number; stock: number }[];
  shippingMethods: {
    id: Id; name: 'delivery' | 'pickup' | 'schedule'; arName: string; enName: string;
    paymentMethods: readonly { id: Id; name: string; arName: string; description?: string | null; arDescription?: string | null }[];
  }[];
  users: {
    id: Id; phone?: string | null; email?: string | null; password: string; title?: string | null;
    firstName?: string | null; lastName?: string | null; dob?: string | null; mode?: string | null;
    language: 'AR' | 'EN'; isNotification: boolean; isPromotion: boolean;
  }[];
  addresses: {
    id: Id; userId: Id; address1: string; address2?: string | null; lat: number; long: number;
    addressType: 'SHIPPING' | 'BILLING'; isDefault: boolean;
  }[];
  districts: { slug: string; name: string; arName: string; lat: number; long: number }[];
}
