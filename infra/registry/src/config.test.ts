// The registry's settings fail closed: production is the default, and there every remote's public
// origin must be set on HTTPS; development is an explicit choice (npm start and the local tools).
import { developmentUnlessSet, remoteOrigin, storeConfig, StoreConfigError } from './config';
import { activate, publicRegistry, readRegistry } from './registry-store';

const ORIGINS = {
  CATALOG_ORIGIN: 'https://catalog.cdn.souq.example.sa',
  CART_ORIGIN: 'https://cart.cdn.souq.example.sa',
  CHECKOUT_ORIGIN: 'https://checkout.cdn.souq.example.sa',
  ACCOUNT_ORIGIN: 'https://account.cdn.souq.example.sa/',
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    storeConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(StoreConfigError);
    return (error as StoreConfigError).problems;
  }
  return [];
}

describe('store configuration', () => {
  it('is production without NODE_ENV and refuses to serve without the remotes’ public origins, naming each with every other problem', () => {
    expect(problemsOf({ CART_PORT: 'abc' })).toEqual([
      'CART_PORT must be a port number (1-65535), got "abc"',
      'CATALOG_ORIGIN: required in production',
      'CART_ORIGIN: required in production',
      'CHECKOUT_ORIGIN: required in production',
      'ACCOUNT_ORIGIN: required in production',
    ]);
    expect(() => storeConfig({})).toThrow(/^Store configuration is invalid — CATALOG_ORIGIN: required in production; /);
  });

  it('wants HTTPS origins without a path in production', () => {
    expect(problemsOf({ ...ORIGINS, CATALOG_ORIGIN: 'http://catalog.cdn.souq.example.sa', CART_ORIGIN: 'https://cdn.souq.example.sa/cart' })).toEqual([
      'CATALOG_ORIGIN: must be an https:// origin in production',
      'CART_ORIGIN: must be an origin such as https://cdn.example.sa',
    ]);
  });

  it('publishes manifests on the public origins in production', () => {
    const config = storeConfig(ORIGINS);
    expect(config.production).toBe(true);
    expect(remoteOrigin(config, 'mf-account')).toBe('https://account.cdn.souq.example.sa');
    const registry = activate(readRegistry('/nonexistent'), 'mf-cart', 'v4');
    expect(publicRegistry(registry, config).remotes['mf-cart']).toEqual({ version: 'v4', manifest: 'https://cart.cdn.souq.example.sa/v4/mf-manifest.json' });
  });

  it('serves the remotes from local origins only when development or test is chosen', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = storeConfig({ NODE_ENV, CART_PORT: '3302' });
      expect(config.production).toBe(false);
      expect(remoteOrigin(config, 'mf-cart')).toBe('http://127.0.0.1:3302');
    }
    expect(problemsOf({ NODE_ENV: 'staging', ...ORIGINS })).toEqual([expect.stringMatching(/^NODE_ENV must be development, test or production/)]);
  });

  it('lets the local tools choose development unless NODE_ENV names another', () => {
    expect(developmentUnlessSet({}).NODE_ENV).toBe('development');
    expect(developmentUnlessSet({ NODE_ENV: 'test' }).NODE_ENV).toBe('test');
    expect(developmentUnlessSet({ NODE_ENV: 'production' }).NODE_ENV).toBe('production');
  });
});
