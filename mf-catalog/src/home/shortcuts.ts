// The home page's category tiles: the API's level-0 categories, the nine shortcuts of spec §2
// first and in the spec's order, then the others in the API's order.

/** The nine category shortcuts of spec §2, in order. */
export const SHORTCUT_SLUGS = [
  'fresh-food',
  'frozen-food',
  'fresh-fruits-vegetables',
  'canned-jarred-foods',
  'dairy-eggs',
  'baby-care',
  'snacks-confectionary',
  'beverages-water',
  'cleaning-hygienes',
] as const;

/** A shortcut the API does not list is left out: its tile would lead to a 404. */
export function orderCategoryTiles<T extends { slug: string }>(categories: readonly T[]): T[] {
  const bySlug = new Map<string, T>();
  for (const category of categories) if (!bySlug.has(category.slug)) bySlug.set(category.slug, category);
  const shortcuts = SHORTCUT_SLUGS.flatMap((slug) => bySlug.get(slug) ?? []);
  const others = [...bySlug.values()].filter((category) => !(SHORTCUT_SLUGS as readonly string[]).includes(category.slug));
  return [...shortcuts, ...others];
}
