import { createGraphQLCache } from 'remote-kit/graphql';
import { accountCachePolicy } from './cache-policy';

describe('the account cache policy', () => {
  it('keeps the shopper and each address once, by id', () => {
    const cache = createGraphQLCache(accountCachePolicy);
    expect(cache.identify({ __typename: 'User', id: '41' })).toBe('User:{"id":"41"}');
    expect(cache.identify({ __typename: 'UserInfo', userId: '41' })).toBe('UserInfo:{"userId":"41"}');
    expect(cache.identify({ __typename: 'Address', id: '7' })).toBe('Address:{"id":"7"}');
  });
});
