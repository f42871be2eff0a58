// The apps' server builds, loaded at runtime through the Module Federation runtime for Node from the
// same registry the browser reads: a remote's server build sits in `server/` of its live version folder
// on its own origin, so a deploy (a registry change) reaches the next server render with nothing else
// rebuilt or restarted. One federation instance per version: versions are immutable, so a loaded one
// is kept (the newest few per app) and a missing one is not asked for again. ADR 018.
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

/** What an app's `./server` module answers for a page (remote-kit's server renderer). */
export interface ServerPage {
  html: string;
  styles: string;
  state: Record<string, unknown>;
}

export interface ServerPageRequest {
  url: string;
  language: 'ar' | 'en';
  origin: string;
  graphql: { url: string; headers: Record<string, string> };
  assetBase: string;
  signal?: AbortSignal;
}

export interface ServerModule {
  renderPage(request: ServerPageRequest): Promise<ServerPage>;
  /** The shell's: the page's footer, with the lists it shows. */
  renderFooter?(request: ServerPageRequest & { lists: unknown }): Promise<ServerPage>;
}

/** The server container of a version: `server/remoteEntry.js` beside its browser manifest. */
export function serverEntryUrl(manifestUrl: string): string {
  return new URL('server/remoteEntry.js', manifestUrl).href;
}

/** Module Federation container names are identifiers: mf-catalog → mf_catalog. */
const containerName = (app: string) => app.replace(/[^a-zA-Z0-9_]/g, '_');

const globalNameOf = (entry: string) => `__storefront_server_build:${entry}`;

const VERSIONS_KEPT = 2;
/** A version that could not be reached (not one that has no server build) is asked for again after this. */
export const RETRY_AFTER_MS = 10_000;

interface Loaded {
  module: Promise<ServerModule>;
  /** Set once the module has loaded. */
  ready?: boolean;
  failedAt?: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface ServerBuildsOptions {
  /** How long loading one version's container may take (once per version, outside the render budget). */
  loadTimeoutMs?: number;
  /** Tells whether a version has a server build at all, before the runtime is asked to load it. */
  probe?: (entryUrl: string) => Promise<boolean>;
}

async function exists(entryUrl: string): Promise<boolean> {
  if (entryUrl.startsWith('file:')) return fs.existsSync(fileURLToPath(entryUrl));
  const response = await fetch(entryUrl, { method: 'HEAD', signal: AbortSignal.timeout(2_000) });
  return response.ok;
}

/** When the server build at `entryUrl` was written (its validator), or null when it has none. */
async function builtAt(entryUrl: string): Promise<string | null> {
  const response = await fetch(entryUrl, { method: 'HEAD', signal: AbortSignal.timeout(2_000) });
  return response.ok ? (response.headers.get('last-modified') ?? response.headers.get('etag') ?? '') : null;
}

/**
 * A container's code evaluated as the CommonJS module it is, each time anew (its build may have
 * changed). A server build is one file that shares nothing: it requires Node's own modules only.
 */
function evaluateContainer(code: string, filename: string, requireFrom: string): unknown {
  const wrapper = vm.runInThisContext(`(function (exports, module, require, __filename, __dirname) {${code}\n})`, { filename }) as (...args: unknown[]) => void;
  const module = { exports: {} as unknown };
  wrapper(module.exports, module, createRequire(requireFrom), filename, path.dirname(requireFrom));
  return module.exports;
}

/**
 * Containers are fetched and evaluated here rather than by the runtime's own Node loader, which asks
 * for Node's `path` and `vm` through a dynamic import on every load: a container in a file (the
 * shell's, rebuilt in place: its address carries the build's time) is read from disk, one at an
 * http(s) address (a remote's origin) is fetched.
 */
const serverBuildEntries: ModuleFederationRuntimePlugin = {
  name: 'storefront-server-build-entries',
  loadEntry: async ({ remoteInfo }) => {
    if (remoteInfo.entry.startsWith('file:')) {
      const file = fileURLToPath(remoteInfo.entry.replace(/\?.*$/, ''));
      return evaluateContainer(fs.readFileSync(file, 'utf8'), file, file) as never;
    }
    const response = await fetch(remoteInfo.entry);
    if (!response.ok) throw new Error(`${remoteInfo.entry} answered ${response.status}`);
    const filename = path.basename(new URL(remoteInfo.entry).pathname);
    return evaluateContainer(await response.text(), filename, path.join(process.cwd(), filename)) as never;
  },
};

export class ServerBuilds {
  private readonly loaded = new Map<string, Map<string, Loaded>>();
  private readonly missing = new Set<string>();
  private instances = 0;
  private readonly loadTimeoutMs: number;
  private readonly probe: (entryUrl: string) => Promise<boolean>;

