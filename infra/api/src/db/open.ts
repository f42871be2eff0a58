// Opens the configured database, migrates it, and loads the seed into a fresh one.
import type { DatabaseConfig } from '../config.js';
import { generateSeed, type SeedData } from '../seed/index.js';
import type { Database } from './database.js';
import { isSeeded, loadSeed } from './load-seed.js';
import { hasTrigram, migrate } from './migrate.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

let defaultData: SeedData | null = null;

/** The generator's default catalogue, made once per process (it is deterministic). */
export function defaultSeedData(): SeedData {
  defaultData ??= generateSeed();
  return defaultData;
}

export interface OpenedDatabase {
  db: Database;
  trigram: boolean;
  migrated: string[];
  seeded: boolean;
}

/** Migrates and seeds (once) a database that is already open. */
export async function prepareDatabase(db: Database, seed?: number): Promise<Omit<OpenedDatabase, 'db'>> {
  const migrated = await migrate(db);
  let seeded = false;
  if (!(await isSeeded(db))) {
    await loadSeed(db, seed === undefined ? defaultSeedData() : generateSeed(seed), seed ?? null);
    seeded = true;
  }
  return { trigram: await hasTrigram(db), migrated, seeded };
}

export async function openDatabase(config: DatabaseConfig): Promise<OpenedDatabase> {
  const db = config.kind === 'postgres' ? openPostgres(config.url) : await openPglite({ dataDir: config.dataDir });
  try {
    return { db, ...(await prepareDatabase(db)) };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
