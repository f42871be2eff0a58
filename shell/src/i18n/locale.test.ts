import { detectLanguage, localeCookie, normaliseLanguage, stripLocalePrefix } from './locale';

describe('locale rules', () => {
  it('prefers the URL prefix, then the cookie, then Arabic', () => {
    expect(detectLanguage('/en/cart', 'locale=ar')).toBe('en');
    expect(detectLanguage('/cart', 'a=1; locale=en')).toBe('en');
    expect(detectLanguage('/cart', '')).toBe('ar');
    expect(detectLanguage('/english-page', 'locale=fr')).toBe('ar');
  });

  it('treats the default locale and unknown values as Arabic', () => {
    expect(normaliseLanguage('default')).toBe('ar');
    expect(normaliseLanguage('EN')).toBe('en');
    expect(normaliseLanguage(undefined)).toBe('ar');
  });

  it('strips only a real language prefix', () => {
    expect(stripLocalePrefix('/en/cart')).toBe('/cart');
    expect(stripLocalePrefix('/ar')).toBe('/');
    expect(stripLocalePrefix('/entry')).toBe('/entry');
  });

  it('keeps the cookie for seven days', () => {
    expect(localeCookie('en', false)).toBe('locale=en; Max-Age=604800; Path=/; SameSite=Lax');
    expect(localeCookie('ar', true)).toContain('; Secure');
  });
});
