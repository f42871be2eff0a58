// The shell's start-up, in stages that are tasks of their own (docs/decisions/018). The first stage
// evaluates only what it needs to read the language, the session and the registry and to start the
// translations; the frame's modules (React's DOM renderer, styled-components, the router, the header)
// are evaluated in the next task, and the header's hydration starts in the one after. Evaluated and
// run together, they were one task of about 50 ms on a fast machine, some 200 ms on a phone.
import { yieldToBrowser } from 'remote-kit';
import { initI18n } from './i18n/i18n';
import { listenForLanguageRequests } from './i18n/language-requests';
import { detectLanguage, languageFromUrl, localeCookie, stripLocalePrefix } from './i18n/locale';
import { applyColourMode } from './preferences/colour-mode';
import { pageAreaPainted } from './remotes/page-area-painted';
import { loadRegistry } from './remotes/registry';
import { startAddressBookService } from './address/start-address-book-service';
import { startCartService } from './remotes/start-cart-service';
import { startSession } from './session/session';
import { listenForSessionRequests } from './session/session-requests';
import { registerTeamService } from './session/team-services';

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
  await yieldToBrowser();
  // Other teams ask for a language change over the bus (the account's language page, the sign-in).
  listenForLanguageRequests();
  // Eager: the frame's modules are in this chunk already, and are evaluated only now.
  const { startFrame, startAreas } = await import(/* webpackMode: "eager" */ './frame/start-frame');
  await yieldToBrowser();
  startFrame();
  const registry = await registryRequest;
  // listening before single-spa starts, so its first routing cannot pass unseen
  const areaPainted = pageAreaPainted();
  startAreas(registry);
  // The page's area starts loading; the teams' services wait for the next task.
  await yieldToBrowser();
  // The teams' headless services run on every page: the cart (the badge) and the account's address
  // book (the current address). Both clear their own storage when a logout announces session:ended.
  registerTeamService(startCartService(session));
  // The address book (the account's entry and its service) waits until the page's own area has
  // mounted and painted, so its downloads do not share the connection with what the page shows first.
  const addressBook = areaPainted.then(() => startAddressBookService());
  registerTeamService(addressBook);
}

void boot();
