// npm run deploy -- <remote> [--source <dir>]: build only that remote into a new version folder and
// make it live. The shell and the other remotes are neither rebuilt nor restarted.
import { developmentUnlessSet, storeConfig } from './config';
import { buildRelease, checkGeneratedFiles, releaseDir } from './build';
import { builtReleaseIntegrity } from './release-integrity';
import { activate, isRemoteName, readRegistry, writeRegistry } from './registry-store';

export async function deploy(remote: string | undefined, sourceDir?: string, env = process.env): Promise<string> {
  if (!isRemoteName(remote)) throw new Error(`Usage: npm run deploy -- <mf-catalog|mf-cart|mf-checkout|mf-account> [--source <dir>]`);
  // a tool of the local store unless NODE_ENV names another: the versions it writes need no public origin
  const config = storeConfig(developmentUnlessSet(env));
  await checkGeneratedFiles();
  const version = await buildRelease(config, remote, sourceDir);
  const integrity = builtReleaseIntegrity(releaseDir(config, remote, version));
  writeRegistry(config.registryFile, activate(readRegistry(config.registryFile, config.environment), remote, version, integrity));
  return version;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [remote, ...rest] = process.argv.slice(2);
  const sourceIndex = rest.indexOf('--source');
  deploy(remote, sourceIndex >= 0 ? rest[sourceIndex + 1] : undefined)
    .then((version) => console.log(`${remote} ${version} is live. Reload the store to see it.`))
    .catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    });
}
