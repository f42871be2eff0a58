// Who is calling: the viewer from the bearer token, the gateway secret, the client address, the language.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config.js';
import type { Viewer } from '../context.js';
import type { Repositories } from './repositories.js';
import { verifyAccessToken } from '../account/tokens.js';

export function secretMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A valid access token of a live session and active user; anything else is a guest. */
export async function resolveViewer(request: FastifyRequest, config: ApiConfig, repos: Repositories): Promise<Viewer | null> {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  if (token.length === 0 || token.length > 2048) return null;
  const claims = await verifyAccessToken(token, config.authSecret);
  if (!claims) return null;
  return (await repos.account.liveSessionUser(claims.sessionId, claims.userId)) ? claims : null;
}

export function requestLanguage(request: FastifyRequest): 'AR' | 'EN' {
  const lang = request.headers.lang;
  const value = (typeof lang === 'string' ? lang : request.headers['accept-language'] ?? '').toString().trim().toLowerCase();
  return value.startsWith('en') ? 'EN' : 'AR';
}

export function clientIp(request: FastifyRequest, fromGateway: boolean): string {
  const forwarded = request.headers['x-client-ip'];
  if (fromGateway && typeof forwarded === 'string' && forwarded.length > 0 && forwarded.length <= 64) return forwarded;
  return request.ip;
}
