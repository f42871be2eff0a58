// Versioned migrations: each file in migrations/ runs once, in name order, inside a transaction.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Migration {
  version: string;
  sql: string;
}

export function listMigrations(): Migration[] {
  return readdirSync(migrationsDir)
    .filter((file) => /^\d{4}_[a-z0-9_-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: file.replace(/\.sql$/, ''), sql: readFileSync(path.join(migrationsDir, file), 'utf8') }));
}

export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const applied: string[] = [];
  for (const migration of listMigrations()) {
    const ran = await db.transaction(async (tx) => {
      // Several API processes may start together on one server: one migrates, the others wait.
      if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(724011)');
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  await enableTrigramSearch(db);
  return applied;
}

/**
 * pg_trgm speeds up typo lookups when the server has it; without it search falls back to a
 * length-window scan of the vocabulary. Not a versioned migration: availability depends on the server.
 */
export async function enableTrigramSearch(db: Database): Promise<boolean> {
  try {
    const available = await db.query("SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'");
    if (available.length === 0) return false;
    await db.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    // GiST answers "nearest terms first" (ORDER BY term <-> token) from the index
    await db.exec('CREATE INDEX IF NOT EXISTS search_vocabulary_trgm_gist ON search_vocabulary USING gist (term gist_trgm_ops)');
    return true;
  } catch {
    return false;
  }
}

export async function hasTrigram(db: Database): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'");
  return rows.length > 0;
}

/**
 * Splits a migration into statements so each runs as its own parameterless query inside the
 * transaction. Understands quotes, dollar quotes and comments, which is all our migrations use.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i]!;
    const rest = sql.slice(i);
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
      continue;
    }
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest);
    if (dollar) {
      const tag = dollar[0];
      const end = sql.indexOf(tag, i + tag.length);
      const stop = end === -1 ? sql.length : end + tag.length;
      current += sql.slice(i, stop);
      i = stop;
      continue;
    }
    if (ch === "'") {
      let j = i + 1;
      while (j < sql.length) {
        if (sql[j] === "'" && sql[j + 1] === "'") j += 2;
        else if (sql[j] === "'") break;
        else j += 1;
      }
      current += sql.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (ch === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
      i += 1;
      continue;
    }
    current += ch;
    i += 1;
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
