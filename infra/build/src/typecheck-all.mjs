// Typechecks every workspace that has a tsconfig.json, one `tsc -p` each, two at a time, and fails if
// any fails.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc', { paths: [root] });
const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const pending = workspaces.filter((workspace) => fs.existsSync(path.join(root, workspace, 'tsconfig.json')));

function check(workspace) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', workspace, '--noEmit'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      // each workspace's messages stay together, whatever finished first
      process.stdout.write(`${output}${code === 0 ? 'ok  ' : 'FAIL'} typecheck ${workspace}\n`);
      resolve(code === 0);
    });
  });
}

// The generated GraphQL types are part of what is checked: a stale one fails before tsc runs.
const codegen = spawnSync(process.execPath, [path.join(root, 'node_modules/@graphql-codegen/cli/cjs/bin.js'), '--config', 'codegen.ts', '--check'], { cwd: root, encoding: 'utf8' });
if (codegen.status !== 0) {
  process.stdout.write(`${codegen.stdout}${codegen.stderr}FAIL generated GraphQL files are stale: run npm run codegen\n`);
  process.exit(1);
}

let failed = 0;
async function worker() {
  for (let workspace = pending.shift(); workspace; workspace = pending.shift()) if (!(await check(workspace))) failed += 1;
}
await Promise.all([worker(), worker()]);
process.exit(failed ? 1 : 0);
