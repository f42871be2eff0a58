// Reads which version of each remote is live (`/remotes.json`, written by the deploy tool and served
// by the gateway) and turns it into Module Federation remotes. A missing or broken registry never
// stops the shell: the areas show their fallback instead.
import { REMOTE_NAMES, type RemoteName } from '../routing/route-table';

export interface RemoteEntry {
  version: string;
  manifest: string;
}

export interface RemoteRegistry {
  environment: string;
  remotes: Partial<Record<RemoteName, RemoteEntry>>;
}

export const EMPTY_REGISTRY: RemoteRegistry = { environment: 'unknown', remotes: {} };

/** Module Federation container names are identifiers: mf-cart → mf_cart (as infra/build names them). */
export const federationName = (remote: RemoteName): string => remote.replace(/-/g, '_');

export function parseRegistry(value: unknown): RemoteRegistry {
  if (typeof value !== 'object' || value === null) return EMPTY_REGISTRY;
  const raw = value as { environment?: unknown; remotes?: Record<string, unknown> };
  const remotes: RemoteRegistry['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const entry = raw.remotes?.[name] as Partial<RemoteEntry> | undefined;
    if (typeof entry?.manifest === 'string' && typeof entry.version === 'string') {
      remotes[name] = { version: entry.version, manifest: entry.manifest };
    }
  }
  return { environment: typeof raw.environment === 'string' ? raw.environment : 'unknown', remotes };
}

export async function fetchRegistry(url = '/remotes.json'): Promise<RemoteRegistry> {
  try {
    const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRegistry(await response.json());
  } catch (error) {
    console.error('[shell] could not read the remote registry', error);
    return EMPTY_REGISTRY;
  }
}

export function federationRemotes(registry: RemoteRegistry): { name: string; entry: string }[] {
  return REMOTE_NAMES.flatMap((name) => {
    const entry = registry.remotes[name];
    return entry ? [{ name: federationName(name), entry: entry.manifest }] : [];
  });
}
