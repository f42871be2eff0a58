import { compareNamespaces } from './check-translations.mjs';

describe('translation key parity', () => {
  it('finds keys present in one language only, nested included', () => {
    expect(compareNamespaces({ a: '1', nested: { b: '2' } }, { a: '1', nested: { c: '3' } })).toEqual({
      onlyAr: ['nested.b'],
      onlyEn: ['nested.c'],
    });
  });

  it('compares plural keys by their base, since languages have different plural forms', () => {
    expect(compareNamespaces({ items_zero: '', items_one: '', items_two: '', items_few: '', items_many: '', items_other: '' }, { items_one: '', items_other: '' })).toEqual({
      onlyAr: [],
      onlyEn: [],
    });
  });
});
