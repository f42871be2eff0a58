// A small taxonomy for the catalogue's unit tests: Dairy (with Milk under it) and Bakery, one brand,
// one product type.
import type { BrandNode, CategoryNode, NamedNode, Taxonomy } from './taxonomy.js';

const category = (numericId: number, slug: string, name: string, arName: string, level: number): CategoryNode => ({
  id: String(numericId), numericId, slug, name, arName, image: null, level, position: numericId, parent: null, children: [], productCount: 3,
});

export function testTaxonomy(): Taxonomy {
  const dairy = category(1, 'dairy', 'Dairy', 'ألبان', 0);
  const milk = category(2, 'milk', 'Milk', 'حليب', 1);
  const bakery = category(3, 'bakery', 'Bakery', 'مخبوزات', 0);
  dairy.children = [milk];
  milk.parent = dairy;
  const almarai: BrandNode = { id: '7', numericId: 7, slug: 'almarai', name: 'Almarai', arName: 'المراعي', productCount: 12, iconImage: null };
  const fresh: NamedNode = { id: '9', numericId: 9, slug: 'fresh-milk', name: 'Fresh milk', arName: 'حليب طازج', productCount: 4 };
  const categories = [dairy, milk, bakery];
  return {
    roots: [dairy, bakery],
    categories: new Map(categories.map((c) => [c.numericId, c])),
    categoryBySlug: new Map(categories.map((c) => [c.slug, c])),
    brands: new Map([[7, almarai]]),
    brandBySlug: new Map([['almarai', almarai]]),
    types: new Map([[9, fresh]]),
    typeBySlug: new Map([['fresh-milk', fresh]]),
  };
}
