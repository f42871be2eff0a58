// Starts a remote as its team runs it alone (`npm run dev -w <remote>`): the kit's standalone start
// sets up i18next with the kit's own texts, then the app's single-spa lifecycles mount it at `path`,
// with exactly the routes and providers the shell mounts.
import { startStandalone } from '../standalone';
import type { TestLanguage } from './render';

/** A remote's `./app` module: its single-spa lifecycles. */
export type RemoteLifecycles = Parameters<typeof startStandalone>[1] & { unmount: ((props: never) => Promise<unknown>)[] };

const page = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * The lifecycles resolve once React has committed, which act() would hold back; so, as on the page,
 * the app runs outside act and tests wait for what a shopper sees. Returns the unmount.
 */
export async function startRemoteAlone(name: string, app: RemoteLifecycles, path: string, language: TestLanguage): Promise<() => Promise<void>> {
  page.IS_REACT_ACT_ENVIRONMENT = false;
  document.cookie = `locale=${language}; Path=/`;
  window.history.pushState(null, '', path);
  const domElement = document.body.appendChild(document.createElement('div'));
  domElement.id = 'root';
  await startStandalone(name, app);
  return async () => {
    for (const unmount of app.unmount) await unmount({ name, domElement } as never);
    document.body.innerHTML = '';
    document.cookie = 'locale=; Max-Age=0; Path=/';
    page.IS_REACT_ACT_ENVIRONMENT = true;
  };
}
