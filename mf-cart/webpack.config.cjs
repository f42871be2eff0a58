const { createAppConfig } = require('infra-build');

module.exports = createAppConfig({
  name: 'mf-cart',
  dir: __dirname,
  port: 3002,
  kind: 'remote',
  exposes: {
    './app': './src/exposes/app.ts',
    './add-to-cart': './src/exposes/add-to-cart.tsx',
    './cart-service': './src/exposes/cart-service.ts',
  },
});
