import { ConfigError, loadConfig } from './config.js';

const PRODUCTION = {
  API_KEY: 'souq-public-api-key',
  AUTH_SECRET: 'a'.repeat(40),
  GATEWAY_SECRET: 'b'.repeat(20),
  PAYMENT_SECRET_KEY: 'sk_live_storefront_example',
  STORE_ORIGINS: 'https://souq.example.sa',
};

function messageOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  return '';
}

describe('API configuration fails closed', () => {
  it('is production when NODE_ENV is unset, and refuses to start without its secrets and origins, naming every one', () => {
    const message = messageOf({});
    for (const name of ['API_KEY', 'AUTH_SECRET', 'GATEWAY_SECRET', 'STORE_ORIGINS', 'PAYMENT_SECRET_KEY']) {
      expect(message).toContain(`${name}: is required in production`);
    }
    expect(message).toContain('NODE_ENV is not set, so production rules apply');
  });

  it('names missing and invalid variables in one message, HTTPS included', () => {
    const message = messageOf({
      ...PRODUCTION, AUTH_SECRET: 'short', GATEWAY_SECRET: '', STORE_ORIGINS: 'http://souq.example.sa', PAYMENT_API_URL: 'http://pay.example.sa',
      API_PORT: 'eighty', TRUST_PROXY: 'everyone', REDIS_URL: 'http://cache',
    });
    expect(message.split('\n').slice(1)).toEqual([
      '  API_PORT: Invalid input: expected number, received NaN',
      '  AUTH_SECRET: must be at least 32 characters',
      '  GATEWAY_SECRET: is required in production',
      '  STORE_ORIGINS: must be https:// origins in production',
      '  PAYMENT_API_URL: must be an https:// URL in production',
      '  TRUST_PROXY: must be false, a hop count, or addresses, CIDRs, loopback',
      '  REDIS_URL: must be a redis:// or rediss:// URL',
      '(NODE_ENV is not set, so production rules apply; NODE_ENV=development or test runs the API with its development settings.)',
    ]);
  });

  it('starts in production with everything set: no committed secret, no development route, no testing operation', () => {
    const config = loadConfig({ ...PRODUCTION, TRUST_PROXY: '10.0.0.0/8', REDIS_URL: 'redis://cache.internal:6379' });
    expect(config).toMatchObject({
      production: true, apiKey: PRODUCTION.API_KEY, authSecret: PRODUCTION.AUTH_SECRET, gatewaySecret: PRODUCTION.GATEWAY_SECRET,
      paymentApiUrl: 'https://api.moyasar.com', storeOrigins: ['https://souq.example.sa'],
      testingOperations: false, developmentRoutes: false, trustProxy: ['10.0.0.0/8'], redisUrl: 'redis://cache.internal:6379', rateLimit: 1200,
    });
    expect(JSON.stringify(config)).not.toMatch(/development-only|storefront-public-key|sk_test_/);
  });

  it('uses the committed development secrets only when development or test is chosen', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadConfig({ NODE_ENV });
      expect(config).toMatchObject({ production: false, apiKey: 'storefront-public-key', developmentRoutes: true, trustProxy: false, redisUrl: null });
      expect(config.authSecret).toMatch(/^development-only/);
    }
    expect(messageOf({ NODE_ENV: 'staging', ...PRODUCTION })).toContain('NODE_ENV: must be development, test or production');
  });
});

describe('payment configuration', () => {
  it('defaults to the sandbox and the local store origins in development and tests', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config).toMatchObject({
      paymentApiUrl: 'http://127.0.0.1:4100',
      paymentSecretKey: 'sk_test_storefront_sandbox',
      storeOrigins: ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://127.0.0.1:3100'],
      testingOperations: true,
    });
  });

  it('reads a comma-separated list of origins', () => {
    const config = loadConfig({ NODE_ENV: 'test', STORE_ORIGINS: ' https://souq.example.sa , https://www.souq.example.sa/ ', PAYMENT_API_URL: 'http://127.0.0.1:4199/' });
    expect(config.storeOrigins).toEqual(['https://souq.example.sa', 'https://www.souq.example.sa']);
    expect(config.paymentApiUrl).toBe('http://127.0.0.1:4199');
  });

  it.each(['souq.example.sa', 'https://souq.example.sa/checkout', 'ftp://souq.example.sa', 'https://user:pw@souq.example.sa', ','])('refuses STORE_ORIGINS=%s', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', STORE_ORIGINS: value })).toThrow(/STORE_ORIGINS/);
  });

  it('wants the secret key and the origins in production, and names both', () => {
    const message = messageOf({ NODE_ENV: 'production', API_KEY: PRODUCTION.API_KEY, AUTH_SECRET: 'a'.repeat(40), GATEWAY_SECRET: 'b'.repeat(20) });
    expect(message).toMatch(/PAYMENT_SECRET_KEY: is required in production/);
    expect(message).toMatch(/STORE_ORIGINS: is required in production/);
    const production = loadConfig({ NODE_ENV: 'production', ...PRODUCTION });
    expect(production).toMatchObject({ paymentApiUrl: 'https://api.moyasar.com', testingOperations: false, storeOrigins: ['https://souq.example.sa'] });
  });
});
