// Auto-login (spec §4): the session comes from the gateway's /api/user; the shell publishes it as
// `session:changed` for every team. An expired session makes the shopper a guest and opens the
// expired-session modal.
import { getEventBus, type EventBus, type SessionChange, type SessionUser } from 'shared-events';
import { gatewayRequest } from 'remote-kit';
import { fullNameOf } from 'shared-domain';
import { teamServicesStarted } from './team-services';

/** The gateway's GET /api/user (spec §7, without the tokens: ADR 005). */
interface UserResponse {
  user: null | {
    userId: string;
    firstName: string | null;
    lastName: string | null;
    fullName?: string;
    phone: string | null;
    email: string | null;
    language: 'AR' | 'EN';
  };
  isExpired: boolean;
  noSession: boolean;
}

/** Spec §3's full name (shared-domain's rule). */
export { fullNameOf };

export function sessionFromResponse(body: UserResponse): SessionChange {
  if (body.isExpired) return { status: 'expired' };
  if (!body.user) return { status: 'guest' };
  const u = body.user;
  const user: SessionUser = {
    userId: String(u.userId),
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    fullName: fullNameOf(u.firstName, u.lastName),
    ...(u.phone ? { phone: u.phone } : {}),
    ...(u.email ? { email: u.email } : {}),
    language: u.language === 'EN' ? 'EN' : 'AR',
  };
  return { status: 'user', user };
}

export async function loadSession(): Promise<SessionChange> {
  try {
    return sessionFromResponse(await gatewayRequest<UserResponse>('/api/user'));
  } catch (error) {
    console.error('[shell] could not read the session', error);
    return { status: 'guest' };
  }
}

/** Reads the session once at start and publishes it. */
export async function startSession(): Promise<SessionChange> {
  const session = await loadSession();
  getEventBus().publish('session:changed', session);
  return session;
}

/**
 * Spec §4 Logout: end the server session, announce `session:ended` so each team clears the browser
 * storage it owns (the shell knows no other team's keys; its own, the tours record and colour mode,
 * are device preferences and stay), then reload the page.
 */
export async function logout(then: () => void = () => location.reload(), bus: EventBus = getEventBus()): Promise<void> {
  try {
    await gatewayRequest('/api/auth/logout');
  } catch (error) {
    console.error('[shell] logout failed', error);
  } finally {
    await teamServicesStarted();
    bus.publish('session:ended', {});
    then();
  }
}
