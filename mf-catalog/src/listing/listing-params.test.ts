import { MAX_DEEP_LINK_PAGES, pagesToShow, priceFilter, readListingParams, toFilterData, writeListingParams } from './listing-params';

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

describe('the price filter', () => {
  it("asks for the bucket the facet counted: from its lower bound up to one halala below the next bucket's", () => {
    // The API counts 5 ≤ price < 10 for the bucket "SAR 5.00 to SAR 10.00"; `lte` includes its bound.
    expect(priceFilter({ from: 5, to: 10 })).toEqual({ gte: 5, lte: 9.99 });
    expect(priceFilter({ from: 0, to: 5 })).toEqual({ gte: 0, lte: 4.99 });
    expect(priceFilter({ from: 25, to: 50 })).toEqual({ gte: 25, lte: 49.99 });
    expect(priceFilter({ from: 100, to: null })).toEqual({ gte: 100 });
    expect(toFilterData(readListingParams(new URLSearchParams('price=10-25')))).toEqual({ price: { gte: 10, lte: 24.99 } });
  });

  it('ignores a range that holds no price', () => {
    expect(readListingParams(new URLSearchParams('price=10-10')).price).toBeNull();
    expect(readListingParams(new URLSearchParams('price=10-5')).price).toBeNull();
    expect(readListingParams(new URLSearchParams('price=10-')).price).toEqual({ from: 10, to: null });
  });
});
