const { nodeProject } = require('../infra/build/src/jest/presets.cjs');

// No DOM here: the rules are plain functions and schemas, tested as the API runs them.
module.exports = nodeProject('shared-domain', __dirname);
