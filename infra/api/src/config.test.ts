import { ConfigError, loadConfig } from './config.js';

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
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(40), GATEWAY_SECRET: 'b'.repeat(20) });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/PAYMENT_SECRET_KEY: is required in production/);
    expect(message).toMatch(/STORE_ORIGINS: is required in production/);
    const production = loadConfig({
      NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(40), GATEWAY_SECRET: 'b'.repeat(20),
      PAYMENT_SECRET_KEY: 'sk_live_storefront_example', STORE_ORIGINS: 'https://souq.example.sa',
    });
    expect(production).toMatchObject({ paymentApiUrl: 'https://api.moyasar.com', testingOperations: false, storeOrigins: ['https://souq.example.sa'] });
  });
});
