// Builds one app with the shared webpack factory into a folder of our choosing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot, type RemoteName, type StoreConfig } from './config';

const require = createRequire(import.meta.url);
const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [repoRoot] });

export function newVersion(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `v${stamp}-${Math.random().toString(16).slice(2, 6)}`;
}

export function runWebpack(appDir: string, outputDir: string, options: { watch?: boolean; mode?: 'production' | 'development' } = {}) {
  const args = ['--no-deprecation', webpackCli, '--config', path.join(appDir, 'webpack.config.cjs'), '--mode', options.mode ?? 'production'];
  if (options.watch) args.push('--watch');
  return spawn(process.execPath, args, {
    cwd: appDir,
    env: { ...process.env, BUILD_OUTPUT_DIR: outputDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export function buildOnce(appDir: string, outputDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = runWebpack(appDir, outputDir);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Build of ${appDir} failed (exit ${code})`))));
  });
}

export function releaseDir(config: StoreConfig, remote: RemoteName, version: string): string {
  return path.join(config.releasesDir, remote, version);
}

export function isBuilt(dir: string, marker: string): boolean {
  return fs.existsSync(path.join(dir, marker));
}

/** Builds a remote into a fresh version folder; nothing else is touched. */
export async function buildRelease(config: StoreConfig, remote: RemoteName, sourceDir?: string): Promise<string> {
  const version = newVersion();
  const appDir = path.resolve(sourceDir ?? path.join(repoRoot, remote));
  await buildOnce(appDir, releaseDir(config, remote, version));
  return version;
}

export async function buildShell(config: StoreConfig): Promise<void> {
  await buildOnce(path.join(repoRoot, 'shell'), config.shellDist);
}
