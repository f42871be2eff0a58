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
