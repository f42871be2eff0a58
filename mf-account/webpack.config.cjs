const { createAppConfig } = require('infra-build');

module.exports = createAppConfig({
  name: 'mf-account',
  dir: __dirname,
  port: 3004,
  kind: 'remote',
  exposes: {
    './app': './src/exposes/app.ts',
    './wishlist-toggle': './src/fragments/wishlist-toggle/index.tsx',
    './address-picker': './src/exposes/address-picker.ts',
    './address-book-service': './src/exposes/address-book-service.ts',
  },
});
