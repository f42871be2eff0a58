// Records which instances of the shared singletons each app actually received, on the page, so the
// end-to-end harness can prove there is one React, one styled-components, one i18next and one bus.
// `sharedEventsCopy` names the copy of the shared-events module the app runs: a duplicate copy
// reuses the first bus in production, so only this field tells that the module was bundled twice.
const KEY = '__STOREFRONT_RUNTIME__';

type Registry = Record<string, Record<string, unknown>>;

/** Loads the identities of the shared libraries an app only uses later (see singleton-probe.ts). */
export const probeSharedLibraries = () => import('./singleton-probe').then((probe) => probe.sharedIdentities);

export function recordRuntime(app: string, instances: Record<string, unknown>): void {
  const target = globalThis as unknown as Record<string, Registry | undefined>;
  const registry = (target[KEY] ??= {});
  registry[app] = instances;
}
