// Rate limits on /graphql and /api, per client address as the configured proxy chain reports it
// (Fastify's trustProxy), counted in Redis when REDIS_URL is set, so every gateway process behind a
// load balancer shares one count; in memory per process otherwise. A refusal is a translated 429
// with Retry-After. Product photos (/images) are not counted.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { failure } from './api/messages.js';

export interface RateLimitOptions {
  /** Requests per client per minute on /graphql and on the /api routes. */
  limits: { graphql: number; api: number };
  redisUrl: string | null;
  /** Separates the counts of one deployment (or one test) from another's in a shared Redis. */
  nameSpace?: string;
}

const bucketOf = (request: FastifyRequest) => (request.url.startsWith('/graphql') ? 'graphql' : 'api');

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
const MAX_KEYS = 10_000;

/**
 * The in-memory count for a single process: a fixed window per key, the oldest keys dropped past a
 * bound. The library's own memory store hands every concurrent request the same live counter, so a
 * burst of parallel requests (a page's first queries) read the burst's final count and were all
 * refused; this one answers each request with its own count.
 */
export class MemoryWindowStore {
  private readonly windows = new Map<string, { count: number; startedAt: number }>();
  private readonly timeWindow: number;

  constructor(options?: { timeWindow?: unknown }) {
    this.timeWindow = typeof options?.timeWindow === 'number' ? options.timeWindow : 60_000;
  }

  incr(key: string, callback: IncrCallback, timeWindow = this.timeWindow): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= timeWindow) {
      this.windows.delete(key);
      if (this.windows.size >= MAX_KEYS) this.windows.delete(this.windows.keys().next().value!);
      window = { count: 0, startedAt: now };
      this.windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: timeWindow - (now - window.startedAt) });
  }

  child(): MemoryWindowStore {
    return this;
  }
}

async function rateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unreachable; requests pass meanwhile'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: true,
    timeWindow: 60_000,
    max: (request) => options.limits[bucketOf(request)],
    keyGenerator: (request) => `${bucketOf(request)}:${request.ip}`,
    // product photos come dozens per page and are cached by the browser: not counted
    allowList: (request) => request.url.startsWith('/images/'),
    nameSpace: options.nameSpace ?? 'storefront-gateway-rate-',
    ...(redis ? { redis } : { store: MemoryWindowStore }),
    // the store keeps serving when the count cannot be kept
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, retryAfter: Math.ceil(context.ttl / 1000), ...failure('too_many_requests') }),
  });
}

export default fp(rateLimits, { name: 'store-rate-limits', fastify: '5.x' });
