import { activeShortcut, SHORTCUT_SLUGS } from './shortcut-slugs';

describe('category shortcuts', () => {
  it('are the nine of the spec, in order', () => {
    expect(SHORTCUT_SLUGS).toHaveLength(9);
    expect(SHORTCUT_SLUGS[0]).toBe('fresh-food');
    expect(SHORTCUT_SLUGS[8]).toBe('cleaning-hygienes');
  });

  it('follow the category slug of the route', () => {
    expect(activeShortcut('/category/dairy-eggs')).toBe('dairy-eggs');
    expect(activeShortcut('/category/dairy-eggs/milk')).toBe('dairy-eggs');
    expect(activeShortcut('/category/pantry')).toBeNull();
    expect(activeShortcut('/search-products')).toBeNull();
  });
});
