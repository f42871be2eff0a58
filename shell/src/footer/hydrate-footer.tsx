// The server-rendered footer comes to life when the shopper comes near it (ADR 018): below the fold,
// its markup is already on screen and its links already work as plain links, so hydrating it at
// start-up would only compete with the page above for the phone's main thread. It is hydrated when it
// comes within reach of the viewport, is focused or pointed at. If the page's language changes first, or
// the shopper goes to a page without the frame, the server's markup no longer matches: the footer is
// then rendered anew instead.
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { hydrateInSlices, SERVER_RENDERED_ATTRIBUTE, takeServerState } from 'remote-kit';
import { isBareRoute } from '../routing/route-table';
import type { FooterLists } from './footer';

/** What the gateway marks the footer's element with (infra/gateway's page render). */
export const SERVER_FOOTER = 'shell-footer';

/** How far below the viewport the footer starts hydrating: ready before it scrolls into view. */
export const FOOTER_NEAR_MARGIN = '600px 0px';

function listsOf(state: unknown): FooterLists | null {
  const lists = (state as { lists?: Partial<FooterLists> } | null)?.lists;
  if (!lists || !Array.isArray(lists.lead) || !Array.isArray(lists.types) || !Array.isArray(lists.brands)) return null;
  return lists as FooterLists;
}

/**
 * Takes over a footer the server rendered into `element`, when it comes near. Returns false when the
 * element holds no server render (the frame then renders the footer itself).
 */
export function hydrateFooterWhenNear(element: HTMLElement): boolean {
  if (element.getAttribute(SERVER_RENDERED_ATTRIBUTE) !== SERVER_FOOTER) return false;
  const lists = listsOf(takeServerState(SERVER_FOOTER, element));
  if (!lists) {
    element.replaceChildren();
    return false;
  }
  const renderedIn = i18next.language;
  let started = false;
  const cleanups: (() => void)[] = [];
  const start = (fresh: boolean) => {
    if (started) return;
    started = true;
    for (const cleanup of cleanups) cleanup();
    void import('./footer-root').then(({ FooterRoot }) => {
      const tree = (
        <BrowserRouter>
          <FooterRoot lists={lists} />
        </BrowserRouter>
      );
      if (!fresh && i18next.language === renderedIn && !isBareRoute(location.pathname)) {
        hydrateInSlices(element, tree);
      } else {
        element.replaceChildren();
        createRoot(element).render(tree);
      }
    });
  };
  const listen = (target: EventTarget, name: string, handler: () => void) => {
    target.addEventListener(name, handler, { passive: true });
    cleanups.push(() => target.removeEventListener(name, handler));
  };

  if (typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(false), {
      rootMargin: FOOTER_NEAR_MARGIN,
    });
    observer.observe(element);
    cleanups.push(() => observer.disconnect());
  } else {
    start(false);
  }
  listen(element, 'focusin', () => start(false));
  listen(element, 'pointerover', () => start(false));
  const languageChanged = () => start(true);
  i18next.on('languageChanged', languageChanged);
  cleanups.push(() => i18next.off('languageChanged', languageChanged));
  listen(window, 'single-spa:routing-event', () => isBareRoute(location.pathname) && start(true));
  return true;
}
