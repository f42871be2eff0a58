// Categories, brands and product types with product counts, cached briefly: small and rarely changed.
import type { Queryable } from '../db/database.js';

export interface CategoryNode {
  id: string;
  numericId: number;
  slug: string;
  name: string;
  arName: string;
  image: string | null;
  level: number;
  position: number;
  parent: CategoryNode | null;
  children: CategoryNode[];
  productCount: number;
}

export interface NamedNode {
  id: string;
  numericId: number;
  slug: string;
  name: string;
  arName: string;
  productCount: number;
}

export interface BrandNode extends NamedNode {
  iconImage: string | null;
}

export interface Taxonomy {
  roots: CategoryNode[];
  categories: Map<number, CategoryNode>;
  categoryBySlug: Map<string, CategoryNode>;
  brands: Map<number, BrandNode>;
  brandBySlug: Map<string, BrandNode>;
  types: Map<number, NamedNode>;
  typeBySlug: Map<string, NamedNode>;
}

const TTL_MS = 30_000;

export function createTaxonomyCache(db: Queryable) {
  let cached: { at: number; value: Promise<Taxonomy> } | null = null;
  return {
    get(): Promise<Taxonomy> {
      if (!cached || Date.now() - cached.at > TTL_MS) {
        const value = loadTaxonomy(db);
        cached = { at: Date.now(), value };
        value.catch(() => {
          cached = null;
        });
      }
      return cached.value;
    },
    clear() {
      cached = null;
    },
  };
}

async function loadTaxonomy(db: Queryable): Promise<Taxonomy> {
  const [categoryRows, brandRows, typeRows] = await Promise.all([
    db.query<{ id: number; slug: string; name: string; ar_name: string; image: string | null; level: number; position: number; parent_id: number | null; n: number }>(
      `SELECT c.id, c.slug, c.name, c.ar_name, c.image, c.level, c.position, c.parent_id,
              (SELECT count(*)::int FROM products p WHERE p.active AND p.category_id = c.id) AS n
         FROM categories c ORDER BY c.level, c.position, c.id`,
    ),
    db.query<{ id: number; slug: string; name: string; ar_name: string; icon_image: string | null; n: number }>(
      `SELECT b.id, b.slug, b.name, b.ar_name, b.icon_image,
              (SELECT count(*)::int FROM products p WHERE p.active AND p.brand_id = b.id) AS n
         FROM brands b ORDER BY b.id`,
    ),
    db.query<{ id: number; slug: string; name: string; ar_name: string; n: number }>(
      `SELECT t.id, t.slug, t.name, t.ar_name,
              (SELECT count(*)::int FROM products p WHERE p.active AND p.product_type_id = t.id) AS n
         FROM product_types t ORDER BY t.id`,
    ),
  ]);
  const categories = new Map<number, CategoryNode>();
  for (const row of categoryRows) {
    categories.set(row.id, {
      id: String(row.id),
      numericId: row.id,
      slug: row.slug,
      name: row.name,
      arName: row.ar_name,
      image: row.image,
      level: row.level,
      position: row.position,
      parent: null,
      children: [],
      productCount: row.n,
    });
  }
  const roots: CategoryNode[] = [];
  for (const row of categoryRows) {
    const node = categories.get(row.id)!;
    const parent = row.parent_id === null ? undefined : categories.get(row.parent_id);
    if (parent) {
      node.parent = parent;
      parent.children.push(node);
      parent.productCount += node.productCount;
    } else roots.push(node);
  }
  const brands = new Map<number, BrandNode>(
    brandRows.map((r) => [r.id, { id: String(r.id), numericId: r.id, slug: r.slug, name: r.name, arName: r.ar_name, iconImage: r.icon_image, productCount: r.n }]),
  );
  const types = new Map<number, NamedNode>(
    typeRows.map((r) => [r.id, { id: String(r.id), numericId: r.id, slug: r.slug, name: r.name, arName: r.ar_name, productCount: r.n }]),
  );
  return {
    roots,
    categories,
    categoryBySlug: new Map([...categories.values()].map((c) => [c.slug, c])),
    brands,
    brandBySlug: new Map([...brands.values()].map((b) => [b.slug, b])),
    types,
    typeBySlug: new Map([...types.values()].map((t) => [t.slug, t])),
  };
}

