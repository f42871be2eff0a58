// Placeholder artwork for the seed: small SVGs coloured by category, shaped by product type.
import { hashString } from './prng.js';
import { escapeXml } from './text.js';
import type { SeedData } from './types.js';

export type ImageKind = 'products' | 'categories' | 'brands' | 'sellers';

interface Art {
  label: string;
  sub?: string;
  /** Hue of the shape; the background takes `bg` (the category's hue) when set. */
  hue: number;
  bg?: number;
  shape: string;
}

interface Lookup {
  products: Map<string, Art>;
  categories: Map<string, Art>;
  brands: Map<string, Art>;
  sellers: Map<string, Art>;
}

const FONT = 'Poppins, Arial, sans-serif';

// Shapes sit in the upper part of a 400x400 canvas; F is the body colour, A the accent.
const SHAPES: Record<string, string> = {
  bottle: '<rect x="182" y="40" width="36" height="16" rx="3" fill="A"/><rect x="186" y="54" width="28" height="28" fill="A"/><path d="M165 92Q165 80 186 80H214Q235 80 235 92V254Q235 268 221 268H179Q165 268 165 254Z" fill="F"/><rect x="165" y="150" width="70" height="60" fill="#fff" opacity=".85"/>',
  carton: '<path d="M150 90L200 55L250 90Z" fill="A"/><rect x="150" y="90" width="100" height="176" fill="F"/><rect x="160" y="150" width="80" height="60" rx="6" fill="#fff" opacity=".85"/>',
  bag: '<path d="M140 84H260L276 266H124Z" fill="F"/><rect x="140" y="68" width="120" height="20" rx="4" fill="A"/><rect x="160" y="150" width="80" height="60" rx="8" fill="#fff" opacity=".85"/>',
  can: '<rect x="155" y="72" width="90" height="194" rx="12" fill="F"/><ellipse cx="200" cy="74" rx="45" ry="10" fill="A"/><rect x="155" y="140" width="90" height="62" fill="#fff" opacity=".85"/>',
  box: '<rect x="135" y="75" width="130" height="190" rx="6" fill="F"/><rect x="135" y="75" width="130" height="28" rx="6" fill="A"/><rect x="150" y="150" width="100" height="60" rx="6" fill="#fff" opacity=".85"/>',
  jar: '<rect x="160" y="70" width="80" height="26" rx="5" fill="A"/><rect x="150" y="94" width="100" height="170" rx="24" fill="F"/><rect x="150" y="150" width="100" height="56" fill="#fff" opacity=".85"/>',
  tub: '<path d="M135 122H265L250 262H150Z" fill="F"/><rect x="128" y="104" width="144" height="22" rx="7" fill="A"/><ellipse cx="200" cy="190" rx="40" ry="26" fill="#fff" opacity=".85"/>',
  tray: '<ellipse cx="200" cy="178" rx="82" ry="34" fill="A"/><rect x="105" y="172" width="190" height="80" rx="16" fill="F"/><rect x="150" y="196" width="100" height="34" rx="6" fill="#fff" opacity=".85"/>',
  fruit: '<rect x="196" y="72" width="8" height="30" rx="4" fill="A"/><path d="M204 92Q232 62 256 84Q230 106 204 92Z" fill="A"/><circle cx="200" cy="180" r="84" fill="F"/><circle cx="172" cy="150" r="16" fill="#fff" opacity=".35"/>',
  leaf: '<path d="M200 266C118 222 118 118 200 56C282 118 282 222 200 266Z" fill="F"/><path d="M200 78V250M200 150L160 120M200 190L240 160" stroke="A" stroke-width="6" fill="none"/>',
  loaf: '<path d="M118 252V150Q118 92 200 92Q282 92 282 150V252Z" fill="F"/><path d="M160 120L180 150M200 112L220 144M240 120L256 148" stroke="A" stroke-width="8" stroke-linecap="round"/>',
  bar: '<rect x="106" y="122" width="188" height="110" rx="10" fill="F"/><rect x="106" y="122" width="56" height="110" rx="10" fill="A"/><rect x="180" y="156" width="96" height="42" rx="6" fill="#fff" opacity=".85"/>',
  pouch: '<path d="M145 78H255V246Q255 266 235 266H165Q145 266 145 246Z" fill="F"/><rect x="145" y="74" width="110" height="16" rx="4" fill="A"/><rect x="160" y="150" width="80" height="56" rx="8" fill="#fff" opacity=".85"/>',
  tube: '<path d="M160 58H240L252 238H148Z" fill="F"/><rect x="178" y="236" width="44" height="30" rx="5" fill="A"/><rect x="168" y="120" width="64" height="54" rx="6" fill="#fff" opacity=".85"/>',
  roll: '<rect x="132" y="110" width="150" height="120" fill="F"/><ellipse cx="282" cy="170" rx="22" ry="60" fill="F"/><ellipse cx="132" cy="170" rx="22" ry="60" fill="A"/><ellipse cx="132" cy="170" rx="8" ry="20" fill="#fff"/>',
};

