// npm run rollback -- <remote>: make the previous version of one remote live again.
import { developmentUnlessSet, storeConfig } from './config';
import { isRemoteName, readRegistry, rollback, writeRegistry } from './registry-store';

export function rollbackRemote(remote: string | undefined, env = process.env) {
  if (!isRemoteName(remote)) throw new Error('Usage: npm run rollback -- <mf-catalog|mf-cart|mf-checkout|mf-account>');
  const config = storeConfig(developmentUnlessSet(env));
  const result = rollback(readRegistry(config.registryFile, config.environment), remote);
  writeRegistry(config.registryFile, result.registry);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { from, to } = rollbackRemote(process.argv[2]);
    console.log(`${process.argv[2]} rolled back from ${from} to ${to}. Reload the store to see it.`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
