// A session cookie as the gateway seals it (infra/gateway/src/session/session-cookie.ts), for journeys
// that need a session the gateway cannot renew: an access token that has expired and a refresh token
// the API does not know, so the gateway answers as to a guest and marks the answer expired.
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { EncryptJWT } from 'jose';
import { STORE_URL } from './store';

/** The gateway's session cookie. */
export const SESSION_COOKIE = 'ath';

// The gateway's development session secret (the e2e store sets none).
const SESSION_SECRET = process.env.SESSION_SECRET ?? 'development-only-session-secret-change-me-0123456789';

export async function sealedSession(tokenExpiresAt: number, refreshExpiresAt: number): Promise<string> {
  const key = new Uint8Array(createHash('sha256').update(`session:${SESSION_SECRET}`).digest());
  return new EncryptJWT({ t: 'expired-token', te: tokenExpiresAt, r: 'revoked-refresh-token' })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(refreshExpiresAt)
    .encrypt(key);
}

/** Replaces the page's session by one that lapses on its next request (the renewal fails). */
export async function lapseSession(page: Page): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const value = await sealedSession(now - 60, now + 3600);
  await page.context().addCookies([{ name: SESSION_COOKIE, value, url: STORE_URL, httpOnly: true, sameSite: 'Lax' }]);
}
