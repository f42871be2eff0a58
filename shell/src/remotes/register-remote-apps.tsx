// Registers every remote's `./app` with the federation runtime and single-spa. Failure is layered:
// the runtime plugin bounds waits and retries; here a remote that cannot be loaded, or whose
// lifecycles throw, is replaced by the translated fallback in its own area.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerApplication, type LifeCycles } from 'single-spa';
import { Skeleton } from 'design-system';
import { REMOTE_NAMES, remoteForPath, type RemoteName } from '../routing/route-table';
import { areaElement, renderInArea } from './area-root';
import { AreaUnavailable, PAGE_FRAGMENT_LOADER, SERVER_RENDERED_ATTRIBUTE, serverStateId, type LoadFragment } from 'remote-kit';
import { loadExposed } from './load-exposed';
import { expectedDigests, federationName, federationRemotes, REMOTE_INTEGRITY, type RemoteRegistry } from './registry';

interface AreaProps {
  domElement: HTMLElement;
  /** Lets a remote mount another team's exposed fragment (e.g. 'mf_cart/add-to-cart'). */
  loadFragment: LoadFragment;
}

const loadFragment: LoadFragment = (id) => loadExposed(id);
// Also page-wide: a fragment rendered inside another team's fragment (a product card's add-to-cart
// inside the catalog's rail on the cart page) has no single-spa props of its own.
(globalThis as Record<symbol, unknown>)[PAGE_FRAGMENT_LOADER] = loadFragment;

type RemoteLifecycles = LifeCycles<AreaProps>;

type Lifecycle = (props: AreaProps) => Promise<unknown>;


/** single-spa allows one function or an array run in order; so do we. */
async function runLifecycle(lifecycle: Lifecycle | Lifecycle[] | undefined, props: AreaProps): Promise<void> {
  if (!lifecycle) return;
  for (const fn of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await fn(props);
}

function isLifecycles(value: unknown): value is RemoteLifecycles {
  const candidate = value as Partial<RemoteLifecycles> | null;
  const callable = (lifecycle: unknown) =>
    typeof lifecycle === 'function' || (Array.isArray(lifecycle) && lifecycle.every((fn) => typeof fn === 'function'));
  return callable(candidate?.mount) && callable(candidate?.unmount);
}

interface SimpleLifecycles {
  bootstrap: Lifecycle;
  mount: Lifecycle;
  unmount: Lifecycle;
}

/** Empties an area the server rendered, with the answers its render left on the page; any other area stays. */
function dropServerRender(remote: RemoteName, area: HTMLElement): void {
  if (!area.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return;
  area.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  area.replaceChildren();
  document.getElementById(serverStateId(remote))?.remove();
}

export function fallbackLifecycles(remote: RemoteName): SimpleLifecycles {
  let dispose: (() => void) | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async ({ domElement }) => {
      dispose?.();
      // what the server rendered cannot come to life without the remote: the fallback replaces it
      dropServerRender(remote, domElement);
      dispose = renderInArea(domElement, <AreaUnavailable name={remote} />);
    },
    unmount: async () => {
      dispose?.();
      dispose = null;
    },
  };
}

/** Wraps a remote's lifecycles so a throwing mount shows the fallback rather than an empty area. */
export function guardLifecycles(remote: RemoteName, app: RemoteLifecycles): SimpleLifecycles {
  const fallback = fallbackLifecycles(remote);
  let failed = false;
  return {
    bootstrap: async (props) => {
      try {
        await runLifecycle(app.bootstrap as Lifecycle | Lifecycle[] | undefined, props);
      } catch (error) {
        console.error(`[shell] ${remote} failed to bootstrap`, error);
        failed = true;
      }
    },
    mount: async (props) => {
      if (!failed) {
        try {
          await runLifecycle(app.mount as Lifecycle | Lifecycle[], props);
          return;
        } catch (error) {
          console.error(`[shell] ${remote} failed to mount`, error);
          failed = true;
        }
      }
      await fallback.mount(props);
    },
    unmount: async (props) => {
      if (failed) return fallback.unmount(props);
      await runLifecycle(app.unmount as Lifecycle | Lifecycle[], props);
    },
  };
}

export async function loadRemoteApp(remote: RemoteName, registry: RemoteRegistry): Promise<RemoteLifecycles> {
  if (!registry.remotes[remote]) return fallbackLifecycles(remote);
  const area = areaElement(remote);
  // an area the server rendered shows its page while the remote's code arrives
  const stopLoading = area.hasAttribute(SERVER_RENDERED_ATTRIBUTE) ? () => undefined : renderInArea(area, <Skeleton height="60vh" width="100%" />);
  try {
    const module = await loadRemote<RemoteLifecycles>(`${federationName(remote)}/app`);
    if (!isLifecycles(module)) throw new Error(`${remote}/app does not export single-spa lifecycles`);
    return guardLifecycles(remote, module);
  } catch (error) {
    console.error(`[shell] could not load ${remote}`, error);
    return fallbackLifecycles(remote);
  } finally {
    stopLoading();
  }
}

/**
 * What the server rendered into an area the shopper leaves before its remote took it over (a link
 * followed while the remote's code was still on its way) goes, with its answers: no other page shows
 * under the next one.
 */
export function dropServerRenderedAreasLeft(pathname: string): void {
  for (const remote of REMOTE_NAMES) {
    const area = document.getElementById(`area-${remote}`);
    if (area && remoteForPath(pathname) !== remote) dropServerRender(remote, area);
  }
}

export function registerRemoteApps(registry: RemoteRegistry): void {
  window.addEventListener('single-spa:before-routing-event', () => dropServerRenderedAreasLeft(location.pathname));
  // before any remote file is requested: the runtime's hooks check each against these
  (globalThis as Record<symbol, unknown>)[REMOTE_INTEGRITY] = expectedDigests(registry);
  registerRemotes(federationRemotes(registry));
  for (const remote of REMOTE_NAMES) {
    registerApplication<AreaProps>({
      name: remote,
      app: () => loadRemoteApp(remote, registry),
      activeWhen: (location) => remoteForPath(location.pathname) === remote,
      customProps: () => ({ domElement: areaElement(remote), loadFragment }),
    });
  }
}
