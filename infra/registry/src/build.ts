// Builds one app with the shared webpack factory into a folder of our choosing.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { clearStamp, inputsHash, writeStamp } from './build-inputs';
import { repoRoot, type RemoteName, type StoreConfig } from './config';

const require = createRequire(import.meta.url);
const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [repoRoot] });
const codegenCli = path.join(repoRoot, 'node_modules/@graphql-codegen/cli/cjs/bin.js');

/**
 * The generated GraphQL files (codegen.ts) must match the schema and the `.graphql` documents before
 * any app is built from them: run once per build, not in each webpack config. Rejects, with what
 * graphql-codegen said, when a generated file is stale.
 */
export function checkGeneratedFiles(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [codegenCli, '--config', 'codegen.ts', '--check'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Generated GraphQL files are stale or the documents do not match the schema: run npm run codegen\n${output}`)),
    );
  });
}

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

/**
 * Builds a remote into a fresh version folder; nothing else is touched. The inputs are hashed before
 * the build starts, so a file changed during the build makes the next start build again.
 */
export async function buildRelease(config: StoreConfig, remote: RemoteName, sourceDir?: string): Promise<string> {
  const version = newVersion();
  const appDir = path.resolve(sourceDir ?? path.join(repoRoot, remote));
  const inputs = inputsHash(remote, repoRoot, appDir);
  const outputDir = releaseDir(config, remote, version);
  await buildOnce(appDir, outputDir);
  writeStamp(outputDir, inputs);
  return version;
}

export async function buildShell(config: StoreConfig): Promise<void> {
  const inputs = inputsHash('shell', repoRoot);
  // A build that stops half-way must not keep the previous build's stamp.
  clearStamp(config.shellDist);
  await buildOnce(path.join(repoRoot, 'shell'), config.shellDist);
  writeStamp(config.shellDist, inputs);
}
