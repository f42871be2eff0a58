// TRUST_PROXY, read the same way by every service: which proxies in front of it to believe about the
// client's address (Fastify's trustProxy, so `request.ip` is the client the trusted chain reports).
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * Unset, empty or "false": false (the socket's address). A number n: the n nearest hops. Otherwise a
 * comma-separated list of addresses, CIDRs or the names `loopback`, `linklocal` and `uniquelocal`.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value.trim() === '' || value.trim() === 'false') return false;
  if (/^\d+$/.test(value.trim())) {
    const hops = Number(value.trim());
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((part) => part.trim()).filter(Boolean);
}

/** What TRUST_PROXY may hold, for a config schema's check. */
export const TRUST_PROXY_PATTERN = /^(false|\d+|[0-9a-fA-F.:/]+|loopback|linklocal|uniquelocal)(\s*,\s*([0-9a-fA-F.:/]+|loopback|linklocal|uniquelocal))*$/;
