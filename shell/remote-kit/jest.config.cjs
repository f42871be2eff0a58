const { webProject } = require('../../infra/build/src/jest/presets.cjs');

module.exports = webProject('remote-kit', __dirname);
