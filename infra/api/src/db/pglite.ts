// Embedded PostgreSQL (PGlite): a data folder on disk, or in memory when none is given.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database.js';

export interface PgliteOptions {
  /** Folder for the data; absent means in memory. */
  dataDir?: string;
  /** A dump made by dumpDataDir, to start from a prepared database. */
  loadDataDir?: Blob;
  /** Load pg_trgm (true by default); false exercises the search fallback. */
  trigram?: boolean;
}

// int8 (counts, sums) as numbers: every value we aggregate fits in 2^53.
const parsers = { 20: (value: string) => Number(value) };

export async function openPglite(options: PgliteOptions = {}): Promise<Database & { raw: PGlite }> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: options.trigram === false ? {} : { pg_trgm },
    parsers,
    // answer a write only once PGlite has handed it to the file system, so a crash of the process
    // right after the answer loses nothing (test/durability.test.ts)
    relaxedDurability: false,
  });
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, params as unknown[]);
      return result.rows;
    },
  });
  return {
    kind: 'pglite',
    raw: db,
    ...wrap(db),
    async exec(sql) {
      await db.exec(sql);
    },
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}
