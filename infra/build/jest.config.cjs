const { nodeProject } = require('./src/jest/presets.cjs');

module.exports = nodeProject('build', __dirname);
