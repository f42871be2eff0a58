// Module Federation runtime plugin loaded by every app: bounded waits and one retry for remote
// manifests and entries, and a page event whenever a remote or fragment fails to load, so the
// area that needed it can show its translated fallback while the rest of the page keeps working.
// The retry is our own rather than @module-federation/retry-plugin: see docs/decisions/006.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const REMOTE_ERROR_EVENT = 'storefront:remote-error';
/** URL → SRI digest the shell expects of a remote's manifest or entry (it writes them from the registry). */
export const REMOTE_INTEGRITY = Symbol.for('storefront.remote-integrity');
const MANIFEST_TIMEOUT_MS = 6_000;
const SCRIPT_TIMEOUT_MS = 10_000;
const RETRY_DELAY_MS = 400;

export interface RemoteErrorDetail {
  id: string;
  lifecycle: string;
  message: string;
}

export interface ResilienceOptions {
  /** Pause before the one retry of a manifest or a remote entry. */
  retryDelayMs?: number;
  manifestTimeoutMs?: number;
  scriptTimeoutMs?: number;
}

type Hooks = Required<ModuleFederationRuntimePlugin>;
type LoadEntryErrorArgs = Parameters<Hooks['loadEntryError']>[0];
type RemoteEntryExports = LoadEntryErrorArgs['remoteEntryExports'];
type ErrorLoadRemoteArgs = Parameters<Hooks['errorLoadRemote']>[0];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function fetchWithTimeout(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`Timed out after ${timeoutMs} ms: ${url}`)), timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    return response;
  } finally {
    clearTimeout(timer);
  }
}

export class IntegrityError extends Error {}

/** The digest the shell expects of a file, if the registry vouches for it. */
export function expectedDigest(url: string): string | undefined {
  const digests = (globalThis as Record<symbol, unknown>)[REMOTE_INTEGRITY] as Record<string, string> | undefined;
  return digests?.[url];
}

async function sri(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha384-${btoa(binary)}`;
}

/**
 * A manifest whose bytes do not hash to what the registry recorded when the version was built is
 * refused: what was served is not what was built. (Its entry is checked by the browser, through the
 * script's integrity attribute, and the entry checks its own chunks.)
 */
export async function verifyIntegrity(url: string, response: Response): Promise<Response> {
  const expected = expectedDigest(url);
  if (!expected) return response;
  const actual = await sri(await response.clone().arrayBuffer());
  if (actual !== expected) throw new IntegrityError(`Integrity check failed for ${url}: the served file is not the one that was built`);
  return response;
}

/** One retry after a short pause, but only for failures that are not a time-out: a stalled origin is not retried. */
export async function fetchManifest(url: string, init: RequestInit, timeoutMs = MANIFEST_TIMEOUT_MS, retryDelayMs = RETRY_DELAY_MS): Promise<Response> {
  let response: Response;
  try {
    response = await fetchWithTimeout(url, init, timeoutMs);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Timed out')) throw error;
    await wait(retryDelayMs);
    response = await fetchWithTimeout(url, init, timeoutMs);
  }
  return verifyIntegrity(url, response);
}

/**
 * The `loadEntryError` hook: the runtime calls it when a remote entry script failed to load (not
 * when it loaded and threw). It tries the entry once more after a pause; when that fails too it
 * answers nothing, so the runtime rejects with the first error and `errorLoadRemote` reports it.
 */
export function retryRemoteEntryOnce(retryDelayMs = RETRY_DELAY_MS) {
  const retrying = new Set<string>();
  return async ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs): Promise<RemoteEntryExports> => {
    // A failure of our own retry is final (the runtime already skips it; this holds if that changes).
    if (retrying.has(uniqueKey)) return undefined;
    retrying.add(uniqueKey);
    try {
      await wait(retryDelayMs);
      // Until now a second caller for this remote awaits the failed load and so gets our result;
      // from here the runtime must start a fresh script load instead of answering that failure.
      delete globalLoading[uniqueKey];
      return (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports })) || undefined;
    } catch (error) {
      console.error(`[federation] retry of ${remoteInfo.name} (${remoteInfo.entry}) failed too`, error);
      return undefined;
    } finally {
      retrying.delete(uniqueKey);
    }
  };
}

function report(detail: RemoteErrorDetail) {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<RemoteErrorDetail>(REMOTE_ERROR_EVENT, { detail }));
}

/** The `errorLoadRemote` hook: logs and announces the failure, and offers no substitute module. */
export function reportRemoteError({ id, error, lifecycle }: Pick<ErrorLoadRemoteArgs, 'id' | 'error' | 'lifecycle'>): undefined {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[federation] could not load ${id} (${lifecycle}): ${message}`);
  report({ id, lifecycle, message });
  return undefined;
}

/**
 * A remote entry's <script>, fetched without credentials like the remote's chunks and manifest: one
 * connection per remote origin serves them all (the page preconnects to it), and a script error
 * arrives with its message and file instead of the opaque "Script error.", so the runtime can tell
 * a broken remote from a slow one. The remote origins answer with `access-control-allow-origin: *`.
 */
export function anonymousScript(url: string, attrs: Record<string, unknown> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = attrs.type === 'module' ? 'module' : 'text/javascript';
  script.crossOrigin = 'anonymous';
  for (const [name, value] of Object.entries(attrs)) {
    if (name === 'async' || name === 'defer') script[name] = Boolean(value);
    else if (name !== 'type' && name !== 'crossorigin') script.setAttribute(name, String(value));
  }
  // the browser refuses to run an entry that does not hash to what the registry recorded
  const integrity = expectedDigest(url);
  if (integrity) script.integrity = integrity;
  script.src = url;
  return script;
}

export default function resiliencePlugin(options: ResilienceOptions = {}): ModuleFederationRuntimePlugin {
  const { retryDelayMs = RETRY_DELAY_MS, manifestTimeoutMs = MANIFEST_TIMEOUT_MS, scriptTimeoutMs = SCRIPT_TIMEOUT_MS } = options;
  const loadEntryError = retryRemoteEntryOnce(retryDelayMs);
  return {
    name: 'storefront-resilience',
    fetch(url, init) {
      if (!url.endsWith('.json')) return undefined;
      return fetchManifest(url, init, manifestTimeoutMs, retryDelayMs);
    },
    createScript({ url, attrs }) {
      return { script: anonymousScript(url, attrs), timeout: scriptTimeoutMs };
    },
    // The hook's declared result nests a promise in a promise; the runtime awaits whatever we return.
    loadEntryError: (args) => loadEntryError(args) as never,
    errorLoadRemote: (args) => reportRemoteError(args),
  };
}
