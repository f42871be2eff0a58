// What a build was made from: a content hash of an app's source inputs, stored beside the build, so
// `npm start` rebuilds an app whose source changed and leaves an unchanged one alone.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from './config';

export type AppName = 'shell' | RemoteName;

/** Bundled into every app: the domain rules, the bus, the design system, the remote kit, the build factory, the dependency set. */
export const SHARED_INPUTS = ['shared-domain', 'shared-events', 'shell/design-system', 'shell/remote-kit', 'infra/build', 'package.json', 'package-lock.json'] as const;

// Never bundled, so a change to them needs no rebuild.
const NOT_BUNDLED = /(\.(test|spec)\.[cm]?[jt]sx?|\.md)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);

const toPosix = (file: string) => file.split(path.sep).join('/');

/** Files under `inputs` (repository-relative), from git when it knows them, else by walking the folders. */
export function listInputFiles(root: string, inputs: readonly string[], useGit = true): string[] {
  const found = new Set<string>();
  const fromGit = useGit ? gitFiles(root, inputs) : null;
  for (const input of inputs) {
    const listed = fromGit?.filter((file) => file === input || file.startsWith(`${input}/`)) ?? [];
    // A folder git does not track (no repository, or an ignored copy) is walked instead.
    for (const file of listed.length ? listed : walk(root, input)) found.add(file);
  }
  return [...found].filter((file) => !NOT_BUNDLED.test(file)).sort();
}

function gitFiles(root: string, inputs: readonly string[]): string[] | null {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...inputs], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
    return out.split('\0').filter(Boolean);
  } catch {
    return null;
  }
}

function walk(root: string, input: string): string[] {
  const full = path.join(root, input);
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(full);
  } catch {
    return [];
  }
  if (!stat.isDirectory()) return [toPosix(input)];
  const files: string[] = [];
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name) || entry.name.endsWith('.tsbuildinfo')) continue;
    files.push(...walk(root, path.join(input, entry.name)));
  }
  return files;
}

/** A hash over each file's path and content; a file listed but gone (deleted, not yet staged) counts as absent. */
export function hashFiles(root: string, files: readonly string[], as: (file: string) => string = (file) => file): string {
  const hash = createHash('sha256');
  for (const file of files) {
    const full = path.join(root, file);
    let content: Buffer | string;
    try {
      const stat = fs.lstatSync(full);
      if (stat.isDirectory()) continue;
      content = stat.isSymbolicLink() ? `symlink:${fs.readlinkSync(full)}` : fs.readFileSync(full);
    } catch {
      continue;
    }
    hash.update(`${as(file)}\0${createHash('sha256').update(content).digest('hex')}\n`);
  }
  return hash.digest('hex');
}

/**
 * The inputs hash of an app. `sourceDir` builds a remote from another copy of its folder (deploy's
 * --source): that copy stands in for the app's own folder, the shared inputs still come from `root`.
 */
export function inputsHash(app: AppName, root: string, sourceDir?: string, useGit = true): string {
  const shared = hashFiles(root, listInputFiles(root, SHARED_INPUTS, useGit));
  const own =
    sourceDir && path.resolve(sourceDir) !== path.resolve(root, app)
      ? hashFiles(sourceDir, listInputFiles(sourceDir, ['.'], false), (file) => `${app}/${file}`)
      : hashFiles(root, listInputFiles(root, [app], useGit));
  return createHash('sha256').update(`${app}\n${own}\n${shared}\n`).digest('hex');
}

/** The stamp sits beside the build folder (not inside it, so it is never served as a build file). */
export const stampFile = (buildDir: string) => `${path.resolve(buildDir)}.inputs.json`;

export function readStamp(buildDir: string): string | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(stampFile(buildDir), 'utf8')) as { inputs?: unknown };
    return typeof parsed.inputs === 'string' ? parsed.inputs : null;
  } catch {
    return null;
  }
}

export function writeStamp(buildDir: string, inputs: string): void {
  fs.mkdirSync(path.dirname(stampFile(buildDir)), { recursive: true });
  fs.writeFileSync(stampFile(buildDir), `${JSON.stringify({ inputs }, null, 2)}\n`);
}

export function clearStamp(buildDir: string): void {
  fs.rmSync(stampFile(buildDir), { force: true });
}

/** A build is current when its output is there and it was made from exactly these inputs. */
export function isCurrent(buildDir: string, marker: string, inputs: string): boolean {
  return fs.existsSync(path.join(buildDir, marker)) && readStamp(buildDir) === inputs;
}
