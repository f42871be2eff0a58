// Expands the product lines into catalogue products with names, prices, codes and copy.
import { BRANDS, type BrandDef } from './data/brands.js';
import { CATEGORY_TREE, type Family } from './data/categories.js';
import { FAMILY_DETAILS, FAMILY_SENTENCES, OPENERS_BRANDED, OPENERS_LOOSE } from './data/copy.js';
import { COUNTRIES } from './data/countries.js';
import { ATTRIBUTES, type LineDef, type SizeDef, type VariantDef } from './data/line-model.js';
import { LINES } from './data/lines.js';
import { withCheckDigit } from './ean13.js';
import { chance, intBetween, pick, streamFor, type Rng } from './prng.js';
import { sizeAr, sizeEn, slugify, tidy, UNITS } from './text.js';
import type { SeedAttributeValue, SeedCategory, SeedProduct } from './types.js';

const NO_VARIANT: VariantDef = { en: '', ar: '' };
const DISCOUNTS = [5, 10, 10, 15, 15, 20, 20, 25, 30];
const NON_FOOD = new Set<Family>(['baby', 'cleaning', 'personal', 'household', 'pet']);

export interface ProductContext {
  seed: number;
  categories: SeedCategory[];
  brandIds: Map<string, number>;
  typeIds: Map<string, number>;
}

interface Draft {
  line: LineDef;
  variant: VariantDef;
  size: SizeDef;
  brand: BrandDef;
  categoryId: number;
  parentSlug: string;
  family: Family;
}

const brandBySlug = new Map(BRANDS.map((b) => [b.slug, b]));

function brandOf(slug: string): BrandDef {
  const brand = brandBySlug.get(slug);
  if (!brand) throw new Error(`Unknown brand in product lines: ${slug}`);
  return brand;
}

/** Where brand and variant go when a template does not say. */
function enTemplate(line: LineDef): string {
  let t = line.en;
  if (!line.noBrand && !t.includes('{b}')) t = `{b} ${t}`;
  if (!t.includes('{v}')) t = t.includes('{b}') ? t.replace('{b}', '{b} {v}') : `{v} ${t}`;
  return t;
}

function arTemplate(line: LineDef): string {
  let t = line.ar;
  if (!line.noBrand && !t.includes('{b}')) t = `${t} {b}`;
  if (!t.includes('{v}')) t = `${t} {v}`;
  return t;
}

function fill(template: string, brand: string, variant: string): string {
  return tidy(template.replace('{b}', brand).replace('{v}', variant));
}

