// The API's use of the shared per-client rate limit (infra/server-kit): /graphql and the gateway's
// document door, keyed by the client address the configured proxy chain reports (TRUST_PROXY: in
// production, the gateways, which pass the shopper's address on), counted in Redis when REDIS_URL is
// set. A refusal is a 429 with Retry-After and a GraphQL error in both languages.
import type { FastifyRequest } from 'fastify';
import type { ServiceRateLimitOptions } from 'infra-server-kit';
import type { ApiConfig } from '../config.js';
import { messages } from '../messages.js';

const bucketOf = (request: FastifyRequest) => (request.url.startsWith('/internal/') ? 'documents' : 'graphql');

export function apiRateLimitOptions(config: ApiConfig, nameSpace = 'storefront-api-rate-'): ServiceRateLimitOptions {
  return {
    bucketOf,
    maxFor: () => config.rateLimit,
    redisUrl: config.redisUrl,
    nameSpace,
    // health checks, catalogue photos (cached for a year) and the loopback-only development routes are not counted
    allowList: (request) => request.url === '/health' || request.url.startsWith('/images/') || request.url.startsWith('/dev/'),
    refusal: (retryAfter) => {
      const m = messages.too_many_attempts;
      return { errors: [{ message: m.en, extensions: { code: 'RATE_LIMITED', key: 'too_many_attempts', arMessage: m.ar, retryAfter } }] };
    },
  };
}
