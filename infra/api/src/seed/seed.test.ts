import { SHORTCUT_SLUGS } from 'shared-domain';
import { DEFAULT_SEED, generateSeed, isValidEan13, RIYADH_DISTRICTS, type SeedData, type SeedProduct } from './index.js';

/** Spec §2's nine shortcuts, the list the header and the home page follow. */
const SHORTCUTS = [...SHORTCUT_SLUGS];
const ARABIC = /[\u0600-\u06FF]/;

let data: SeedData;
beforeAll(() => {
  data = generateSeed();
});

function countBy<T>(items: readonly T[], key: (item: T) => number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function productsNamed(pattern: RegExp): SeedProduct[] {
  return data.products.filter((p) => pattern.test(p.name));
}

describe('generateSeed determinism', () => {
  it('returns identical data for the same seed', () => {
    expect(generateSeed(DEFAULT_SEED)).toEqual(data);
    expect(JSON.stringify(generateSeed(7))).toBe(JSON.stringify(generateSeed(7)));
  });

  it('varies prices and offers with the seed but keeps the catalogue', () => {
    const other = generateSeed(7);
    expect(other.products.map((p) => p.slug)).toEqual(data.products.map((p) => p.slug));
    expect(other.products.map((p) => p.priceHalalas)).not.toEqual(data.products.map((p) => p.priceHalalas));
    expect(other.offers).not.toEqual(data.offers);
  });
});

describe('category tree', () => {
  it('starts with the nine header shortcuts as level-0 parents, in order', () => {
    const parents = data.categories.filter((c) => c.level === 0);
    expect(parents.slice(0, 9).map((c) => c.slug)).toEqual(SHORTCUTS);
    for (const p of parents) expect(p.parentId).toBeNull();
    expect(parents.length).toBeGreaterThanOrEqual(15);
  });

  it('gives every parent 4-10 children, every child a level-0 parent, and unique slugs', () => {
    const byId = new Map(data.categories.map((c) => [c.id, c]));
    const children = countBy(data.categories.filter((c) => c.level === 1), (c) => c.parentId ?? 0);
    for (const parent of data.categories.filter((c) => c.level === 0)) {
      expect(children.get(parent.id) ?? 0, parent.slug).toBeGreaterThanOrEqual(4);
      expect(children.get(parent.id) ?? 0, parent.slug).toBeLessThanOrEqual(10);
    }
    for (const child of data.categories.filter((c) => c.level === 1)) {
      expect(byId.get(child.parentId ?? -1)?.level).toBe(0);
    }
    expect(new Set(data.categories.map((c) => c.slug)).size).toBe(data.categories.length);
    for (const c of data.categories) expect(c.image).toBe(`/images/categories/${c.slug}.svg`);
  });

  it('puts products in every child category and only in child categories', () => {
    const perCategory = countBy(data.products, (p) => p.categoryId);
    for (const c of data.categories) {
      if (c.level === 1) expect(perCategory.get(c.id) ?? 0, c.slug).toBeGreaterThan(0);
      else expect(perCategory.get(c.id)).toBeUndefined();
    }
  });

  it('assigns ids in order from 1', () => {
    for (const list of [data.categories, data.brands, data.productTypes, data.products, data.sellers, data.users, data.addresses]) {
      expect(list.map((x) => x.id)).toEqual(list.map((_, i) => i + 1));
    }
  });
});

describe('catalogue', () => {
  it('has the expected volume', () => {
    expect(data.products.length).toBeGreaterThanOrEqual(2100);
    expect(data.brands.length).toBeGreaterThanOrEqual(60);
    expect(data.productTypes.length).toBeGreaterThanOrEqual(40);
  });

  it('uses every brand and product type', () => {
    const brands = new Set(data.products.map((p) => p.brandId));
    const types = new Set(data.products.map((p) => p.productTypeId));
    expect(data.brands.filter((b) => !brands.has(b.id)).map((b) => b.slug)).toEqual([]);
    expect(data.productTypes.filter((t) => !types.has(t.id)).map((t) => t.slug)).toEqual([]);
  });

  it('has unique slugs, SKUs, barcodes and names', () => {
    for (const key of ['slug', 'sku', 'barcode', 'name', 'arName'] as const) {
      expect(new Set(data.products.map((p) => p[key])).size, key).toBe(data.products.length);
    }
    for (const list of [data.brands, data.productTypes, data.sellers]) {
      expect(new Set(list.map((x) => x.slug)).size).toBe(list.length);
    }
    expect(data.products.filter((p) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.slug)).map((p) => p.slug)).toEqual([]);
  });

  it('has valid EAN-13 barcodes', () => {
    expect(data.products.filter((p) => p.barcodeType !== 'EAN13' || !isValidEan13(p.barcode)).map((p) => p.barcode)).toEqual([]);
  });

  it('names everything in Arabic as well as English', () => {
    const named = [...data.categories, ...data.brands, ...data.productTypes, ...data.products, ...data.sellerGroups, ...data.sellers, ...data.districts];
    expect(named.filter((item) => item.name.trim() === '' || !ARABIC.test(item.arName)).map((item) => item.name)).toEqual([]);
    const sloppy = data.products.filter((p) =>
      !ARABIC.test(p.arDescription) || /lorem|ipsum|undefined|\{/i.test(p.description) || /undefined|\{/.test(p.arDescription) ||
      /\s{2}|^\s|\s$/.test(p.name) || /\s{2}|^\s|\s$/.test(p.arName));
    expect(sloppy.map((p) => p.slug)).toEqual([]);
    for (const m of data.shippingMethods) {
      expect(m.arName).toMatch(ARABIC);
      for (const pm of m.paymentMethods) expect(pm.arName).toMatch(ARABIC);
    }
  });

  it('covers the Arabic letters search normalisation has to handle', () => {
    const arNames = data.products.map((p) => p.arName).join(' ');
    for (const letter of ['ة', 'ى', 'أ', 'إ', 'آ']) expect(arNames).toContain(letter);
    expect(data.products.filter((p) => p.arName.includes('حليب')).length).toBeGreaterThan(10);
    expect(data.products.filter((p) => p.arName.includes('مياه')).length).toBeGreaterThan(5);
    expect(data.brands.some((b) => /[أإآ]/.test(b.arName))).toBe(true);
  });

  it('writes descriptions of two or three sentences', () => {
    const off = data.products.filter((p) => {
      const sentences = p.description.split(/(?<=\.)\s+/).length;
      return sentences < 2 || sentences > 3;
    });
    expect(off.map((p) => p.description)).toEqual([]);
    expect(new Set(data.products.map((p) => p.description)).size).toBeGreaterThan(data.products.length * 0.9);
  });

  it('prices in positive whole halalas with selling price at most the price', () => {
    const wrong = data.products.filter((p) =>
      !Number.isInteger(p.priceHalalas) || p.priceHalalas <= 0 || !Number.isInteger(p.sellingPriceHalalas) ||
      p.sellingPriceHalalas <= 0 || p.sellingPriceHalalas > p.priceHalalas ||
      p.tags.includes('offer') !== p.sellingPriceHalalas < p.priceHalalas);
    expect(wrong.map((p) => p.slug)).toEqual([]);
    const discounted = data.products.filter((p) => p.sellingPriceHalalas < p.priceHalalas).length / data.products.length;
    expect(discounted).toBeGreaterThan(0.18);
    expect(discounted).toBeLessThan(0.32);
  });

  it('keeps prices plausible for Riyadh shelves', () => {
    const within = (products: SeedProduct[], low: number, high: number) => {
      expect(products.length).toBeGreaterThan(0);
      for (const p of products) {
        expect(p.priceHalalas, p.name).toBeGreaterThanOrEqual(low);
        expect(p.priceHalalas, p.name).toBeLessThanOrEqual(high);
      }
    };
    within(productsNamed(/(Full Fat|Low Fat|Skimmed) Fresh Milk 1L$/), 600, 700);
    within(productsNamed(/Basmati Rice 5kg$/), 3500, 6000);
    within(productsNamed(/Drinking Water 330ml x 12$/), 800, 1200);
    within(data.products.filter((p) => p.slug.includes('diapers')), 4500, 9000);
  });

  it('keeps weight and unit consistent with the name', () => {
    const unit = { g: 'g', kg: 'kg', ml: 'ml', l: 'L' } as const;
    const inconsistent = data.products.filter((p) => {
      const label = p.sizeLabel ?? '';
      const size = p.weightType === 'piece' ? `${p.weight} ` : `${p.weight}${unit[p.weightType]}`;
      return !(p.weight > 0) || !p.name.endsWith(` ${label}`) || !p.arName.endsWith(` ${p.arSizeLabel ?? ''}`) ||
        !label.startsWith(size) || (p.packCount !== undefined && !label.endsWith(` x ${p.packCount}`));
    });
    expect(inconsistent.map((p) => p.name)).toEqual([]);
  });

  it('fills ranges, tags and attributes as documented', () => {
    const categoryIds = new Set(data.categories.map((c) => c.id));
    const wrong = data.products.filter((p) =>
      p.maxOrder < 5 || p.maxOrder > 30 || p.rating < 3 || p.rating > 5 || Math.abs(Math.round(p.rating * 10) - p.rating * 10) > 1e-9 ||
      p.attributeValues.length > 3 ||
      p.attributeValues.some((a) => !a.attribute || !a.value || !a.arValue || !ARABIC.test(a.arAttribute)) ||
      !categoryIds.has(p.categoryId) || p.image !== `/images/products/${p.slug}.svg` ||
      !p.seoTitle.includes(p.name) || p.seoDescription.length < 40);
    expect(wrong.map((p) => p.slug)).toEqual([]);
    const tags = new Set(data.products.flatMap((p) => p.tags));
    for (const tag of ['organic', 'saudi-made', 'offer', 'new', 'gluten-free', 'family-pack']) expect(tags).toContain(tag);
    expect(data.products.some((p) => p.attributeValues.length === 0)).toBe(true);
    expect(data.products.some((p) => p.attributeValues.length === 3)).toBe(true);
    expect(data.products.some((p) => p.details === null)).toBe(true);
  });

  it('deactivates about one percent of products', () => {
    const inactive = data.products.filter((p) => !p.active).length;
    expect(inactive).toBeGreaterThan(0);
    expect(inactive / data.products.length).toBeLessThan(0.03);
  });
});

describe('sellers and offers', () => {
  it('has at least twelve sellers in Riyadh with Saudi phone numbers', () => {
    expect(data.sellers.length).toBeGreaterThanOrEqual(12);
    for (const s of data.sellers) {
      expect(s.lat).toBeGreaterThan(24.4);
      expect(s.lat).toBeLessThan(25.1);
      expect(s.long).toBeGreaterThan(46.4);
      expect(s.long).toBeLessThan(47.0);
      expect(s.phone).toMatch(/^\+9665\d{8}$/);
      expect(s.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(s.address.endsWith(', Riyadh')).toBe(true);
      expect(s.arAddress.endsWith('، الرياض')).toBe(true);
      expect(s.deliveryRadiusKm).toBeGreaterThanOrEqual(5);
      expect(s.deliveryRadiusKm).toBeLessThanOrEqual(25);
      expect(s.minOrderHalalas).toBeGreaterThanOrEqual(3000);
      expect(s.minOrderHalalas).toBeLessThanOrEqual(10000);
      expect(s.baseDeliveryFeeHalalas).toBeGreaterThanOrEqual(500);
      expect(s.baseDeliveryFeeHalalas).toBeLessThanOrEqual(1500);
      expect(s.avgPrepMinutes).toBeGreaterThanOrEqual(15);
      expect(s.avgPrepMinutes).toBeLessThanOrEqual(60);
      expect(data.sellerGroups.some((g) => g.id === s.sellerGroupId)).toBe(true);
    }
    expect(new Set(data.sellers.map((s) => s.deliveryMode))).toEqual(new Set(['delivery', 'pickup', 'both']));
    const closed = data.sellers.filter((s) => !s.isOpen).length;
    expect(closed).toBeGreaterThanOrEqual(1);
    expect(closed).toBeLessThanOrEqual(2);
    expect(data.sellers.some((s) => s.freeDeliveryOverHalalas !== null)).toBe(true);
    expect(data.sellers.some((s) => s.freeDeliveryOverHalalas === null)).toBe(true);
  });

  it('gives every active product at least two offers and most three or more', () => {
    const perProduct = countBy(data.offers, (o) => o.productId);
    const active = data.products.filter((p) => p.active);
    expect(active.filter((p) => (perProduct.get(p.id) ?? 0) < 2).map((p) => p.slug)).toEqual([]);
    expect(active.filter((p) => (perProduct.get(p.id) ?? 0) >= 3).length / active.length).toBeGreaterThan(0.8);
  });

  it('leaves every seller without some products, big stores carrying most and small ones a slice', () => {
    const perSeller = countBy(data.offers, (o) => o.sellerId);
    const shares = data.sellers.map((s) => (perSeller.get(s.id) ?? 0) / data.products.length);
    for (const share of shares) {
      expect(share).toBeGreaterThan(0.1);
      expect(share).toBeLessThan(0.9);
    }
    expect(shares.filter((s) => s >= 0.6).length).toBeGreaterThanOrEqual(4);
    expect(shares.filter((s) => s <= 0.4).length).toBeGreaterThanOrEqual(4);
  });

  it('prices offers within 12% of the catalogue price with sane stock', () => {
    const products = new Map(data.products.map((p) => [p.id, p]));
    const sellers = new Set(data.sellers.map((s) => s.id));
    const wrong = data.offers.filter((o) => {
      const p = products.get(o.productId);
      return !p || !sellers.has(o.sellerId) || Math.abs(o.priceHalalas - p.priceHalalas) > p.priceHalalas * 0.12 ||
        o.sellingPriceHalalas <= 0 || o.sellingPriceHalalas > o.priceHalalas ||
        !Number.isInteger(o.priceHalalas) || !Number.isInteger(o.sellingPriceHalalas) || o.stock < 0 || o.stock > 200;
    });
    expect(wrong).toEqual([]);
    expect(new Set(data.offers.map((o) => `${o.sellerId}:${o.productId}`)).size).toBe(data.offers.length);
    const empty = data.offers.filter((o) => o.stock === 0).length / data.offers.length;
    expect(empty).toBeGreaterThan(0.02);
    expect(empty).toBeLessThan(0.08);
    expect(data.offers.length).toBeGreaterThan(12000);
  });
});

describe('people, shipping and districts', () => {
  it('has demo shoppers with valid credentials and Riyadh addresses', () => {
    expect(data.users.length).toBe(3);
    for (const u of data.users) {
      expect(u.email).toMatch(/@example\.sa$/);
      expect(u.phone).toMatch(/^\+9665\d{8}$/);
      expect(u.password.length).toBeGreaterThanOrEqual(8);
      expect(u.password).toMatch(/[A-Za-z]/);
      expect(u.password).toMatch(/\d/);
      const addresses = data.addresses.filter((a) => a.userId === u.id);
      expect(addresses.length).toBeGreaterThanOrEqual(1);
      expect(addresses.length).toBeLessThanOrEqual(3);
      expect(addresses.filter((a) => a.addressType === 'SHIPPING' && a.isDefault).length).toBe(1);
      for (const a of addresses) {
        expect(a.address1.split(',').pop()?.trim()).toBe('Riyadh');
        expect(a.arAddress1?.endsWith('، الرياض')).toBe(true);
        expect(a.lat).toBeGreaterThan(24.4);
        expect(a.lat).toBeLessThan(25.1);
      }
    }
  });

  it('offers delivery, pickup and scheduled delivery with card payment', () => {
    expect(data.shippingMethods.map((m) => m.name)).toEqual(['delivery', 'pickup', 'schedule']);
    for (const m of data.shippingMethods) expect(m.paymentMethods.some((pm) => pm.name === 'card')).toBe(true);
    expect(data.shippingMethods.find((m) => m.name === 'pickup')?.paymentMethods.length).toBe(2);
  });

  it('exports about twenty Riyadh districts inside the city', () => {
    expect(RIYADH_DISTRICTS.length).toBeGreaterThanOrEqual(18);
    expect(data.districts).toEqual(RIYADH_DISTRICTS);
    for (const d of RIYADH_DISTRICTS) {
      expect(d.lat).toBeGreaterThan(24.4);
      expect(d.lat).toBeLessThan(25.1);
      expect(d.long).toBeGreaterThan(46.4);
      expect(d.long).toBeLessThan(47.0);
    }
  });
});
