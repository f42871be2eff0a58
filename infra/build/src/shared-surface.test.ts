// The browser builds share lean surfaces (shared-surface/) of the router, rxjs and react-i18next, not
// the whole packages: every name an app imports from `react-router-dom`, `rxjs` or `react-i18next` must
// be on its surface, or the app would get undefined at runtime. Every import of the name is resolved to
// the surface, a library's included, so the names the GraphQL client imports from rxjs must be there
// too. No app may import `react-router` itself or an `rxjs/` or `react-i18next/` subpath, which are not
// shared (a second copy, with its own contexts or classes, would be bundled into that app).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const APP_FOLDERS = ['shell', 'mf-catalog', 'mf-cart', 'mf-checkout', 'mf-account', 'shared-events', 'shared-domain'];

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'generated'].includes(entry.name) ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const files = APP_FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder)));

/** Every `import { a, b as c, type D } from '<from>'` in the apps' code, as [file, name]. */
function importedNames(from: RegExp): [string, string][] {
  return files.flatMap((file) => {
    const code = fs.readFileSync(file, 'utf8');
    return [...code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)]
      .filter((match) => from.test(match[3]!) && !match[1])
      .flatMap((match) =>
        match[2]!
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name): [string, string] => [path.relative(root, file), name.split(/\s+as\s+/)[0]!.trim()]),
      );
  });
}

const SURFACES = [
  { name: 'react-router-dom', file: 'react-router-dom.mjs', unshared: /from\s+'react-router(\/[^']*)?'/, libraries: [] },
  { name: 'rxjs', file: 'rxjs.mjs', unshared: /from\s+'rxjs\/[^']*'/, libraries: ['@apollo/client'] },
  { name: 'react-i18next', file: 'react-i18next.mjs', unshared: /from\s+'react-i18next\/[^']*'/, libraries: [] },
] as const;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SHARED_SURFACES } = require('./index.cjs') as { SHARED_SURFACES: Record<string, string> };

/**
 * What a surface exports, name by name, each loaded from the module the browser builds resolve it
 * to: the builds' aliases apply (react-i18next's ES modules are reached through one, since its
 * package exports none of them).
 */
async function surfaceExports(file: string): Promise<Record<string, unknown>> {
  const code = fs.readFileSync(path.join(__dirname, 'shared-surface', file), 'utf8');
  const names: Record<string, unknown> = {};
  for (const [, list, from] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const alias = Object.keys(SHARED_SURFACES).find((key) => !key.endsWith('$') && from!.startsWith(`${key}/`));
    // Jest loads react-i18next's CommonJS build of the same module (its ES build is ES modules only).
    const target = alias ? path.join(SHARED_SURFACES[alias]!, from!.slice(alias.length + 1)).replace(`${path.sep}dist${path.sep}es${path.sep}`, `${path.sep}dist${path.sep}commonjs${path.sep}`) : from!;
    const module = (await import(target)) as Record<string, unknown>;
    for (const entry of list!.split(',').map((name) => name.trim()).filter(Boolean)) {
      const [imported, exported = imported] = entry.split(/\s+as\s+/).map((name) => name.trim());
      names[exported!] = module[imported!];
    }
  }
  return names;
}

function javaScriptFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__cjs' ? [] : javaScriptFiles(file);
    return entry.name.endsWith('.js') ? [file] : [];
  });
}

/** The names a library's ES modules import from `from`, as [file, name]: the builds resolve those to the surface too. */
function libraryImports(library: string, from: string): [string, string][] {
  const folder = path.dirname(require.resolve(`${library}/package.json`, { paths: [path.join(root, 'shell')] }));
  return javaScriptFiles(folder).flatMap((file) => {
    const code = fs.readFileSync(file, 'utf8');
    return [...code.matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)]
      .filter((match) => match[2] === from)
      .flatMap((match) =>
        match[1]!
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name): [string, string] => [path.relative(root, file), name.split(/\s+as\s+/)[0]!.trim()]),
      );
  });
}

describe.each(SURFACES)("$name's shared surface", ({ name, file, unshared, libraries }) => {
  it(`exports every name the apps import from ${name}`, async () => {
    const surface = await surfaceExports(file);
    const used = importedNames(new RegExp(`^${name}$`));
    expect(used.length).toBeGreaterThan(3);
    const missing = used.filter(([, imported]) => typeof surface[imported] === 'undefined').map(([source, imported]) => `${imported} (${source})`);
    expect(missing).toEqual([]);
  });

  for (const library of libraries) {
    it(`exports every name ${library} imports from ${name}`, async () => {
      const surface = await surfaceExports(file);
      const used = libraryImports(library, name);
      expect(used.length).toBeGreaterThan(3);
      expect([...new Set(used.filter(([, imported]) => typeof surface[imported] === 'undefined').map(([, imported]) => imported))]).toEqual([]);
    });
  }

  it(`is what the browser builds resolve ${name} to`, () => {
    expect(SHARED_SURFACES[`${name}$`]).toBe(path.join(__dirname, 'shared-surface', file));
  });

  it(`is the only way the apps reach what ${name} does not share`, () => {
    const direct = files.filter((source) => unshared.test(fs.readFileSync(source, 'utf8')));
    expect(direct.map((source) => path.relative(root, source))).toEqual([]);
  });
});
