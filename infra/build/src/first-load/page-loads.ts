// A page's first-load JavaScript, added up from the apps' build graphs (first-load-graph.json): the
// groups of files the page loads (entries, exposes, import()s) plus, for every shared package those
// files ask for, that package's own files — from the shell when the shell bundles it (it registers
// its copy first), else from the app that asks. gzip at level 9, like bench:web.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AppName } from '../../../registry/src/build-inputs';

export interface LoadGroup {
  files: string[];
  shared: string[];
}

export interface BuildGraph {
  app: string;
  groups: Record<string, LoadGroup>;
}

/** One thing a page loads: an app's group, e.g. ['mf-catalog', 'expose:./app']. */
export type PageLoad = readonly [AppName, string];

export interface PageFile {
  app: AppName;
  file: string;
  /** the group that brought it in first */
  via: string;
  gzipBytes: number;
}

export function readGraph(buildDir: string): BuildGraph {
  return JSON.parse(fs.readFileSync(path.join(buildDir, 'first-load-graph.json'), 'utf8')) as BuildGraph;
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/**
 * Every JavaScript file the page loads, once each, with its gzip size. Throws when a load names a
 * group an app's build does not have (a renamed module or expose): the page's list must follow.
 */
export function pageFiles(loads: readonly PageLoad[], graphs: ReadonlyMap<AppName, BuildGraph>, buildDirOf: (app: AppName) => string): PageFile[] {
  const files = new Map<string, PageFile>();
  const seenGroups = new Set<string>();
  const seenShared = new Set<string>();
  const queue: { app: AppName; key: string }[] = loads.map(([app, key]) => ({ app, key }));
  while (queue.length > 0) {
    const { app, key } = queue.shift()!;
    if (seenGroups.has(`${app} ${key}`)) continue;
    seenGroups.add(`${app} ${key}`);
    const graph = graphs.get(app);
    const group = graph?.groups[key];
    if (!group) throw new Error(`${app}'s build has no "${key}" (renamed or removed?): update the page's loads in first-load-budget.test.ts`);
    for (const file of group.files) {
      const id = `${app}/${file}`;
      if (!files.has(id)) files.set(id, { app, file, via: key, gzipBytes: gzipSize(path.join(buildDirOf(app), file)) });
    }
    for (const name of group.shared) {
      if (seenShared.has(name)) continue;
      seenShared.add(name);
      const provider: AppName = graphs.get('shell')?.groups[`shared:${name}`] ? 'shell' : app;
      queue.push({ app: provider, key: `shared:${name}` });
    }
  }
  return [...files.values()];
}

export const totalGzip = (files: readonly PageFile[]) => files.reduce((sum, file) => sum + file.gzipBytes, 0);
