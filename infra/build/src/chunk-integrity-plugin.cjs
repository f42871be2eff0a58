// Subresource Integrity for the chunks a remote loads after its entry. Once the chunks are final
// (minified, content-hashed), their sha384 digests are written into the app's entry files, and the
// runtime's script loader sets each chunk's integrity attribute from that table, so the browser
// refuses a chunk whose bytes changed after the build. The entries themselves are checked against
// the digests the registry records (infra/registry/src/release-integrity.ts), which closes the chain.
// (webpack-subresource-integrity cannot resolve its placeholders in Module Federation builds.)
const { createHash } = require('node:crypto');

const PLUGIN = 'ChunkIntegrityPlugin';

class ChunkIntegrityPlugin {
  /** @param {{ tableName: string }} options a global name unique to the app, e.g. __SRI_mf_checkout__ */
  constructor({ tableName }) {
    if (!/^[A-Za-z_$][\w$]*$/.test(tableName)) throw new Error(`${PLUGIN}: "${tableName}" is not an identifier`);
    this.tableName = tableName;
  }

  apply(compiler) {
    const { webpack } = compiler;
    const { Compilation, sources } = webpack;
    const table = this.tableName;

    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(PLUGIN, (source) =>
        [
          source,
          `var sriTable = typeof ${table} === 'object' ? ${table} : null;`,
          "var sriFile = url.split('?')[0].split('/').pop();",
          'if (sriTable && sriTable[sriFile]) { script.integrity = sriTable[sriFile]; script.crossOrigin = "anonymous"; }',
        ].join('\n'),
      );

      // after the content hashes are final, before the compressed copies are made
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, (assets) => {
        const entryFiles = new Set();
        for (const chunk of compilation.chunks) {
          if (chunk.hasRuntime()) for (const file of chunk.files) if (file.endsWith('.js')) entryFiles.add(file);
        }
        const digests = {};
        for (const [file, asset] of Object.entries(assets)) {
          if (!file.endsWith('.js') || entryFiles.has(file)) continue;
          digests[file.split('/').pop()] = `sha384-${createHash('sha384').update(asset.buffer()).digest('base64')}`;
        }
        const prelude = `var ${table} = ${JSON.stringify(digests)};\n`;
        for (const file of entryFiles) {
          compilation.updateAsset(file, (old) => new sources.ConcatSource(prelude, old));
        }
      });
    });
  }
}

module.exports = { ChunkIntegrityPlugin };
