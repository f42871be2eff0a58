// npm run build: a fresh build of the shell and a new live version of every remote.
import { REMOTES, developmentUnlessSet, storeConfig } from './config';
import { buildRelease, buildShell, checkGeneratedFiles, releaseDir } from './build';
import { builtReleaseIntegrity } from './release-integrity';
import { activate, readRegistry, writeRegistry } from './registry-store';

const config = storeConfig(developmentUnlessSet());
await checkGeneratedFiles();
await buildShell(config);
let registry = readRegistry(config.registryFile, config.environment);
for (const remote of REMOTES) {
  const version = await buildRelease(config, remote);
  registry = activate(registry, remote, version, builtReleaseIntegrity(releaseDir(config, remote, version)));
  writeRegistry(config.registryFile, registry);
  console.log(`${remote} ${version}`);
}
