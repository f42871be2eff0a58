// The one webpack + Module Federation config factory. An app's webpack.config.cjs names its
// remote, port and exposes; everything else (loaders, sharing, manifest, output) lives here.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedFor } = require('./shared-deps.cjs');
const { standaloneDevServer } = require('./dev-server.cjs');
const { TranslationParityPlugin } = require('./translation-parity-plugin.cjs');
const { ChunkIntegrityPlugin } = require('./chunk-integrity-plugin.cjs');
const { FirstLoadGraphPlugin } = require('./first-load-graph-plugin.cjs');

const runtimePlugin = path.join(__dirname, 'runtime', 'resilience-plugin.ts');
const provideRuntimeCorePlugin = path.join(__dirname, 'runtime', 'provide-runtime-core-plugin.ts');

/**
 * The emitted addresses of the named font files, per language: assets/<name>.<hash>.woff2 → /assets/….
 * @param {import('webpack').Compilation} compilation @param {Record<string, string[]>} wanted
 */
function fontUrls(compilation, wanted) {
  const emitted = compilation.getAssets().map((asset) => asset.name).filter((file) => file.endsWith('.woff2'));
  return Object.fromEntries(
    Object.entries(wanted).map(([language, names]) => [
      language,
      names.map((font) => {
        const file = emitted.find((candidate) => path.basename(candidate).startsWith(`${font}.`));
        if (!file) throw new Error(`preloadFonts: no emitted font file is named ${font}`);
        return `/${file}`;
      }),
    ]),
  );
}

/** What a server build's file addresses start with until a render replaces it with the real address. */
const SERVER_ASSET_BASE = 'https://server-build-assets.invalid/';

/** Module Federation container names must be identifiers: mf-cart → mf_cart. */
const federationName = (name) => name.replace(/[^a-zA-Z0-9_]/g, '_');

/**
 * @param {object} options
 * @param {string} options.name        workspace name, e.g. 'mf-cart' or 'shell'
 * @param {string} options.dir         the app's folder (__dirname of its webpack config)
 * @param {number} options.port        the app's port in `npm start`; running alone it serves on port + 10 (see dev-server.cjs)
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes]
 * @param {string} [options.title]     page title of the standalone HTML page
 * @param {Record<string, string[]>} [options.preloadFonts] per page language, the font files (by name,
 *   without hash or extension) the page preloads; the template reads them as `preloadFonts`
 */
function createAppConfig({ name, dir, port, kind, exposes = {}, title = `${name} (standalone)`, preloadFonts = {}, server }) {
  return (_env, argv = {}) => {
    const browser = createBrowserConfig({ name, dir, port, kind, exposes, title, preloadFonts }, argv);
    // The browser build alone for the first-load byte budget (BUILD_TARGET=browser, it measures only
    // the browser's files) and for an app running alone on its dev server, where no gateway renders.
    if (!server || process.env.BUILD_TARGET === 'browser' || process.env.WEBPACK_SERVE) return browser;
    return [browser, createServerConfig({ name, dir, server }, argv)];
  };
}

/**
 * Shared packages the browser builds replace with the part of them the store uses (shared-surface/):
 * a shared module cannot be tree-shaken, its surface can be kept small.
 */
const SHARED_SURFACES = {
  'react-router-dom$': path.join(__dirname, 'shared-surface', 'react-router-dom.mjs'),
  rxjs$: path.join(__dirname, 'shared-surface', 'rxjs.mjs'),
  'react-i18next$': path.join(__dirname, 'shared-surface', 'react-i18next.mjs'),
  // The surface takes each name from react-i18next's own ES module, which its package does not export.
  'react-i18next/dist/es': path.join(path.dirname(require.resolve('react-i18next/package.json')), 'dist', 'es'),
};

/**
 * react-router's package points every import at its development build, whose warnings are always on
 * (remix-run/react-router#14102); its production build is the same code with them off, which the
 * minifier then drops. A production browser build takes that one.
 */
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production', 'index.mjs'),
};

