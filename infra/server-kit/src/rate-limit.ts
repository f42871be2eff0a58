// Rate limits for a Fastify service (the gateway, the commerce API), per client address as the
// configured proxy chain reports it (Fastify's trustProxy, so `request.ip`), counted in Redis when a
// URL is given, so every process of the service behind a load balancer shares one count; in memory per
// process otherwise. A refusal is a 429 with Retry-After and the body the service chooses.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export interface ServiceRateLimitOptions {
  /** The count a request belongs to (for example `graphql` or `api`); each has its own limit. */
  bucketOf: (request: FastifyRequest) => string;
  /** Requests per client and window in a bucket. */
  maxFor: (bucket: string) => number;
  /** The window, in milliseconds (a minute unless given). */
  timeWindowMs?: number;
  redisUrl: string | null;
  /** Separates the counts of one service (or one test) from another's in a shared Redis. */
  nameSpace: string;
  /** Requests that are never counted. */
  allowList?: (request: FastifyRequest) => boolean;
  /** The body of a refusal; the status is 429 and Retry-After says when to try again. */
  refusal: (retryAfterSeconds: number) => Record<string, unknown>;
}

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

async function serviceRateLimits(app: FastifyInstance, options: ServiceRateLimitOptions): Promise<void> {
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
    timeWindow: options.timeWindowMs ?? 60_000,
    max: (request) => options.maxFor(options.bucketOf(request)),
    keyGenerator: (request) => `${options.bucketOf(request)}:${request.ip}`,
    ...(options.allowList ? { allowList: (request: FastifyRequest) => options.allowList!(request) } : {}),
    nameSpace: options.nameSpace,
    ...(redis ? { redis } : { store: MemoryWindowStore }),
    // the service keeps answering when the count cannot be kept
    skipOnError: true,
    errorResponseBuilder: (_request, context) => {
      const retryAfter = Math.max(1, Math.ceil(context.ttl / 1000));
      return { statusCode: 429, retryAfter, ...options.refusal(retryAfter) };
    },
  });
}

/** Registered with fastify-plugin, so the limits apply to the scope that registers it. */
export default fp(serviceRateLimits, { name: 'service-rate-limits', fastify: '5.x' });
