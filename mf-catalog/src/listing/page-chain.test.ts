import { expectedOnPage } from './page-chain';

describe('placeholders for the next page', () => {
  it('are as many as the page will hold: a full page, or what is left of the listing', () => {
    expect(expectedOnPage(24, 100, 24)).toBe(24);
    expect(expectedOnPage(24, 30, 24)).toBe(6);
    expect(expectedOnPage(24, 48, 24)).toBe(24);
  });

  it('are a few when the total is unknown, and at least one when the total lags behind the pages', () => {
    expect(expectedOnPage(24, null, 24)).toBe(6);
    expect(expectedOnPage(24, 24, 24)).toBe(1);
  });
});
