// The home page's category tiles: the API's level-0 categories, the nine shortcuts of spec §2
// (shared-domain's list, the header's too) first and in the spec's order, then the others in the
// API's order.
import { isShortcutSlug, SHORTCUT_SLUGS } from 'shared-domain';

export { SHORTCUT_SLUGS };

/** A shortcut the API does not list is left out: its tile would lead to a 404. */
export function orderCategoryTiles<T extends { slug: string }>(categories: readonly T[]): T[] {
  const bySlug = new Map<string, T>();
  for (const category of categories) if (!bySlug.has(category.slug)) bySlug.set(category.slug, category);
  const shortcuts = SHORTCUT_SLUGS.flatMap((slug) => bySlug.get(slug) ?? []);
  const others = [...bySlug.values()].filter((category) => !isShortcutSlug(category.slug));
  return [...shortcuts, ...others];
}
