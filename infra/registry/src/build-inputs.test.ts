import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearStamp, hashFiles, inputsHash, isCurrent, listInputFiles, readStamp, stampFile, writeStamp } from './build-inputs';

let root: string;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

/** A small copy of the repository's shape: two remotes, the shared packages, the root manifests. */
function seedTree() {
  write('package.json', '{"name":"storefront"}');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('.gitignore', 'node_modules/\ndist/\n');
  write('mf-cart/src/cart-page.tsx', 'export const title = "Your cart";');
  write('mf-cart/src/cart-page.test.tsx', 'it("renders", () => {});');
  write('mf-cart/README.md', '# mf-cart');
  write('mf-cart/dist/remoteEntry.js', 'built');
  write('mf-cart/node_modules/left-pad/index.js', 'module.exports = 1;');
  write('mf-checkout/src/steps.tsx', 'export const steps = 3;');
  write('shared-domain/src/phone.ts', 'export const normalisePhone = () => null;');
  write('shared-events/src/bus.ts', 'export const bus = {};');
  write('shell/design-system/src/button.tsx', 'export const Button = () => null;');
  write('shell/remote-kit/src/index.ts', 'export {};');
  write('shell/src/header.tsx', 'export const Header = () => null;');
  write('infra/build/src/index.cjs', 'module.exports = {};');
  write('infra/api/src/server.ts', 'export {};');
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-inputs-'));
  seedTree();
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('input files', () => {
  it('walks the folders when there is no repository, leaving out dependencies, output, tests and docs', () => {
    expect(listInputFiles(root, ['mf-cart', 'shared-events', 'package.json'])).toEqual([
      'mf-cart/src/cart-page.tsx',
      'package.json',
      'shared-events/src/bus.ts',
    ]);
  });

  it('asks git when the tree is a repository: tracked and new files count, ignored ones do not', () => {
    git('init', '-q');
    git('add', 'mf-cart', 'package.json');
    write('mf-cart/src/offers.tsx', 'export const offers = [];');
    write('mf-cart/dist/extra.js', 'ignored');
    expect(listInputFiles(root, ['mf-cart', 'package.json'])).toEqual(['mf-cart/src/cart-page.tsx', 'mf-cart/src/offers.tsx', 'package.json']);
  });

  it('hashes the same tree to the same value through git and through the walk', () => {
    const walked = inputsHash('mf-cart', root);
    git('init', '-q');
    git('add', '.');
    expect(inputsHash('mf-cart', root)).toBe(walked);
    expect(inputsHash('mf-cart', root, undefined, false)).toBe(walked);
  });

  it('skips a file git still lists but that was deleted', () => {
    git('init', '-q');
    git('add', '.');
    const before = inputsHash('mf-cart', root);
    fs.rmSync(path.join(root, 'mf-cart/src/cart-page.tsx'));
    expect(listInputFiles(root, ['mf-cart'])).toContain('mf-cart/src/cart-page.tsx');
    expect(inputsHash('mf-cart', root)).not.toBe(before);
  });
});

describe('inputs hash', () => {
  it('changes with the app’s own source and with each shared input', () => {
    const seen = new Set([inputsHash('mf-cart', root)]);
    for (const [file, content] of [
      ['mf-cart/src/cart-page.tsx', 'export const title = "Your basket";'],
      ['mf-cart/src/new-feature.ts', 'export const added = true;'],
      ['shared-domain/src/phone.ts', 'export const normalisePhone = (s: string) => s;'],
      ['shared-events/src/bus.ts', 'export const bus = { v: 2 };'],
      ['shell/design-system/src/button.tsx', 'export const Button = () => "b";'],
      ['shell/remote-kit/src/index.ts', 'export const kit = 1;'],
      ['infra/build/src/index.cjs', 'module.exports = { v: 2 };'],
      ['package.json', '{"name":"storefront","version":"2"}'],
      ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
    ] as const) {
      write(file, content);
      const next = inputsHash('mf-cart', root);
      expect(seen.has(next), file).toBe(false);
      seen.add(next);
    }
  });

  it('stays the same for tests, docs, build output, dependencies and other apps', () => {
    const before = inputsHash('mf-cart', root);
    write('mf-cart/src/cart-page.test.tsx', 'it("renders twice", () => {});');
    write('mf-cart/README.md', '# The cart remote');
    write('mf-cart/dist/remoteEntry.js', 'rebuilt');
    write('mf-cart/node_modules/left-pad/index.js', 'module.exports = 2;');
    write('mf-checkout/src/steps.tsx', 'export const steps = 4;');
    write('infra/api/src/server.ts', 'export const port = 4000;');
    expect(inputsHash('mf-cart', root)).toBe(before);
  });

  it('differs between apps over the same shared inputs', () => {
    expect(inputsHash('mf-cart', root)).not.toBe(inputsHash('mf-checkout', root));
  });

  it('is the same for an identical copy of the app built with --source, and differs once the copy is edited', () => {
    const copy = path.join(root, 'var', 'variant', 'mf-cart');
    fs.cpSync(path.join(root, 'mf-cart'), copy, { recursive: true });
    expect(inputsHash('mf-cart', root, copy)).toBe(inputsHash('mf-cart', root));
    fs.writeFileSync(path.join(copy, 'src/cart-page.tsx'), 'export const title = "Your basket";');
    expect(inputsHash('mf-cart', root, copy)).not.toBe(inputsHash('mf-cart', root));
  });

  it('names each file in the hash, so a rename changes it', () => {
    const before = hashFiles(root, ['mf-cart/src/cart-page.tsx']);
    fs.renameSync(path.join(root, 'mf-cart/src/cart-page.tsx'), path.join(root, 'mf-cart/src/page.tsx'));
    expect(hashFiles(root, ['mf-cart/src/page.tsx'])).not.toBe(before);
  });
});

describe('build stamp', () => {
  it('marks a build current only when its output exists and its stamp matches', () => {
    const build = path.join(root, 'var', 'releases', 'mf-cart', 'v1');
    expect(isCurrent(build, 'mf-manifest.json', 'abc')).toBe(false);
    fs.mkdirSync(build, { recursive: true });
    fs.writeFileSync(path.join(build, 'mf-manifest.json'), '{}');
    // built, but with no record of what from
    expect(isCurrent(build, 'mf-manifest.json', 'abc')).toBe(false);
    writeStamp(build, 'abc');
    expect(stampFile(build)).toBe(`${build}.inputs.json`);
    expect(readStamp(build)).toBe('abc');
    expect(isCurrent(build, 'mf-manifest.json', 'abc')).toBe(true);
    expect(isCurrent(build, 'mf-manifest.json', 'abd')).toBe(false);
    clearStamp(build);
    expect(readStamp(build)).toBeNull();
  });

  it('reads a damaged stamp as no stamp', () => {
    const build = path.join(root, 'var', 'shell');
    fs.mkdirSync(path.dirname(build), { recursive: true });
    fs.writeFileSync(stampFile(build), '{not json');
    expect(readStamp(build)).toBeNull();
  });
});
