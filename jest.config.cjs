// Unit and integration tests of every workspace; each project sets its own environment.
module.exports = {
  watchman: false,
  // jest reads the timeout from the run, not from each project: the presets' 20 s applies here too.
  testTimeout: require('./infra/build/src/jest/presets.cjs').TEST_TIMEOUT_MS,
  projects: [
    'shared-domain',
    'shared-events',
    'shell/design-system',
    'shell/remote-kit',
    'shell',
    'mf-catalog',
    'mf-cart',
    'mf-checkout',
    'mf-account',
    'infra/build',
    'infra/server-kit',
    'infra/api',
    'infra/payments-sandbox',
    'infra/gateway',
    'infra/registry',
  ],
};
