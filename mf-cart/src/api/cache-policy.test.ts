import { createGraphQLCache } from 'remote-kit/graphql';
import { CartSuggestionsDocument } from '../generated/graphql';
import { sellerOffer } from '../test/offers';
import { cartCachePolicy } from './cache-policy';

const items = [{ productId: '31', quantity: 4 }];
const at = { items, coordinate: [24.7136, 46.6753], scheduleTime: null };

describe('the cart cache policy', () => {
  it('keeps the delivery and the pickup offer of one seller for one cart apart', () => {
    const cache = createGraphQLCache(cartCachePolicy);
    const delivery = sellerOffer({ sellerId: '4', processId: 'p-31', deliveryChargeHalalas: 800 });
    const pickup = sellerOffer({ sellerId: '4', processId: 'p-31', deliveryChargeHalalas: 0 });
    cache.writeQuery({ query: CartSuggestionsDocument, variables: { ...at, shippingMethod: 'delivery' }, data: { cartSuggestions: [delivery] } });
    cache.writeQuery({ query: CartSuggestionsDocument, variables: { ...at, shippingMethod: 'pickup' }, data: { cartSuggestions: [pickup] } });
    const charge = (shippingMethod: string) =>
      cache.readQuery({ query: CartSuggestionsDocument, variables: { ...at, shippingMethod } })?.cartSuggestions[0]?.deliveryChargeHalalas;
    expect(charge('delivery')).toBe(800);
    expect(charge('pickup')).toBe(0);
  });

  it('keeps the server cart and the created checkout by id, and no replacement product apart from its answer', () => {
    const cache = createGraphQLCache(cartCachePolicy);
    expect(cache.identify({ __typename: 'Cart', id: '40' })).toBe('Cart:{"id":"40"}');
    expect(cache.identify({ __typename: 'CheckoutRef', id: '31' })).toBe('CheckoutRef:{"id":"31"}');
    expect(cache.identify({ __typename: 'CartProduct', id: '41' })).toBeUndefined();
  });
});
