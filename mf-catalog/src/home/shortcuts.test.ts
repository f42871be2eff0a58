import { orderCategoryTiles, SHORTCUT_SLUGS } from './shortcuts';

const category = (slug: string) => ({ slug });

describe('orderCategoryTiles', () => {
  it("puts the nine shortcuts first in the spec's order, then the others in the API's order", () => {
    const fromApi = [
      'bakery',
      'dairy-eggs',
      'cleaning-hygienes',
      'coffee-tea',
      'fresh-food',
      'beverages-water',
      'baby-care',
      'frozen-food',
      'snacks-confectionary',
      'canned-jarred-foods',
      'pet-supplies',
      'fresh-fruits-vegetables',
    ].map(category);
    expect(orderCategoryTiles(fromApi).map((c) => c.slug)).toEqual([...SHORTCUT_SLUGS, 'bakery', 'coffee-tea', 'pet-supplies']);
  });

  it('leaves out a shortcut the API does not list, and keeps the first of a repeated slug', () => {
    const first = { slug: 'frozen-food', name: 'first' };
    const tiles = orderCategoryTiles([{ slug: 'bakery', name: '' }, first, { slug: 'frozen-food', name: 'second' }, { slug: 'dairy-eggs', name: '' }]);
    expect(tiles.map((c) => c.slug)).toEqual(['frozen-food', 'dairy-eggs', 'bakery']);
    expect(tiles[0]).toBe(first);
    expect(orderCategoryTiles([])).toEqual([]);
  });
});
