// The shell owns the session; other teams ask for changes to it over the bus. After a sign-in sets
// the session cookie, `session:refresh-requested` makes the shell read /api/user again and publish
// `session:changed` (so the header and the cart's guest-cart merge follow without a reload);
// `session:logout-requested` runs the shell's logout (spec §4). A `session:lapsed` report (the gateway
// answered a request as to a guest because the shopper's session lapsed on the way) turns a signed-in
// session into 'expired' there and then, which opens the expired-session modal mid-page.
import { getEventBus, type EventBus } from 'shared-events';
import { loadSession, logout } from './session';

export interface SessionRequestOptions {
  bus?: EventBus;
  /**
   * The session read at start. Refreshes asked for meanwhile are answered after it, so the last
   * `session:changed` on the page is always the newest reading.
   */
  initial?: Promise<unknown>;
  /** What follows a logout; the page reloads by default. */
  afterLogout?: () => void;
}

/** Starts answering the session requests; returns a function that stops it. */
export function listenForSessionRequests({
  bus = getEventBus(),
  initial = Promise.resolve(),
  afterLogout = () => location.reload(),
}: SessionRequestOptions = {}): () => void {
  // One reading at a time, in the order asked, each published when it arrives.
  let readings: Promise<unknown> = initial.catch(() => undefined);
  let loggingOut = false;

  const refreshes = bus.subscribe('session:refresh-requested', () => {
    readings = readings.then(async () => {
      const session = await loadSession();
      // a reading that lands after logout began would only flash the old shopper back
      if (!loggingOut) bus.publish('session:changed', session);
    });
  });

  const lapses = bus.subscribe('session:lapsed', () => {
    // after any reading under way, so a reading that lands later cannot undo it; once per session
    readings = readings.then(() => {
      if (!loggingOut && bus.latest('session:changed')?.status === 'user') bus.publish('session:changed', { status: 'expired' });
    });
  });

  const logouts = bus.subscribe('session:logout-requested', () => {
    if (loggingOut) return;
    loggingOut = true;
    void logout(afterLogout, bus);
  });

  return () => {
    refreshes.unsubscribe();
    logouts.unsubscribe();
    lapses.unsubscribe();
  };
}
