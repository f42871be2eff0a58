import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pageViewTracker } from './page-view-tracker';

/** Reports one page view per path (not per query change or language switch). */
export function TrackPageViews() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'ar';
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    // a language switch alone shows the same page: no new view
    if (previous.current === pathname) return;
    pageViewTracker().pageView({ path: pathname, language, ...(previous.current ? { referrer: previous.current } : {}) });
    previous.current = pathname;
  }, [pathname, language]);
  return null;
}
