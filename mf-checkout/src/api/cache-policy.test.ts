import { createGraphQLCache } from 'remote-kit/graphql';
import { checkoutCachePolicy } from './cache-policy';

describe('the checkout cache policy', () => {
  it('keeps a checkout once by id, its lines and addresses with it', () => {
    const cache = createGraphQLCache(checkoutCachePolicy);
    expect(cache.identify({ __typename: 'Checkout', id: '31' })).toBe('Checkout:{"id":"31"}');
    expect(cache.identify({ __typename: 'CheckoutRef', id: '31' })).toBe('CheckoutRef:{"id":"31"}');
    expect(cache.identify({ __typename: 'CheckoutLine', id: '5' })).toBeUndefined();
  });
});
