import { generateSeed, renderImageSvg, type ImageKind, type SeedData } from './index.js';

let data: SeedData;
beforeAll(() => {
  data = generateSeed();
});

/** Tags balance and no bare ampersands or angle brackets in text: enough to be parsed as XML. */
function isWellFormed(svg: string): boolean {
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"') || !svg.endsWith('</svg>')) return false;
  if (/&(?!(amp|lt|gt|quot|apos);)/.test(svg) || /[<>]/.test(svg.replace(/<[^<>]*>/g, ''))) return false;
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^<>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) stack.push(name!);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}

function expectWellFormed(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)[^<>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
  expect(svg.replace(/<[^<>]*>/g, '')).not.toMatch(/[<>]/);
}

describe('renderImageSvg', () => {
  it('renders every seeded image small and well-formed', () => {
    const kinds: [ImageKind, { slug: string }[], number][] = [
      ['products', data.products, 400], ['categories', data.categories, 400], ['brands', data.brands, 200], ['sellers', data.sellers, 200],
    ];
    for (const [kind, items, size] of kinds) {
      const bad = items.filter((item) => {
        const svg = renderImageSvg(kind, item.slug, data);
        return svg === null || !svg.includes(`viewBox="0 0 ${size} ${size}"`) || svg.length >= 3000 || !isWellFormed(svg);
      });
      expect(bad.map((item) => `${kind}/${item.slug}`)).toEqual([]);
    }
    expectWellFormed(renderImageSvg('products', data.products[0]!.slug, data)!);
  });

  it('escapes names with XML special characters', () => {
    const svg = renderImageSvg('brands', 'mms', data)!;
    expect(svg).toContain('M&amp;M&apos;s');
    expect(svg).not.toContain("M&M's");
    const product = data.products.find((p) => p.name.includes('&'))!;
    expect(renderImageSvg('products', product.slug, data)).toContain('&amp;');
  });

  it('shows the short English name and colours by category', () => {
    const milk = data.products.find((p) => p.slug.startsWith('almarai-full-fat-fresh-milk-1l'))!;
    const svg = renderImageSvg('products', milk.slug, data)!;
    expect(svg).toContain('Full Fat Fresh Milk');
    const laban = data.products.find((p) => p.slug.startsWith('almarai-full-fat-laban-1l'))!;
    const fill = (s: string) => /<rect width="400" height="400" rx="25" fill="([^"]+)"/.exec(s)?.[1];
    expect(fill(renderImageSvg('products', laban.slug, data)!)).toBe(fill(svg));
  });

  it('returns null for unknown slugs', () => {
    expect(renderImageSvg('products', 'no-such-product', data)).toBeNull();
    expect(renderImageSvg('categories', 'no-such-category', data)).toBeNull();
    expect(renderImageSvg('brands', 'almarai-full-fat-fresh-milk-1l', data)).toBeNull();
    expect(renderImageSvg('sellers', '', data)).toBeNull();
  });

  it('is pure: same input, same output', () => {
    const slug = data.products[42]!.slug;
    expect(renderImageSvg('products', slug, data)).toBe(renderImageSvg('products', slug, generateSeed()));
  });
});
