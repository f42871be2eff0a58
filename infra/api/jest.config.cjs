const { nodeProject } = require('../build/src/jest/presets.cjs');

// The global setup prepares one seeded database per engine; each test file starts from a copy.
module.exports = nodeProject('api', __dirname, {
  globalSetup: '<rootDir>/test/global-setup.cjs',
  globalTeardown: '<rootDir>/test/global-teardown.cjs',
});
