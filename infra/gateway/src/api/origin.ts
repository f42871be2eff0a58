// CSRF rule shared by the state-changing /api routes and GraphQL mutations through /graphql.
import type { FastifyRequest } from 'fastify';

/**
 * True when the request comes from the store's own pages: its Origin header is the store's. Without
 * one, only a GET passes (a browser's own navigation), and only when Fetch Metadata, if sent, does not
 * call it cross-site.
 */
export function fromStorePage(request: FastifyRequest, storeOrigin: string): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string') return origin === storeOrigin;
  if (request.method !== 'GET') return false;
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}
