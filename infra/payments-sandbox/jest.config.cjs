const { nodeProject } = require('../build/src/jest/presets.cjs');

module.exports = nodeProject('payments-sandbox', __dirname);
