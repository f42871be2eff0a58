import { activeShortcut, SHORTCUT_SLUGS } from './shortcut-slugs';

describe('category shortcuts', () => {
  it('are the nine of the spec, in order', () => {
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

  it('follow the category slug of the route', () => {
    expect(activeShortcut('/category/dairy-eggs')).toBe('dairy-eggs');
    expect(activeShortcut('/category/dairy-eggs/milk')).toBe('dairy-eggs');
    expect(activeShortcut('/category/pantry')).toBeNull();
    expect(activeShortcut('/search-products')).toBeNull();
  });
});