/** The transform of every app's own TypeScript, for the browser and the server build alike. */
function scriptRule(production) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
          // Each styled component gets an id from its file and place in it, not from the order
          // components happen to be created in: the server's and the browser's builds of one page
          // then name the same classes, so a server-rendered page hydrates (ADR 018).
          experimental: {
            plugins: [[require.resolve('@swc/plugin-styled-components'), { displayName: !production, ssr: true }]],
            // the compiled plugin's cache, out of the apps' source folders
            cacheRoot: path.join(__dirname, '..', 'node_modules', '.cache', 'swc'),
          },
        },
      },
    },
  };
}

/**
 * The server build of an app: its `server` module (what renders its pages to HTML) as a Module
 * Federation container for Node, in `server/` beside the browser files of the same version. The gateway
 * loads it at runtime through the federation runtime, from the registry's current version, so a deploy
 * of one remote changes its server-rendered pages with nothing else rebuilt (ADR 018). It is one file
 * and shares nothing: every request renders with the app's own copies of React and its libraries.
 */
function createServerConfig({ name, dir, server }, argv) {
  const production = argv.mode !== 'development';
  const outputPath = process.env.BUILD_OUTPUT_DIR ? path.resolve(process.env.BUILD_OUTPUT_DIR) : path.join(dir, 'dist');
  return {
    name: `${name}-server`,
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'async-node',
    devtool: false,
    entry: {},
    output: {
      path: path.join(outputPath, 'server'),
      // A placeholder origin: the addresses of imported files (fonts, icons) are written with it, and the
      // render puts the version's real address in its place (remote-kit's server renderer).
      publicPath: SERVER_ASSET_BASE,
      uniqueName: `${federationName(name)}_server`,
      filename: '[name].js',
      chunkFilename: '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        scriptRule(production),
        // The browser build emits these; the server only needs their addresses.
        { test: /\.(woff2?|png|jpe?g|webp|svg)$/, type: 'asset/resource', generator: { emit: false, filename: 'assets/[name].[contenthash:8][ext]' } },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName(name),
        filename: 'remoteEntry.js',
        exposes: { './server': server },
        shared: {},
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
      new webpack.DefinePlugin({
        __APP_NAME__: JSON.stringify(name),
        __SERVER_ASSET_BASE__: JSON.stringify(SERVER_ASSET_BASE),
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic', nodeEnv: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The packages the shell provides and runs on every page before anything renders. Each shared
 * package is otherwise a chunk (or several) of its own: fifteen script requests and insertions in a
 * row on every first load. In the host's production build they form one chunk, which the federation
 * runtime requests once for all of them; a remote that takes one of them from the shell finds it on
 * the page already. The GraphQL client comes later and only to the pages that ask the API from the
 * browser; its packages (a dozen chunks, one per entry point of @apollo/client) likewise form one chunk.
 */
const STARTUP_SHARED_CHUNK = {
  test: /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|use-sync-external-store|styled-components|stylis|@emotion[\\/]\w+|cssjanus|stylis-plugin-rtl|i18next|react-i18next|rxjs|shallowequal)[\\/]|shell[\\/]design-system[\\/]src[\\/]|shared-events[\\/]src[\\/]|shared-domain[\\/]src[\\/]|infra[\\/]build[\\/]src[\\/]shared-surface[\\/])/,
  name: 'startup-shared',
  chunks: 'async',
  enforce: true,
  priority: 20,
};
const GRAPHQL_SHARED_CHUNK = {
  test: /[\\/]node_modules[\\/](@apollo[\\/]client|graphql|@wry[\\/]\w+|optimism|ts-invariant|graphql-tag|symbol-observable)[\\/]/,
  name: 'graphql-shared',
  chunks: 'async',
  enforce: true,
  priority: 20,
};

function createBrowserConfig({ name, dir, port, kind, exposes, title, preloadFonts }, argv) {
  const production = argv.mode !== 'development';
  const outputPath = process.env.BUILD_OUTPUT_DIR ? path.resolve(process.env.BUILD_OUTPUT_DIR) : path.join(dir, 'dist');
  const isHost = kind === 'host';
  // BUILD_PROFILE=measure: the same JavaScript without source maps or compressed copies, for the
  // first-load byte budget (first-load-budget.test.ts), which only adds up the JavaScript files.
  const measureOnly = production && process.env.BUILD_PROFILE === 'measure';
  return {
    name,
    mode: production ? 'production' : 'development',
    context: dir,
    devtool: measureOnly ? false : production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: isHost ? './src/index.ts' : './src/standalone.ts' },
    output: {
      path: outputPath,
      publicPath: 'auto',
      uniqueName: federationName(name),
      // Entry files keep stable names (Module Federation's runtime needs them); HTML adds a cache-busting hash.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      crossOriginLoading: 'anonymous',
      // the server build (server/) writes into the same version folder
      clean: { keep: (file) => file.startsWith('server/') || file.startsWith(`server${path.sep}`) },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: production ? { ...SHARED_SURFACES, ...REACT_ROUTER_PRODUCTION } : SHARED_SURFACES,
    },
    module: {
      rules: [
        scriptRule(production),
        { test: /\.(woff2?|png|jpe?g|webp|svg)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName(name),
        filename: 'remoteEntry.js',
        exposes,
        // A remote built for production takes what the shell provides from the page, with no
        // fallback copy (ADR 020); running alone in development it has no shell, and keeps them.
        shared: sharedFor(dir, { fromHost: !isHost && production }),
        shareStrategy: 'loaded-first',
        runtimePlugins: isHost ? [runtimePlugin, provideRuntimeCorePlugin] : [runtimePlugin],
        manifest: true,
        dts: false,
        // One federation runtime-core per page: the shell provides its own (provide-runtime-core-
        // plugin.ts) and the remotes' production builds use it instead of bundling a copy (ADR 011).
        // A remote running alone in development keeps its own: no shell is there to provide one.
        // The browser build's runtime is only ever run by a browser: the SDK's and runtime-core's
        // script loading for Node (the gateway loads the server builds, which keep it) is left out.
        experiments: {
          ...(!isHost && production ? { externalRuntime: true } : {}),
          ...(production ? { optimization: { target: 'web' } } : {}),
        },
      }),
      new HtmlWebpackPlugin({
        // The shell has its own page; a remote running alone uses the shared standalone page.
        template: fs.existsSync(path.join(dir, 'src', 'index.html')) ? path.join(dir, 'src', 'index.html') : path.join(__dirname, 'standalone.html'),
        favicon: fs.existsSync(path.join(dir, 'src', 'favicon.svg')) ? path.join(dir, 'src', 'favicon.svg') : undefined,
        title,
        scriptLoading: 'defer',
        // Absolute, so deep links such as /category/dairy-eggs/milk load the same files.
        publicPath: '/',
        hash: production,
        minify: production ? { collapseWhitespace: true, removeComments: true } : false,
        templateParameters: (compilation, assets, assetTags, options) => ({
          compilation,
          webpackConfig: compilation.options,
          htmlWebpackPlugin: { tags: assetTags, files: assets, options },
          preloadFonts: fontUrls(compilation, preloadFonts),
        }),
      }),
      new webpack.DefinePlugin({ __APP_NAME__: JSON.stringify(name) }),
      // A remote's production entry carries the digests of its chunks and loads each with an
      // integrity attribute; with the digests the registry records for its manifest and entry,
      // every file of a remote is checked before it runs.
      ...(!isHost && production ? [new ChunkIntegrityPlugin({ tableName: `__SRI_${federationName(name)}__` })] : []),
      new TranslationParityPlugin(dir),
      // Which files each import() and shared package loads: what the first-load byte budget adds up.
      ...(production ? [new FirstLoadGraphPlugin()] : []),
      // Pre-compressed copies next to each file; the origins serve them when the browser accepts them.
      ...(production && !measureOnly
        ? [
            new CompressionPlugin({ test: /\.(js|json|html|svg)$/, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024 }),
            new CompressionPlugin({
              test: /\.(js|json|html|svg)$/,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 1024,
            }),
          ]
        : []),
    ],
    optimization: {
      minimize: production,
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      ...(isHost && production ? { splitChunks: { cacheGroups: { startupShared: STARTUP_SHARED_CHUNK, graphqlShared: GRAPHQL_SHARED_CHUNK } } } : {}),
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: standaloneDevServer({ name, port, kind }),
  };
}

module.exports = { createAppConfig, federationName, SHARED_SURFACES };
