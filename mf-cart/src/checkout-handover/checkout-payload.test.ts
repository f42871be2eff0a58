import type { CartSuggestion } from '../offers/offers-api';
import { buildCheckoutPayload, selectedSuggestionCache } from './checkout-payload';

const offer = {
  processId: 'p', cartId: null, rank: 1, sellerId: '4', sellerName: 'Tamimi', sellerArName: 'التميمي', distance: 2.35, deliveryDistance: '2.35', deliveryTime: 40,
  subTotal: 52.5, deliveryCharge: 8, discount: 3, grandTotal: 60.5, baseAmount: 52.61, taxAmount: 7.89, bbCommission: 4.2, riderEarning: 7, pgFixed: 1, pgTotal: 1.91, splitAmount: 47.39, minOrder: 30,
  subTotalHalalas: 5250, deliveryChargeHalalas: 800, discountHalalas: 300, grandTotalHalalas: 6050, baseAmountHalalas: 5261, taxAmountHalalas: 789, minOrderHalalas: 3000, minOrderMet: true,
  itemTotal: 2, itemAvailable: 2, itemMissing: 0, missingItems: [], available: true, splitType: 'fixed', scheduleTime: null, outOfStockAction: 'REPLACE',
  items: [
    { productId: '11', name: 'Milk', arName: 'حليب', image: null, requestedQuantity: 2, quantity: 2, capped: false, itemPrice: 7, itemSellingPrice: 6.5, itemPriceHalalas: 700, itemSellingPriceHalalas: 650, totalSellingPriceHalalas: 1300 },
    { productId: '12', name: 'Rice', arName: 'أرز', image: null, requestedQuantity: 1, quantity: 1, capped: false, itemPrice: 39.5, itemSellingPrice: 39.5, itemPriceHalalas: 3950, itemSellingPriceHalalas: 3950, totalSellingPriceHalalas: 3950 },
  ],
} satisfies CartSuggestion;

describe('checkout payload', () => {
  it('is a one-item list with the spec fields, coupon empty, distance a string, no schedule time for delivery', () => {
    const [item, ...rest] = buildCheckoutPayload({ offer, shippingMethod: { id: '1', name: 'delivery' }, scheduleTime: '2026-11-23T06:00:00.000Z', cartId: '9', coordinate: [24.7, 46.6], outOfStockAction: 'REPLACE' });
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      shippingMethod: '1', seller: '4', cart: { id: '9' }, subTotal: 52.5, grandTotal: 60.5, deliveryCharge: 8, coupon: [], discountAmount: 3,
      baseAmount: 52.61, taxAmount: 7.89, deliveryDistance: '2.35', riderEarning: 7, bbCommission: 4.2, splitType: 'fixed',
    });
    expect(item.cartDetails).toEqual([
      { productId: '11', variantId: null, quantity: 2, itemPrice: 7, itemSellingPrice: 6.5 },
      { productId: '12', variantId: null, quantity: 1, itemPrice: 39.5, itemSellingPrice: 39.5 },
    ]);
    expect('scheduleTime' in item).toBe(false);
  });

  it('carries the slot for schedule and 0.00 delivery for pickup', () => {
    const [scheduled] = buildCheckoutPayload({ offer, shippingMethod: { id: '3', name: 'schedule' }, scheduleTime: '2026-11-23T06:00:00.000Z', cartId: null, coordinate: [24.7, 46.6], outOfStockAction: 'BOTH' });
    expect(scheduled.scheduleTime).toBe('2026-11-23T06:00:00.000Z');
    const [pickup] = buildCheckoutPayload({ offer, shippingMethod: { id: '2', name: 'pickup' }, scheduleTime: null, cartId: null, coordinate: [24.7, 46.6], outOfStockAction: 'REMOVE' });
    expect(pickup.deliveryCharge).toBe(0);
  });

  it('caches the selected suggestion with the spec fields', () => {
    expect(Object.keys(selectedSuggestionCache(offer, 'BOTH')).sort()).toEqual(
      ['sellerId', 'items', 'subTotal', 'grandTotal', 'deliveryCharge', 'discount', 'baseAmount', 'taxAmount', 'deliveryDistance', 'bbCommission', 'riderEarning', 'splitType', 'outOfStockAction', 'pgTotal', 'pgFixed'].sort(),
    );
  });
});
