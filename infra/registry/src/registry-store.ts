// The registry: which version of each remote is live in an environment, plus the versions before
// it (newest first) so a rollback can flip back. Written atomically; read on every request.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, remoteOrigin, type RemoteName, type StoreConfig } from './config';
import type { ReleaseIntegrity } from './release-integrity';

export interface RegistryEntry {
  current: string;
  history: string[];
  /** Content digests per built version (development watch builds have none). */
  integrity?: Record<string, ReleaseIntegrity>;
}

export interface RegistryFile {
  environment: string;
  remotes: Partial<Record<RemoteName, RegistryEntry>>;
}

export function readRegistry(file: string, environment = 'local'): RegistryFile {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as RegistryFile;
    return { environment: parsed.environment ?? environment, remotes: parsed.remotes ?? {} };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { environment, remotes: {} };
    throw error;
  }
}

export function writeRegistry(file: string, registry: RegistryFile): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

export function activate(registry: RegistryFile, remote: RemoteName, version: string, integrity?: ReleaseIntegrity): RegistryFile {
  const entry = registry.remotes[remote];
  const history = (entry ? [entry.current, ...entry.history.filter((v) => v !== entry.current && v !== version)] : []).slice(0, 20);
  // digests are kept for the versions a rollback can still reach
  const known = { ...entry?.integrity, ...(integrity ? { [version]: integrity } : {}) };
  if (!integrity) delete known[version];
  const kept = Object.fromEntries(Object.entries(known).filter(([v]) => v === version || history.includes(v)));
  const next: RegistryEntry = { current: version, history, ...(Object.keys(kept).length ? { integrity: kept } : {}) };
  return { ...registry, remotes: { ...registry.remotes, [remote]: next } };
}

export function rollback(registry: RegistryFile, remote: RemoteName): { registry: RegistryFile; from: string; to: string } {
  const entry = registry.remotes[remote];
  const previous = entry?.history[0];
  if (!entry || !previous) throw new Error(`${remote} has no previous version to roll back to`);
  return {
    registry: { ...registry, remotes: { ...registry.remotes, [remote]: { ...entry, current: previous, history: entry.history.slice(1) } } },
    from: entry.current,
    to: previous,
  };
}

/** What the shell reads at `/remotes.json`: name → manifest URL, version, and the version's digests when recorded. */
export function publicRegistry(registry: RegistryFile, config: StoreConfig) {
  const remotes: Record<string, { version: string; manifest: string; integrity?: ReleaseIntegrity }> = {};
  for (const remote of REMOTES) {
    const entry = registry.remotes[remote];
    if (!entry) continue;
    const integrity = entry.integrity?.[entry.current];
    remotes[remote] = { version: entry.current, manifest: `${remoteOrigin(config, remote)}/${entry.current}/mf-manifest.json`, ...(integrity ? { integrity } : {}) };
  }
  return { environment: registry.environment, remotes };
}

export function isRemoteName(value: string | undefined): value is RemoteName {
  return (REMOTES as readonly string[]).includes(value ?? '');
}
