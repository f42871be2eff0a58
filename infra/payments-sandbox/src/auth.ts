// HTTP Basic auth as the provider takes it: the API key is the user name, the password is empty.
// The publishable key may only create tokens and payments; everything else needs the secret key.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors.js';

export type KeyKind = 'publishable' | 'secret';

export interface ApiKeys {
  publishableKey: string;
  secretKey: string;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The user name of a Basic Authorization header; null when the header is missing or not Basic. */
export function basicUser(header: string | undefined): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? decoded : decoded.slice(0, colon);
}

export function keyKind(header: string | undefined, keys: ApiKeys): KeyKind | null {
  const user = basicUser(header);
  if (user === null) return null;
  if (sameText(user, keys.secretKey)) return 'secret';
  if (sameText(user, keys.publishableKey)) return 'publishable';
  return null;
}

/** An onRequest hook: answers 401 (before the body is read) unless one of the allowed keys is used. */
export function requireKey(keys: ApiKeys, allowed: readonly KeyKind[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const kind = keyKind(request.headers.authorization, keys);
    if (kind === null || !allowed.includes(kind)) throw unauthorized();
  };
}
