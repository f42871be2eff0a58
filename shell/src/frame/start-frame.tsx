// The page's frame coming to life, and the teams' areas registered: the second stage of the shell's
// start-up (bootstrap.tsx). This module and what it imports (React's DOM renderer, styled-components,
// which takes the server's styles over as it starts, the router, the header, single-spa) are
// evaluated only when the first stage has ended its task, so the two are separate tasks.
import { createRoot } from 'react-dom/client';
import { hydrateInSlices, SERVER_RENDERED_ATTRIBUTE } from 'remote-kit';
import { start } from 'single-spa';
import { PAGE_CSS_ATTRIBUTE } from 'design-system';
import { hydrateFooterWhenNear } from '../footer/hydrate-footer';
import { isBareRoute } from '../routing/route-table';
import { registerRemoteApps } from '../remotes/register-remote-apps';
import type { RemoteRegistry } from '../remotes/registry';
import { reportRuntime } from '../runtime-report';
import { Frame } from './frame';

function required(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The page is missing #${id}`);
  return element;
}

/** Hydrates the header the gateway rendered (or renders it), and the footer when it comes near. */
export function startFrame(): void {
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
    // The page's style keeps room only for a header the server did not render: an apps' bare page
    // (which has none) is marked bare in the same task, or it would move down until PageChrome does.
    if (isBareRoute(location.pathname)) document.body.dataset.frame = 'bare';
    header.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
    hydrateInSlices(header, frame);
  } else {
    createRoot(header).render(frame);
  }
}

/** Registers the teams' areas from the registry and lets single-spa mount the page's. */
export function startAreas(registry: RemoteRegistry): void {
  registerRemoteApps(registry);
  start({ urlRerouteOnly: true });
}
