// Spec §2: the nine category shortcuts of the second header row, in this order.
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

/** The shortcut a path highlights: /category/{slug} or /category/{parent}/{child}, either segment. */
export function activeShortcut(pathname: string): string | null {
  const match = /^\/category\/([^/]+)(?:\/([^/]+))?/.exec(pathname);
  if (!match) return null;
  const segments = [match[1], match[2]].filter(Boolean).map((s) => decodeURIComponent(s!));
  return SHORTCUT_SLUGS.find((slug) => segments.includes(slug)) ?? null;
}
