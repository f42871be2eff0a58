// The shell's own chrome (header, footer, bottom bar) around every page but the bare ones the mobile
// apps open in their web views (route-table's isBareRoute). The page is told too, so the room kept
// for the header and bottom bar before the first paint goes with them.
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isBareRoute } from '../routing/route-table';

export function PageChrome({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const bare = isBareRoute(pathname);
  useEffect(() => {
    if (bare) document.body.dataset.frame = 'bare';
    else delete document.body.dataset.frame;
  }, [bare]);
  return bare ? null : <>{children}</>;
}
