// Module Federation runtime plugin loaded by every app: bounded waits and one retry for remote
// manifests and entries, and a page event whenever a remote or fragment fails to load, so the
// area that needed it can show its translated fallback while the rest of the page keeps working.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const REMOTE_ERROR_EVENT = 'storefront:remote-error';
const MANIFEST_TIMEOUT_MS = 6_000;
const SCRIPT_TIMEOUT_MS = 10_000;
const RETRY_DELAY_MS = 400;

export interface RemoteErrorDetail {
  id: string;
  lifecycle: string;
  message: string;
}

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

/** One retry after a short pause, but only for failures that are not a time-out: a stalled origin is not retried. */
export async function fetchManifest(url: string, init: RequestInit, timeoutMs = MANIFEST_TIMEOUT_MS): Promise<Response> {
  try {
    return await fetchWithTimeout(url, init, timeoutMs);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Timed out')) throw error;
    await wait(RETRY_DELAY_MS);
    return fetchWithTimeout(url, init, timeoutMs);
  }
}

function report(detail: RemoteErrorDetail) {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<RemoteErrorDetail>(REMOTE_ERROR_EVENT, { detail }));
}

export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  const retried = new Set<string>();
  return {
    name: 'storefront-resilience',
    fetch(url, init) {
      if (!url.endsWith('.json')) return undefined;
      return fetchManifest(url, init);
    },
    createScript() {
      return { timeout: SCRIPT_TIMEOUT_MS };
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      if (retried.has(uniqueKey)) return Promise.resolve(undefined);
      retried.add(uniqueKey);
      delete globalLoading[uniqueKey];
      const retry = wait(RETRY_DELAY_MS).then(async () => (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports })) || undefined);
      // The hook's declared result nests a promise in a promise; the runtime awaits whatever we return.
      return retry as never;
    },
    errorLoadRemote({ id, error, lifecycle }) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`[federation] could not load ${id} (${lifecycle}): ${message}`);
      report({ id, lifecycle, message });
      return undefined;
    },
  };
}
