// POST /api/track: page views from the shell's default tracker. Validated, rate-limited per client
// with a small fixed window (cheap, memory-bounded), logged, answered 204. Nothing is stored here;
// a log pipeline or an analytics backend picks the lines up.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

export interface FixedWindowLimiter {
  /** True when this key may make one more request in the current window. */
  allow(key: string, now?: number): boolean;
}

/** At most `limit` requests per key per window; forgets everything when the window turns or the table fills. */
export function fixedWindowLimiter(limit: number, windowMs: number, maxKeys = 10_000): FixedWindowLimiter {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    allow(key, now = Date.now()) {
      if (now - windowStart >= windowMs || counts.size >= maxKeys) {
        windowStart = now;
        counts = new Map();
      }
      const used = counts.get(key) ?? 0;
      if (used >= limit) return false;
      counts.set(key, used + 1);
      return true;
    },
  };
}

/** State-changing routes answer only the store's own pages (Origin, or Fetch Metadata without it). */
export function fromStore(request: FastifyRequest, storeOrigin: string): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string') return origin === storeOrigin;
  const site = request.headers['sec-fetch-site'];
  return site === 'same-origin';
}

const pageView = z.object({
  type: z.literal('page_view'),
  path: z.string().min(1).max(512).startsWith('/'),
  language: z.enum(['ar', 'en']),
  referrer: z.string().max(512).startsWith('/').optional(),
});

export interface TrackOptions {
  publicOrigin: string;
  /** Page views per client per minute. */
  perMinute?: number;
}

export default async function trackRoutes(app: FastifyInstance, options: TrackOptions): Promise<void> {
  const storeOrigin = new URL(options.publicOrigin).origin;
  const limiter = fixedWindowLimiter(options.perMinute ?? 120, 60_000);

  app.post('/track', { bodyLimit: 2048 }, async (request, reply) => {
    if (!fromStore(request, storeOrigin)) return reply.code(403).send({ success: false, key: 'invalid_origin' });
    if (!limiter.allow(request.ip)) return reply.code(429).header('retry-after', '60').send({ success: false, key: 'too_many_attempts' });
    // sendBeacon may label JSON as text/plain
    let body: unknown = request.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        body = undefined;
      }
    }
    const parsed = pageView.safeParse(body);
    if (!parsed.success) return reply.code(400).send({ success: false, key: 'invalid_input' });
    request.log.info({ event: 'page_view', path: parsed.data.path, language: parsed.data.language, referrer: parsed.data.referrer }, 'page view');
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
