// Unit and integration tests of every workspace; each project sets its own environment.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
      'infra/gateway',
      'infra/registry',
    ],
  },
});
