// The config factory's output, read as webpack would receive it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration } from 'webpack';

const require = createRequire(import.meta.url);
const { createAppConfig, federationName } = require('./index.cjs') as {
  createAppConfig: (options: Record<string, unknown>) => (env: unknown, argv: { mode?: string }) => Configuration;
  federationName: (name: string) => string;
};

const { HOST_PROVIDED } = require('./shared-deps.cjs') as { HOST_PROVIDED: readonly string[] };

const root = path.resolve(__dirname, '../../..');

interface ProxyEntry {
  context: string[];
  target: string;
  changeOrigin: boolean;
  onProxyReq: (request: { getHeader(name: string): unknown; setHeader(name: string, value: string): void }) => void;
}
type DevServer = { port: number; host: string; proxy: ProxyEntry[] };

function cartConfig(mode: 'development' | 'production') {
  return createAppConfig({
    name: 'mf-cart',
    dir: path.join(root, 'mf-cart'),
    port: 3002,
    kind: 'remote',
    exposes: { './app': './src/exposes/app.ts' },
  })(undefined, { mode });
}

function shellConfig() {
  return createAppConfig({ name: 'shell', dir: path.join(root, 'shell'), port: 3000, kind: 'host' })(undefined, { mode: 'development' });
}

const devServer = (config: Configuration) => (config as Configuration & { devServer: DevServer }).devServer;

function federationOptions(config: Configuration): Record<string, unknown> {
  const plugin = config.plugins?.find((p) => p?.constructor.name === 'ModuleFederationPlugin') as { _options: Record<string, unknown> } | undefined;
  if (!plugin) throw new Error('no ModuleFederationPlugin in the config');
  return plugin._options;
}

const envBefore = { ...process.env };
const stubEnv = (name: string, value: string) => {
  process.env[name] = value;
};

afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in envBefore)) delete process.env[name];
  Object.assign(process.env, envBefore);
});