// Hues per top-level category, so shelves read at a glance; other parents get a hashed hue.
const PARENT_HUES: Record<string, number> = {
  'fresh-food': 4, 'frozen-food': 205, 'fresh-fruits-vegetables': 105, 'canned-jarred-foods': 24, 'dairy-eggs': 195,
  'baby-care': 330, 'snacks-confectionary': 42, 'beverages-water': 185, 'cleaning-hygienes': 165, bakery: 30,
  'rice-pasta-grains': 48, 'cooking-essentials': 14, 'breakfast-cereals': 52, 'coffee-tea': 20, 'personal-care': 285,
  household: 225, 'pet-supplies': 135,
};

const cache = new WeakMap<SeedData, Lookup>();

function hueOf(text: string): number {
  return hashString(text) % 360;
}

/** Splits a label into at most two lines of roughly `width` characters, with an ellipsis if cut. */
function wrap(label: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of label.split(/\s+/)) {
    if (!current) current = word;
    else if ((current + ' ' + word).length <= width) current += ' ' + word;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length > 2) {
    const second = `${lines[1]} ${lines.slice(2).join(' ')}`;
    lines.length = 1;
    lines.push(second.length > width ? `${second.slice(0, width - 1).trimEnd()}…` : second);
  }
  return lines.map((l) => (l.length > width + 4 ? `${l.slice(0, width + 3)}…` : l));
}

