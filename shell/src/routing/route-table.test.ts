import { categorySlugForPath, isBareRoute, remoteForPath, shellRouteForPath } from './route-table';

describe('remoteForPath', () => {
  it.each([
    ['/', 'mf-catalog'],
    ['/search-products', 'mf-catalog'],
    ['/category/dairy-eggs', 'mf-catalog'],
    ['/category/dairy-eggs/milk', 'mf-catalog'],
    ['/types/milk', 'mf-catalog'],
    ['/brands/almarai', 'mf-catalog'],
    ['/mobile/categories', 'mf-catalog'],
    ['/product/almarai-fresh-milk-1l', 'mf-catalog'],
    ['/cart', 'mf-cart'],
    ['/checkout/address', 'mf-checkout'],
    ['/checkout/verify-payment', 'mf-checkout'],
    ['/checkout/mobile-order-placed', 'mf-checkout'],
    ['/authentication/login', 'mf-account'],
    ['/addresses', 'mf-account'],
    ['/notifications', 'mf-account'],
    ['/orders/42', 'mf-account'],
    ['/favourite-orders', 'mf-account'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each(['/cartx', '/category', '/category/a/b/c', '/checkout/unknown', '/faqs', '/nope', '/orders/42/items'])('%s belongs to no remote', (path) => {
    expect(remoteForPath(path)).toBeNull();
  });
});

describe('shellRouteForPath', () => {
  it('finds informational pages, seller pages and the 404', () => {
    expect(shellRouteForPath('/faqs')).toEqual({ kind: 'info', page: 'faqs' });
    expect(shellRouteForPath('/return-policy/')).toEqual({ kind: 'info', page: 'return-policy' });
    expect(shellRouteForPath('/sell-through-vegetables')).toEqual({ kind: 'seller', product: 'vegetables' });
    expect(shellRouteForPath('/does-not-exist')).toEqual({ kind: 'not-found' });
    expect(shellRouteForPath('/cart')).toBeNull();
  });

  it('reads the category slug for the shortcut highlight', () => {
    expect(categorySlugForPath('/category/dairy-eggs/milk')).toBe('dairy-eggs');
    expect(categorySlugForPath('/cart')).toBeNull();
  });
});

describe('isBareRoute', () => {
  it.each(['/checkout/mobile-payment', '/checkout/mobile-order-placed', '/checkout/mobile-payment/'])('%s renders without the frame', (path) => {
    expect(isBareRoute(path)).toBe(true);
    expect(remoteForPath(path)).toBe('mf-checkout');
  });

  it.each(['/checkout/payment', '/checkout/order-placed', '/checkout/mobile-address', '/mobile/categories', '/'])('%s keeps the frame', (path) => {
    expect(isBareRoute(path)).toBe(false);
  });
});
