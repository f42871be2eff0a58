// Per-seller offers: which seller stocks which product, at what price and in what quantity.
import type { SellerDef } from './data/sellers.js';
import { chance, hashString, intBetween, mulberry32 } from './prng.js';
import type { SeedCategory, SeedOffer, SeedProduct, SeedSeller } from './types.js';

const MAX_DEVIATION = 0.12;

export interface OfferContext {
  seed: number;
  products: readonly SeedProduct[];
  categories: readonly SeedCategory[];
  sellers: readonly SeedSeller[];
  defs: readonly SellerDef[];
}

function round5(halalas: number): number {
  return Math.round(halalas / 5) * 5;
}

/** Seller's shelf price: the seller's price level plus noise, kept within ±12% of the catalogue price. */
function sellerPrice(base: number, level: number, noise: number): number {
  const low = Math.ceil((base * (1 - MAX_DEVIATION)) / 5) * 5;
  const high = Math.floor((base * (1 + MAX_DEVIATION)) / 5) * 5;
  const raw = round5(base * level * (1 + (noise - 0.5) * 0.12));
  return Math.max(5, Math.min(high, Math.max(low, raw)));
}

export function generateOffers(ctx: OfferContext): SeedOffer[] {
  const byId = new Map(ctx.categories.map((c) => [c.id, c]));
  const seedMix = Math.imul(ctx.seed >>> 0, 0x9e3779b1) >>> 0;
  const carried: boolean[][] = ctx.sellers.map(() => []);
  const fits: boolean[][] = ctx.sellers.map(() => []);

  ctx.products.forEach((product, p) => {
    const child = byId.get(product.categoryId);
    const parent = child?.parentId != null ? byId.get(child.parentId) : undefined;
    const slugs = [child?.slug, parent?.slug];
    ctx.defs.forEach((def, s) => {
      const inSpecialty = def.specialty !== undefined && slugs.some((slug) => slug !== undefined && def.specialty!.slugs.includes(slug));
      const coverage = inSpecialty && def.specialty ? def.specialty.coverage : def.coverage;
      const roll = mulberry32(hashString(`carry:${s}:${product.slug}`) ^ seedMix)();
      carried[s]![p] = roll < coverage;
      fits[s]![p] = inSpecialty || def.specialty === undefined;
    });
  });

  // Every active product gets at least two offers: add the best-suited sellers that lack it.
  ctx.products.forEach((product, p) => {
    if (!product.active) return;
    let count = carried.reduce((n, row) => n + (row[p] ? 1 : 0), 0);
    if (count >= 2) return;
    const candidates = ctx.defs
      .map((def, s) => ({ s, score: (fits[s]![p] ? 1 : 0) + def.coverage + (hashString(`${product.slug}:${s}`) % 100) / 1000 }))
      .filter(({ s }) => !carried[s]![p])
      .sort((a, b) => b.score - a.score);
    for (const { s } of candidates) {
      if (count >= 2) break;
      carried[s]![p] = true;
      count++;
    }
  });

  const offers: SeedOffer[] = [];
  ctx.sellers.forEach((seller, s) => {
    const def = ctx.defs[s]!;
    ctx.products.forEach((product, p) => {
      if (!carried[s]![p]) return;
      const rng = mulberry32(hashString(`offer:${seller.slug}:${product.slug}`) ^ seedMix);
      const priceHalalas = sellerPrice(product.priceHalalas, def.priceLevel, rng());
      let sellingPriceHalalas = priceHalalas;
      if (product.sellingPriceHalalas < product.priceHalalas && chance(rng, 0.7)) {
        sellingPriceHalalas = round5((priceHalalas * product.sellingPriceHalalas) / product.priceHalalas);
      } else if (chance(rng, 0.08)) {
        sellingPriceHalalas = round5(priceHalalas * 0.9);
      }
      sellingPriceHalalas = Math.max(5, Math.min(priceHalalas, sellingPriceHalalas));
      const stock = chance(rng, 0.05) ? 0 : intBetween(rng, 3, 200);
      offers.push({ sellerId: seller.id, productId: product.id, priceHalalas, sellingPriceHalalas, stock });
    });
  });
  return offers;
}
