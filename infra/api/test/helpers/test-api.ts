// Starts the API in-process on a fresh copy of the seeded database of one engine.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type ApiConfig } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import { openPglite } from '../../src/db/pglite.js';
import { openPostgres } from '../../src/db/postgres.js';
import { adminQuery, withDatabase } from './postgres-server.js';

/** The seeded PGlite dump file the global setup made. */
export function pgliteDumpFile(): string {
  const file = process.env.STOREFRONT_TEST_PGLITE_DUMP;
  if (!file) throw new Error(`STOREFRONT_TEST_PGLITE_DUMP is not set: run the API tests through jest (its global setup seeds the databases)`);
  return file;
}

/** The PostgreSQL server and template database, or null when none answered. */
export function postgresServer(): { adminUrl: string; template: string } | null {
  const value = process.env.STOREFRONT_TEST_POSTGRES;
  return value ? (JSON.parse(value) as { adminUrl: string; template: string }) : null;
}

export type Engine = 'pglite' | 'postgres';

/** Response bodies in tests are read loosely; the assertions check their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data: T;
  errors?: { message: string; extensions?: Record<string, Loose> }[];
}

export interface TestApi {
  engine: Engine;
  app: FastifyInstance;
  db: Database;
  config: ApiConfig;
  gql<T = Loose>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

/** The test configuration; `env` adds variables (for example PAYMENT_API_URL of a provider the test started). */
export function testConfig(env: Record<string, string> = {}): ApiConfig {
  return loadConfig({ NODE_ENV: 'test', ...env });
}

export function engineAvailable(engine: Engine): boolean {
  return engine === 'pglite' || postgresServer() !== null;
}

let counter = 0;

export async function startTestApi(engine: Engine, options: { trigram?: boolean; env?: Record<string, string> } = {}): Promise<TestApi> {
  const config = testConfig(options.env);
  let db: Database;
  let drop = async () => {};
  if (engine === 'pglite') {
    const dump = new Blob([readFileSync(pgliteDumpFile())]);
    db = await openPglite({ loadDataDir: dump, ...(options.trigram === false ? { trigram: false } : {}) });
  } else {
    const server = postgresServer();
    if (!server) throw new Error('PostgreSQL is not available');
    counter += 1;
    const name = `storefront_test_${process.pid}_${counter}_${Date.now().toString(36)}`;
    await adminQuery(server.adminUrl, `CREATE DATABASE ${name} TEMPLATE ${server.template}`);
    db = openPostgres(withDatabase(server.adminUrl, name), { max: 6 });
    drop = () => adminQuery(server.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const app = await buildApp(config, { db, closeDatabase: true });
  await app.ready();
  return {
    engine,
    app,
    db,
    config,
    async gql(query, variables = {}, headers = {}) {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'x-api-key': config.apiKey, ...headers },
        payload: JSON.stringify({ query, variables }),
      });
      const body = response.json() as { data: Loose; errors?: GraphQLResponse['errors'] };
      return { status: response.statusCode, data: body.data, ...(body.errors ? { errors: body.errors } : {}) };
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** Runs the suite once per engine; the real-server half is skipped with a notice when no server answers. */
export function describeEachEngine(title: string, body: (api: () => TestApi, engine: Engine) => void): void {
  for (const engine of ['pglite', 'postgres'] as const) {
    const available = engineAvailable(engine);
    if (!available) console.warn(`[api tests] NOTICE: "${title}" on PostgreSQL skipped: no server reachable.`);
    (available ? describe : describe.skip)(`${title} [${engine}]`, () => {
      let api: TestApi | undefined;
      beforeAll(async () => {
        api = await startTestApi(engine);
      });
      afterAll(async () => {
        await api?.close();
      });
      body(() => api!, engine);
    });
  }
}
