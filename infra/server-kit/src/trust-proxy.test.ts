import { parseTrustProxy, TRUST_PROXY_PATTERN } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts nobody unless told', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('reads a hop count or a list of addresses, CIDRs and named ranges', () => {
    const hops = parseTrustProxy('2') as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1), hops('203.0.113.9', 2)]).toEqual([true, true, false]);
    expect(parseTrustProxy('10.0.0.0/8, loopback')).toEqual(['10.0.0.0/8', 'loopback']);
  });

  it('tells a valid value from a mistaken one', () => {
    for (const valid of ['1', 'loopback', '10.0.0.0/8,127.0.0.1', '::1, uniquelocal', 'false']) expect(TRUST_PROXY_PATTERN.test(valid)).toBe(true);
    for (const invalid of ['true', 'everyone', '10.0.0.0/8;rm']) expect(TRUST_PROXY_PATTERN.test(invalid)).toBe(false);
  });
});
