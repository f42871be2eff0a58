import { createRoot } from 'react-dom/client';
import { hydrateInSlices, SERVER_RENDERED_ATTRIBUTE, yieldToBrowser } from 'remote-kit';
import { start } from 'single-spa';
import { PAGE_CSS_ATTRIBUTE } from 'design-system';
import { Frame } from './frame/frame';
import { hydrateFooterWhenNear } from './footer/hydrate-footer';
import { initI18n } from './i18n/i18n';
import { listenForLanguageRequests } from './i18n/language-requests';
import { detectLanguage, languageFromUrl, localeCookie, stripLocalePrefix } from './i18n/locale';
import { applyColourMode } from './preferences/colour-mode';
import { loadRegistry } from './remotes/registry';
import { registerRemoteApps } from './remotes/register-remote-apps';
import { startAddressBookService } from './address/start-address-book-service';
import { startCartService } from './remotes/start-cart-service';
import { reportRuntime } from './runtime-report';
import { startSession } from './session/session';
import { listenForSessionRequests } from './session/session-requests';
import { registerTeamService } from './session/team-services';

function required(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The page is missing #${id}`);
  return element;
}

async function boot() {
  const language = detectLanguage(location.pathname, document.cookie);
  // A language prefix in the URL (/en/cart) sets the cookie and is then dropped, so every app
  // routes on the same unprefixed paths.
  if (languageFromUrl(location.pathname)) {
    document.cookie = localeCookie(language, location.protocol === 'https:');
    history.replaceState(history.state, '', stripLocalePrefix(location.pathname) + location.search + location.hash);
  }
  applyColourMode();
  const registryRequest = loadRegistry();
  // The session is read in parallel; everyone learns it through `session:changed`.
  const session = startSession();
  // Sign-in pages ask the shell to read the session again, or to log out, over the bus.
  listenForSessionRequests({ initial: session });
  await initI18n(language);
  // The modules above were evaluated in this task; the frame's hydration starts in the next one.
  await yieldToBrowser();
  // Other teams ask for a language change over the bus (the account's language page, the sign-in).
  listenForLanguageRequests();
  reportRuntime('shell');
  const header = required('shell-header');
  // A footer the gateway rendered comes to life when the shopper comes near it; else the frame renders it.
  const footer = required('shell-footer');
  const footerFromServer = hydrateFooterWhenNear(footer);
  // The page-wide CSS is on the page when the gateway rendered the header; it stays as it is.
  const pageHasCss = document.querySelector(`style[${PAGE_CSS_ATTRIBUTE}]`) !== null;
  const frame = <Frame footer={footerFromServer ? undefined : footer} shellArea={required('area-shell')} globalStyle={!pageHasCss} />;
  // The gateway rendered the header on the server (docs/decisions/018): it comes to life in place.
  if (header.getAttribute(SERVER_RENDERED_ATTRIBUTE) === 'shell') {
    header.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
    hydrateInSlices(header, frame);
  } else {
    createRoot(header).render(frame);
  }
  registerRemoteApps(await registryRequest);
  start({ urlRerouteOnly: true });
  // The page's area starts loading; the teams' services wait for the next task.
  await yieldToBrowser();
  // The teams' headless services run on every page: the cart (the badge) and the account's address
  // book (the current address). Both clear their own storage when a logout announces session:ended.
  registerTeamService(startCartService(session));
  registerTeamService(startAddressBookService());
}

void boot();
