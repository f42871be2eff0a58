// Rate limits on /graphql and /api: the shared limiter (infra/server-kit) keyed per client address as
// the configured proxy chain reports it, counted in Redis when REDIS_URL is set so every gateway
// process shares one count. A refusal is a translated 429 with Retry-After. Product photos (/images)
// are not counted.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serviceRateLimits } from 'infra-server-kit';
import { failure } from './api/messages.js';

export interface RateLimitOptions {
  /** Requests per client per minute on /graphql and on the /api routes. */
  limits: { graphql: number; api: number };
  redisUrl: string | null;
  /** Separates the counts of one deployment (or one test) from another's in a shared Redis. */
  nameSpace?: string;
}

const bucketOf = (request: FastifyRequest) => (request.url.startsWith('/graphql') ? 'graphql' : 'api');

async function rateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  await app.register(serviceRateLimits, {
    bucketOf,
    maxFor: (bucket) => options.limits[bucket as 'graphql' | 'api'],
    redisUrl: options.redisUrl,
    nameSpace: options.nameSpace ?? 'storefront-gateway-rate-',
    // product photos come dozens per page and are cached by the browser: not counted
    allowList: (request) => request.url.startsWith('/images/'),
    refusal: () => failure('too_many_requests'),
  });
}

export default fp(rateLimits, { name: 'store-rate-limits', fastify: '5.x' });
