import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { BrowserRouter } from 'react-router-dom';
import { GlobalStyle } from 'design-system';
import { useHydrated } from 'remote-kit';
import { Header } from '../header/header';
import { RouteFeedback } from '../navigation/route-feedback';
import { TrackPageViews } from '../navigation/track-page-views';
import { ShellPages } from '../pages/shell-pages';
import { ExpiredSession } from '../session/expired-session';
import { TourHost } from '../tours/tour-host';
import { PageChrome } from './page-chrome';
import { ShellProviders } from './providers';

// Below the fold or only sometimes needed: loaded after the header is on screen.
const Footer = lazy(() => import('../footer/footer'));

interface FrameProps {
  /** The footer's element, when this root renders the footer (absent when the server rendered it). */
  footer?: HTMLElement | undefined;
  shellArea: HTMLElement;
  /** Whether the page lacks the page-wide CSS of the shell's server render, so the root renders it. */
  globalStyle?: boolean;
}

function LazyFooter({ target }: { target: HTMLElement }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200));
    idle(() => setShow(true));
  }, []);
  if (!show) return null;
  return createPortal(
    <Suspense fallback={null}>
      <Footer />
    </Suspense>,
    target,
  );
}

/**
 * The shell's own pages, in their area. The server renders none of them (their area comes empty), so
 * they mount right after the header's hydration, not during it: rendered then, their elements would be
 * matched against the header's server markup, and the whole header rendered anew (a "not found" page
 * did that on every unknown address).
 */
export function ShellPagesPortal({ target }: { target: HTMLElement }) {
  const live = useHydrated();
  return live ? createPortal(<ShellPages />, target) : null;
}

/**
 * What the shell's root renders inside the header's element. In the browser the shell's pages and the
 * footer go through portals into their own elements; on the server there are none (the server renders
 * this element only, and the browser hydrates it: server.tsx).
 */
export function FrameContent({ footer, shellArea }: Partial<FrameProps>) {
  return (
    <>
      <RouteFeedback />
      <TrackPageViews />
      <PageChrome>
        <Header />
      </PageChrome>
      {shellArea && <ShellPagesPortal target={shellArea} />}
      {footer && (
        <PageChrome>
          <LazyFooter target={footer} />
        </PageChrome>
      )}
      <TourHost />
      <ExpiredSession />
    </>
  );
}

/** The shell's one React root: header here, footer and shell pages through portals into the page. */
export function Frame({ footer, shellArea, globalStyle = true }: FrameProps) {
  return (
    <ShellProviders>
      {globalStyle && <GlobalStyle />}
      <BrowserRouter>
        <FrameContent footer={footer} shellArea={shellArea} />
      </BrowserRouter>
    </ShellProviders>
  );
}
