import { isShortcutSlug, SHORTCUT_SLUGS } from './category-shortcuts';

describe('category shortcuts', () => {
  it('are the nine of spec §2, in its order', () => {
    expect(SHORTCUT_SLUGS).toEqual([
      'fresh-food',
      'frozen-food',
      'fresh-fruits-vegetables',
      'canned-jarred-foods',
      'dairy-eggs',
      'baby-care',
      'snacks-confectionary',
      'beverages-water',
      'cleaning-hygienes',
    ]);
  });

  it('tells a shortcut from another category', () => {
    expect(isShortcutSlug('dairy-eggs')).toBe(true);
    expect(isShortcutSlug('bakery')).toBe(false);
  });
});
