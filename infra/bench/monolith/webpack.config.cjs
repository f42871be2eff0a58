// The monolith: the same shell and the same four remotes built as one ordinary webpack app, with no
// Module Federation, for measurement only (`npm run bench:monolith`). It is the shell's own production
// config (the same loaders, page template, fonts and chunking rules) with the federation plugin taken
// out and the federation runtime replaced by direct imports of what each team exposes, so the
// difference between the two builds is what federation itself costs.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../../..');

/** The folder the monolith is built into; the bench serves it as the shell's folder of a second gateway. */
const MONOLITH_DIST = path.join(repoRoot, 'var', 'bench', 'monolith');

module.exports = (env = {}, argv = {}) => {
  // the browser build only: the monolith's pages are server-rendered by the remotes' own server builds
  process.env.BUILD_TARGET = 'browser';
  const browser = require(path.join(repoRoot, 'shell', 'webpack.config.cjs'))(env, { ...argv, mode: 'production' });
  const federationOnly = new Set(['ModuleFederationPlugin', 'FirstLoadGraphPlugin']);
  return {
    ...browser,
    name: 'monolith',
    output: { ...browser.output, path: MONOLITH_DIST, uniqueName: 'monolith', clean: true },
    resolve: {
      ...browser.resolve,
      alias: { '@module-federation/enhanced/runtime$': path.join(__dirname, 'federation-runtime.mjs') },
    },
    plugins: browser.plugins.filter((plugin) => !federationOnly.has(plugin.constructor.name)),
  };
};

module.exports.MONOLITH_DIST = MONOLITH_DIST;
