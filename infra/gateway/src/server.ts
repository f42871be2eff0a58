import { buildGateway } from './app';
import { gatewayConfig } from './config';

const config = gatewayConfig();
const app = await buildGateway(config);
await app.listen({ host: config.store.host, port: config.store.ports.gateway });
console.log(`gateway: ${config.publicOrigin} (API ${config.apiUrl})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
