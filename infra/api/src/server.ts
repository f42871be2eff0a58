// Runs the API: node --import tsx infra/api/src/server.ts
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const app = await buildApp(config, { logger: { level: config.logLevel } });
  const address = await app.listen({ port: config.port, host: config.host });
  const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.database.dataDir}`;
  // Printed whatever the log level: it is the one line that says where the API is.
  console.log(`commerce API listening on ${address}/graphql, ${where}, ready in ${Math.round(performance.now() - started)} ms`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
