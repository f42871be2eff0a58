// Page-view tracking behind one small interface, so another analytics backend can be plugged in
// without touching the frame. The default sends a beacon to the gateway's /api/track, or, where the
// browser cannot, a request that outlives the page.
import { gatewayRequest } from 'remote-kit';

export interface PageView {
  path: string;
  language: 'ar' | 'en';
  referrer?: string;
}

export interface PageViewTracker {
  pageView(view: PageView): void;
}

export const gatewayTracker: PageViewTracker = {
  pageView(view) {
    const event = { type: 'page_view', ...view };
    try {
      const sent = navigator.sendBeacon?.('/api/track', new Blob([JSON.stringify(event)], { type: 'application/json' }));
      if (sent) return;
    } catch {
      // fall through to a request
    }
    gatewayRequest('/api/track', { body: event, keepalive: true }).catch(() => undefined);
  },
};

let current: PageViewTracker = gatewayTracker;

export function setPageViewTracker(tracker: PageViewTracker): void {
  current = tracker;
}

export function pageViewTracker(): PageViewTracker {
  return current;
}
