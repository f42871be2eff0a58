import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { BrowserRouter } from 'react-router-dom';
import { GlobalStyle } from 'design-system';
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
  footer: HTMLElement;
  shellArea: HTMLElement;
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

/** The shell's one React root: header here, footer and shell pages through portals into the page. */
export function Frame({ footer, shellArea }: FrameProps) {
  return (
    <ShellProviders>
      <GlobalStyle />
      <BrowserRouter>
        <RouteFeedback />
        <TrackPageViews />
        <PageChrome>
          <Header />
        </PageChrome>
        {createPortal(<ShellPages />, shellArea)}
        <PageChrome>
          <LazyFooter target={footer} />
        </PageChrome>
        <TourHost />
        <ExpiredSession />
      </BrowserRouter>
    </ShellProviders>
  );
}
