import { remoteOrigin, REMOTES, storeConfig } from './config';
import { startOrigins } from './origins';

const config = storeConfig();
const close = await startOrigins(config);
console.log(`remote origins: ${REMOTES.map((r) => `${r} ${remoteOrigin(config, r)}`).join(', ')}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void close().then(() => process.exit(0));
  });
}
