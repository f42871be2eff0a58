// The public category lists (spec §7 /api/categories and its leading, prime-type and prime-brand
// routes), read from the commerce API and kept briefly: they change with the catalogue, not per shopper.
// One set serves both the /api routes and the footer the gateway renders into each page (ADR 018).
import { createTtlCache } from '../../../api/src/domain/ttl-cache.js';
import { GatewayCategoriesDocument, GatewayPrimeBrandsDocument, GatewayPrimeTypesDocument } from '../generated/graphql.js';
import type { ApiClient } from './api-client.js';

export const CATEGORY_LISTS_TTL_MS = 60_000;

/** Spec §9: the footer shows the leading categories, at most six children each. */
export const LEAD_CATEGORIES = 6;
export const LEAD_CHILDREN = 6;

export function createCategoryLists(api: ApiClient, ttlMs = CATEGORY_LISTS_TTL_MS) {
  const cache = createTtlCache<unknown>(ttlMs, 8);
  const cached = <T>(key: string, load: () => Promise<T>) => cache.get(key, load) as Promise<T>;
  const categories = () => cached('categories', async () => (await api(GatewayCategoriesDocument, {})).categories);
  const lead = async () => (await categories()).slice(0, LEAD_CATEGORIES).map((c) => ({ ...c, children: c.children.slice(0, LEAD_CHILDREN) }));
  const types = () => cached('types', async () => (await api(GatewayPrimeTypesDocument, {})).popularProductTypes);
  const brands = () => cached('brands', async () => (await api(GatewayPrimeBrandsDocument, {})).popularBrands);
  return {
    categories,
    lead,
    types,
    brands,
    /** The three lists the footer shows. */
    footer: async () => {
      const [leadCategories, productTypes, popularBrands] = await Promise.all([lead(), types(), brands()]);
      return { lead: leadCategories, types: productTypes, brands: popularBrands };
    },
  };
}

export type CategoryLists = ReturnType<typeof createCategoryLists>;