function fillCopy(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** Shelf prices: quarter riyals under 10 SAR, half riyals under 50, whole riyals above, often x.95. */
function shelfPrice(sar: number, rng: Rng): number {
  let halalas: number;
  if (sar < 10) halalas = Math.round(sar * 4) * 25;
  else if (sar < 50) halalas = Math.round(sar * 2) * 50;
  else halalas = Math.round(sar) * 100;
  if (sar >= 10 && chance(rng, 0.45)) halalas -= 5;
  return Math.max(halalas, 50);
}

function isFamilyPack([amount, type, , pack]: SizeDef): boolean {
  return (pack ?? 1) >= 10 || (type === 'kg' && amount >= 5) || (type === 'l' && amount >= 2.85);
}

function* expand(ctx: ProductContext): Generator<Draft> {
  const categoryIds = new Map(ctx.categories.map((c) => [c.slug, c.id]));
  for (const parent of CATEGORY_TREE) {
    for (const child of parent.children) {
      const lines = LINES[child.slug];
      if (!lines || lines.length === 0) throw new Error(`No product lines for category ${child.slug}`);
      const categoryId = categoryIds.get(child.slug);
      if (categoryId === undefined) throw new Error(`Unknown category ${child.slug}`);
      const family = child.family ?? parent.family;
      for (const line of lines) {
        const variants = line.v ?? [NO_VARIANT];
        const base = { line, categoryId, parentSlug: parent.slug, family };
        if (line.noBrand) {
          let turn = 0;
          for (const variant of variants) {
            for (const size of variant.s ?? line.sizes) {
              const brand = brandOf(line.brands[turn++ % line.brands.length] ?? '');
              yield { ...base, variant, size, brand };
            }
          }
        } else {
          for (const brandSlug of line.brands) {
            const brand = brandOf(brandSlug);
            for (const variant of variants) {
              for (const size of variant.s ?? line.sizes) yield { ...base, variant, size, brand };
            }
          }
        }
      }
    }
  }
}

export function generateProducts(ctx: ProductContext): SeedProduct[] {
  const products: SeedProduct[] = [];
  const slugs = new Set<string>();
  for (const draft of expand(ctx)) {
    const id = products.length + 1;
    products.push(buildProduct(ctx, draft, id, slugs));
  }
  if (!products.some((p) => !p.active)) {
    const last = products[products.length - 1];
    if (last) last.active = false;
  }
  return products;
}

function buildProduct(ctx: ProductContext, d: Draft, id: number, slugs: Set<string>): SeedProduct {
  const { line, variant, size, brand } = d;
  const [amount, weightType, refSar, pack] = size;
  const unit = UNITS[line.unit ?? 'pcs'];
  const enT = enTemplate(line);
  const arT = arTemplate(line);
  const title = fill(enT, brand.name, variant.en);
  const arTitle = fill(arT, brand.arName, variant.ar);
  const enSize = sizeEn(amount, weightType, pack, unit);
  const arSize = sizeAr(amount, weightType, pack, unit);
  const name = `${title} ${enSize}`;
  const arName = `${arTitle} ${arSize}`;

  let shortName = fill(enT, '', variant.en);
  let arShortName = fill(arT, '', variant.ar);
  // Some products are named by brand and variant alone ("Pepsi Diet"); keep the brand then.
  if (shortName.length < 3 || shortName === variant.en) shortName = title;
  if (arShortName.length < 3 || arShortName === variant.ar) arShortName = arTitle;

  let slug = slugify(name);
  const rng = streamFor(ctx.seed, `product:${slug}`);
  if (slugs.has(slug)) {
    let n = 2;
    while (slugs.has(`${slug}-${n}`)) n++;
    slug = `${slug}-${n}`;
  }
  slugs.add(slug);

  const tier = line.noBrand ? 1 : brand.tier;
  const priceHalalas = shelfPrice(refSar * (variant.p ?? 1) * tier * (0.95 + rng() * 0.1), rng);
  let sellingPriceHalalas = priceHalalas;
  const discounted = chance(rng, 0.25);
  if (discounted) {
    const pct = pick(rng, DISCOUNTS);
    sellingPriceHalalas = Math.max(5, Math.floor((priceHalalas * (100 - pct)) / 100 / 5) * 5);
    if (sellingPriceHalalas >= priceHalalas) sellingPriceHalalas = priceHalalas - 5;
  }

  const originCode = variant.o ?? line.o ?? brand.origin;
  const origin = COUNTRIES[originCode];
  if (!origin) throw new Error(`Unknown country ${originCode}`);

  const tags = new Set<string>([...(line.tags ?? []), ...(variant.t ?? [])]);
  if (originCode === 'SA') tags.add('saudi-made');
  if (discounted) tags.add('offer');
  if (isFamilyPack(size)) tags.add('family-pack');
  if (chance(rng, 0.07)) tags.add('new');
  if (chance(rng, 0.08)) tags.add('bestseller');

  const attributeValues: SeedAttributeValue[] = [];
  const addAttr = (key: keyof typeof ATTRIBUTES, value: string, arValue: string) => {
    const [attribute, arAttribute] = ATTRIBUTES[key];
    if (attributeValues.length < 3 && !attributeValues.some((a) => a.attribute === attribute)) {
      attributeValues.push({ attribute, arAttribute, value, arValue });
    }
  };
  if (variant.a) addAttr(variant.a, variant.av?.[0] ?? variant.en, variant.av?.[1] ?? variant.ar);
  for (const [key, value, arValue] of line.at ?? []) addAttr(key, value, arValue);
  if (line.noBrand || chance(rng, 0.7)) addAttr('origin', origin.name, origin.arName);

  const copy = {
    title, arTitle, brand: brand.name, arBrand: brand.arName, size: enSize, arSize,
  };
  const openers = line.noBrand ? OPENERS_LOOSE : NON_FOOD.has(d.family) ? OPENERS_BRANDED.slice(0, -1) : OPENERS_BRANDED;
  const opener = pick(rng, openers);
  const en: string[] = [fillCopy(opener[0], copy)];
  const ar: string[] = [fillCopy(opener[1], copy)];
  if (line.about && chance(rng, 0.85)) {
    en.push(line.about[0]);
    ar.push(line.about[1]);
  }
  const pool = FAMILY_SENTENCES[d.family];
  const first = intBetween(rng, 0, pool.length - 1);
  const sentence = pool[first];
  if (sentence) {
    en.push(sentence[0]);
    ar.push(sentence[1]);
  }
  if (en.length < 3 && chance(rng, 0.5)) {
    const second = pool[(first + 1 + intBetween(rng, 0, pool.length - 2)) % pool.length];
    if (second && second !== sentence) {
      en.push(second[0]);
      ar.push(second[1]);
    }
  }

  const detail = line.det !== undefined ? line.det : pick(rng, FAMILY_DETAILS[d.family]);
  const maxChoices = priceHalalas < 1500 ? [10, 12, 15, 20, 24, 30] : priceHalalas < 5000 ? [6, 8, 10, 12, 15] : [5, 6, 8, 10];

  const typeId = ctx.typeIds.get(variant.ty ?? line.type);
  if (typeId === undefined) throw new Error(`Unknown product type ${variant.ty ?? line.type}`);
  const brandId = ctx.brandIds.get(brand.slug);
  if (brandId === undefined) throw new Error(`Brand not registered: ${brand.slug}`);

  const body = `${origin.gs1}${String(brandId).padStart(4, '0')}${String(id).padStart(5, '0')}`;
  const product: SeedProduct = {
    id,
    slug,
    sku: `${d.parentSlug.slice(0, 3).toUpperCase()}-${brand.slug.replace(/-/g, '').slice(0, 4).toUpperCase()}-${String(id).padStart(5, '0')}`,
    name,
    arName,
    description: en.join(' '),
    arDescription: ar.join(' '),
    details: detail ? detail[0] : null,
    arDetails: detail ? detail[1] : null,
    priceHalalas,
    sellingPriceHalalas,
    image: `/images/products/${slug}.svg`,
    weight: amount,
    weightType,
    barcode: withCheckDigit(body),
    barcodeType: 'EAN13',
    maxOrder: pick(rng, maxChoices),
    rating: Math.round((3 + 2 * (1 - rng() ** 2)) * 10) / 10,
    tags: [...tags],
    categoryId: d.categoryId,
    brandId,
    productTypeId: typeId,
    attributeValues,
    seoTitle: `${name} | Grocery delivery in Riyadh`,
    seoDescription: `Buy ${name} online and compare prices from Riyadh stores. Delivery or store pickup, pay by mada, Visa or Mastercard.`,
    active: !chance(rng, 0.012),
    shortName,
    arShortName,
    sizeLabel: enSize,
    arSizeLabel: arSize,
  };
  if (pack && pack > 1) product.packCount = pack;
  return product;
}