  constructor(options: ServerBuildsOptions = {}) {
    this.loadTimeoutMs = options.loadTimeoutMs ?? 5_000;
    this.probe = options.probe ?? exists;
  }

  /** Whether the app's build at this address has been loaded and can render at once. */
  isLoaded(app: string, address: string): boolean {
    return this.loaded.get(app)?.get(address)?.ready === true;
  }

  /**
   * The app's server module from its server container at `entry` (http(s): a remote's origin; file: the
   * shell's own build beside the gateway), or null when there is none.
   */
  async module(app: string, address: string): Promise<ServerModule | null> {
    let entry = address;
    // A development build (`npm run dev`) is rewritten in place in its `dev` folder: its address is
    // asked again each time, and what was built when names the container.
    if (/\/dev\//.test(new URL(address).pathname) && !address.startsWith('file:')) {
      const built = await builtAt(address);
      if (built === null) return null;
      entry = `${address}?built=${encodeURIComponent(built)}`;
    }
    if (this.missing.has(entry)) return null;
    const versions = this.loaded.get(app) ?? new Map<string, Loaded>();
    this.loaded.set(app, versions);
    let loaded = versions.get(entry);
    if (loaded?.failedAt !== undefined && Date.now() - loaded.failedAt > RETRY_AFTER_MS) loaded = undefined;
    if (!loaded) {
      const record: Loaded = { module: this.load(app, entry) };
      record.module.then(
        () => {
          record.ready = true;
        },
        () => {
          record.failedAt = Date.now();
        },
      );
      loaded = record;
      versions.delete(entry);
      versions.set(entry, loaded);
      // the newest versions stay; an older one is dropped with its container
      while (versions.size > VERSIONS_KEPT) {
        const oldest = versions.keys().next().value!;
        versions.delete(oldest);
        delete (globalThis as Record<string, unknown>)[globalNameOf(oldest)];
      }
    }
    try {
      return await loaded.module;
    } catch (error) {
      if ((error as { missing?: boolean }).missing) {
        this.missing.add(entry);
        versions.delete(entry);
        return null;
      }
      throw error;
    }
  }

  private async load(app: string, entry: string): Promise<ServerModule> {
    if (!(await this.probe(entry))) throw Object.assign(new Error(`${app} has no server build at ${entry}`), { missing: true });
    const name = containerName(app);
    this.instances += 1;
    const federation = createInstance({
      name: `gateway_ssr_${this.instances}`,
      // The runtime keeps a loaded container on the global object under this name: one per version,
      // or a deploy would find the previous version's container there.
      remotes: [{ name, entry, type: 'commonjs-module', entryGlobalName: globalNameOf(entry) } as never],
      shared: {},
      plugins: [serverBuildEntries],
    });
    const module = await withTimeout(federation.loadRemote<ServerModule>(`${name}/server`), this.loadTimeoutMs, `Loading ${entry}`);
    if (typeof module?.renderPage !== 'function') throw new Error(`${app}'s server build does not export renderPage`);
    return module;
  }
}