describe('createAppConfig', () => {
  it('builds a remote as a federation container with the shared singletons', () => {
    const config = cartConfig('production');
    const federation = federationOptions(config);

    expect(federationName('mf-cart')).toBe('mf_cart');
    expect(federation).toMatchObject({
      name: 'mf_cart',
      filename: 'remoteEntry.js',
      exposes: { './app': './src/exposes/app.ts' },
      shareStrategy: 'loaded-first',
      manifest: true,
    });
    expect(federation.runtimePlugins).toEqual([path.join(__dirname, 'runtime', 'resilience-plugin.ts')]);
    const shared = federation.shared as Record<string, { singleton: boolean; requiredVersion: string }>;
    for (const name of ['react', 'react-dom/client', 'react/jsx-runtime', 'styled-components', 'i18next', 'shared-events', 'design-system']) {
      expect(shared[name], name).toMatchObject({ singleton: true, requiredVersion: expect.any(String) });
    }
  });

  it('marks no shared module eager, in a remote or in the shell, which starts behind an async boundary (ADR 008)', () => {
    for (const config of [cartConfig('production'), shellConfig()]) {
      const shared = federationOptions(config).shared as Record<string, { eager?: boolean }>;
      expect(Object.entries(shared).filter(([, options]) => options.eager).map(([name]) => name)).toEqual([]);
    }
    expect(shellConfig().entry).toEqual({ main: './src/index.ts' });
  });

  it('runs one federation runtime-core per page: the shell provides it, remotes built for production use it (ADR 011)', () => {
    const provider = path.join(__dirname, 'runtime', 'provide-runtime-core-plugin.ts');
    expect(federationOptions(shellConfig()).runtimePlugins).toContain(provider);
    expect(federationOptions(cartConfig('production')).runtimePlugins).not.toContain(provider);
    expect(federationOptions(cartConfig('production')).experiments).toMatchObject({ externalRuntime: true });
    // Running alone in development, a remote has no shell to provide the runtime: it keeps its own.
    expect(federationOptions(cartConfig('development')).experiments).not.toHaveProperty('externalRuntime');
  });

  it("leaves the runtime's script loading for Node out of a production browser build", () => {
    expect(federationOptions(cartConfig('production')).experiments).toMatchObject({ optimization: { target: 'web' } });
    expect(federationOptions(shellConfig()).experiments).not.toHaveProperty('optimization');
  });

  it('takes what the shell provides from the page in a remote built for production, with no fallback copy (ADR 020)', () => {
    const production = federationOptions(cartConfig('production')).shared as Record<string, { import?: false; singleton: boolean }>;
    for (const key of ['react', 'react-dom/client', 'react/jsx-runtime', 'styled-components', 'i18next', 'design-system', '@apollo/client']) {
      expect(HOST_PROVIDED, key).toContain(key);
      expect(production[key], key).toMatchObject({ import: false, singleton: true });
    }
    // what only the remotes import still comes with the remote, for whichever loads first
    expect(production['@apollo/client/']).not.toHaveProperty('import');
    // alone in development no shell provides anything: every package keeps its fallback
    const alone = federationOptions(cartConfig('development')).shared as Record<string, { import?: false }>;
    expect(Object.entries(alone).filter(([, options]) => options.import === false)).toEqual([]);
    // the shell itself provides them
    const shell = federationOptions(shellConfig()).shared as Record<string, { import?: false }>;
    expect(Object.entries(shell).filter(([, options]) => options.import === false)).toEqual([]);
  });

  it("takes react-router's production build in a production browser build, and its development build otherwise", () => {
    const alias = (config: Configuration) => (config.resolve?.alias ?? {}) as Record<string, string>;
    const production = alias(cartConfig('production'))['react-router$'] ?? '';

    expect(path.relative(root, production)).toBe(path.join('node_modules', 'react-router', 'dist', 'production', 'index.mjs'));
    expect(fs.existsSync(production)).toBe(true);
    expect(alias(cartConfig('development'))).not.toHaveProperty('react-router$');
    // the surface apps share still stands in for react-router-dom in both
    expect(alias(cartConfig('development'))).toHaveProperty('react-router-dom$');
  });

  it('checks translation parity as part of every build', () => {
    expect(cartConfig('production').plugins?.map((plugin) => plugin?.constructor.name)).toContain('TranslationParityPlugin');
  });

  it('hashes chunks, loads them anonymously across origins and minifies in production', () => {
    const config = cartConfig('production');

    expect(config.mode).toBe('production');
    expect(config.output).toMatchObject({ chunkFilename: '[name].[contenthash:8].js', crossOriginLoading: 'anonymous', publicPath: 'auto' });
    expect(config.optimization?.minimize).toBe(true);
    expect(config.entry).toEqual({ main: './src/standalone.ts' });
  });

  it('does not minify or hash chunk names in development', () => {
    const config = cartConfig('development');

    expect(config.mode).toBe('development');
    expect(config.output?.chunkFilename).toBe('[name].js');
    expect(config.optimization?.minimize).toBe(false);
  });
});

describe('a remote running alone', () => {
  it('serves on its own port, clear of the store that npm start runs on 3000-3004', () => {
    expect(devServer(cartConfig('development'))).toMatchObject({ port: 3012, host: '127.0.0.1' });
    expect(devServer(shellConfig()).port).toBe(3010);
  });

  it('takes its port from <APP>_DEV_PORT when set', () => {
    stubEnv('CART_DEV_PORT', '4512');

    expect(devServer(cartConfig('development')).port).toBe(4512);
  });

  it('proxies /graphql and /api to the gateway named by GATEWAY_PORT and PUBLIC_HOST', () => {
    expect(devServer(cartConfig('development')).proxy).toEqual([
      expect.objectContaining({ context: ['/graphql', '/api'], target: 'http://127.0.0.1:3000', changeOrigin: true }),
    ]);

    stubEnv('GATEWAY_PORT', '8080');
    stubEnv('PUBLIC_HOST', 'localhost');
    expect(devServer(cartConfig('development')).proxy[0]?.target).toBe('http://localhost:8080');
  });

  it('lets the shell alone read the live registry from the gateway too', () => {
    expect(devServer(shellConfig()).proxy[0]?.context).toEqual(['/graphql', '/api', '/remotes.json']);
  });

  it('rejects a port variable that is not a port, naming it', () => {
    stubEnv('GATEWAY_PORT', 'gateway');

    expect(() => cartConfig('development')).toThrow('GATEWAY_PORT must be a port number (1-65535), got "gateway"');
  });
});
