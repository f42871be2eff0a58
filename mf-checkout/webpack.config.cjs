const { createAppConfig } = require('infra-build');

module.exports = createAppConfig({
  name: 'mf-checkout',
  dir: __dirname,
  port: 3003,
  kind: 'remote',
  exposes: { './app': './src/exposes/app.ts' },
});
