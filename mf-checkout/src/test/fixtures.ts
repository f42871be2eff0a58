// A realistic checkout as the API answers it: a Riyadh store, three lines, VAT included.
import type { CheckoutFieldsFragment } from '../generated/graphql';

export const DELIVERY = { __typename: 'ShippingMethod' as const, id: '1', name: 'delivery', arName: 'توصيل', enName: 'Delivery' };
export const PICKUP = { __typename: 'ShippingMethod' as const, id: '2', name: 'pickup', arName: 'استلام من المتجر', enName: 'Pickup' };
export const SCHEDULE = { __typename: 'ShippingMethod' as const, id: '3', name: 'schedule', arName: 'توصيل مجدول', enName: 'Scheduled delivery' };

export const TAMIMI = {
  __typename: 'Seller' as const,
  id: '4',
  name: 'Tamimi Markets Olaya',
  arName: 'أسواق التميمي العليا',
  address: 'Olaya Street, Al Olaya, Riyadh',
  arAddress: 'شارع العليا، حي العليا، الرياض',
  phone: '+966112345678',
  lat: 24.6966,
  long: 46.6853,
};

export const HITTIN = { __typename: 'CheckoutAddress' as const, address1: 'Hittin, Riyadh', address2: 'Building 12, flat 3', lat: 24.7612, long: 46.6012, header: 'Riyadh' };

type LineProduct = CheckoutFieldsFragment['lines'][number]['product'];
// the API answers every object with its type name, as Apollo's cache expects
const product = (fields: Omit<LineProduct, '__typename'>): LineProduct => ({ __typename: 'CheckoutLineProduct', ...fields });
type Line = CheckoutFieldsFragment['lines'][number];
const line = (fields: Omit<Line, '__typename'>): Line => ({ __typename: 'CheckoutLine', ...fields });

export function checkoutFixture(overrides: Partial<CheckoutFieldsFragment> = {}): CheckoutFieldsFragment {
  return {
    // the API answers every object with its type name, as Apollo's cache expects
    __typename: 'Checkout',
    id: '31',
    token: '7c0e8f59-3c7d-4f0e-9d0b-6f1f1d9e2a10',
    subTotalHalalas: 6250,
    deliveryChargeHalalas: 1500,
    discountAmountHalalas: 350,
    couponAmountHalalas: 0,
    baseAmountHalalas: 6435,
    taxAmountHalalas: 965,
    grandTotalHalalas: 7400,
    splitType: 'fixed',
    scheduleTime: null,
    outOfStockAction: 'REPLACE',
    orderId: null,
    shippingMethod: DELIVERY,
    seller: TAMIMI,
    shippingAddress: HITTIN,
    billingAddress: HITTIN,
    lines: [
      line({ id: '1', quantity: 2, totalSellingPriceHalalas: 1300, product: product({ id: '7', name: 'Almarai Fresh Milk 1L', arName: 'حليب المراعي الطازج ١ لتر', image: '/images/products/almarai-milk.svg' }) }),
      line({ id: '2', quantity: 1, totalSellingPriceHalalas: 2599, product: product({ id: '9', name: 'Abu Kass Basmati Rice 5kg', arName: 'أرز أبو كاس بسمتي ٥ كجم', image: null }) }),
      line({ id: '3', quantity: 3, totalSellingPriceHalalas: 2351, product: product({ id: '12', name: 'Nadec Laban 1L', arName: 'لبن نادك ١ لتر', image: '/images/products/nadec-laban.svg' }) }),
    ],
    ...overrides,
  };
}
