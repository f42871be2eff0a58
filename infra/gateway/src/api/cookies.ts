// Cookie flags, and the helper cookies the checkout flow sets through /api/update-cookie.
import { EncryptJWT, jwtDecrypt } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { cookieFromHeader, derivedKey } from '../session/session-cookie.js';

/** Spec §3 cookie names the browser may set or clear through the gateway (ath is the session: never). */
export const HELPER_COOKIES = [
  'addr_dts', 'checkout_dts', 'PSP_ID', 'ORD_SUCC', 'e_id', 'locale', 'p_dts', 'cart_info_dts', 'card_dts', 'card_tknz',
] as const;
export type HelperCookie = (typeof HELPER_COOKIES)[number];

/** Helper cookies that end with the session: all but the shopper's language. */
export const LOGOUT_CLEARED_COOKIES = HELPER_COOKIES.filter((name) => name !== 'locale');

/** Secure everywhere except a store served from localhost over plain HTTP. */
export function isSecureOrigin(publicOrigin: string): boolean {
  const { hostname } = new URL(publicOrigin);
  return !['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

export function baseCookieOptions(secure: boolean): CookieSerializeOptions {
  return { path: '/', sameSite: 'lax', secure };
}

/**
 * Proof that this browser signed in to an account before (the API's device token, encrypted here):
 * a sign-in from it is held to its own failure counter, not the account's (docs/decisions/017). Not a
 * session, so logout keeps it; sent only to the sign-in routes.
 */
export const DEVICE_COOKIE = 'dvc';

export function deviceCookieOptions(secure: boolean, expiresAt: number): CookieSerializeOptions {
  return { path: '/api/auth', sameSite: 'lax', secure, httpOnly: true, expires: new Date(expiresAt * 1000) };
}

export async function encryptCookieValue(value: string, secret: string, expiresAt?: number): Promise<string> {
  const jwt = new EncryptJWT({ v: value }).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).setIssuedAt();
  if (expiresAt) jwt.setExpirationTime(expiresAt);
  return jwt.encrypt(derivedKey(secret, 'cookie'));
}

/** An encrypted helper cookie's value, for the gateway routes of later flows; null when absent or invalid. */
export async function readEncryptedCookie(request: FastifyRequest, name: HelperCookie | typeof DEVICE_COOKIE, secret: string): Promise<string | null> {
  const value = cookieFromHeader(request.headers.cookie, name);
  if (!value) return null;
  try {
    const { payload } = await jwtDecrypt(value, derivedKey(secret, 'cookie'), { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] });
    return typeof payload.v === 'string' ? payload.v : null;
  } catch {
    return null;
  }
}
