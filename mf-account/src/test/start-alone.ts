// Starts the account remote as its team runs it alone (`npm run dev -w mf-account`): remote-kit's
// standalone start sets up i18next with the kit's own texts, then the app's single-spa lifecycles
// mount it at `path`. Its routes and providers are exactly those the shell mounts.
import { startStandalone } from 'remote-kit/standalone';
import * as app from '../app';

export type TestLanguage = 'ar' | 'en';

const page = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * The lifecycles resolve once React has committed, which act() would hold back; so, as on the page,
 * the app runs outside act and tests wait for what a shopper sees. Returns the unmount.
 */
export async function startAccountAlone(path: string, language: TestLanguage): Promise<() => Promise<void>> {
  page.IS_REACT_ACT_ENVIRONMENT = false;
  document.cookie = `locale=${language}; Path=/`;
  window.history.pushState(null, '', path);
  const domElement = document.body.appendChild(document.createElement('div'));
  domElement.id = 'root';
  await startStandalone('mf-account', app);
  return async () => {
    for (const unmount of app.unmount) await unmount({ name: 'mf-account', domElement } as never);
    document.body.innerHTML = '';
    document.cookie = 'locale=; Max-Age=0; Path=/';
    page.IS_REACT_ACT_ENVIRONMENT = true;
  };
}
