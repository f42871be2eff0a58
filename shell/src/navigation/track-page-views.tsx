import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pageViewTracker } from './page-view-tracker';

/** Reports one page view per path (not per query change or language switch). */
export function TrackPageViews() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    pageViewTracker().pageView({
      path: pathname,
      language: i18n.language === 'en' ? 'en' : 'ar',
      ...(previous.current ? { referrer: previous.current } : {}),
    });
    previous.current = pathname;
    // the language at the time of the view is enough
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
