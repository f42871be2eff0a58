// Spec §2: the nine category shortcuts of the header's second row, in this order. The header, the
// home page's category tiles and the seeded category tree all follow this one list.
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

export type ShortcutSlug = (typeof SHORTCUT_SLUGS)[number];

export function isShortcutSlug(slug: string): slug is ShortcutSlug {
  return (SHORTCUT_SLUGS as readonly string[]).includes(slug);
}
