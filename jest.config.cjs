// Unit and integration tests of every workspace; each project sets its own environment.
module.exports = {
  watchman: false,
  projects: [
    'shared-events',
    'shell/design-system',
    'shell/remote-kit',
    'shell',
    'mf-catalog',
    'mf-cart',
    'mf-checkout',
    'mf-account',
    'infra/build',
    'infra/api',
    'infra/payments-sandbox',
    'infra/gateway',
    'infra/registry',
  ],
};
