const { nodeProject } = require('../build/src/jest/presets.cjs');

module.exports = nodeProject('gateway', __dirname);
