import type { SellerOffer } from '../domain/offers.js';
import type { CartProductRow, CartRow } from './cart-repository.js';
import { processIdOf, toCart, toPaymentMethod, toSuggestion, toUpdatedSuggestion } from './mappers.js';

const milk: CartProductRow = { id: 31, slug: 'almarai-milk-1l', name: 'Almarai milk 1 L', ar_name: 'حليب المراعي', image: null, max_order: 5, price_halalas: 700, selling_price_halalas: 650, available: true };
const rice: CartProductRow = { id: 32, slug: 'basmati-rice-5kg', name: 'Basmati rice 5 kg', ar_name: 'أرز بسمتي', image: null, max_order: null, price_halalas: 4599, selling_price_halalas: 4599, available: true };

describe('a server cart', () => {
  const cart: CartRow = { id: 12, items: [{ product: milk, quantity: 3 }, { product: rice, quantity: 1 }] };

  it('answers its totals in SAR and halalas, line by line', () => {
    expect(toCart(cart)).toMatchObject({
      id: '12',
      currency: 'SAR',
      subTotal: 65.49,
      subTotalHalalas: 6549,
      grandTotalHalalas: 6549,
      totalItems: 2,
      cartItem: [
        { id: '31', quantity: 3, totalSellingPrice: 19.5, totalSellingPriceHalalas: 1950, product: { id: '31', price: 7, sellingPrice: 6.5, arName: 'حليب المراعي' } },
        { id: '32', quantity: 1, totalSellingPriceHalalas: 4599 },
      ],
    });
  });

  it('carries the process id of its content, whatever the order of the lines; none when empty', () => {
    const reordered: CartRow = { id: 12, items: [...cart.items].reverse() };
    expect(toCart(cart).cartSugId).toBe(toCart(reordered).cartSugId);
    expect(toCart(cart).cartSugId).toBe(processIdOf('12', [{ productId: 32, quantity: 1 }, { productId: 31, quantity: 3 }]));
    expect(toCart({ id: 12, items: [] }).cartSugId).toBeNull();
  });
});

describe('process ids', () => {
  it('differ with the cart and with the content', () => {
    const lines = [{ productId: 31, quantity: 3 }];
    expect(processIdOf('12', lines)).toMatch(/^[0-9a-f]{24}$/);
    expect(processIdOf(null, lines)).not.toBe(processIdOf('12', lines));
    expect(processIdOf('12', [{ productId: 31, quantity: 4 }])).not.toBe(processIdOf('12', lines));
  });
});

describe('an offer', () => {
  const offer: SellerOffer = {
    rank: 1, sellerId: 4, sellerName: 'Olaya Market', sellerArName: 'أسواق العليا', distanceKm: 2.345, deliveryDistanceM: 2345, deliveryTime: 45,
    itemTotal: 2, itemAvailable: 2, itemMissing: 0,
    items: [{ productId: 31, name: 'Almarai milk 1 L', arName: 'حليب المراعي', image: null, requestedQuantity: 3, quantity: 3, itemPriceHalalas: 700, itemSellingPriceHalalas: 650, totalSellingPriceHalalas: 1950, capped: false }],
    missingItems: [], available: true,
    subTotalHalalas: 6549, deliveryChargeHalalas: 700, discountHalalas: 150, grandTotalHalalas: 7249, baseAmountHalalas: 6303, taxAmountHalalas: 946,
    bbCommissionHalalas: 363, riderEarningHalalas: 600, pgFixedHalalas: 100, pgTotalHalalas: 245, splitType: 'fixed', splitAmountHalalas: 6041,
    minOrderHalalas: 3000, minOrderMet: true, scheduleTime: null, outOfStockAction: 'REPLACE', shippingMethod: 'delivery',
  };

  it('answers as a suggestion under the cart process, amounts in SAR beside their halalas', () => {
    const suggestion = toSuggestion(offer, 'p-1', '12');
    expect(suggestion).toMatchObject({
      processId: 'p-1', cartId: '12', sellerId: '4', sellerArName: 'أسواق العليا', distance: 2.345, deliveryDistance: '2.35',
      grandTotal: 72.49, grandTotalHalalas: 7249, taxAmount: 9.46, minOrder: 30, minOrderMet: true,
    });
    expect(suggestion.items[0]).toMatchObject({ productId: '31', itemPrice: 7, itemSellingPrice: 6.5, totalSellingPrice: 19.5 });
  });

  it('answers an update in the snake case of spec §5', () => {
    expect(toUpdatedSuggestion(toSuggestion(offer, 'p-1', null))).toMatchObject({
      process_id: 'p-1', cart_id: null, seller_id: '4', grand_total: 72.49, item_available: 2, split_type: 'fixed', schedule_time: null, out_of_stock_action: 'REPLACE',
    });
  });
});

describe('a payment method', () => {
  it('answers both languages', () => {
    expect(toPaymentMethod({ id: 2, name: 'Card', ar_name: 'بطاقة', description: 'Mada, Visa or Mastercard', ar_description: 'مدى أو فيزا أو ماستركارد' })).toEqual({
      id: '2', name: 'Card', arName: 'بطاقة', description: 'Mada, Visa or Mastercard', arDescription: 'مدى أو فيزا أو ماستركارد',
    });
  });
});
