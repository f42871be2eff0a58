import { readFileSync } from 'node:fs';
import { pgliteDumpFile } from '../../test/helpers/test-api.js';
import { openPglite } from './pglite.js';
import { listMigrations, migrate, splitStatements } from './migrate.js';
import { normaliseArabic } from '../domain/normalise-arabic.js';

describe('splitStatements', () => {
  it('keeps dollar-quoted bodies, quotes and comments intact', () => {
    const sql = "-- a; comment\nSELECT 'a;b';\nCREATE FUNCTION f() RETURNS int LANGUAGE sql AS $fn$ SELECT 1; $fn$;\nSELECT 2";
    expect(splitStatements(sql)).toEqual(["SELECT 'a;b'", 'CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $fn$ SELECT 1; $fn$', 'SELECT 2']);
  });
});

describe('migrations on PGlite', () => {
  // the global setup migrated a fresh database; this one starts from its copy
  it('apply once and normalise exactly like the query-side function', async () => {
    const db = await openPglite({ loadDataDir: new Blob([readFileSync(pgliteDumpFile())]) });
    try {
      const applied = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(applied.map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
      expect(await migrate(db)).toEqual([]);
      const samples = ['أحمد', 'مياة', 'مستشفى', 'حَلِيْب', 'حـــليب', '١٢٣ ۴۵', '  Fresh-MILK, 1L!! ', 'Café Crème', 'زيت الزيتون البكر الممتاز'];
      const rows = await db.query<{ n: string }>('SELECT storefront_normalise(s) AS n FROM unnest($1::text[]) WITH ORDINALITY AS t(s, i) ORDER BY i', [samples]);
      expect(rows.map((r) => r.n)).toEqual(samples.map(normaliseArabic));
      const terms = await db.query<{ t: string[] }>("SELECT storefront_search_terms('الحليب الطازج Fresh Milk') AS t");
      expect(terms[0]!.t).toEqual(expect.arrayContaining(['الحليب', 'حليب', 'الطازج', 'طازج', 'fresh', 'milk']));
    } finally {
      await db.close();
    }
  }, 120_000);
});
