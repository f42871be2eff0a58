import { safeRedirect, withRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/cart', '/cart'],
    ['/user-account', '/user-account'],
    ['/search-products?searchKeyword=milk', '/search-products?searchKeyword=milk'],
    ['/category/dairy-eggs#top', '/category/dairy-eggs#top'],
    ['/checkout/../cart', '/cart'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['cart'],
    ['//evil.example/cart'],
    ['/\\evil.example'],
    ['/cart\\..\\..\\evil'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['/\t/evil.example'],
    ['/cart\n'],
    [' /cart'],
    ['/authentication/login'],
    ['/authentication/register?redirect=/cart'],
    ['/authentication'],
    [`/${'a'.repeat(2048)}`],
  ])('falls back to the home page for %j', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });
});

describe('withRedirect', () => {
  it('carries a target on, keeping slashes readable and escaping the rest', () => {
    expect(withRedirect('/authentication/login', '/user-account')).toBe('/authentication/login?redirect=/user-account');
    expect(withRedirect('/authentication/login', '/search-products?searchKeyword=a&b')).toBe(
      '/authentication/login?redirect=/search-products%3FsearchKeyword%3Da%26b',
    );
    expect(new URLSearchParams('redirect=/search-products%3FsearchKeyword%3Da%26b').get('redirect')).toBe('/search-products?searchKeyword=a&b');
  });

  it('adds nothing for the home page', () => {
    expect(withRedirect('/authentication/register', '/')).toBe('/authentication/register');
  });
});