function text(lines: string[], x: number, y: number, size: number, gap: number, colour: string, weight = 600): string {
  return lines
    .map((line, i) => `<text x="${x}" y="${y + i * gap}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${colour}" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
}

function build(data: SeedData): Lookup {
  const categoryById = new Map(data.categories.map((c) => [c.id, c]));
  const typeById = new Map(data.productTypes.map((t) => [t.id, t]));
  const parentHue = new Map<number, number>();
  for (const c of data.categories) {
    if (c.parentId === null) parentHue.set(c.id, PARENT_HUES[c.slug] ?? hueOf(c.slug));
  }
  const hueForCategory = (id: number): number => {
    const c = categoryById.get(id);
    return parentHue.get(c?.parentId ?? id) ?? 200;
  };

  const shapeForCategory = new Map<number, string>();
  const products = new Map<string, Art>();
  for (const p of data.products) {
    const type = typeById.get(p.productTypeId);
    const shape = type?.shape ?? 'box';
    if (!shapeForCategory.has(p.categoryId)) shapeForCategory.set(p.categoryId, shape);
    products.set(p.slug, {
      label: p.shortName ?? p.name,
      sub: p.sizeLabel,
      bg: hueForCategory(p.categoryId),
      // Loose produce gets its own colour per item; packaged goods keep the shelf colour.
      hue: shape === 'fruit' ? hueOf(p.slug) : shape === 'leaf' ? 80 + (hashString(p.slug) % 70)
        : (hueForCategory(p.categoryId) + (hashString(type?.slug ?? '') % 31) - 15 + 360) % 360,
      shape,
    });
  }
  const categories = new Map<string, Art>();
  for (const c of data.categories) {
    const firstChild = data.categories.find((x) => x.parentId === c.id);
    const shape = shapeForCategory.get(c.id) ?? (firstChild ? shapeForCategory.get(firstChild.id) : undefined) ?? 'box';
    categories.set(c.slug, { label: c.name, hue: hueForCategory(c.id), shape });
  }
  const brands = new Map(data.brands.map((b) => [b.slug, { label: b.name, hue: hueOf(b.slug), shape: 'badge' }]));
  const groups = new Map(data.sellerGroups.map((g) => [g.id, g.name]));
  const sellers = new Map(data.sellers.map((s) => [s.slug, { label: s.name, sub: groups.get(s.sellerGroupId), hue: hueOf(s.slug), shape: 'store' }]));
  return { products, categories, brands, sellers };
}

function lookupFor(data: SeedData): Lookup {
  let lookup = cache.get(data);
  if (!lookup) {
    lookup = build(data);
    cache.set(data, lookup);
  }
  return lookup;
}

function open(size: number, label: string, background: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" role="img" aria-label="${escapeXml(label)}"><rect width="${size}" height="${size}" rx="${size / 16}" fill="${background}"/>`;
}

function shape(name: string, hue: number): string {
  const body = `hsl(${hue},55%,55%)`;
  const accent = `hsl(${(hue + 25) % 360},60%,36%)`;
  return (SHAPES[name] ?? SHAPES.box!).replace(/"F"/g, `"${body}"`).replace(/"A"/g, `"${accent}"`);
}

function initials(name: string): string {
  const words = name.replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? (words[0]![0] ?? '') + (words[1]![0] ?? '') : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/**
 * Renders the image at `/images/<kind>/<slug>.svg`, or null when the seed has no such item.
 * Pure; lookups are built once per data object.
 */
export function renderImageSvg(kind: ImageKind, slug: string, data: SeedData): string | null {
  const lookup = lookupFor(data);
  if (kind === 'products' || kind === 'categories') {
    const art = lookup[kind].get(slug);
    if (!art) return null;
    const isProduct = kind === 'products';
    const label = wrap(art.label, isProduct ? 20 : 18);
    return (
      open(400, art.label, `hsl(${art.bg ?? art.hue},60%,94%)`) +
      shape(art.shape, art.hue) +
      text(label, 200, isProduct ? 314 : 318, isProduct ? 26 : 30, isProduct ? 30 : 34, '#1f2937') +
      (isProduct && art.sub ? text([art.sub], 200, 380, 22, 0, `hsl(${art.hue},35%,35%)`, 500) : '') +
      '</svg>'
    );
  }
  const art = lookup[kind].get(slug);
  if (!art) return null;
  const background = `hsl(${art.hue},55%,92%)`;
  const strong = `hsl(${art.hue},55%,38%)`;
  const label = wrap(art.label, 16);
  if (kind === 'brands') {
    return (
      open(200, art.label, background) +
      `<circle cx="100" cy="80" r="52" fill="${strong}"/>` +
      text([initials(art.label)], 100, 96, 42, 0, '#fff', 700) +
      text(label, 100, label.length > 1 ? 160 : 170, 17, 20, '#1f2937') +
      '</svg>'
    );
  }
  return (
    open(200, art.label, background) +
    `<rect x="50" y="58" width="100" height="62" fill="#fff"/><path d="M44 40H156L164 62H36Z" fill="${strong}"/>` +
    `<rect x="88" y="82" width="24" height="38" fill="${strong}"/><rect x="58" y="74" width="22" height="18" fill="${strong}" opacity=".5"/><rect x="120" y="74" width="22" height="18" fill="${strong}" opacity=".5"/>` +
    text(label, 100, label.length > 1 ? 148 : 156, 15, 18, '#1f2937') +
    (art.sub ? text([art.sub], 100, 190, 11, 0, strong, 500) : '') +
    '</svg>'
  );
}
