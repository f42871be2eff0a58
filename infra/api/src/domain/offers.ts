// The offers engine: which sellers can fulfil a cart, at what total and with what missing, best first.
// Pure functions over plain data; money is integer halalas throughout.

export type ShippingMethodName = 'delivery' | 'pickup' | 'schedule';
export type OutOfStockAction = 'REPLACE' | 'REMOVE' | 'BOTH';
export type SplitType = 'fixed' | 'percentage';

export interface Point {
  lat: number;
  long: number;
}

export interface CartLineInput {
  productId: number;
  quantity: number;
}

export interface ProductInfo {
  id: number;
  name: string;
  arName: string;
  image: string | null;
  /** Null when the catalogue names no limit. */
  maxOrder: number | null;
}

export interface SellerOfferRow {
  priceHalalas: number;
  sellingPriceHalalas: number;
  stock: number;
}

export interface SellerInput {
  id: number;
  name: string;
  arName: string;
  lat: number;
  long: number;
  deliveryMode: 'delivery' | 'pickup' | 'both';
  deliveryRadiusKm: number;
  minOrderHalalas: number;
  baseDeliveryFeeHalalas: number;
  perKmFeeHalalas: number;
  freeDeliveryOverHalalas: number | null;
  isOpen: boolean;
  avgPrepMinutes: number;
  /** The seller's offers by product id. */
  offers: ReadonlyMap<number, SellerOfferRow>;
}

/** Platform terms: commission, rider share and payment fees. */
export interface FeeTerms {
  /** VAT included in prices, in basis points (1500 = 15%). */
  vatBps: number;
  /** Platform commission on the item subtotal, basis points. */
  commissionBps: number;
  /** Rider's share of the delivery charge, basis points, with a floor per delivered order. */
  riderShareBps: number;
  riderMinimumHalalas: number;
  /** Payment gateway: fixed fee per payment plus a percentage of the grand total. */
  pgFixedHalalas: number;
  pgBps: number;
  /** Riding speed for delivery time estimates. */
  kmPerHour: number;
  /** Hard cap on one line's quantity when the product names none. */
  defaultMaxOrder: number;
}

export const DEFAULT_FEE_TERMS: FeeTerms = {
  vatBps: 1500,
  commissionBps: 800,
  riderShareBps: 8000,
  riderMinimumHalalas: 700,
  pgFixedHalalas: 100,
  pgBps: 150,
  kmPerHour: 24,
  defaultMaxOrder: 50,
};

export interface OfferRequest {
  lines: readonly CartLineInput[];
  products: ReadonlyMap<number, ProductInfo>;
  sellers: readonly SellerInput[];
  point: Point;
  shippingMethod: ShippingMethodName;
  /** ISO time of the chosen slot, for 'schedule'. */
  scheduleTime?: string | null;
  outOfStockAction?: OutOfStockAction;
  splitType?: SplitType;
  terms?: FeeTerms;
}

export interface OfferItem {
  productId: number;
  name: string;
  arName: string;
  image: string | null;
  /** What the shopper asked for. */
  requestedQuantity: number;
  /** What this seller can supply: capped by its stock and the max order. */
  quantity: number;
  itemPriceHalalas: number;
  itemSellingPriceHalalas: number;
  totalSellingPriceHalalas: number;
  capped: boolean;
}

export interface MissingItem {
  productId: number;
  name: string;
  arName: string;
  image: string | null;
  quantity: number;
}

