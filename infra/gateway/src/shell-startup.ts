// The shell's start-up files, read from its build's first-load graph and read again when the shell is
// rebuilt (the gateway serves whatever build is in the shell's folder). A build without a graph (a
// development build) gives no files, and its pages no preloads.
import fs from 'node:fs';
import path from 'node:path';
import { shellStartup, type FirstLoadGraph, type ShellStartup } from './page';

const GRAPH_FILE = 'first-load-graph.json';

export function shellStartupReader(shellDist: string): () => Promise<ShellStartup> {
  const file = path.join(shellDist, GRAPH_FILE);
  let cached: { modified: number; startup: ShellStartup } | null = null;
  return async () => {
    try {
      const { mtimeMs } = await fs.promises.stat(file);
      if (cached?.modified === mtimeMs) return cached.startup;
      const graph = JSON.parse(await fs.promises.readFile(file, 'utf8')) as FirstLoadGraph;
      cached = { modified: mtimeMs, startup: shellStartup(graph) };
      return cached.startup;
    } catch {
      return shellStartup(null);
    }
  };
}
