import { loginAgainPath } from './expired-session-modal';

describe('logging in again after the session expired', () => {
  it('brings the shopper back to the page they were on', () => {
    expect(loginAgainPath({ pathname: '/cart', search: '' })).toBe('/authentication/login?redirect=%2Fcart');
    expect(loginAgainPath({ pathname: '/search-products', search: '?searchKeyword=حليب' })).toBe(
      `/authentication/login?redirect=${encodeURIComponent('/search-products?searchKeyword=حليب')}`,
    );
  });

  it('needs no redirect from the home page', () => {
    expect(loginAgainPath({ pathname: '/', search: '' })).toBe('/authentication/login');
  });
});
