const { nodeProject } = require('../build/src/jest/presets.cjs');

module.exports = nodeProject('server-kit', __dirname);
