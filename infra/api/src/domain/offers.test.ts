import { deliveryCharge, distanceKm, rankSellerOffers, splitVat, type OfferRequest, type ProductInfo, type SellerInput, type SellerOfferRow } from './offers';

const centre = { lat: 24.7136, long: 46.6753 };
// about 1.11 km per 0.01 degree of latitude
const north = (km: number) => ({ lat: centre.lat + km / 111.2, long: centre.long });

const products = new Map<number, ProductInfo>([
  [1, { id: 1, name: 'Milk', arName: 'حليب', image: null, maxOrder: 5 }],
  [2, { id: 2, name: 'Rice', arName: 'أرز', image: null, maxOrder: null }],
  [3, { id: 3, name: 'Dates', arName: 'تمر', image: null, maxOrder: 10 }],
]);

function seller(id: number, km: number, offers: Record<number, Partial<SellerOfferRow> & { sellingPriceHalalas: number }>, extra: Partial<SellerInput> = {}): SellerInput {
  return {
    id,
    name: `Seller ${id}`,
    arName: `متجر ${id}`,
    ...north(km),
    deliveryMode: 'both',
    deliveryRadiusKm: 10,
    minOrderHalalas: 0,
    baseDeliveryFeeHalalas: 500,
    perKmFeeHalalas: 100,
    freeDeliveryOverHalalas: null,
    isOpen: true,
    avgPrepMinutes: 20,
    offers: new Map(Object.entries(offers).map(([pid, o]) => [Number(pid), { priceHalalas: o.sellingPriceHalalas, stock: 100, ...o }])),
    ...extra,
  };
}

function request(sellers: SellerInput[], extra: Partial<OfferRequest> = {}): OfferRequest {
  return {
    lines: [
      { productId: 1, quantity: 2 },
      { productId: 2, quantity: 1 },
      { productId: 3, quantity: 1 },
    ],
    products,
    sellers,
    point: centre,
    shippingMethod: 'delivery',
    ...extra,
  };
}

