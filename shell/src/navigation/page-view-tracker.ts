// Page-view tracking behind one small interface, so another analytics backend can be plugged in
// without touching the frame. The default sends a beacon to the gateway's /api/track, or, where the
// browser cannot, a request that outlives the page. It sends when the browser is idle, not in the
// page's first render: building and queueing the beacon took a few milliseconds of the task that
// brings a server-rendered page to life. A page hidden or left before then sends at once.
import { gatewayRequest } from 'remote-kit';
import { whenIdle } from '../lazy/when-idle';

export interface PageView {
  path: string;
  language: 'ar' | 'en';
  referrer?: string;
}

export interface PageViewTracker {
  pageView(view: PageView): void;
}

function send(view: PageView): void {
  const event = { type: 'page_view', ...view };
  try {
    const sent = navigator.sendBeacon?.('/api/track', new Blob([JSON.stringify(event)], { type: 'application/json' }));
    if (sent) return;
  } catch {
    // fall through to a request
  }
  gatewayRequest('/api/track', { body: event, keepalive: true }).catch(() => undefined);
}

const waiting: PageView[] = [];

function sendWaiting(): void {
  for (const view of waiting.splice(0)) send(view);
}

function onHidden(): void {
  if (document.visibilityState === 'hidden') sendWaiting();
}

export const gatewayTracker: PageViewTracker = {
  pageView(view) {
    waiting.push(view);
    if (waiting.length > 1) return;
    document.addEventListener('visibilitychange', onHidden);
    whenIdle(() => {
      document.removeEventListener('visibilitychange', onHidden);
      sendWaiting();
    });
  },
};

let current: PageViewTracker = gatewayTracker;

export function setPageViewTracker(tracker: PageViewTracker): void {
  current = tracker;
}

export function pageViewTracker(): PageViewTracker {
  return current;
}
