// Writes `first-load-graph.json` beside a production build: for each way code is loaded — an entry,
// an exposed module, an import() of a module, a shared package's own chunks — the JavaScript files
// it brings in and the shared packages it asks for (which the federation runtime loads first). The
// first-load byte budget (first-load-budget.test.ts) adds up a page's files from it, with no browser
// and no server.
const path = require('node:path');

const FILE = 'first-load-graph.json';
const repoRoot = path.resolve(__dirname, '../../..');

/** A module as the graph names it: its file relative to the repository, without loader or query. */
function moduleName(module) {
  const resource = module?.resource ?? module?.rootModule?.resource;
  if (!resource) return null;
  return path.relative(repoRoot, resource.split('?')[0]).split(path.sep).join('/');
}

class FirstLoadGraphPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstLoadGraphPlugin', (compilation) => {
      // Last stage: the real content hashes are in the file names by then.
      compilation.hooks.processAssets.tap({ name: 'FirstLoadGraphPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { chunkGraph, moduleGraph } = compilation;
        /** The JavaScript files of some chunks, and the shared packages their modules consume. */
        const unit = (chunks) => {
          const files = new Set();
          const shared = new Set();
          for (const chunk of chunks) {
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            for (const module of chunkGraph.getChunkModulesIterableBySourceType(chunk, 'consume-shared') ?? []) {
              if (module.options?.shareKey) shared.add(module.options.shareKey);
            }
          }
          return { files, shared };
        };
        /** @type {Map<string, { files: Set<string>, shared: Set<string> }>} */
        const groups = new Map();
        const add = (key, found) => {
          const existing = groups.get(key);
          if (!existing) groups.set(key, found);
          else {
            for (const file of found.files) existing.files.add(file);
            for (const name of found.shared) existing.shared.add(name);
          }
        };
        for (const [name, entrypoint] of compilation.entrypoints) add(`entry:${name}`, unit(entrypoint.chunks));
        for (const module of compilation.modules) {
          for (const block of module.blocks ?? []) {
            const group = chunkGraph.getBlockChunkGroup(block);
            if (!group) continue;
            const found = unit(group.chunks);
            for (const dependency of block.dependencies) {
              if (typeof dependency.exposedName === 'string') add(`expose:${dependency.exposedName}`, found);
              else if (module.options?.shareKey && module.getSourceTypes?.().has('consume-shared')) add(`shared:${module.options.shareKey}`, found);
              else {
                const name = moduleName(moduleGraph.getModule(dependency));
                if (name) add(`import:${name}`, found);
              }
            }
          }
        }
        const graph = {
          app: compilation.outputOptions.uniqueName,
          groups: Object.fromEntries(
            [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, { files, shared }]) => [key, { files: [...files].sort(), shared: [...shared].sort() }]),
          ),
        };
        compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(graph, null, 1)}\n`));
      });
    });
  }
}

module.exports = { FirstLoadGraphPlugin, FIRST_LOAD_GRAPH_FILE: FILE };
