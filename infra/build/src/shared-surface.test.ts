// The browser builds share a lean surface of the router (shared-surface/), not the whole package: every
// name an app imports from `react-router-dom` must be on it, or the app would get undefined at runtime,
// and no app may import `react-router` itself, which is not shared (a second copy, with its own
// contexts, would be bundled into that app). A surface is for a package only the apps import: every
// import of the name is resolved to it, a library's included (Apollo, for one, uses much of rxjs).
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
  { name: 'react-router-dom', file: 'react-router-dom.mjs', unshared: /from\s+'react-router(\/[^']*)?'/ },
] as const;

describe.each(SURFACES)("$name's shared surface", ({ name, file, unshared }) => {
  it(`exports every name the apps import from ${name}`, async () => {
    const surface = (await import(`./shared-surface/${file}`)) as Record<string, unknown>;
    const used = importedNames(new RegExp(`^${name}$`));
    expect(used.length).toBeGreaterThan(3);
    const missing = used.filter(([, imported]) => typeof surface[imported] === 'undefined').map(([source, imported]) => `${imported} (${source})`);
    expect(missing).toEqual([]);
  });

  it(`is what the browser builds resolve ${name} to`, () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { SHARED_SURFACES } = require('./index.cjs') as { SHARED_SURFACES: Record<string, string> };
    expect(SHARED_SURFACES[`${name}$`]).toBe(path.join(__dirname, 'shared-surface', file));
  });

  it(`is the only way the apps reach what ${name} does not share`, () => {
    const direct = files.filter((source) => unshared.test(fs.readFileSync(source, 'utf8')));
    expect(direct.map((source) => path.relative(root, source))).toEqual([]);
  });
});
