export { default as serviceRateLimits, MemoryWindowStore, type ServiceRateLimitOptions } from './rate-limit.js';
export { parseTrustProxy, TRUST_PROXY_PATTERN, type TrustProxy } from './trust-proxy.js';
export { fromThisMachine, isLoopbackAddress } from './loopback.js';
