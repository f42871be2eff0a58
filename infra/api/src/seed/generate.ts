// Builds the whole seed deterministically from one number. Pure: no I/O, no clock, no Math.random.
import { BRANDS } from './data/brands.js';
import { CATEGORY_TREE } from './data/categories.js';
import { RIYADH_DISTRICTS } from 'shared-domain';
import { ADDRESSES, SHIPPING_METHODS, USERS } from './data/people.js';
import { PRODUCT_TYPES } from './data/product-types.js';
import { SELLER_GROUPS, SELLERS } from './data/sellers.js';
import { generateOffers } from './offers.js';
import { generateProducts } from './products.js';
import { intBetween, pick, streamFor } from './prng.js';
import { slugify } from './text.js';
import type { SeedBrand, SeedCategory, SeedData, SeedProductType, SeedSeller, SeedSellerGroup } from './types.js';

export const DEFAULT_SEED = 20261122;

function buildCategories(): SeedCategory[] {
  const categories: SeedCategory[] = [];
  CATEGORY_TREE.forEach((parent, p) => {
    const parentId = categories.length + 1;
    categories.push({
      id: parentId, slug: parent.slug, name: parent.name, arName: parent.arName, parentId: null, level: 0,
      image: `/images/categories/${parent.slug}.svg`, position: p + 1,
    });
    parent.children.forEach((child, c) => {
      categories.push({
        id: categories.length + 1, slug: child.slug, name: child.name, arName: child.arName, parentId, level: 1,
        image: `/images/categories/${child.slug}.svg`, position: c + 1,
      });
    });
  });
  return categories;
}

function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

function buildSellers(seed: number, groups: SeedSellerGroup[]): SeedSeller[] {
  const districts = new Map(RIYADH_DISTRICTS.map((d) => [d.slug, d]));
  return SELLERS.map((def, i) => {
    const district = districts.get(def.district);
    if (!district) throw new Error(`Unknown district ${def.district}`);
    const slug = slugify(def.name);
    const rng = streamFor(seed, `seller:${slug}`);
    const group = groups[SELLER_GROUPS.findIndex((g) => g.key === def.group)];
    if (!group) throw new Error(`Unknown seller group ${def.group}`);
    const phone = `+9665${pick(rng, ['0', '3', '4', '5', '6', '8', '9'])}${String(intBetween(rng, 0, 9_999_999)).padStart(7, '0')}`;
    return {
      id: i + 1,
      slug,
      name: def.name,
      arName: def.arName,
      phone,
      email: `orders@${slug}.example.sa`,
      address: `${def.street[0]}, ${district.name}, Riyadh`,
      arAddress: `${def.street[1]}، ${district.arName}، الرياض`,
      district: district.name,
      arDistrict: district.arName,
      districtSlug: district.slug,
      lat: round6(district.lat + (rng() - 0.5) * 0.012),
      long: round6(district.long + (rng() - 0.5) * 0.012),
      logoImage: `/images/sellers/${slug}.svg`,
      deliveryMode: def.deliveryMode,
      sellerGroupId: group.id,
      deliveryRadiusKm: def.radiusKm,
      minOrderHalalas: def.minOrderSar * 100,
      baseDeliveryFeeHalalas: def.baseFeeSar * 100,
      perKmFeeHalalas: def.perKmHalalas,
      freeDeliveryOverHalalas: def.freeOverSar === null ? null : def.freeOverSar * 100,
      isOpen: def.isOpen,
      avgPrepMinutes: def.prepMinutes,
    };
  });
}

export function generateSeed(seed: number = DEFAULT_SEED): SeedData {
  const categories = buildCategories();
  const brands: SeedBrand[] = BRANDS.map((b, i) => ({
    id: i + 1, slug: b.slug, name: b.name, arName: b.arName, iconImage: `/images/brands/${b.slug}.svg`, origin: b.origin,
  }));
  const productTypes: SeedProductType[] = PRODUCT_TYPES.map((t, i) => ({
    id: i + 1, slug: t.slug, name: t.name, arName: t.arName, shape: t.shape,
  }));
  const products = generateProducts({
    seed,
    categories,
    brandIds: new Map(brands.map((b) => [b.slug, b.id])),
    typeIds: new Map(productTypes.map((t) => [t.slug, t.id])),
  });
  const sellerGroups: SeedSellerGroup[] = SELLER_GROUPS.map((g, i) => ({ id: i + 1, name: g.name, arName: g.arName }));
  const sellers = buildSellers(seed, sellerGroups);
  const offers = generateOffers({ seed, products, categories, sellers, defs: SELLERS });
  const users = USERS.map((u, i) => ({ ...u, id: i + 1 }));
  const addresses = ADDRESSES.map(({ userIndex, ...a }, i) => ({ ...a, id: i + 1, userId: userIndex + 1 }));
  return {
    categories,
    brands,
    productTypes,
    products,
    sellerGroups,
    sellers,
    offers,
    shippingMethods: SHIPPING_METHODS.map((m) => ({ ...m, paymentMethods: m.paymentMethods.map((pm) => ({ ...pm })) })),
    users,
    addresses,
    districts: RIYADH_DISTRICTS.map((d) => ({ ...d })),
  };
}
