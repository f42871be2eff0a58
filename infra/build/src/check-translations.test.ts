import { compareNamespaces, missingPluralForms } from './check-translations.cjs';

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

  it('requires every plural category the language uses, so a count never shows the bare key', () => {
    const arabic = { cart: { items_one: 'منتج واحد', items_other: '{{count}} منتج' }, too_many: 'محاولات كثيرة' };
    expect(missingPluralForms(arabic, 'ar')).toEqual(['cart.items_few', 'cart.items_many', 'cart.items_two', 'cart.items_zero']);
    expect(missingPluralForms({ items_one: 'one item', items_other: '{{count}} items', too_many: 'Too many tries' }, 'en')).toEqual([]);
    expect(missingPluralForms({ items_other: '{{count}} items' }, 'en')).toEqual(['items_one']);
  });
});

describe('the repository’s own translations', () => {
  it('have no key in one language only and every plural form each language needs', async () => {
    const { checkAll } = await import('./check-translations.cjs');
    expect(checkAll()).toEqual([]);
  });
});