export interface SellerOffer {
  rank: number;
  sellerId: number;
  sellerName: string;
  sellerArName: string;
  /** Kilometres, two decimals. */
  distanceKm: number;
  deliveryDistanceM: number;
  /** Minutes until delivery (or until ready for pickup). */
  deliveryTime: number;
  itemTotal: number;
  itemAvailable: number;
  itemMissing: number;
  items: OfferItem[];
  missingItems: MissingItem[];
  /** True when every line is available in full. */
  available: boolean;
  subTotalHalalas: number;
  deliveryChargeHalalas: number;
  discountHalalas: number;
  grandTotalHalalas: number;
  baseAmountHalalas: number;
  taxAmountHalalas: number;
  bbCommissionHalalas: number;
  riderEarningHalalas: number;
  pgFixedHalalas: number;
  pgTotalHalalas: number;
  splitType: SplitType;
  /** What the seller receives: grand total less commission, rider earning and payment fees. */
  splitAmountHalalas: number;
  minOrderHalalas: number;
  minOrderMet: boolean;
  scheduleTime: string | null;
  outOfStockAction: OutOfStockAction;
  shippingMethod: ShippingMethodName;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (the same formula as the database's storefront_distance_km). */
export function distanceKm(a: Point, b: Point): number {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.long - a.long) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** Basis points of an amount, rounded half up to the halala. */
export function bps(amount: number, points: number): number {
  return Math.floor((amount * points + 5000) / 10000);
}

/** Splits a VAT-inclusive amount into base and tax that add up to it exactly. */
export function splitVat(grossHalalas: number, vatBps = DEFAULT_FEE_TERMS.vatBps): { base: number; tax: number } {
  const base = Math.floor((grossHalalas * 10000 + (10000 + vatBps) / 2) / (10000 + vatBps));
  return { base, tax: grossHalalas - base };
}

/** Delivery charge for a distance: base fee plus a fee per started kilometre; free over a threshold; 0 for pickup. */
export function deliveryCharge(
  seller: Pick<SellerInput, 'baseDeliveryFeeHalalas' | 'perKmFeeHalalas' | 'freeDeliveryOverHalalas'>,
  km: number,
  subTotalHalalas: number,
  method: ShippingMethodName,
): number {
  if (method === 'pickup') return 0;
  if (seller.freeDeliveryOverHalalas !== null && subTotalHalalas >= seller.freeDeliveryOverHalalas) return 0;
  return seller.baseDeliveryFeeHalalas + Math.ceil(Math.max(0, km - 1e-9)) * seller.perKmFeeHalalas;
}

function servesMethod(mode: SellerInput['deliveryMode'], method: ShippingMethodName): boolean {
  if (mode === 'both') return true;
  return method === 'pickup' ? mode === 'pickup' : mode === 'delivery';
}

/** Merges repeated products and drops non-positive quantities. */
export function normaliseLines(lines: readonly CartLineInput[]): CartLineInput[] {
  const merged = new Map<number, number>();
  for (const { productId, quantity } of lines) {
    if (!Number.isSafeInteger(productId) || !Number.isSafeInteger(quantity) || quantity <= 0) continue;
    merged.set(productId, (merged.get(productId) ?? 0) + quantity);
  }
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

/** One seller's offer for the cart, or null when the seller cannot serve this point and method. */
export function offerFromSeller(seller: SellerInput, request: OfferRequest, lines: readonly CartLineInput[]): SellerOffer | null {
  const terms = request.terms ?? DEFAULT_FEE_TERMS;
  if (!seller.isOpen || !servesMethod(seller.deliveryMode, request.shippingMethod)) return null;
  const km = distanceKm(request.point, seller);
  if (km > seller.deliveryRadiusKm) return null;

  const items: OfferItem[] = [];
  const missingItems: MissingItem[] = [];
  let subTotal = 0;
  let listTotal = 0;
  for (const line of lines) {
    const product = request.products.get(line.productId);
    const offer = seller.offers.get(line.productId);
    const name = product?.name ?? '';
    const arName = product?.arName ?? '';
    const image = product?.image ?? null;
    const maxOrder = product?.maxOrder ?? terms.defaultMaxOrder;
    const quantity = offer ? Math.min(line.quantity, offer.stock, maxOrder) : 0;
    if (!product || !offer || quantity <= 0) {
      missingItems.push({ productId: line.productId, name, arName, image, quantity: line.quantity });
      continue;
    }
    const total = quantity * offer.sellingPriceHalalas;
    subTotal += total;
    listTotal += quantity * Math.max(offer.priceHalalas, offer.sellingPriceHalalas);
    items.push({
      productId: line.productId,
      name,
      arName,
      image,
      requestedQuantity: line.quantity,
      quantity,
      itemPriceHalalas: offer.priceHalalas,
      itemSellingPriceHalalas: offer.sellingPriceHalalas,
      totalSellingPriceHalalas: total,
      capped: quantity < line.quantity,
    });
  }

  const delivery = deliveryCharge(seller, km, subTotal, request.shippingMethod);
  const grandTotal = subTotal + delivery;
  const { base, tax } = splitVat(grandTotal, terms.vatBps);
  const commission = bps(subTotal, terms.commissionBps);
  const rider = request.shippingMethod === 'pickup' ? 0 : Math.max(terms.riderMinimumHalalas, bps(delivery, terms.riderShareBps));
  const pgTotal = grandTotal > 0 ? terms.pgFixedHalalas + bps(grandTotal, terms.pgBps) : 0;
  const rideMinutes = request.shippingMethod === 'pickup' ? 0 : Math.ceil((km / terms.kmPerHour) * 60);

  return {
    rank: 0,
    sellerId: seller.id,
    sellerName: seller.name,
    sellerArName: seller.arName,
    distanceKm: Math.round(km * 100) / 100,
    deliveryDistanceM: Math.round(km * 1000),
    deliveryTime: seller.avgPrepMinutes + rideMinutes,
    itemTotal: lines.length,
    itemAvailable: items.length,
    itemMissing: missingItems.length,
    items,
    missingItems,
    available: missingItems.length === 0 && items.every((i) => !i.capped),
    subTotalHalalas: subTotal,
    deliveryChargeHalalas: delivery,
    discountHalalas: listTotal - subTotal,
    grandTotalHalalas: grandTotal,
    baseAmountHalalas: base,
    taxAmountHalalas: tax,
    bbCommissionHalalas: commission,
    riderEarningHalalas: rider,
    pgFixedHalalas: grandTotal > 0 ? terms.pgFixedHalalas : 0,
    pgTotalHalalas: pgTotal,
    splitType: request.splitType ?? 'fixed',
    splitAmountHalalas: grandTotal - commission - rider - pgTotal,
    minOrderHalalas: seller.minOrderHalalas,
    minOrderMet: subTotal >= seller.minOrderHalalas,
    scheduleTime: request.shippingMethod === 'schedule' ? (request.scheduleTime ?? null) : null,
    outOfStockAction: request.outOfStockAction ?? 'REPLACE',
    shippingMethod: request.shippingMethod,
  };
}

/** Best first: more lines available, then fewer units short, then lower grand total, then nearer, then seller id. */
export function compareOffers(a: SellerOffer, b: SellerOffer): number {
  return (
    b.itemAvailable - a.itemAvailable ||
    unitsShort(a) - unitsShort(b) ||
    a.grandTotalHalalas - b.grandTotalHalalas ||
    a.distanceKm - b.distanceKm ||
    a.sellerId - b.sellerId
  );
}

function unitsShort(offer: SellerOffer): number {
  let short = 0;
  for (const item of offer.items) short += item.requestedQuantity - item.quantity;
  return short;
}

/** Every seller that can serve the cart, ranked best first (rank 1 is the best). */
export function rankSellerOffers(request: OfferRequest): SellerOffer[] {
  const lines = normaliseLines(request.lines);
  if (lines.length === 0) return [];
  const offers: SellerOffer[] = [];
  for (const seller of request.sellers) {
    const offer = offerFromSeller(seller, request, lines);
    // a seller with nothing of the cart is no offer at all
    if (offer && offer.itemAvailable > 0) offers.push(offer);
  }
  offers.sort(compareOffers);
  offers.forEach((offer, index) => {
    offer.rank = index + 1;
  });
  return offers;
}
