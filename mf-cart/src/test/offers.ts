// One seller's offer (spec §3 cart suggestion) for tests, as the API answers it (with its type name,
// which the client's cache needs to read the offer's fields); amounts consistent in SAR and halalas.
import type { CartSuggestion } from '../offers/offers-api';

export function sellerOffer(overrides: Partial<CartSuggestion> & Pick<CartSuggestion, 'sellerId' | 'processId'>): CartSuggestion & { __typename: 'CartSuggestion' } {
  const subTotalHalalas = overrides.subTotalHalalas ?? 5250;
  const deliveryChargeHalalas = overrides.deliveryChargeHalalas ?? 800;
  const grandTotalHalalas = subTotalHalalas + deliveryChargeHalalas;
  const taxAmountHalalas = Math.round((grandTotalHalalas * 15) / 115);
  const baseAmountHalalas = grandTotalHalalas - taxAmountHalalas;
  const discountHalalas = overrides.discountHalalas ?? 0;
  return {
    __typename: 'CartSuggestion',
    cartId: null,
    rank: 1,
    sellerName: `Seller ${overrides.sellerId}`,
    sellerArName: `متجر ${overrides.sellerId}`,
    distance: 2.35,
    deliveryDistance: '2.35',
    deliveryTime: 40,
    subTotal: subTotalHalalas / 100,
    deliveryCharge: deliveryChargeHalalas / 100,
    discount: discountHalalas / 100,
    grandTotal: grandTotalHalalas / 100,
    baseAmount: baseAmountHalalas / 100,
    taxAmount: taxAmountHalalas / 100,
    bbCommission: 4.2,
    riderEarning: 7,
    pgFixed: 1,
    pgTotal: 1.91,
    splitAmount: 47.39,
    minOrder: 30,
    subTotalHalalas,
    deliveryChargeHalalas,
    discountHalalas,
    grandTotalHalalas,
    baseAmountHalalas,
    taxAmountHalalas,
    minOrderHalalas: 3000,
    minOrderMet: true,
    itemTotal: 1,
    itemAvailable: 1,
    itemMissing: 0,
    missingItems: [],
    items: [],
    available: true,
    splitType: 'fixed',
    scheduleTime: null,
    outOfStockAction: 'REPLACE',
    ...overrides,
  };
}
