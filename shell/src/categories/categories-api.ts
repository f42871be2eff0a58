// Category data for the mega-menu and footer, from the gateway (spec §7 "Own backend proxy").
// Each request is made once per page; a failure is not cached, so the next opening retries.
import { gatewayRequest, RequestError, type GatewayPath } from 'remote-kit';

export interface CategoryItem {
  id: string;
  slug: string;
  name: string;
  arName: string;
  image?: string | null;
  level?: number;
  children: CategoryItem[];
}

export interface NamedItem {
  id: string;
  slug: string;
  name: string;
  arName: string;
}

const cache = new Map<string, Promise<unknown>>();

async function post<T>(path: GatewayPath, pick: (body: Record<string, unknown>) => T): Promise<T> {
  try {
    return pick(await gatewayRequest<Record<string, unknown>>(path, { body: {} }));
  } catch (error) {
    // spec §8: category calls fail with this message on a non-OK answer
    if (error instanceof RequestError && error.status !== null) throw new Error(`HTTP error! Status: ${error.status}`, { cause: error });
    throw error;
  }
}

function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit) return hit as Promise<T>;
  const value = load();
  cache.set(key, value);
  value.catch(() => cache.delete(key));
  return value;
}

export const fetchCategories = () => once('categories', () => post('/api/categories', (b) => (b.categories ?? []) as CategoryItem[]));
export const fetchLeadCategories = () =>
  once('lead', () => post('/api/categories/lead-categories', (b) => (b.leadCategories ?? []) as CategoryItem[]));
export const fetchPrimeTypes = () => once('types', () => post('/api/prime-types', (b) => (b.productTypes ?? []) as NamedItem[]));
export const fetchPrimeBrands = () => once('brands', () => post('/api/prime-brands', (b) => (b.brands ?? []) as NamedItem[]));

/** Spec §1: names appear in Arabic when the language is Arabic. */
export const nameIn = (item: { name: string; arName: string }, language: string) => (language === 'ar' ? item.arName || item.name : item.name);
