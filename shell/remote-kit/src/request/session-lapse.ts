// The gateway marks an answer `x-session-expired: 1` when the shopper's session lapsed on the way (the
// access token had expired and renewing it failed), so the request ran as a guest. Whoever reads such
// an answer in the browser (the /api helper, the GraphQL link) reports it on the page bus; the shell,
// which owns the session, opens the expired-session modal then and there, not at the next page load.
import type { EventBus, SessionLapse } from 'shared-events';

export const SESSION_EXPIRED_HEADER = 'x-session-expired';

// The bus is reached only when there is something to report: this module sits under the GraphQL
// client, which the test helpers that stand in for shared-events load themselves.
const pageBus = (): Promise<EventBus> => import('shared-events').then((events) => events.getEventBus());

/**
 * Publishes `session:lapsed` when `headers` carry the gateway's expired-session mark. Answers whether
 * they did; the report settles a moment later and never breaks the request that saw it.
 */
export function reportSessionLapse(headers: Pick<Headers, 'get'> | null | undefined, source: SessionLapse['source'], bus?: EventBus): boolean {
  if (headers?.get(SESSION_EXPIRED_HEADER) !== '1') return false;
  (bus ? Promise.resolve(bus) : pageBus())
    .then((on) => on.publish('session:lapsed', { source }))
    .catch((error: unknown) => console.error('[remote-kit] could not report the lapsed session', error));
  return true;
}
