// webpack-dev-server settings for an app run alone (`npm run dev -w mf-cart`): its own port, clear of
// the store that `npm start` runs, and the store's data routes proxied to that store's gateway.

/** Running alone, an app serves on its `npm start` port plus this: 3010 shell, 3011-3014 remotes. */
const STANDALONE_PORT_OFFSET = 10;

/** Routes the page calls on its own origin; the gateway answers them (and adds the session to /graphql). */
const GATEWAY_ROUTES = ['/graphql', '/api'];

/** The store page's environment variable for this app's dev port: mf-cart → CART_DEV_PORT, shell → SHELL_DEV_PORT. */
const devPortVariable = (name) => `${name.replace(/^mf-/, '').replace(/[^a-zA-Z0-9]/g, '_').toUpperCase()}_DEV_PORT`;

function readPort(variable, env, fallback) {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${variable} must be a port number (1-65535), got "${raw}"`);
  }
  return value;
}

/** The gateway's origin, read from the same variables as infra/registry's storeOrigin(). */
function gatewayOrigin(env = process.env) {
  return `http://${env.PUBLIC_HOST || '127.0.0.1'}:${readPort('GATEWAY_PORT', env, 3000)}`;
}

/**
 * @param {object} options
 * @param {string} options.name  workspace name, e.g. 'mf-cart' or 'shell'
 * @param {number} options.port  the app's port in `npm start` (3000 shell, 3001-3004 remotes)
 * @param {'host'|'remote'} options.kind
 * @param {NodeJS.ProcessEnv} [env]
 */
function standaloneDevServer({ name, port, kind }, env = process.env) {
  const target = gatewayOrigin(env);
  return {
    port: readPort(devPortVariable(name), env, port + STANDALONE_PORT_OFFSET),
    host: '127.0.0.1',
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    hot: false,
    liveReload: true,
    client: { overlay: { warnings: false, errors: true } },
    proxy: [
      {
        // The shell alone also needs to know which remote versions are live.
        context: kind === 'host' ? [...GATEWAY_ROUTES, '/remotes.json'] : GATEWAY_ROUTES,
        target,
        changeOrigin: true,
        // The gateway refuses state-changing /api calls from another origin (CSRF); this page is
        // the developer's own, so it speaks as the store page would.
        onProxyReq(proxyReq) {
          if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', target);
        },
      },
    ],
  };
}

module.exports = { standaloneDevServer, gatewayOrigin, devPortVariable, STANDALONE_PORT_OFFSET, GATEWAY_ROUTES };
