// Before the store starts: build the shell again when its inputs changed, and give a remote whose
// inputs changed a new version, activated exactly as a deploy would. An unchanged tree builds nothing.
import fs from 'node:fs';
import path from 'node:path';
import { inputsHash, isCurrent, readStamp, type AppName } from './build-inputs';
import { buildRelease, buildShell, checkGeneratedFiles, releaseDir } from './build';
import { REMOTES, repoRoot, type RemoteName, type StoreConfig } from './config';
import { activate, readRegistry, writeRegistry } from './registry-store';
import { builtReleaseIntegrity } from './release-integrity';

export interface Builders {
  inputsHash(app: AppName): string;
  /** Fails when a generated GraphQL file is stale; run once before the first app is built. */
  checkGenerated(): Promise<void>;
  buildShell(store: StoreConfig): Promise<void>;
  buildRelease(store: StoreConfig, remote: RemoteName): Promise<string>;
  log(message: string): void;
}

const defaultBuilders: Builders = {
  inputsHash: (app) => inputsHash(app, repoRoot),
  checkGenerated: checkGeneratedFiles,
  buildShell,
  buildRelease: (store, remote) => buildRelease(store, remote),
  log: (message) => console.log(message),
};

const reason = (buildDir: string, marker: string) =>
  !fs.existsSync(path.join(buildDir, marker)) ? 'not built' : readStamp(buildDir) ? 'source changed' : 'no record of its source';

/** Returns the apps it built (shell first, then remotes in registry order). */
export async function ensureBuilt(store: StoreConfig, builders: Builders = defaultBuilders): Promise<AppName[]> {
  const built: AppName[] = [];
  let checked: Promise<void> | null = null;
  /** Before the first build only: an unchanged tree builds nothing and checks nothing. */
  const checkOnce = () => (checked ??= builders.checkGenerated());
  const shellInputs = builders.inputsHash('shell');
  if (!isCurrent(store.shellDist, 'index.html', shellInputs)) {
    await checkOnce();
    builders.log(`Building the shell (${reason(store.shellDist, 'index.html')})…`);
    await builders.buildShell(store);
    built.push('shell');
  }
  let registry = readRegistry(store.registryFile, store.environment);
  for (const remote of REMOTES) {
    const inputs = builders.inputsHash(remote);
    const current = registry.remotes[remote]?.current;
    const currentDir = current ? releaseDir(store, remote, current) : null;
    if (currentDir && isCurrent(currentDir, 'mf-manifest.json', inputs)) continue;
    await checkOnce();
    builders.log(
      currentDir ? `Building a new version of ${remote} (${current}: ${reason(currentDir, 'mf-manifest.json')})…` : `Building ${remote}…`,
    );
    const version = await builders.buildRelease(store, remote);
    registry = activate(registry, remote, version, builtReleaseIntegrity(releaseDir(store, remote, version)));
    writeRegistry(store.registryFile, registry);
    built.push(remote);
  }
  return built;
}
