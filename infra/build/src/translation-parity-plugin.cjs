// Fails an app's build when one of its translation namespaces has a key in one language only
// (ARCHITECTURE.md "Languages and direction"): the same check as `npm run check:i18n`, limited to
// the app's own folder, reported as webpack errors so neither a build nor a deploy can ship it.
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const checker = pathToFileURL(path.join(__dirname, 'check-translations.mjs')).href;

class TranslationParityPlugin {
  /** @param {string} dir the app's folder */
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.make.tapPromise('TranslationParityPlugin', async (compilation) => {
      const { checkAll } = await import(checker);
      for (const problem of checkAll(this.dir)) {
        compilation.errors.push(new WebpackError(`translation parity: ${problem}`));
      }
    });
  }
}

module.exports = { TranslationParityPlugin };
