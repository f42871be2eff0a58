// Prepares the seeded databases once per test run: a PGlite dump file and a PostgreSQL template
// database. jest's global setup (global-setup.cjs) runs this file in its own process and passes what
// it prints to the test files; run with --teardown and that JSON, it removes them again.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import { prepareDatabase } from '../src/db/open.js';
import { adminQuery, findPostgres, withDatabase } from './helpers/postgres-server.js';

export interface PreparedDatabases {
  dir: string;
  pgliteDump: string;
  postgres: { adminUrl: string; template: string } | null;
}

async function prepare(): Promise<PreparedDatabases> {
  const started = performance.now();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-api-test-'));
  const [pgliteDump, postgres] = await Promise.all([preparePglite(dir), preparePostgres()]);
  console.error(`[api tests] databases ready in ${Math.round(performance.now() - started)} ms`);
  return { dir, pgliteDump, postgres };
}

async function teardown({ dir, postgres }: PreparedDatabases): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  if (postgres) await adminQuery(postgres.adminUrl, `DROP DATABASE IF EXISTS ${postgres.template} WITH (FORCE)`).catch(() => undefined);
}


const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every file that shapes the seeded database: migrations, loader and generator. */
function schemaAndSeedHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (!name.endsWith('.test.ts')) hash.update(name).update(readFileSync(file));
    }
  };
  walk(path.join(apiDir, 'src/db'));
  walk(path.join(apiDir, 'src/seed'));
  return hash.digest('hex').slice(0, 16);
}

/** The seeded PGlite dump, reused across runs from var/test-cache while nothing that shapes it changed. */
async function preparePglite(dir: string): Promise<string> {
  const cacheDir = path.resolve(apiDir, '../../var/test-cache');
  const cached = path.join(cacheDir, `pglite-${schemaAndSeedHash()}.tgz`);
  if (existsSync(cached)) return cached;
  const db = await openPglite();
  await prepareDatabase(db);
  const dump = await db.raw.dumpDataDir('gzip');
  await db.close();
  const file = path.join(dir, 'seeded.tgz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  try {
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${cached}.${process.pid}`;
    writeFileSync(partial, readFileSync(file));
    renameSync(partial, cached);
  } catch {
    // no cache this time
  }
  return file;
}

async function preparePostgres(): Promise<{ adminUrl: string; template: string } | null> {
  const adminUrl = await findPostgres();
  if (!adminUrl) {
    // In CI the real server is part of the run: its absence fails the run instead of halving it.
    if (process.env.CI) throw new Error('[api tests] CI is set but no PostgreSQL server answers (DATABASE_URL or 127.0.0.1:5432): start it, or unset CI to run the PGlite half only.');
    console.warn('[api tests] NOTICE: no PostgreSQL server reachable (DATABASE_URL or 127.0.0.1:5432): the real-server half of the suite is SKIPPED.');
    return null;
  }
  await dropAbandonedDatabases(adminUrl);
  // named after jest's process, which lives for the whole run: this setup process exits at once, and a
  // concurrent run's dropAbandonedDatabases would otherwise take the template for abandoned and drop it
  const template = `storefront_tpl_${process.ppid}_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${template} TEMPLATE template0 ENCODING 'UTF8'`);
  const db = openPostgres(withDatabase(adminUrl, template), { max: 4 });
  try {
    await prepareDatabase(db);
  } finally {
    await db.close();
  }
  return { adminUrl, template };
}

/** Test databases left by runs that were killed: their creating process no longer exists. */
async function dropAbandonedDatabases(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname ~ '^storefront_(tpl|test)_[0-9]+_'",
    );
    for (const { datname } of rows) {
      const pid = Number(datname.split('_')[2]);
      if (isAlive(pid)) continue;
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

if (process.argv.includes('--teardown')) {
  await teardown(JSON.parse(process.argv[process.argv.indexOf('--teardown') + 1]!) as PreparedDatabases);
} else {
  process.stdout.write(JSON.stringify(await prepare()));
}
