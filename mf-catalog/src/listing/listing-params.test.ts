import { MAX_DEEP_LINK_PAGES, pagesToShow, readListingParams, writeListingParams } from './listing-params';

describe('listing pages', () => {
  it('keeps any page the URL names, so a long listing can be shared past the deep-link walk', () => {
    const state = readListingParams(new URLSearchParams('searchKeyword=rice&page=35'));
    expect(state.page).toBe(35);
    expect(writeListingParams(new URLSearchParams('searchKeyword=rice'), state).get('page')).toBe('35');
    expect(readListingParams(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(readListingParams(new URLSearchParams('page=1e400')).page).toBe(1);
  });

  it('walks at most the deep-link limit on arrival, and every page reached here in place', () => {
    expect(MAX_DEEP_LINK_PAGES).toBe(20);
    expect(pagesToShow(3, 0)).toBe(3);
    expect(pagesToShow(35, 0)).toBe(20);
    expect(pagesToShow(21, 21)).toBe(21);
    expect(pagesToShow(35, 21)).toBe(21);
    expect(pagesToShow(1, 40)).toBe(1);
  });
});
