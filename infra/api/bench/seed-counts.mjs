// How much catalogue a benchmarked database holds, so its figures can be read against its size.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

const COUNTS = `SELECT
  (SELECT count(*) FROM products)::int AS products,
  (SELECT count(*) FROM offers)::int AS offers,
  (SELECT count(*) FROM sellers)::int AS sellers,
  (SELECT count(*) FROM categories)::int AS categories,
  (SELECT count(*) FROM brands)::int AS brands,
  (SELECT count(*) FROM product_types)::int AS product_types`;

/** Row counts of the seeded tables, through any `query(sql)` that resolves to the result rows. */
export async function countSeed(query) {
  const [row] = await query(COUNTS);
  return row;
}

/** Counts of a PGlite folder; the API must not have it open. */
export async function pgliteSeedCounts(dataDir) {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    return await countSeed(async (sql) => (await db.query(sql)).rows);
  } finally {
    await db.close();
  }
}

export async function postgresSeedCounts(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await countSeed(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
}

export function describeSeed(label, counts) {
  const parts = [
    ['products', counts.products], ['offers', counts.offers], ['sellers', counts.sellers],
    ['categories', counts.categories], ['brands', counts.brands], ['product types', counts.product_types],
  ];
  return `${label} seed: ${parts.map(([name, n]) => `${Number(n).toLocaleString('en')} ${name}`).join(', ')}`;
}
