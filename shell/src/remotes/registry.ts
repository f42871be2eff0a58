// Reads which version of each remote is live and turns it into Module Federation remotes. The
// gateway writes the registry into the page (docs/decisions/010), so it is read without a request;
// `/remotes.json` (written by the deploy tool, served by the gateway) is the fallback. A missing or
// broken registry never stops the shell: the areas show their fallback instead.
import { REMOTE_NAMES, type RemoteName } from '../routing/route-table';

export interface RemoteEntry {
  version: string;
  manifest: string;
  /** What the version's manifest and entry hash to, recorded when it was built (SRI values). */
  integrity?: { manifest: string; entry: string };
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
      const integrity = entry.integrity;
      const digest = (value: unknown) => typeof value === 'string' && /^sha384-[A-Za-z0-9+/=]+$/.test(value);
      remotes[name] = {
        version: entry.version,
        manifest: entry.manifest,
        ...(integrity && digest(integrity.manifest) && digest(integrity.entry) ? { integrity: { manifest: integrity.manifest, entry: integrity.entry } } : {}),
      };
    }
  }
  return { environment: typeof raw.environment === 'string' ? raw.environment : 'unknown', remotes };
}

/** The id of the `<script type="application/json">` the gateway writes the registry into. */
export const INLINE_REGISTRY_ID = 'remote-registry';

/** The registry written into the page, or null when there is none or it cannot be read. */
export function readInlineRegistry(doc: Document = document): RemoteRegistry | null {
  const element = doc.getElementById(INLINE_REGISTRY_ID);
  if (element?.localName !== 'script' || element.getAttribute('type') !== 'application/json') return null;
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    const remotes = (value as { remotes?: unknown } | null)?.remotes;
    if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) throw new Error('no remotes object');
    return parseRegistry(value);
  } catch (error) {
    console.warn('[shell] the registry in the page is unreadable; fetching /remotes.json instead', error);
    return null;
  }
}

/** The registry in the page when it is there and readable, else the one at /remotes.json. */
export async function loadRegistry(): Promise<RemoteRegistry> {
  return readInlineRegistry() ?? fetchRegistry();
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

/**
 * Where the page keeps the digests for the federation runtime's plugin (built into every app from
 * infra/build/src/runtime/resilience-plugin.ts, which reads the same key).
 */
export const REMOTE_INTEGRITY = Symbol.for('storefront.remote-integrity');

/**
 * URL → expected SRI digest of every remote manifest and entry the registry vouches for. The
 * federation runtime's hooks (infra/build/src/runtime/resilience-plugin.ts) refuse a file that
 * hashes to anything else; the entry sits beside its manifest (the build names it remoteEntry.js).
 */
export function expectedDigests(registry: RemoteRegistry): Record<string, string> {
  const digests: Record<string, string> = {};
  for (const name of REMOTE_NAMES) {
    const entry = registry.remotes[name];
    if (!entry?.integrity) continue;
    digests[entry.manifest] = entry.integrity.manifest;
    digests[new URL('remoteEntry.js', entry.manifest).href] = entry.integrity.entry;
  }
  return digests;
}
