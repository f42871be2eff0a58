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
