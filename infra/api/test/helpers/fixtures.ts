// Small additions to a test's own database copy, for cases the generated catalogue may not contain.
import type { Database } from '../../src/db/database.js';

/** Adds a product offered by every open seller near Riyadh's centre, and refreshes the search vocabulary. */
export async function addProduct(db: Database, product: { id: number; slug: string; name: string; arName: string; sellingPriceHalalas?: number }): Promise<void> {
  const [category] = await db.query<{ id: number }>('SELECT id FROM categories WHERE level = 1 ORDER BY id LIMIT 1');
  await db.query(
    `INSERT INTO products (id, slug, sku, name, ar_name, price_halalas, selling_price_halalas, category_id)
     VALUES ($1, $2, $2, $3, $4, $5, $5, $6)`,
    [product.id, product.slug, product.name, product.arName, product.sellingPriceHalalas ?? 1000, category!.id],
  );
  await db.query(
    `INSERT INTO offers (product_id, seller_id, price_halalas, selling_price_halalas, stock)
     SELECT $1, id, $2, $2, 10 FROM sellers WHERE is_open`,
    [product.id, product.sellingPriceHalalas ?? 1000],
  );
  await db.query('REFRESH MATERIALIZED VIEW search_vocabulary');
}

/** Open sellers whose delivery radius covers the point, nearest id first. */
export async function sellersInReach(db: Database, lat: number, long: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM sellers WHERE is_open AND storefront_distance_km($1::float8, $2::float8, lat, long) <= delivery_radius_km ORDER BY id`,
    [lat, long],
  );
  return rows.map((r) => r.id);
}

/** Adds a product in a category with exactly the given offers (list and selling price per seller). */
export async function addProductWithOffers(
  db: Database,
  product: { id: number; slug: string; name: string; arName: string; categoryId: number },
  offers: { sellerId: number; priceHalalas: number; sellingPriceHalalas: number }[],
): Promise<void> {
  await db.query(
    `INSERT INTO products (id, slug, sku, name, ar_name, price_halalas, selling_price_halalas, category_id)
     VALUES ($1, $2, $2, $3, $4, $5, $5, $6)`,
    [product.id, product.slug, product.name, product.arName, offers[0]?.priceHalalas ?? 1000, product.categoryId],
  );
  for (const offer of offers) {
    await db.query(
      'INSERT INTO offers (product_id, seller_id, price_halalas, selling_price_halalas, stock) VALUES ($1, $2, $3, $4, 10)',
      [product.id, offer.sellerId, offer.priceHalalas, offer.sellingPriceHalalas],
    );
  }
}
