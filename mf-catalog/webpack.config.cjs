const { createAppConfig } = require('infra-build');

module.exports = createAppConfig({
  name: 'mf-catalog',
  dir: __dirname,
  port: 3001,
  kind: 'remote',
  exposes: {
    './app': './src/exposes/app.ts',
    './product-card': './src/exposes/product-card.ts',
    './product-rail': './src/exposes/product-rail.ts',
  },
  server: './src/exposes/server.ts',
});
