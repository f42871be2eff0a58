const { createAppConfig } = require('infra-build');

module.exports = createAppConfig({ name: 'shell', dir: __dirname, port: 3000, kind: 'host', title: 'سوق البقالة | Grocery Market' });
