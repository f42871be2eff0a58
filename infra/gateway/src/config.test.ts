// The gateway fails closed: production is the default and needs its secrets and HTTPS origins.
import { gatewayConfig } from './config';

const PRODUCTION_ENV = {
  PUBLIC_ORIGIN: 'https://souq.example.sa',
  API_URL: 'http://api.internal:4000',
  API_KEY: 'public-api-key-for-the-store',
  SESSION_SECRET: 's'.repeat(48),
  GATEWAY_SECRET: 'g'.repeat(32),
  PAYMENTS_ORIGIN: 'https://api.moyasar.com',
  PAYMENT_PUBLISHABLE_KEY: 'pk_live_souq_publishable',
  CATALOG_ORIGIN: 'https://catalog.cdn.souq.example.sa',
  CART_ORIGIN: 'https://cart.cdn.souq.example.sa',
  CHECKOUT_ORIGIN: 'https://checkout.cdn.souq.example.sa',
  ACCOUNT_ORIGIN: 'https://account.cdn.souq.example.sa',
};

describe('gateway configuration', () => {
  it('is production when NODE_ENV is unset, and refuses to start without its secrets, naming every one', () => {
    expect(() => gatewayConfig({})).toThrow(
      /PUBLIC_ORIGIN: required in production.*API_URL: required in production.*API_KEY: required in production.*SESSION_SECRET: required in production.*GATEWAY_SECRET: required in production.*PAYMENTS_ORIGIN: required in production.*PAYMENT_PUBLISHABLE_KEY: required in production.*CATALOG_ORIGIN: required in production.*ACCOUNT_ORIGIN: required in production/,
    );
  });

  it('names invalid and missing variables together', () => {
    let message = '';
    try {
      gatewayConfig({ NODE_ENV: 'production', ...PRODUCTION_ENV, SESSION_SECRET: 'short', GATEWAY_SECRET: undefined, PUBLIC_ORIGIN: 'http://souq.example.sa', CART_ORIGIN: 'http://cart.cdn.souq.example.sa' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('SESSION_SECRET');
    expect(message).toContain('GATEWAY_SECRET: required in production');
    expect(message).toContain('PUBLIC_ORIGIN: must be an https:// URL in production');
    expect(message).toContain('CART_ORIGIN: must be an https:// origin in production');
  });

  it('starts in production with everything set, on the public origin it was given', () => {
    const config = gatewayConfig({ ...PRODUCTION_ENV, TRUST_PROXY: '1', REDIS_URL: 'redis://cache.internal:6379' });
    expect(config).toMatchObject({
      production: true,
      publicOrigin: 'https://souq.example.sa',
      sessionSecret: PRODUCTION_ENV.SESSION_SECRET,
      gatewaySecret: PRODUCTION_ENV.GATEWAY_SECRET,
      redisUrl: 'redis://cache.internal:6379',
      rateLimits: { graphql: 600, api: 300 },
    });
    expect(typeof config.trustProxy).toBe('function');
  });

  it('uses the committed development secrets only when development or test is chosen', () => {
    const development = gatewayConfig({ NODE_ENV: 'development' });
    expect(development.production).toBe(false);
    expect(development.sessionSecret).toMatch(/^development-only/);
    expect(development.publicOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(development.trustProxy).toBe(false);
    expect(() => gatewayConfig({ NODE_ENV: 'production', ...PRODUCTION_ENV, SESSION_SECRET: undefined })).toThrow(/SESSION_SECRET: required/);
  });

  it('renders pages on the server within a 300 ms budget unless told otherwise', () => {
    expect(gatewayConfig({ NODE_ENV: 'test' }).serverRender).toEqual({ budgetMs: 300 });
    expect(gatewayConfig({ NODE_ENV: 'test', SERVER_RENDER_BUDGET_MS: '120' }).serverRender).toEqual({ budgetMs: 120 });
    expect(gatewayConfig({ NODE_ENV: 'test', SERVER_RENDER: 'off' }).serverRender).toBeNull();
    expect(() => gatewayConfig({ NODE_ENV: 'test', SERVER_RENDER_BUDGET_MS: 'soon' })).toThrow(/SERVER_RENDER_BUDGET_MS/);
    expect(() => gatewayConfig({ NODE_ENV: 'test', SERVER_RENDER: 'sometimes' })).toThrow(/SERVER_RENDER/);
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses', () => {
    expect(gatewayConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    const hops = gatewayConfig({ NODE_ENV: 'test', TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1), hops('203.0.113.9', 2)]).toEqual([true, true, false]);
  });
});
