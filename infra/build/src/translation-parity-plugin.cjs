// Fails an app's build when one of its translation namespaces has a key in one language only
// (ARCHITECTURE.md "Languages and direction"): the same check as `npm run check:i18n`, limited to
// the app's own folder, reported as webpack errors so neither a build nor a deploy can ship it.
const { checkAll } = require('./check-translations.cjs');

class TranslationParityPlugin {
  /** @param {string} dir the app's folder */
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.make.tapPromise('TranslationParityPlugin', async (compilation) => {
      for (const problem of checkAll(this.dir)) {
        compilation.errors.push(new WebpackError(`translation parity: ${problem}`));
      }
    });
  }
}

module.exports = { TranslationParityPlugin };
