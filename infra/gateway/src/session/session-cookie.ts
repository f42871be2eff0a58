// The shopper's session: an encrypted (JWE, dir + A256GCM) HttpOnly cookie holding the API tokens.
// Page JavaScript never sees the tokens; the gateway adds them to the requests it forwards.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { EncryptJWT, jwtDecrypt } from 'jose';

export const SESSION_COOKIE = 'ath';

export interface SessionData {
  /** API access token and its expiry (Unix seconds). */
  token: string;
  tokenExpiresAt: number;
  refreshToken: string;
  refreshExpiresAt: number;
}

/** A separate key per purpose, derived from the one configured secret. */
export function derivedKey(secret: string, purpose: 'session' | 'cookie'): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`${purpose}:${secret}`).digest());
}

export async function sealSession(data: SessionData, secret: string): Promise<string> {
  return new EncryptJWT({ t: data.token, te: data.tokenExpiresAt, r: data.refreshToken })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(data.refreshExpiresAt)
    .encrypt(derivedKey(secret, 'session'));
}

/** The session in a cookie value; null when absent, tampered with, or past the refresh expiry. */
export async function openSession(value: string | undefined, secret: string): Promise<SessionData | null> {
  if (!value || value.length > 4096) return null;
  try {
    const { payload } = await jwtDecrypt(value, derivedKey(secret, 'session'), { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] });
    const { t, te, r, exp } = payload;
    if (typeof t !== 'string' || typeof te !== 'number' || typeof r !== 'string' || typeof exp !== 'number') return null;
    return { token: t, tokenExpiresAt: te, refreshToken: r, refreshExpiresAt: exp };
  } catch {
    return null;
  }
}

/** One cookie from the raw header, for callers outside the cookie plugin's scope. */
export function cookieFromHeader(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * The API token for a forwarded request (the /graphql proxy adds it as a bearer token);
 * null for no session, a tampered cookie or an expired token.
 */
export async function readSessionToken(request: FastifyRequest, sessionSecret: string): Promise<string | null> {
  const session = await openSession(cookieFromHeader(request.headers.cookie, SESSION_COOKIE), sessionSecret);
  if (!session || session.tokenExpiresAt <= nowSeconds()) return null;
  return session.token;
}
