// Runs the sandbox: node --import tsx infra/payments-sandbox/src/server.ts (npm start starts it too).
import { buildSandbox } from './app.js';
import { loadSandboxConfig, SandboxConfigError } from './config.js';

async function main(): Promise<void> {
  const config = loadSandboxConfig();
  const app = await buildSandbox(config);
  await app.listen({ host: config.host, port: config.port });
  // Printed whatever the log level: the one line that says where the sandbox is.
  console.log(`payments sandbox (${config.environment}): listening on http://${config.host}:${config.port}, 3-D Secure pages at ${config.publicOrigin}`);

  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof SandboxConfigError ? error.message : error);
  process.exit(1);
});
