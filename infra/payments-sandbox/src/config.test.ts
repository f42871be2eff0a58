import { DEVELOPMENT_PUBLISHABLE_KEY, DEVELOPMENT_SECRET_KEY, loadSandboxConfig, SandboxConfigError } from './config';

const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENT_PUBLISHABLE_KEY: 'pk_live_Riyadh2026storefront',
  PAYMENT_SECRET_KEY: 'sk_live_Riyadh2026storefront',
  PAYMENTS_PUBLIC_ORIGIN: 'https://pay.souq-grocery.sa',
};

function problemsOf(env: NodeJS.ProcessEnv): string {
  try {
    loadSandboxConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SandboxConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('loadSandboxConfig', () => {
  it('runs in development with the test keys, port 4100 and a loopback origin', () => {
    const config = loadSandboxConfig({ NODE_ENV: 'development' });
    expect(config).toEqual({
      environment: 'development',
      production: false,
      host: '127.0.0.1',
      port: 4100,
      publicOrigin: 'http://127.0.0.1:4100',
      publicOriginFromPort: true,
      publishableKey: DEVELOPMENT_PUBLISHABLE_KEY,
      secretKey: DEVELOPMENT_SECRET_KEY,
      logLevel: 'warn',
    });
    expect(DEVELOPMENT_PUBLISHABLE_KEY).toBe('pk_test_storefront_sandbox');
    expect(DEVELOPMENT_SECRET_KEY).toBe('sk_test_storefront_sandbox');
  });

  it('follows the port the store gives it (the end-to-end harness sets its own)', () => {
    const config = loadSandboxConfig({ NODE_ENV: 'test', PAYMENTS_PORT: '4300', LOG_LEVEL: 'warn' });
    expect(config.port).toBe(4300);
    expect(config.publicOrigin).toBe('http://127.0.0.1:4300');
  });

  it('takes every variable it is given', () => {
    const config = loadSandboxConfig({
      NODE_ENV: 'test',
      PAYMENTS_PORT: '4555',
      PAYMENTS_HOST: '0.0.0.0',
      PAYMENTS_PUBLIC_ORIGIN: 'http://pay.localhost:4555/',
      PAYMENT_PUBLISHABLE_KEY: 'pk_test_olaya_branch_01',
      PAYMENT_SECRET_KEY: 'sk_test_olaya_branch_01',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 4555,
      publicOrigin: 'http://pay.localhost:4555',
      publicOriginFromPort: false,
      publishableKey: 'pk_test_olaya_branch_01',
      secretKey: 'sk_test_olaya_branch_01',
      logLevel: 'debug',
    });
  });

  it('counts an empty variable as unset', () => {
    const config = loadSandboxConfig({ NODE_ENV: 'development', PAYMENTS_PORT: '', PAYMENT_SECRET_KEY: '', LOG_LEVEL: '' });
    expect(config.port).toBe(4100);
    expect(config.secretKey).toBe(DEVELOPMENT_SECRET_KEY);
  });

  it('starts in production with both keys and an https origin', () => {
    const config = loadSandboxConfig(PRODUCTION);
    expect(config.production).toBe(true);
    expect(config.publicOrigin).toBe('https://pay.souq-grocery.sa');
    expect(config.logLevel).toBe('info');
  });

  it.each([
    ['NODE_ENV unset (production is the default)', {}],
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
  ])('refuses to start in production without the keys and the origin, naming all three: %s', (_case, env) => {
    const message = problemsOf(env);
    expect(message).toMatch(/PAYMENT_PUBLISHABLE_KEY: is required in production/);
    expect(message).toMatch(/PAYMENT_SECRET_KEY: is required in production/);
    expect(message).toMatch(/PAYMENTS_PUBLIC_ORIGIN: is required in production/);
  });

  it('says why production rules apply when NODE_ENV is unset', () => {
    expect(problemsOf({})).toMatch(/NODE_ENV is not set/);
    expect(problemsOf({ NODE_ENV: 'production' })).not.toMatch(/NODE_ENV is not set/);
  });

  it('names each variable missing in production alone', () => {
    const { PAYMENT_SECRET_KEY: _secret, ...withoutSecret } = PRODUCTION;
    const message = problemsOf(withoutSecret);
    expect(message).toMatch(/PAYMENT_SECRET_KEY: is required in production/);
    expect(message).not.toMatch(/PAYMENT_PUBLISHABLE_KEY/);
    expect(message).not.toMatch(/PAYMENTS_PUBLIC_ORIGIN/);
  });

  it('wants https for the public origin in production', () => {
    expect(problemsOf({ ...PRODUCTION, PAYMENTS_PUBLIC_ORIGIN: 'http://pay.souq-grocery.sa' })).toMatch(
      /PAYMENTS_PUBLIC_ORIGIN: must use https in production/,
    );
  });

  it('names every wrong variable in one message', () => {
    const message = problemsOf({
      NODE_ENV: 'staging',
      PAYMENTS_PORT: 'eighty',
      PAYMENTS_PUBLIC_ORIGIN: 'https://pay.souq-grocery.sa/checkout',
      PAYMENT_PUBLISHABLE_KEY: 'publishable',
      PAYMENT_SECRET_KEY: 'pk_test_not_a_secret_key',
      LOG_LEVEL: 'loud',
    });
    for (const name of ['NODE_ENV', 'PAYMENTS_PORT', 'PAYMENTS_PUBLIC_ORIGIN', 'PAYMENT_PUBLISHABLE_KEY', 'PAYMENT_SECRET_KEY', 'LOG_LEVEL']) {
      expect(message, name).toMatch(new RegExp(`^  ${name}: `, 'm'));
    }
  });

  it('refuses a port out of range and one secret key used as both keys', () => {
    expect(problemsOf({ NODE_ENV: 'test', PAYMENTS_PORT: '70000' })).toMatch(/PAYMENTS_PORT: must be a port number/);
    expect(
      problemsOf({ NODE_ENV: 'test', PAYMENT_PUBLISHABLE_KEY: 'pk_test_same_value_1', PAYMENT_SECRET_KEY: 'pk_test_same_value_1' }),
    ).toMatch(/PAYMENT_SECRET_KEY: must differ from PAYMENT_PUBLISHABLE_KEY/);
  });
});