describe('offers engine', () => {
  it('ranks by availability, then grand total, then distance', () => {
    const full = { 1: { sellingPriceHalalas: 600 }, 2: { sellingPriceHalalas: 2000 }, 3: { sellingPriceHalalas: 3000 } };
    const offers = rankSellerOffers(
      request([
        seller(1, 2, { 1: { sellingPriceHalalas: 500 }, 2: { sellingPriceHalalas: 1900 } }), // cheapest but one missing
        seller(2, 5, full),
        seller(3, 2, full), // same prices, nearer: cheaper delivery
        seller(4, 2.5, full, { baseDeliveryFeeHalalas: 200 }), // further but cheaper overall
      ]),
    );
    expect(offers.map((o) => o.sellerId)).toEqual([4, 3, 2, 1]);
    expect(offers.map((o) => o.rank)).toEqual([1, 2, 3, 4]);
    expect(offers[3]).toMatchObject({ itemAvailable: 2, itemMissing: 1, itemTotal: 3, available: false });
    expect(offers[3]!.missingItems).toEqual([{ productId: 3, name: 'Dates', arName: 'تمر', image: null, quantity: 1 }]);
  });

  it('breaks a tie on total by distance', () => {
    const same = { 1: { sellingPriceHalalas: 600 } };
    const offers = rankSellerOffers(request([seller(1, 3, same, { perKmFeeHalalas: 0 }), seller(2, 1, same, { perKmFeeHalalas: 0 })], { lines: [{ productId: 1, quantity: 1 }] }));
    expect(offers.map((o) => o.sellerId)).toEqual([2, 1]);
  });

  it('leaves out closed sellers, sellers out of range and sellers with none of the cart', () => {
    const offers = rankSellerOffers(
      request([
        seller(1, 2, { 1: { sellingPriceHalalas: 600 } }, { isOpen: false }),
        seller(2, 12, { 1: { sellingPriceHalalas: 600 } }),
        seller(3, 2, {}),
        seller(4, 2, { 1: { sellingPriceHalalas: 600 } }),
      ]),
    );
    expect(offers.map((o) => o.sellerId)).toEqual([4]);
  });

  it('caps quantities by stock and max order and ranks short sellers lower', () => {
    const offers = rankSellerOffers(
      request([seller(1, 1, { 1: { sellingPriceHalalas: 600, stock: 1 } }), seller(2, 3, { 1: { sellingPriceHalalas: 700 } })], {
        lines: [{ productId: 1, quantity: 9 }],
      }),
    );
    expect(offers[0]).toMatchObject({ sellerId: 2, available: false });
    expect(offers[0]!.items[0]).toMatchObject({ requestedQuantity: 9, quantity: 5, capped: true, totalSellingPriceHalalas: 3500 });
    expect(offers[1]!.items[0]).toMatchObject({ quantity: 1, capped: true });
  });

  it('charges delivery by started kilometre, free over the threshold, 0.00 for pickup', () => {
    const s = { baseDeliveryFeeHalalas: 500, perKmFeeHalalas: 100, freeDeliveryOverHalalas: 10000 };
    expect(deliveryCharge(s, 2.2, 5000, 'delivery')).toBe(800);
    expect(deliveryCharge(s, 2, 5000, 'schedule')).toBe(700);
    expect(deliveryCharge(s, 2.2, 10000, 'delivery')).toBe(0);
    expect(deliveryCharge(s, 2.2, 5000, 'pickup')).toBe(0);
    const [pickup] = rankSellerOffers(request([seller(1, 4, { 1: { sellingPriceHalalas: 600 } })], { shippingMethod: 'pickup' }));
    expect(pickup).toMatchObject({ deliveryChargeHalalas: 0, riderEarningHalalas: 0, grandTotalHalalas: 1200, deliveryTime: 20 });
  });

  it('only offers pickup from sellers that hand over in store, and delivery from sellers that deliver', () => {
    const sellers = [seller(1, 1, { 1: { sellingPriceHalalas: 600 } }, { deliveryMode: 'pickup' }), seller(2, 1, { 1: { sellingPriceHalalas: 600 } }, { deliveryMode: 'delivery' })];
    expect(rankSellerOffers(request(sellers, { shippingMethod: 'pickup' })).map((o) => o.sellerId)).toEqual([1]);
    expect(rankSellerOffers(request(sellers)).map((o) => o.sellerId)).toEqual([2]);
  });

  it('splits VAT so that base and tax add up to the halala', () => {
    for (let gross = 0; gross < 20000; gross += 7) {
      const { base, tax } = splitVat(gross);
      expect(base + tax).toBe(gross);
      expect(Math.abs(tax - (gross * 15) / 115)).toBeLessThanOrEqual(0.5);
    }
    expect(splitVat(11500)).toEqual({ base: 10000, tax: 1500 });
    const [offer] = rankSellerOffers(request([seller(1, 1, { 1: { sellingPriceHalalas: 333 }, 2: { sellingPriceHalalas: 1001 } })]));
    expect(offer!.baseAmountHalalas + offer!.taxAmountHalalas).toBe(offer!.grandTotalHalalas);
  });

  it('shows the discount, minimum order, fees and split', () => {
    const [offer] = rankSellerOffers(
      request([seller(1, 1.5, { 1: { sellingPriceHalalas: 600, priceHalalas: 750 } }, { minOrderHalalas: 3000 })], { lines: [{ productId: 1, quantity: 2 }] }),
    );
    expect(offer).toMatchObject({
      subTotalHalalas: 1200,
      discountHalalas: 300,
      deliveryChargeHalalas: 700,
      grandTotalHalalas: 1900,
      minOrderHalalas: 3000,
      minOrderMet: false,
      bbCommissionHalalas: 96,
      riderEarningHalalas: 700,
      pgFixedHalalas: 100,
      pgTotalHalalas: 129,
      splitType: 'fixed',
      splitAmountHalalas: 1900 - 96 - 700 - 129,
      outOfStockAction: 'REPLACE',
      scheduleTime: null,
    });
    expect(offer!.deliveryTime).toBeGreaterThan(20);
  });

  it('carries the schedule time only for scheduled delivery', () => {
    const sellers = [seller(1, 1, { 1: { sellingPriceHalalas: 600 } })];
    expect(rankSellerOffers(request(sellers, { shippingMethod: 'schedule', scheduleTime: '2026-11-23T09:00:00.000Z' }))[0]!.scheduleTime).toBe('2026-11-23T09:00:00.000Z');
    expect(rankSellerOffers(request(sellers, { scheduleTime: '2026-11-23T09:00:00.000Z' }))[0]!.scheduleTime).toBeNull();
  });

  it('measures great-circle distance', () => {
    expect(distanceKm(centre, north(5))).toBeCloseTo(5, 1);
  });
});
