// Access tokens and device proofs (JWT, HS256, signed with jose) and opaque refresh / reset tokens.
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'storefront-api';
const AUDIENCE = 'storefront';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  claims: { userId: number; sessionId: string },
  secret: string,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: number }> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ttlSeconds;
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(key(secret));
  return { token, expiresAt };
}

export async function verifyAccessToken(token: string, secret: string): Promise<{ userId: number; sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return null;
    return { userId, sessionId: payload.sid };
  } catch {
    return null;
  }
}

const DEVICE_AUDIENCE = 'storefront-device';

/**
 * A device proof: this device (the gateway keeps it in an HttpOnly cookie) signed in to this account
 * before. Signed like an access token but for another audience, so neither passes for the other.
 */
export async function signDeviceToken(
  claims: { userId: number; deviceId: string },
  secret: string,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: number }> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ttlSeconds;
  const token = await new SignJWT({ did: claims.deviceId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(DEVICE_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(key(secret));
  return { token, expiresAt };
}

export async function verifyDeviceToken(token: string, secret: string): Promise<{ userId: number; deviceId: string } | null> {
  if (token.length === 0 || token.length > 1024) return null;
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, audience: DEVICE_AUDIENCE, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.did !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(payload.did)) return null;
    return { userId, deviceId: payload.did };
  } catch {
    return null;
  }
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Refresh and reset tokens are stored only as hashes. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
