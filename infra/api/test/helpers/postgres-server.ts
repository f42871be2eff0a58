// Finds the PostgreSQL server for the real-server half of the suite: DATABASE_URL, else 127.0.0.1:5432.
import pg from 'pg';

export function adminUrlCandidates(): string[] {
  if (process.env.DATABASE_URL) return [process.env.DATABASE_URL];
  return ['postgres://postgres@127.0.0.1:5432/postgres', 'postgres://root@127.0.0.1:5432/postgres', 'postgres://postgres@127.0.0.1:5432/test'];
}

/** The first candidate URL a client can connect to, or null. */
export async function findPostgres(): Promise<string | null> {
  for (const url of adminUrlCandidates()) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return url;
    } catch {
      // try the next
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return null;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
